import type {
  ClubMembership,
  ListAnswer,
  UserCreate,
  UserDetail,
  UserRow,
  UserUpdate,
  UserSortField,
} from '@portal/contracts';
import { viennaDay } from '@portal/contracts';
import { DomainError, type Database, type DbExecutor, type DenyList } from '@portal/service-kit';
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { rolePermissions, roles, userRoles, users } from '../db/schema';
import { userEvents } from '../events/user-events';
import { assertUnique } from './accounts';
import { canAssign, canManage, isAdminLike, isClientAdmin, isClubAdmin, type Actor } from './actor';
import { assignedMembership, membershipOf } from './club-membership';
import { containsFolded } from './name-folding';
import { hashPassword } from './passwords';
import { toProfile } from './profile';
import { actorRank, assertOutranks, PRIVILEGE_MARKERS, rankOf } from './role-rank';
import { assertCatalogRefs } from './catalog-refs';
import { toColumns, uniqueViolation } from './user-fields';
import { findUserById, rolesOf, type UserRecord } from './user-view';

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
const today = () => viennaDay(new Date());

/** Users the actor may see: all for admins, the client's for client admins, the club's for club admins. */
function scope(actor: Actor): SQL | undefined {
  if (isAdminLike(actor)) return undefined;
  if (isClientAdmin(actor)) return actor.clientId === null ? sql`false` : eq(users.clientId, actor.clientId);
  if (isClubAdmin(actor)) return actor.clubId === null ? sql`false` : eq(users.clubId, actor.clubId);
  return sql`false`;
}

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

async function toDetail(db: Database, user: UserRecord): Promise<UserDetail> {
  return {
    ...(await toProfile(db, user)),
    active: user.active,
    enabled: user.enabled,
    createdAt: user.createdAt.toISOString(),
    bmdAccountNumber: user.bmdAccountNumber,
    client: user.clientId === null ? null : { id: user.clientId },
  };
}

/** Loads a user the actor may manage, or answers 404 (unknown or out of scope alike). */
export async function managedUser(db: Database, actor: Actor, id: number) {
  const user = await findUserById(db, id);
  const roleNames = user ? ((await rolesOf(db, [id])).get(id) ?? []).map((r) => r.name) : [];
  if (!user || !canManage(actor, user, roleNames)) throw new DomainError('USER_DOES_NOT_EXIST', 404);
  return { user, roleNames };
}

/**
 * The user row locked for the rest of the transaction (`FOR UPDATE`), with the checks of
 * {@link managedUser} and the rank repeated on what the lock holds. Every write on one user takes
 * this lock first, so concurrent edits, blocks and verifications of a user queue on one row in one
 * order, and each sees (and publishes) the roles and club left by the one before it, never a
 * state read before it waited.
 */
async function lockManagedUser(tx: DbExecutor, actor: Actor, id: number) {
  const [user] = await (tx as Database).select().from(users).where(eq(users.id, id)).for('update');
  const roleNames = user ? ((await rolesOf(tx, [id])).get(id) ?? []).map((r) => r.name) : [];
  if (!user || !canManage(actor, user, roleNames)) throw new DomainError('USER_DOES_NOT_EXIST', 404);
  await assertOutranks(tx, actor, id);
  return { user, roleNames };
}

export async function getUser(db: Database, actor: Actor, id: number): Promise<UserDetail> {
  return toDetail(db, (await managedUser(db, actor, id)).user);
}

/** The roles asked for, each of which the actor may assign; a club admin role needs a club. */
async function checkRoles(
  executor: Database | DbExecutor,
  actor: Actor,
  roleIds: number[],
  clubId: number | null | undefined,
) {
  const db = executor as Database;
  const found = await db.select().from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== new Set(roleIds).size)
    throw new DomainError('USERROLE_DOES_NOT_EXIST', 400, 'userRoleIds');
  if (found.some((r) => r.name === 'ROLE_GUEST'))
    throw new DomainError('ROLE_NOT_ASSIGNABLE', 400, 'userRoleIds');
  const granted = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  const rankOfRole = (r: (typeof found)[number]) =>
    rankOf(
      [r.name],
      granted.filter((g) => g.roleId === r.id).map((g) => g.permission),
    );
  if (found.some((r) => !canAssign(actor, r) || rankOfRole(r) > actorRank(actor)))
    throw new DomainError('ROLE_NOT_ASSIGNABLE', 403, 'userRoleIds');
  if (found.some((r) => r.name === 'ROLE_CLUB_ADMIN') && !clubId)
    throw new DomainError('CLUB_MISSING', 400, 'club');
  return found;
}

