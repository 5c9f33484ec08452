import { DomainError, type Database, type DbExecutor } from '@portal/service-kit';
import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import { canManage, isAdminLike, isClientAdmin, isClubAdmin, type Actor } from '../actor';
import { assertOutranks } from '../role-rank';
import { findUserById, rolesOf } from '../user-view';

/** Users the actor may see: all for admins, the client's for client admins, the club's for club admins. */
export function scope(actor: Actor): SQL | undefined {
  if (isAdminLike(actor)) return undefined;
  if (isClientAdmin(actor)) return actor.clientId === null ? sql`false` : eq(users.clientId, actor.clientId);
  if (isClubAdmin(actor)) return actor.clubId === null ? sql`false` : eq(users.clubId, actor.clubId);
  return sql`false`;
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
export async function lockManagedUser(tx: DbExecutor, actor: Actor, id: number) {
  const [user] = await (tx as Database).select().from(users).where(eq(users.id, id)).for('update');
  const roleNames = user ? ((await rolesOf(tx, [id])).get(id) ?? []).map((r) => r.name) : [];
  if (!user || !canManage(actor, user, roleNames)) throw new DomainError('USER_DOES_NOT_EXIST', 404);
  await assertOutranks(tx, actor, id);
  return { user, roleNames };
}
