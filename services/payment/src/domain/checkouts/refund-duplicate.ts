import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../providers/provider';
import type { CheckoutRow } from './checkout-row';

/**
 * The provider took money for items another payment had already paid (two tabs paid the same
 * registration): the money goes back at once through the adapter, recorded once (refunds keyed by
 * the payment id, the provider call keyed by `refund-{paymentId}`), and the checkout ends
 * REFUNDED. No `payment.payment.refunded` goes out: the items stay paid by the other payment.
 * A provider that cannot be reached throws: the callback's transaction rolls back and the
 * provider's retry of the event refunds it.
 * The same goes for money taken for a registration that was cancelled (reason CANCELLED).
 * Without a charge reference, or taken by another provider than the configured one, nothing can
 * be refunded here: the checkout stays DUPLICATE for an admin.
 */
export async function refundDuplicate(
  tx: DbExecutor,
  provider: PaymentProvider,
  checkout: CheckoutRow,
  paymentId: string,
  paymentRef: string | null,
  /** DUPLICATE: paid by another payment; CANCELLED: the registration was cancelled meanwhile */
  reason: 'DUPLICATE' | 'CANCELLED' = 'DUPLICATE',
): Promise<'REFUNDED' | 'DUPLICATE'> {
  if (!paymentRef || (checkout.provider && checkout.provider !== provider.name)) return 'DUPLICATE';
  const { refundId } = await provider.refund({
    paymentRef,
    amountCents: checkout.amountCents,
    idempotencyKey: `refund-${paymentId}`,
  });
  await tx.execute(sql`
    INSERT INTO refunds (payment_id, checkout_id, provider_refund_id, amount_cents, refunded_by, reason)
    VALUES (${paymentId}, ${checkout.id}, ${refundId}, ${checkout.amountCents}, NULL, ${reason})
    ON CONFLICT (payment_id) DO NOTHING`);
  return 'REFUNDED';
}
