import type { ClubMembership, ListAnswer, UserDetail, UserRow, UserSortField } from '@portal/contracts';
import { viennaDay } from '@portal/contracts';
import type { Database } from '@portal/service-kit';
import { and, asc, desc, eq, exists, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { userRoles, users } from '../../db/schema';
import type { Actor } from '../actor';
import { membershipOf } from '../club-membership';
import { containsFolded } from '../name-folding';
import { toProfile } from '../profile';
import { rolesOf, type UserRecord } from '../user-view';
import { managedUser, scope } from './access';

export interface UserListQuery {
  page: number;
  size: number;
  sort?: string;
  club?: number;
  username?: string;
  role?: number;
  firstName?: string;
  lastName?: string;
  active?: boolean;
  unpaid?: boolean;
  clubMembership?: ClubMembership;
}

const sortColumns = {
  lastName: users.lastName,
  firstName: users.firstName,
  username: users.username,
  createdAt: users.createdAt,
  paymentUntil: users.paymentUntil,
  id: users.id,
} satisfies Record<UserSortField, unknown>;
/** Premium runs through its Vienna last day (contracts premium.ts): unpaid once that day is past. */
export const today = () => viennaDay(new Date());

export async function listUsers(db: Database, actor: Actor, q: UserListQuery): Promise<ListAnswer<UserRow>> {
  const hasRole = (roleId: number) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(userRoles)
        .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId))),
    );
  const conditions = [
    scope(actor),
    q.club !== undefined ? eq(users.clubId, q.club) : undefined,
    q.username ? containsFolded(users.username, q.username) : undefined,
    q.firstName ? containsFolded(users.firstName, q.firstName) : undefined,
    q.lastName ? containsFolded(users.lastName, q.lastName) : undefined,
    q.role !== undefined ? hasRole(q.role) : undefined,
    q.active !== undefined ? eq(users.active, q.active) : undefined,
    q.unpaid ? or(isNull(users.paymentUntil), lt(users.paymentUntil, today())) : undefined,
    q.clubMembership ? and(isNotNull(users.clubId), eq(users.clubMembership, q.clubMembership)) : undefined,
  ].filter(Boolean) as SQL[];
  const where = conditions.length ? and(...conditions) : undefined;
  const [field = 'lastName', direction = 'asc'] = (q.sort ?? 'lastName,asc').split(',');
  const column = sortColumns[field as keyof typeof sortColumns] ?? users.lastName;
  const order = direction.toLowerCase() === 'desc' ? desc(column) : asc(column);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  const roleMap = await rolesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    totalElements: count?.n ?? 0,
    content: rows.map((u) => ({
      id: u.id,
      username: u.username,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      userRoles: roleMap.get(u.id) ?? [],
      club: u.clubId === null ? null : { id: u.clubId },
      clubMembership: membershipOf(u),
      createdAt: u.createdAt.toISOString(),
      paymentUntil: u.paymentUntil,
      active: u.active,
      enabled: u.enabled,
    })),
  };
}

/** One user as the back-office's user form shows it: the profile and the account's state. */
export async function toDetail(db: Database, user: UserRecord): Promise<UserDetail> {
  return {
    ...(await toProfile(db, user)),
    active: user.active,
    enabled: user.enabled,
    createdAt: user.createdAt.toISOString(),
    bmdAccountNumber: user.bmdAccountNumber,
    client: user.clientId === null ? null : { id: user.clientId },
  };
}

export async function getUser(db: Database, actor: Actor, id: number): Promise<UserDetail> {
  return toDetail(db, (await managedUser(db, actor, id)).user);
}
