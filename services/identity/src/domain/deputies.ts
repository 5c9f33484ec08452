import type { Deputy } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { deputies, users } from '../db/schema';
import { userEvents } from '../events/user-events';
import { loadProfileFor } from './profile';
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
  const principal = await loadProfileFor(db, actor, id);
  const [deputy] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${name})`);
  if (!deputy) throw new DomainError('NO_USER', 404, 'name');
  if (deputy.id === principal.id) throw new DomainError('DEPUTY_SELF', 400, 'name');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(deputies)
        .values({ userId: principal.id, deputyUserId: deputy.id, name: deputy.username })
        .returning({ id: deputies.id, name: deputies.name, deputyUserId: deputies.deputyUserId });
      await publishPrincipal(tx, principal.id);
      return row!;
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

export async function removeDeputy(
  db: Database,
  actor: AuthUser,
  id: number,
  deputyId: number,
): Promise<void> {
  const principal = await loadProfileFor(db, actor, id);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(deputies)
      .where(and(eq(deputies.id, deputyId), eq(deputies.userId, principal.id)))
      .returning({ id: deputies.id });
    if (removed.length === 0) throw new DomainError('NO_USER', 404);
    await publishPrincipal(tx, principal.id);
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
