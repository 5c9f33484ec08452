import { randomUUID } from 'node:crypto';
import { ORDER_EVENTS, type CheckoutRequested, type PaymentPurpose } from '@portal/contracts';
import { appendEvent, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * How long a card checkout may be paid. The places are registrations already (reserveOrder made
 * them RESERVED before the checkout), so nothing extra is held meanwhile: past this window the
 * payment service refuses the checkout (CHECKOUT_EXPIRED, the provider's session expires too) and
 * the cart stays open for another attempt or method; unpaid registrations then follow the
 * competition's payment rules like any other. Stripe needs 30 minutes to 24 hours.
 */
export const CARD_PAYMENT_WINDOW_MINUTES = 60;

/** The browser's way to the provider: payment's public path for the checkout (through the gateway). */
export const checkoutRedirectUrl = (checkoutId: string) =>
  `/api/publicResources/payments/checkouts/${checkoutId}`;

export interface PayableItem {
  itemId: number;
  orderId: number;
  email: string | null;
  locale: 'de' | 'en';
  /** the competition's fee (catalog snapshot, euro) in integer cents */
  amountCents: number;
}

/**
 * Items still to be paid by card: live (order RESERVED, not cancelled, not released), a starting
 * place (waiting-list entries pay when they move up), not yet paid (or paid2 for a second payment).
 */
export async function payableItems(
  tx: DbExecutor,
  where: { cartId?: number; itemIds?: number[] },
  second = false,
): Promise<PayableItem[]> {
  const scope =
    where.cartId !== undefined
      ? sql`o.cart_id = ${where.cartId}`
      : sql`i.id = ANY(${sql.param(where.itemIds ?? [])}::integer[])`;
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.order_id AS "orderId", i.email, i.locale,
      COALESCE(round((c.snapshot->>'nominationFee')::numeric * 100)::int, 0) AS "amountCents"
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    WHERE ${scope} AND o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released AND NOT i.waiting_list
      AND NOT ${second ? sql`i.paid2` : sql`i.paid`}
    ORDER BY i.id`);
  return (rows as unknown as PayableItem[]).map((r) => ({ ...r, locale: r.locale === 'en' ? 'en' : 'de' }));
}

/**
 * Asks payment for a card checkout of these items (`registration.checkout.requested`, in the
 * caller's transaction) and answers the address the browser goes to. The amount is the sum of the
 * items' fees in integer cents, computed here from the competition replica.
 */
export async function requestCardCheckout(
  tx: DbExecutor,
  purpose: PaymentPurpose,
  items: PayableItem[],
  userId: number | null,
  second = false,
): Promise<string> {
  const checkoutId = randomUUID();
  const { rows } = await tx.execute(
    sql`SELECT (now() + make_interval(mins => ${CARD_PAYMENT_WINDOW_MINUTES})) AS until`,
  );
  const payload: CheckoutRequested = {
    checkoutId,
    purpose,
    orderIds: [...new Set(items.map((i) => i.orderId))],
    itemIds: items.map((i) => i.itemId),
    second,
    userId,
    email: items.find((i) => i.email)?.email ?? null,
    locale: items[0]?.locale ?? 'de',
    amountCents: items.reduce((sum, i) => sum + i.amountCents, 0),
    payableUntil: new Date((rows[0] as { until: string | Date }).until).toISOString(),
  };
  await appendEvent(tx, 'registration', 'registration', { type: ORDER_EVENTS.checkoutRequested, payload });
  return checkoutRedirectUrl(checkoutId);
}
