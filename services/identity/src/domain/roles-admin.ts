import {
  PERMISSION_CATEGORIES,
  PERMISSION_CATEGORY,
  PERMISSIONS,
  type ListAnswer,
  type Permission,
  type Role,
} from '@portal/contracts';
import { DomainError, escapeLike, type Database } from '@portal/service-kit';
import { and, asc, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { clients, rolePermissions, roles } from '../db/schema';
import { canAssign, isClientAdmin, isSystemAdmin, type Actor } from './actor';
import { uniqueViolation } from './user-fields';

type RoleRecord = typeof roles.$inferSelect;

/** Client admins see the reserved roles and their client's roles; admins everything. */
function visible(actor: Actor): SQL | undefined {
  if (isSystemAdmin(actor)) return undefined;
  return or(
    eq(roles.reserved, true),
    actor.clientId === null ? sql`false` : eq(roles.clientId, actor.clientId),
  );
}

async function toRoles(db: Database, rows: RoleRecord[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const perms = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, ids));
  const clientIds = rows.map((r) => r.clientId).filter((id): id is number => id !== null);
  const clientRows = clientIds.length
    ? await db.select().from(clients).where(inArray(clients.id, clientIds))
    : [];
  return rows.map((role) => {
    const client = clientRows.find((c) => c.id === role.clientId);
    return {
      id: role.id,
      name: role.name,
      client: client ? { id: client.id, name: client.name } : null,
      reserved: role.reserved,
      permissions: perms
        .filter((p) => p.roleId === role.id)
        .map((p) => ({
          name: p.permission,
          category: PERMISSION_CATEGORY[p.permission as Permission] ?? 'other',
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}

export async function listRoles(
  db: Database,
  actor: Actor,
  q: { page: number; size: number; sort?: string; name?: string },
): Promise<ListAnswer<Role>> {
  const where = and(
    visible(actor),
    // a client admin's list is their client's roles, named ROLE_CLIENT_* (docs/api-paths-and-keys.md)
    isClientAdmin(actor) && !isSystemAdmin(actor) ? like(roles.name, 'ROLE\\_CLIENT\\_%') : undefined,
    q.name ? ilike(roles.name, `%${escapeLike(q.name)}%`) : undefined,
  );
  const [field = 'id', direction = 'desc'] = (q.sort ?? 'id,desc').split(',');
  const column = field === 'name' ? roles.name : roles.id;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(direction.toLowerCase() === 'asc' ? asc(column) : desc(column))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(roles)
      .where(where),
  ]);
  return { content: await toRoles(db, rows), totalElements: count?.n ?? 0 };
}

/**
 * Id and name of every role the actor may see (lookups of the user filters); `assignable`: only
 * the roles the actor may grant (the role pickers of the user form, canAssign).
 */
export async function roleNames(db: Database, actor: Actor, assignable = false) {
  const rows = await db
    .select({ id: roles.id, name: roles.name, clientId: roles.clientId })
    .from(roles)
    .where(and(visible(actor), sql`${roles.name} <> 'ROLE_GUEST'`))
    .orderBy(roles.id);
  return rows.filter((role) => !assignable || canAssign(actor, role)).map(({ id, name }) => ({ id, name }));
}

async function visibleRole(db: Database, actor: Actor, id: number): Promise<RoleRecord> {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), visible(actor)));
  if (!role) throw new DomainError('USERROLE_DOES_NOT_EXIST', 404);
  return role;
}

export async function getRole(db: Database, actor: Actor, id: number): Promise<Role> {
  return (await toRoles(db, [await visibleRole(db, actor, id)]))[0]!;
}

interface RoleInput {
  name: string;
  client?: { id: number } | null;
  permissions: string[];
}

function checkPermissions(actor: Actor, permissions: string[]) {
  const unknown = permissions.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length) throw new DomainError('FIELD_INVALID', 400, 'permissions');
  // only system admins hand out admin power
  if (!isSystemAdmin(actor) && permissions.some((p) => p === 'IS_ADMIN' || p === 'IS_PORTAL_ADMIN')) {
    throw new DomainError('PERMISSION_DENIED', 403, 'permissions');
  }
}

/** Client admins' roles belong to their client and are named ROLE_CLIENT_*. */
function clientOf(actor: Actor, input: RoleInput): number | null {
  if (isClientAdmin(actor)) {
    if (!input.name.startsWith('ROLE_CLIENT_')) throw new DomainError('USERROLE_NAME_NOT_VALID', 400, 'name');
    return actor.clientId;
  }
  return input.client?.id ?? null;
}

export async function createRole(db: Database, actor: Actor, input: RoleInput): Promise<Role> {
  checkPermissions(actor, input.permissions);
  const clientId = clientOf(actor, input);
  try {
    const role = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(roles)
        .values({ name: input.name, clientId, reserved: false })
        .returning();
      if (input.permissions.length) {
        await tx
          .insert(rolePermissions)
          .values([...new Set(input.permissions)].map((permission) => ({ roleId: created!.id, permission })));
      }
      return created!;
    });
    return getRole(db, actor, role.id);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function updateRole(db: Database, actor: Actor, id: number, input: RoleInput): Promise<Role> {
  const role = await visibleRole(db, actor, id);
  if (role.reserved) throw new DomainError('USERROLE_NOT_EDITABLE', 403);
  checkPermissions(actor, input.permissions);
  const clientId = clientOf(actor, input);
  try {
    await db.transaction(async (tx) => {
      await tx.update(roles).set({ name: input.name, clientId }).where(eq(roles.id, id));
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
      if (input.permissions.length) {
        await tx
          .insert(rolePermissions)
          .values([...new Set(input.permissions)].map((permission) => ({ roleId: id, permission })));
      }
    });
    return getRole(db, actor, id);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function deleteRole(db: Database, actor: Actor, id: number): Promise<void> {
  const role = await visibleRole(db, actor, id);
  if (role.reserved) throw new DomainError('USERROLE_NOT_DELETABLE', 403);
  try {
    await db.delete(roles).where(and(eq(roles.id, id), eq(roles.reserved, false)));
  } catch {
    // still assigned to users (foreign key): it stays
    throw new DomainError('USERROLE_NOT_DELETABLE', 409);
  }
}

/** Permissions grouped by the categories of the role form. */
export function permissionGroups() {
  return PERMISSION_CATEGORIES.map((category) => ({
    category,
    permissions: PERMISSIONS.filter((p) => PERMISSION_CATEGORY[p] === category),
  }));
}
