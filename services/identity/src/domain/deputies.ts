import type { Deputy } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { deputies, users } from '../db/schema';
import { userEvents } from '../events/user-events';
import type { Actor } from './actor';
import { loadProfileFor } from './profile';
import { managedUser } from './users-admin/access';
import { uniqueViolation } from './user-fields';
import { rolesOf } from './user-view';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A deputy added or removed is a new version of the principal: the user event carries its
 * deputies, so registration's replica knows who may sign the user up.
 */
async function publishPrincipal(tx: Tx, principalId: number): Promise<void> {
  const [user] = await tx
    .update(users)
    .set({ version: sql`${users.version} + 1` })
    .where(eq(users.id, principalId))
    .returning();
  const roleNames = ((await rolesOf(tx, [principalId])).get(principalId) ?? []).map((r) => r.name);
  await userEvents.upserted(tx, user!, roleNames);
}

/** Adds the user named `name` (a username) as a deputy who may act for profile `id`. */
export async function addDeputy(db: Database, actor: AuthUser, id: number, name: string): Promise<Deputy> {
  return addDeputyTo(db, (await loadProfileFor(db, actor, id)).id, name);
}

export async function removeDeputy(
  db: Database,
  actor: AuthUser,
  id: number,
  deputyId: number,
): Promise<void> {
  await removeDeputyOf(db, (await loadProfileFor(db, actor, id)).id, deputyId);
}

/**
 * The back-office user form's deputies (docs/club-and-user-admin.md): a user the actor manages
 * (admins any, club admins their club's shooters), and only a shooter has deputies.
 */
async function managedShooter(db: Database, actor: Actor, id: number): Promise<number> {
  const { user, roleNames } = await managedUser(db, actor, id);
  if (!roleNames.includes('ROLE_USER')) throw new DomainError('ACCESS_ONLY_SHOOTER', 400);
  return user.id;
}

export async function addUserDeputy(db: Database, actor: Actor, id: number, name: string): Promise<Deputy> {
  return addDeputyTo(db, await managedShooter(db, actor, id), name);
}

export async function removeUserDeputy(db: Database, actor: Actor, id: number, deputyId: number) {
  await removeDeputyOf(db, await managedShooter(db, actor, id), deputyId);
}

async function addDeputyTo(db: Database, principalId: number, name: string): Promise<Deputy> {
  const [deputy] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${name})`);
  if (!deputy) throw new DomainError('NO_USER', 404, 'name');
  if (deputy.id === principalId) throw new DomainError('DEPUTY_SELF', 400, 'name');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(deputies)
        .values({ userId: principalId, deputyUserId: deputy.id, name: deputy.username })
        .returning({ id: deputies.id, name: deputies.name, deputyUserId: deputies.deputyUserId });
      await publishPrincipal(tx, principalId);
      return row!;
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

async function removeDeputyOf(db: Database, principalId: number, deputyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(deputies)
      .where(and(eq(deputies.id, deputyId), eq(deputies.userId, principalId)))
      .returning({ id: deputies.id });
    if (removed.length === 0) throw new DomainError('NO_USER', 404);
    await publishPrincipal(tx, principalId);
  });
}

/** The users the caller may act for. */
export async function deputisedUsers(db: Database, actor: AuthUser) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(deputies)
    .innerJoin(users, eq(users.id, deputies.userId))
    .where(eq(deputies.deputyUserId, actor.id!))
    .orderBy(users.lastName, users.firstName);
}
