import { ORDER_EVENTS, type CartPaymentMethod, type OrderSubmitted } from '@portal/contracts';
import { appendEvent, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { loadItemRefs } from '../orders/item-ref';
import { announceSignedOn } from '../orders/sign-on-event';

/**
 * `registration.order.submitted` for a checked-out cart (payment keeps transfers due, notification
 * mails): its live items with their fees in cents. Written once per cart: by the submit of a
 * non-card method, and for a card payment when the provider confirmed it (a card submit can be
 * repeated after a declined payment; the order counts as submitted once it is paid).
 */
export async function writeOrderSubmitted(
  tx: DbExecutor,
  cartId: number,
  userId: number | null,
  paymentMethod: CartPaymentMethod,
): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId",
      COALESCE(round((c.snapshot->>'nominationFee')::numeric * 100)::int, 0) AS "amountCents"
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    WHERE o.cart_id = ${cartId} AND o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released
    ORDER BY i.id`);
  const amounts = new Map(
    (rows as { itemId: number; amountCents: number }[]).map((r) => [r.itemId, r.amountCents]),
  );
  const refs = await loadItemRefs(tx, [...amounts.keys()]);
  if (refs.length === 0) return;
  const payload: OrderSubmitted = {
    cartId,
    orderIds: [...new Set(refs.map((r) => r.orderId))],
    userId,
    email: refs.find((r) => r.email)?.email ?? null,
    locale: refs[0]!.locale,
    paymentMethod,
    items: refs.map((ref) => ({ ...ref, amountCents: amounts.get(ref.itemId) ?? 0 })),
  };
  await appendEvent(tx, 'registration', 'registration', { type: ORDER_EVENTS.orderSubmitted, payload });
  // checked out: now the registrant is signed on (the confirmation mail)
  await announceSignedOn(
    tx,
    refs.map((ref) => ref.itemId),
  );
}
