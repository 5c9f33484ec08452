import type { OrderToggleAnswer } from '@portal/contracts';
import { DomainError, type AuthUser, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { cancelItem, uncancelItem } from '../orders/cancel-item';
import { setItemPayment } from '../orders/payment-state';
import { administeredBy, lockAdminItem } from './access';
import { readAdminItems } from './read-items';

/**
 * The back-office toggles (docs/order-admin.md: paid or open, first and second payment
 * separately; registered or cancelled, reversible by an administrator). Each runs in one
 * transaction, is idempotent (a repeated toggle changes nothing and writes no event) and answers
 * the spec's success key with the items as they are now.
 */

const payKey = (paid: boolean) => (paid ? 'SUCCESS_PAY' : 'SUCCESS_UNPAY');
const cancelKey = (cancelled: boolean) => (cancelled ? 'SUCCESS_CANCEL' : 'SUCCESS_UNCANCEL');

/** PUT orderItems/pay and orderItems/pay2. */
export async function payItem(
  db: Database,
  user: AuthUser,
  itemId: number,
  change: { paid: boolean } | { paid2: boolean },
): Promise<OrderToggleAnswer> {
  return db.transaction(async (tx) => {
    await lockAdminItem(tx, user, itemId);
    await setItemPayment(tx, [itemId], change, 'ADMINISTRATOR', null);
    const paid = 'paid' in change ? change.paid : change.paid2;
    return { message: payKey(paid), items: await readAdminItems(tx, user, sql`i.id = ${itemId}`) };
  });
}

/** Cancels (by ADMINISTRATOR, freeing the place and promoting) or takes the cancel back. */
async function setCancelled(tx: DbExecutor, itemId: number, cancelled: boolean, isCancelled: boolean) {
  if (cancelled && !isCancelled) await cancelItem(tx, itemId, 'ADMINISTRATOR');
  if (!cancelled && isCancelled) await uncancelItem(tx, itemId);
}

/** PUT orderItems/cancel: an uncancel without a free place answers 409 SQUAD_FULL. */
export async function cancelOrderItem(
  db: Database,
  user: AuthUser,
  itemId: number,
  cancelled: boolean,
): Promise<OrderToggleAnswer> {
  return db.transaction(async (tx) => {
    const item = await lockAdminItem(tx, user, itemId);
    await setCancelled(tx, itemId, cancelled, item.cancelled);
    return { message: cancelKey(cancelled), items: await readAdminItems(tx, user, sql`i.id = ${itemId}`) };
  });
}

/**
 * The order's registrations the caller administers, its order locked first. Unknown orders,
 * holds and orders without such an item: 404 ORDER_ITEM_NOT_FOUND (club admins never learn of
 * other clubs' orders).
 */
async function lockOrderItems(tx: DbExecutor, user: AuthUser, orderId: number) {
  await tx.execute(sql`SELECT 1 FROM orders WHERE id = ${orderId} FOR UPDATE`);
  const { rows } = await tx.execute(sql`
    SELECT i.id, i.cancelled FROM order_items i JOIN orders o ON o.id = i.order_id
    LEFT JOIN competitions c ON c.id = i.competition_id
    WHERE i.order_id = ${orderId} AND o.status = 'RESERVED' AND NOT i.released AND ${administeredBy(user)}
    ORDER BY i.id FOR UPDATE OF i`);
  const items = rows as { id: number; cancelled: boolean }[];
  if (items.length === 0) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  return items;
}

/** PUT orders/pay: every item of the order at once (docs/order-admin.md). */
export async function payOrder(
  db: Database,
  user: AuthUser,
  orderId: number,
  paid: boolean,
): Promise<OrderToggleAnswer> {
  return db.transaction(async (tx) => {
    const items = await lockOrderItems(tx, user, orderId);
    await setItemPayment(
      tx,
      items.map((item) => item.id),
      { paid },
      'ADMINISTRATOR',
      null,
    );
    return { message: payKey(paid), items: await readAdminItems(tx, user, sql`i.order_id = ${orderId}`) };
  });
}

/** PUT orders/cancel: cancels (or takes back) every item of the order in one transaction. */
export async function cancelOrder(
  db: Database,
  user: AuthUser,
  orderId: number,
  cancelled: boolean,
): Promise<OrderToggleAnswer> {
  return db.transaction(async (tx) => {
    const items = await lockOrderItems(tx, user, orderId);
    for (const item of items) await setCancelled(tx, item.id, cancelled, item.cancelled);
    return {
      message: cancelKey(cancelled),
      items: await readAdminItems(tx, user, sql`i.order_id = ${orderId}`),
    };
  });
}