/**
 * Premium is paid for, not handed out: paymentUntil is set by hand only by admins and portal
 * admins (issue 9: "only admins set paymentUntil by hand"), never by client or club admins.
 */
function checkPaymentUntil(actor: Actor, wanted: string | null | undefined, current: string | null = null) {
  if (wanted === undefined || wanted === current || isAdminLike(actor)) return;
  throw new DomainError('PERMISSION_DENIED', 403, 'paymentUntil');
}

/** A club admin's users belong to their club, a client admin's to their client. */
function forcedScope(actor: Actor): { clubId?: number | null; clientId?: number | null } {
  if (isClubAdmin(actor)) return { clubId: actor.clubId };
  if (isClientAdmin(actor)) return { clientId: actor.clientId };
  return {};
}

/** The club a user ends up with: a club admin's own, else the form's (absent keeps the current). */
function clubAfter(actor: Actor, club: { id: number } | null | undefined, current: number | null) {
  const scope = forcedScope(actor);
  if ('clubId' in scope) return scope.clubId ?? null;
  return club === undefined ? current : (club?.id ?? null);
}

export async function createUser(db: Database, actor: Actor, input: UserCreate): Promise<UserDetail> {
  checkPaymentUntil(actor, input.paymentUntil);
  const found = await checkRoles(db, actor, input.userRoleIds, input.club?.id);
  await assertUnique(db, input.username, input.email);
  await assertCatalogRefs(db, input);
  const passwordHash = await hashPassword(input.password);
  const { password: _p, password2: _p2, userRoleIds, ...fields } = input;
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          ...toColumns(fields),
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          // created by an administrator: the address and the club membership are taken as confirmed
          enabled: true,
          ...forcedScope(actor),
          ...assignedMembership(clubAfter(actor, input.club, null), actor.id),
        })
        .returning();
      await tx.insert(userRoles).values(userRoleIds.map((roleId) => ({ userId: created!.id, roleId })));
      await userEvents.upserted(
        tx,
        created!,
        found.map((r) => r.name),
      );
      return created!;
    });
    return toDetail(db, user);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function updateUser(
  db: Database,
  denyList: DenyList,
  actor: Actor,
  id: number,
  input: UserUpdate,
) {
  // refusals that need no lock come first (and before hashing a password)
  const { user: before } = await managedUser(db, actor, id);
  await assertOutranks(db, actor, id);
  checkPaymentUntil(actor, input.paymentUntil, before.paymentUntil);
  await checkRoles(db, actor, input.userRoleIds, input.club?.id ?? before.clubId);
  await assertUnique(db, input.username, input.email, id);
  await assertCatalogRefs(db, input, before);
  const { password, password2: _p2, userRoleIds, ...fields } = input;
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    const user = await db.transaction(async (tx) => {
      // decided again on the locked row: a concurrent write may have changed club, roles or payment
      const { user: current } = await lockManagedUser(tx, actor, id);
      checkPaymentUntil(actor, input.paymentUntil, current.paymentUntil);
      const found = await checkRoles(tx, actor, input.userRoleIds, input.club?.id ?? current.clubId);
      const clubId = clubAfter(actor, input.club, current.clubId);
      const confirmsClubAdmin =
        found.some((r) => r.name === 'ROLE_CLUB_ADMIN') && current.clubMembership !== 'CONFIRMED';
      const [updated] = await tx
        .update(users)
        .set({
          ...toColumns(fields),
          username: input.username,
          ...(passwordHash ? { passwordHash } : {}),
          ...forcedScope(actor),
          // a club given here, or a club admin made here, is a confirmed membership
          ...(clubId !== current.clubId || confirmsClubAdmin ? assignedMembership(clubId, actor.id) : {}),
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, id))
        .returning();
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx.insert(userRoles).values(userRoleIds.map((roleId) => ({ userId: id, roleId })));
      await userEvents.upserted(
        tx,
        updated!,
        found.map((r) => r.name),
      );
      return updated!;
    });
    // roles or password changed: open sessions must fetch a new token with the new claims
    await denyList.deny(String(id));
    return toDetail(db, user);
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function deleteUser(db: Database, denyList: DenyList, actor: Actor, id: number): Promise<void> {
  if (actor.id === id) throw new DomainError('USER_SELF_DELETE', 400);
  await managedUser(db, actor, id);
  await assertOutranks(db, actor, id);
  await db.transaction(async (tx) => {
    await lockManagedUser(tx, actor, id);
    await tx.delete(users).where(eq(users.id, id));
    await userEvents.deleted(tx, id);
  });
  await denyList.deny(String(id));
}

/** Block/unblock (active) or verify/unverify (enabled); blocking and unverifying end open sessions at once. */
export async function setUserFlag(
  db: Database,
  denyList: DenyList,
  actor: Actor,
  id: number,
  flag: 'active' | 'enabled',
  value: boolean,
): Promise<void> {
  if (actor.id === id && !value) throw new DomainError('PERMISSION_DENIED', 403);
  await managedUser(db, actor, id);
  await assertOutranks(db, actor, id);
  await db.transaction(async (tx) => {
    // the roles the event carries are read under the lock: an edit that ran first may have changed them
    const { roleNames } = await lockManagedUser(tx, actor, id);
    const [user] = await tx
      .update(users)
      .set({ [flag]: value, version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    if (!value) await userEvents.blocked(tx, id);
    await userEvents.upserted(tx, user!, roleNames);
  });
  if (!value) await denyList.deny(String(id));
}

/** Blocks every active shooter without valid payment (the admin roles are always payment-valid). */
export async function deactivateUnpaid(db: Database, denyList: DenyList, actor: Actor): Promise<number> {
  const shooters = exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), eq(roles.name, 'ROLE_USER'))),
  );
  const privileged = exists(
    db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), inArray(rolePermissions.permission, PRIVILEGE_MARKERS))),
  );
  const blocked = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ active: false, version: sql`${users.version} + 1` })
      .where(
        and(
          scope(actor),
          eq(users.active, true),
          shooters,
          sql`NOT ${privileged}`,
          or(isNull(users.paymentUntil), lt(users.paymentUntil, today())),
        ),
      )
      .returning();
    for (const user of rows) {
      await userEvents.blocked(tx, user.id);
      await userEvents.upserted(tx, user, ['ROLE_USER']);
    }
    return rows;
  });
  await Promise.all(blocked.map((u) => denyList.deny(String(u.id))));
  return blocked.length;
}

/**
 * A club admin of the user's club (or an admin, portal admin, the user's client admin) confirms a
 * pending membership or rejects it, which removes the club. The user's next token carries the club.
 */
export async function decideClubMembership(
  db: Database,
  actor: Actor,
  id: number,
  confirmed: boolean,
): Promise<UserDetail> {
  await managedUser(db, actor, id);
  await assertOutranks(db, actor, id);
  const decided = { clubMembershipDecidedBy: actor.id, clubMembershipDecidedAt: new Date() };
  const user = await db.transaction(async (tx) => {
    const { user: current, roleNames } = await lockManagedUser(tx, actor, id);
    if (current.clubId === null) throw new DomainError('CLUB_MISSING', 400, 'club');
    const [updated] = await tx
      .update(users)
      .set({
        ...(confirmed ? { clubMembership: 'CONFIRMED' as const } : { clubId: null, clubMembership: null }),
        ...decided,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, id))
      .returning();
    await userEvents.upserted(tx, updated!, roleNames);
    return updated!;
  });
  return toDetail(db, user);
}
