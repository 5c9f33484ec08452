import { sql, type SQL } from 'drizzle-orm';

/**
 * Who reaches a registration on the shooter's side (shooterOrderItems, its cancel, orderItem/pay,
 * publicOrderItems): the signed-in owner or a deputy of the owner, or the holder of the item's
 * mailed token.
 */
export type ItemKey = { userId: number } | { token: string };

/**
 * The one ownership rule of the shooter's endpoints, as a condition on the order item alias `i`.
 * A signed-in caller reaches the items of its own and of every user whose `deputyUserIds` (users
 * replica, identity's profile deputies) list the caller: a deputy sees, edits, cancels and pays
 * for the users they act for like the owner (docs/registration.md). Everybody else
 * does not match, so the callers answer as for an unknown item.
 */
export function itemReachableBy(key: ItemKey): SQL {
  if ('token' in key) return sql`i.token = ${key.token}`;
  return sql`(i.user_id = ${key.userId} OR EXISTS (
    SELECT 1 FROM users deputised WHERE deputised.id = i.user_id AND NOT deputised.deleted
      AND ${key.userId} = ANY(deputised.deputy_user_ids)))`;
}
