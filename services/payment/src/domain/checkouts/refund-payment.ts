import { ORDER_EVENTS, type PaymentRefunded } from '@portal/contracts';
import { appendEvent, DomainError, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../providers/provider';
import { findByPaymentId, findPaidCheckoutOfItem, type CheckoutRow } from './checkout-row';

export type RefundAnswer = PaymentRefunded;

/**
 * Refunds a confirmed card payment through the provider that took it, once: the checkout row is
 * locked while the provider is asked (with an idempotency key), the refund is recorded under the
 * payment id (primary key) and `payment.payment.refunded` goes to the outbox. A second call answers
 * PAYMENT_ALREADY_REFUNDED; a payment not confirmed PAYMENT_NOT_REFUNDABLE. The items become
 * payable again.
 */
export async function refundPayment(
  db: Database,
  provider: PaymentProvider,
  target: { paymentId?: string | undefined; itemId?: number | undefined },
  refundedBy: number | null,
): Promise<RefundAnswer> {
  return db.transaction(async (tx) => {
    const checkout = target.paymentId
      ? await findByPaymentId(tx, target.paymentId)
      : await findPaidCheckoutOfItem(tx, target.itemId!);
    if (!checkout?.paymentId) throw new DomainError('PAYMENT_NOT_FOUND', 404);
    if (checkout.status === 'REFUNDED') throw new DomainError('PAYMENT_ALREADY_REFUNDED', 409);
    if (checkout.status !== 'SUCCEEDED' && checkout.status !== 'DUPLICATE')
      throw new DomainError('PAYMENT_NOT_REFUNDABLE', 409);
    return refundCheckout(tx, provider, checkout, refundedBy, null);
  });
}

/**
 * The refund itself, in the caller's transaction with the checkout locked: asked of the provider
 * once (idempotency key per payment), recorded, the items payable again, the event published.
 * `reason` CANCELLED: the registration was cancelled before the money came (cancelled-items.ts).
 */
export async function refundCheckout(
  tx: DbExecutor,
  provider: PaymentProvider,
  checkout: CheckoutRow,
  refundedBy: number | null,
  reason: 'CANCELLED' | null,
): Promise<RefundAnswer> {
  if (!checkout.paymentId) throw new DomainError('PAYMENT_NOT_FOUND', 404);
  if (checkout.provider !== provider.name || !checkout.providerPaymentRef)
    throw new DomainError('PAYMENT_NOT_REFUNDABLE', 409, 'provider');
  const { refundId } = await provider.refund({
    paymentRef: checkout.providerPaymentRef,
    amountCents: checkout.amountCents,
    idempotencyKey: `refund-${checkout.paymentId}`,
  });
  await tx.execute(sql`
      INSERT INTO refunds (payment_id, checkout_id, provider_refund_id, amount_cents, refunded_by, reason)
      VALUES (${checkout.paymentId}, ${checkout.id}, ${refundId}, ${checkout.amountCents}, ${refundedBy}, ${reason})`);
  await tx.execute(
    sql`UPDATE checkouts SET status = 'REFUNDED', updated_at = now() WHERE id = ${checkout.id}`,
  );
  await tx.execute(sql`DELETE FROM paid_items WHERE checkout_id = ${checkout.id}`);
  const payload: PaymentRefunded = {
    paymentId: checkout.paymentId,
    refundId,
    itemIds: checkout.itemIds,
    amountCents: checkout.amountCents,
    purpose: checkout.purpose,
    second: checkout.second,
  };
  await appendEvent(tx, 'payment', 'payment', { type: ORDER_EVENTS.paymentRefunded, payload });
  return { ...payload };
}
