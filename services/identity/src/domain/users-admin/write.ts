import type { UserCreate, UserDetail, UserUpdate } from '@portal/contracts';
import { DomainError, type Database, type DenyList } from '@portal/service-kit';
import { and, eq, exists, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { rolePermissions, roles, userRoles, users } from '../../db/schema';
import { userEvents } from '../../events/user-events';
import { assertUnique } from '../accounts';
import type { Actor } from '../actor';
import { assertCatalogRefs } from '../catalog-refs';
import { assignedMembership } from '../club-membership';
import { hashPassword } from '../passwords';
import { assertOutranks, PRIVILEGE_MARKERS } from '../role-rank';
import { toColumns, uniqueViolation } from '../user-fields';
import { lockManagedUser, managedUser, scope } from './access';
import { checkPaymentUntil, checkRoles, clubAfter, forcedScope } from './assignments';
import { toDetail, today } from './read';

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
