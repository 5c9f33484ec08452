import { ORDER_EVENTS, type OrderItemPaymentChanged, type OrderItemRef } from '@portal/contracts';
import { appendEvent, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { loadItemRefs } from './item-ref';

/** Who changed a payment state: a back-office toggle or a confirmed provider payment. */
export type PaymentChangedBy = OrderItemPaymentChanged['by'];

export interface PaymentChange {
  paid?: boolean;
  paid2?: boolean;
}

export interface ChangedPayment {
  itemId: number;
  paid: boolean;
  paid2: boolean;
}

/**
 * Sets `paid` and/or `paid2` of the given items in the caller's transaction (a field left out
 * stays as it is) and writes one `registration.order-item.payment-changed` per item whose state
 * really changed. Idempotent: an item already in the wanted state is neither written nor
 * announced, so a redelivered provider payment or a double click mails nothing twice. The rows
 * are locked in ascending id order (the order every multi-item step uses). Answers the changed
 * items with their new state.
 */
export async function setItemPayment(
  tx: DbExecutor,
  itemIds: readonly number[],
  change: PaymentChange,
  by: PaymentChangedBy,
  paymentId: string | null,
): Promise<ChangedPayment[]> {
  if (itemIds.length === 0 || (change.paid === undefined && change.paid2 === undefined)) return [];
  const ids = [...new Set(itemIds)].sort((a, b) => a - b);
  await tx.execute(sql`
    SELECT id FROM order_items WHERE id = ANY(${sql.param(ids)}::integer[]) ORDER BY id FOR UPDATE`);
  const paid = change.paid ?? null;
  const paid2 = change.paid2 ?? null;
  const { rows } = await tx.execute(sql`
    UPDATE order_items SET paid = COALESCE(${paid}::boolean, paid), paid2 = COALESCE(${paid2}::boolean, paid2)
    WHERE id = ANY(${sql.param(ids)}::integer[])
      AND (paid IS DISTINCT FROM COALESCE(${paid}::boolean, paid)
        OR paid2 IS DISTINCT FROM COALESCE(${paid2}::boolean, paid2))
    RETURNING id AS "itemId", paid, paid2`);
  const changed = (rows as unknown as ChangedPayment[]).sort((a, b) => a.itemId - b.itemId);
  if (changed.length === 0) return [];
  const refs = new Map<number, OrderItemRef>(
    (
      await loadItemRefs(
        tx,
        changed.map((item) => item.itemId),
      )
    ).map((ref) => [ref.itemId, ref]),
  );
  for (const item of changed) {
    const ref = refs.get(item.itemId);
    if (!ref) continue;
    await appendEvent<OrderItemPaymentChanged>(tx, 'registration', 'registration', {
      type: ORDER_EVENTS.orderItemPaymentChanged,
      payload: { ...ref, paid: item.paid, paid2: item.paid2, by, paymentId },
    });
  }
  return changed;
}
