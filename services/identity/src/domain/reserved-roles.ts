import { PERMISSIONS, type Permission, type RoleName } from '@portal/contracts';
import type { Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { rolePermissions, roles } from '../db/schema';

const everything = PERMISSIONS.filter((p) => p !== 'IS_GUEST' && p !== 'IS_USER_SHOOTER');
const shooter: Permission[] = [
  'IS_USER_SHOOTER',
  'PUBLIC_COMPETITION_LIST_VIEW',
  'PUBLIC_COMPETITION_REGISTRATION',
  'USER_PROFILE_VIEW',
  'USER_PROFILE_EDIT',
];
const common: Permission[] = [
  'PUBLIC_COMPETITION_LIST_VIEW',
  'PUBLIC_COMPETITION_REGISTRATION',
  'USER_PROFILE_VIEW',
  'USER_PROFILE_EDIT',
];
const competitions: Permission[] = [
  'COMPETITION_CREATE',
  'COMPETITION_EDIT',
  'COMPETITION_LIST',
  'COMPETITION_VIEW',
];
const usersAll: Permission[] = ['USER_CREATE', 'USER_EDIT', 'USER_DELETE', 'USER_LIST', 'USER_VIEW'];
const clubsAll: Permission[] = ['CLUB_LIST', 'CLUB_EDIT', 'CLUB_VIEW', 'CLUB_CREATE'];

/**
 * The spec's roles with fixed ids (the user list's default role filter is id 4, the shooter) and
 * their permissions. They exist in every installation and cannot be edited or deleted.
 */
export const RESERVED_ROLE_DEFINITIONS: { id: number; name: RoleName; permissions: Permission[] }[] = [
  { id: 1, name: 'ROLE_ADMIN', permissions: everything.filter((p) => p !== 'IS_CLUB_ADMIN') },
  { id: 2, name: 'ROLE_SYSTEM_ADMIN', permissions: everything.filter((p) => p !== 'IS_CLUB_ADMIN') },
  {
    id: 3,
    name: 'ROLE_PORTAL_ADMIN',
    permissions: ['IS_PORTAL_ADMIN', ...common, ...competitions, ...usersAll, ...clubsAll],
  },
  { id: 4, name: 'ROLE_USER', permissions: shooter },
  {
    id: 5,
    name: 'ROLE_CLUB_ADMIN',
    permissions: [
      'IS_CLUB_ADMIN',
      ...common,
      ...competitions,
      'CLUB_VIEW',
      'CLUB_EDIT',
      'USER_LIST',
      'USER_VIEW',
      'USER_CREATE',
      'USER_EDIT',
    ],
  },
  {
    id: 6,
    name: 'ROLE_CLIENT_ADMIN',
    permissions: ['IS_CLIENT_ADMIN', ...common, ...usersAll, 'CLUB_LIST', 'CLUB_VIEW'],
  },
  { id: 7, name: 'ROLE_GUEST', permissions: ['IS_GUEST', 'PUBLIC_COMPETITION_LIST_VIEW'] },
];

export const ROLE_ID = Object.fromEntries(RESERVED_ROLE_DEFINITIONS.map((r) => [r.name, r.id])) as Record<
  RoleName,
  number
>;

/** Creates the reserved roles when missing and keeps their permissions as defined here. */
export async function ensureReservedRoles(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const role of RESERVED_ROLE_DEFINITIONS) {
      await tx
        .insert(roles)
        .values({ id: role.id, name: role.name, reserved: true })
        .onConflictDoUpdate({ target: roles.id, set: { name: role.name, reserved: true } });
      await tx.delete(rolePermissions).where(sql`${rolePermissions.roleId} = ${role.id}`);
      await tx
        .insert(rolePermissions)
        .values(role.permissions.map((permission) => ({ roleId: role.id, permission })));
    }
    // later roles get ids after the reserved ones
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('identity.roles', 'id'), GREATEST((SELECT max(id) FROM identity.roles), 100))`,
    );
  });
}
