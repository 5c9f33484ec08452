import {
  ORDER_EVENTS,
  type CancelledBy,
  type OrderItemCancelled,
  type OrderItemUncancelled,
} from '@portal/contracts';
import { appendEvent, DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { lockPromotionSquads, promoteWaitingIn } from '../seats/promotion';
import { publishOccupancy, takePlace, takeWaitingSlot } from '../seats/squad-occupancy';
import { freeItemIn } from './free-item';
import { loadItemRef } from './item-ref';

/**
 * Cancels one registration (an item of a RESERVED order) in the caller's transaction: the place,
 * waiting-list slot and stand go back through {@link freeItemIn}, the oldest waiting entry of the
 * squad is promoted in the same transaction, and `registration.order-item.cancelled` (with `by`
 * and the promoted item ids) goes to the outbox. Answers null, changing nothing, when the item is
 * not a live registration (unknown, a hold, cancelled already, released): a repeated cancel is a
 * no-op. Who may cancel is the caller's check.
 */
export async function cancelItem(
  tx: DbExecutor,
  itemId: number,
  by: CancelledBy,
): Promise<OrderItemCancelled | null> {
  // lock the order first (as freeItemIn does) so the status read stays true until the commit
  const { rows } = await tx.execute(sql`
    SELECT o.status FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE i.id = ${itemId} FOR UPDATE OF o`);
  if ((rows[0] as { status?: string } | undefined)?.status !== 'RESERVED') return null;
  const freed = await freeItemIn(tx, itemId);
  if (!freed) return null;
  const payload: OrderItemCancelled = {
    ...(await loadItemRef(tx, itemId)),
    by,
    promotedItemIds: freed.promotedItemIds,
  };
  await appendEvent<OrderItemCancelled>(tx, 'registration', 'registration', {
    type: ORDER_EVENTS.orderItemCancelled,
    payload,
  });
  return payload;
}

const UNIQUE_VIOLATION = '23505';

/**
 * An administrator takes a cancel back (back-office SUCCESS_UNCANCEL), in the caller's
 * transaction. The item gets its place (or, a waiting-list item, its waiting slot) back only
 * through the invariant's one conditional statement: when the squad has none left, 409
 * SQUAD_FULL and nothing changes. A stand another live registration took since is not given
 * back (the item keeps no stand). A multiple-waiting-list entry comes back on its own squad only.
 * Unknown items, items not cancelled, released or of an order that is not RESERVED: 404
 * ORDER_ITEM_NOT_FOUND. Writes `registration.order-item.uncancelled`.
 */
export async function uncancelItem(tx: DbExecutor, itemId: number): Promise<OrderItemUncancelled> {
  const { rows } = await tx.execute(sql`
    SELECT i.squad_id AS "squadId", i.waiting_list AS "waitingList", i.squad_stand_id AS "standId",
      i.cancelled, i.released, o.status
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE i.id = ${itemId} FOR UPDATE OF o, i`);
  const item = rows[0] as
    | {
        squadId: number;
        waitingList: boolean;
        standId: number | null;
        cancelled: boolean;
        released: boolean;
        status: string;
      }
    | undefined;
  if (!item || !item.cancelled || item.released || item.status !== 'RESERVED')
    throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  await lockPromotionSquads(tx, [item.squadId]);
  const row = item.waitingList ? await takeWaitingSlot(tx, item.squadId) : await takePlace(tx, item.squadId);
  if (!row) throw new DomainError('SQUAD_FULL', 409);
  if (item.standId !== null) {
    const { rows: used } = await tx.execute(sql`
      SELECT 1 FROM order_items WHERE squad_stand_id = ${item.standId} AND id <> ${itemId}
        AND NOT cancelled AND NOT released`);
    if (used.length > 0)
      await tx.execute(sql`UPDATE order_items SET squad_stand_id = NULL WHERE id = ${itemId}`);
  }
  try {
    await tx.execute(sql`UPDATE order_items SET cancelled = false WHERE id = ${itemId}`);
  } catch (error) {
    // a stand taken by a transaction that committed after the check above
    if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION)
      throw new DomainError('SQUAD_STAND_NOT_FOUND', 409, 'squadStandId');
    throw error;
  }
  await publishOccupancy(tx, row);
  // a waiting entry back on a squad with a free place moves up (it or an older one)
  if (item.waitingList) await promoteWaitingIn(tx, [item.squadId]);
  const payload = await loadItemRef(tx, itemId);
  await appendEvent<OrderItemUncancelled>(tx, 'registration', 'registration', {
    type: ORDER_EVENTS.orderItemUncancelled,
    payload,
  });
  return payload;
}
