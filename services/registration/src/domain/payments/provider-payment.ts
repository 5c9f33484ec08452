import type { PaymentRefunded, PaymentSucceeded } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { setItemPayment } from '../orders/payment-state';
import { writeOrderSubmitted } from './order-submitted';

/**
 * The provider confirmed a card payment (`payment.payment.succeeded`, applied once by the kit's
 * inbox): its items become `paid` (`paid2` for a second payment) in this transaction, and a
 * cart's checkout is finished: the cart closes (the next reserve opens a new one) and
 * `registration.order.submitted` is written, once (only the open cart is closed).
 */
export async function applyProviderPayment(tx: DbExecutor, payment: PaymentSucceeded): Promise<void> {
  if (payment.purpose === 'PREMIUM') return; // premium membership is not registration's
  await setItemPayment(
    tx,
    payment.itemIds,
    payment.second ? { paid2: true } : { paid: true },
    'PROVIDER',
    payment.paymentId,
  );
  if (payment.purpose !== 'ORDER' || payment.orderIds.length === 0) return;
  const { rows } = await tx.execute(sql`
    UPDATE carts SET submitted_at = now(), payment_method = 'CARD'
    WHERE submitted_at IS NULL
      AND id IN (SELECT cart_id FROM orders WHERE id = ANY(${sql.param(payment.orderIds)}::integer[]))
    RETURNING id, user_id AS "userId"`);
  for (const cart of rows as { id: number; userId: number | null }[])
    await writeOrderSubmitted(tx, cart.id, cart.userId, 'CARD');
}

/**
 * A refunded card payment (`payment.payment.refunded`): its items are no longer paid (`paid2` for a
 * second payment); the registration itself stays (the administrator cancels it separately).
 */
export async function applyProviderRefund(tx: DbExecutor, refund: PaymentRefunded): Promise<void> {
  if (refund.purpose === 'PREMIUM') return;
  await setItemPayment(
    tx,
    refund.itemIds,
    refund.second ? { paid2: false } : { paid: false },
    'PROVIDER',
    refund.paymentId,
  );
}
