import {
  PAYMENT_VALID_ROLES,
  premiumValid,
  type Identity,
  type Permission,
  type RoleName,
} from '@portal/contracts';
import type { Database, DbExecutor } from '@portal/service-kit';
import { eq, inArray } from 'drizzle-orm';
import { confirmedClubId } from './club-membership';
import { clients, rolePermissions, roles, userRoles, users } from '../db/schema';

export type UserRecord = typeof users.$inferSelect;

/** What login, tokens and permission checks need about a user. */
export interface UserAuthView {
  id: number;
  username: string;
  clubId: number | null;
  clientId: number | null;
  paymentUntil: string | null;
  roles: { id: number; name: RoleName }[];
  permissions: Permission[];
}

export async function rolesOf(db: Database | DbExecutor, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; name: RoleName }[]>();
  const rows = await (db as Database)
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.id);
  const map = new Map<number, { id: number; name: RoleName }[]>();
  for (const row of rows) {
    const list = map.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name as RoleName });
    map.set(row.userId, list);
  }
  return map;
}

/** Roles and permissions of one user in one query (this runs on every login and identity call). */
export async function authView(db: Database | DbExecutor, user: UserRecord): Promise<UserAuthView> {
  const rows = await (db as Database)
    .select({ id: roles.id, name: roles.name, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, user.id))
    .orderBy(roles.id);
  const roleList = new Map<number, { id: number; name: RoleName }>();
  const permissions = new Set<Permission>();
  for (const row of rows) {
    roleList.set(row.id, { id: row.id, name: row.name as RoleName });
    if (row.permission) permissions.add(row.permission as Permission);
  }
  return {
    id: user.id,
    username: user.username,
    clubId: confirmedClubId(user),
    clientId: user.clientId,
    paymentUntil: user.paymentUntil,
    roles: [...roleList.values()],
    permissions: [...permissions].sort(),
  };
}

/** Admin, portal admin and club admin are always payment-valid; others while paymentUntil is today (Vienna) or later. */
export function isPaymentValid(
  roleNames: readonly string[],
  paymentUntil: string | null,
  today = new Date(),
): boolean {
  if (roleNames.some((r) => (PAYMENT_VALID_ROLES as readonly string[]).includes(r))) return true;
  // one rule for every service: premium runs through its last day in Vienna
  return premiumValid(paymentUntil, today);
}

/** The session identity object (docs/identity-api.md). */
export async function toIdentity(db: Database, user: UserRecord, view: UserAuthView): Promise<Identity> {
  const [client] = user.clientId
    ? await db.select({ name: clients.name }).from(clients).where(eq(clients.id, user.clientId))
    : [];
  const paymentValid = isPaymentValid(
    view.roles.map((r) => r.name),
    user.paymentUntil,
  );
  // the stored division, class and factor prefill the sign-up: a premium feature
  // (docs/premium-features.md); the profile still shows and edits them
  const prefill = (id: number | null) => (paymentValid ? id : null);
  return {
    id: user.id,
    clubId: confirmedClubId(user),
    competitionClassId: prefill(user.competitionClassId),
    factorId: prefill(user.factorId),
    divisionId: prefill(user.divisionId),
    clientId: user.clientId,
    clientName: client?.name ?? null,
    username: user.username,
    userEmail: user.email,
    userFirstName: user.firstName,
    userLastName: user.lastName,
    userFullName: `${user.firstName} ${user.lastName}`,
    userCountry: user.country,
    userState: user.state,
    competitionViewType: user.competitionViewType,
    shooterCompetitionViewType: user.shooterCompetitionViewType,
    competitionFilters: (user.competitionFilters as Record<string, unknown> | null) ?? null,
    paymentUntil: user.paymentUntil,
    userRoles: view.roles,
    permissions: view.permissions,
    locale: user.locale === 'en' ? 'en' : 'de',
    paymentValid,
  };
}

export async function findUserById(db: Database | DbExecutor, id: number): Promise<UserRecord | undefined> {
  const [user] = await (db as Database).select().from(users).where(eq(users.id, id));
  return user;
}
