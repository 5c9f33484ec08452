import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { itemReachableBy } from '../orders/item-owner';
import { payableItems, requestCardCheckout } from './card-checkout';

interface ItemState {
  /** the caller is the owner or a deputy of the owner */
  reachable: boolean;
  live: boolean;
  waitingList: boolean;
  paid: boolean;
  card: boolean;
}

/**
 * Pays one registration later by card (`orderItem/pay/{id}`, from myCompetitions): a live
 * starting place of the signed-in owner or of a user the caller deputises for (item-owner.ts),
 * not paid yet, of a competition that takes card payments. Answers the address the browser goes
 * to; a repeated call asks for a new checkout (payment refuses a second payment of a paid item).
 */
export async function payItem(db: Database, user: AuthUser, itemId: number): Promise<string> {
  if (user.id === null) throw new DomainError('ACCESS_DENIED', 403);
  const userId = user.id;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT ${itemReachableBy({ userId })} AS reachable, i.waiting_list AS "waitingList", i.paid,
        (o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released) AS live,
        COALESCE((c.snapshot->>'paymentWithWirecard')::boolean, false) AS card
      FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
      WHERE i.id = ${itemId} FOR UPDATE OF i`);
    const item = rows[0] as ItemState | undefined;
    if (!item || !item.live) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
    if (!item.reachable) throw new DomainError('ACCESS_DENIED', 403);
    if (item.paid) throw new DomainError('ORDER_ITEM_ALREADY_PAID', 409);
    const payable = await payableItems(tx, { itemIds: [itemId] });
    if (!item.card || item.waitingList || payable.length === 0 || payable[0]!.amountCents <= 0)
      throw new DomainError('PAYMENTMETHOD_INVALID_FOR_CART', 400, 'paymentMethod');
    return requestCardCheckout(tx, 'ORDER_ITEM', payable, userId);
  });
}
