import type { Deputy } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { and, eq, sql } from 'drizzle-orm';
import { deputies, users } from '../db/schema';
import { loadProfileFor } from './profile';
import { uniqueViolation } from './user-fields';

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
    const [row] = await db
      .insert(deputies)
      .values({ userId: principal.id, deputyUserId: deputy.id, name: deputy.username })
      .returning({ id: deputies.id, name: deputies.name, deputyUserId: deputies.deputyUserId });
    return row!;
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
  const removed = await db
    .delete(deputies)
    .where(and(eq(deputies.id, deputyId), eq(deputies.userId, principal.id)))
    .returning({ id: deputies.id });
  if (removed.length === 0) throw new DomainError('NO_USER', 404);
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
