import type { Permission, RoleName } from '@portal/contracts';
import { DomainError, type AuthUser, type Database, type DbExecutor } from '@portal/service-kit';
import { eq } from 'drizzle-orm';
import { rolePermissions, roles, userRoles } from '../db/schema';

/**
 * The one order of authority of identity: nobody changes, blocks, deletes, sets credentials of,
 * or assigns a role to anybody whose roles reach higher than their own.
 */
export const ROLE_RANK: Record<RoleName, number> = {
  ROLE_SYSTEM_ADMIN: 5,
  ROLE_ADMIN: 5,
  ROLE_PORTAL_ADMIN: 4,
  ROLE_CLIENT_ADMIN: 3,
  ROLE_CLUB_ADMIN: 2,
  ROLE_USER: 1,
  ROLE_GUEST: 0,
};

/** A role made in the back-office ranks as the reserved role whose marker permission it carries. */
const MARKER_RANK: Partial<Record<Permission, number>> = {
  IS_ADMIN: ROLE_RANK.ROLE_ADMIN,
  IS_PORTAL_ADMIN: ROLE_RANK.ROLE_PORTAL_ADMIN,
  IS_CLIENT_ADMIN: ROLE_RANK.ROLE_CLIENT_ADMIN,
  IS_CLUB_ADMIN: ROLE_RANK.ROLE_CLUB_ADMIN,
};

/** Permissions that make a role privileged (above a shooter). */
export const PRIVILEGE_MARKERS = Object.keys(MARKER_RANK) as Permission[];

/** Rank of a set of roles with their permissions: the highest of any of them. */
export function rankOf(roleNames: readonly string[], permissions: readonly string[]): number {
  const byName = roleNames.map((name) => ROLE_RANK[name as RoleName] ?? ROLE_RANK.ROLE_USER);
  const byMarker = permissions.map((p) => MARKER_RANK[p as Permission] ?? 0);
  return Math.max(0, ...byName, ...byMarker);
}

export const actorRank = (actor: AuthUser) => rankOf(actor.roles, actor.permissions);

/** Rank of a stored user, from the roles and permissions in the database (or an open transaction). */
export async function userRank(db: Database | DbExecutor, userId: number): Promise<number> {
  const rows = await (db as Database)
    .select({ name: roles.name, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  return rankOf(
    rows.map((r) => r.name),
    rows.flatMap((r) => (r.permission ? [r.permission] : [])),
  );
}

/** 403 PERMISSION_DENIED when the target's roles reach higher than the actor's. */
export async function assertOutranks(
  db: Database | DbExecutor,
  actor: AuthUser,
  targetId: number,
): Promise<void> {
  if ((await userRank(db, targetId)) > actorRank(actor)) throw new DomainError('PERMISSION_DENIED', 403);
}
