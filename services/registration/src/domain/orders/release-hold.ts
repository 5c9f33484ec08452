import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { expireHoldIn } from './expire-hold';

/**
 * releaseOrder (docs/sign-up-opening.md): the dialog was left (closed, back, reload), so the held
 * place goes back at once instead of at the end of the countdown. The same step as the expiry
 * (the order becomes EXPIRED, seats and codes go back, the occupancy event is written) in one
 * transaction under the order's row lock, so a release racing the expiry job, the sweep, a reserve
 * or a second release settles the order exactly once. Who may: the token is the key (a guest's
 * only one); a signed-in user's order also needs that user or the one who made it for them.
 * Anything no longer a running hold answers PREPARED_ORDER_NOT_FOUND, as every step does.
 */
export async function releaseHold(db: Database, caller: AuthUser, token: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT o.id, o.status, o.user_id AS "userId", o.created_by AS "createdBy"
      FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE i.token = ${token}
      FOR UPDATE OF o`);
    const order = rows[0] as
      { id: number; status: string; userId: number | null; createdBy: number | null } | undefined;
    if (!order || order.status !== 'PREPARE') throw new DomainError('PREPARED_ORDER_NOT_FOUND', 404);
    const mine =
      order.userId === null ||
      (caller.id !== null && (order.userId === caller.id || order.createdBy === caller.id));
    if (!mine) throw new DomainError('ACCESS_DENIED', 403);
    // a hold already past its end is the expiry's: same effect, so release it here too
    if (!(await expireHoldIn(tx, order.id, false))) throw new DomainError('PREPARED_ORDER_NOT_FOUND', 404);
    return order.id;
  });
}
