import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { findCheckout } from '../checkouts/checkout-row';
import { recordCheckoutRequested } from '../checkouts/record-requested';
import { refundDuplicate } from '../checkouts/refund-duplicate';
import { CHECKOUT_PATH } from '../paths';
import type { PaymentProvider } from '../providers/provider';
import { applyPremiumPayment } from './pay';
import type { Membership, PremiumPayment } from './membership';

/** How long the provider page takes the premium payment. */
const PAYMENT_WINDOW_MS = 60 * 60_000;

/**
 * A card attempt for an open premium payment: a checkout of purpose PREMIUM in payment's own
 * `checkouts` (the card adapters' table), the browser then goes to the checkout path like for a
 * cart. Every attempt is a new checkout (a declined one can be retried); the premium payment keeps
 * the latest. With auto-renewal the provider keeps the card (`save_method`) for the year-end
 * charge. Answers the address the browser goes to.
 */
export async function openPremiumCardCheckout(
  tx: DbExecutor,
  payment: PremiumPayment,
  now: Date,
): Promise<string> {
  const checkoutId = randomUUID();
  const { rows } = await tx.execute(sql`SELECT email, locale FROM users WHERE id = ${payment.userId}`);
  const user = rows[0] as { email: string | null; locale: string } | undefined;
  await recordCheckoutRequested(tx, {
    checkoutId,
    purpose: 'PREMIUM',
    orderIds: [],
    itemIds: [],
    second: false,
    userId: payment.userId,
    email: user?.email ?? null,
    locale: user?.locale === 'en' ? 'en' : 'de',
    amountCents: payment.amountCents,
    payableUntil: new Date(now.getTime() + PAYMENT_WINDOW_MS).toISOString(),
  });
  await tx.execute(sql`UPDATE checkouts SET save_method = ${payment.autoRenew}, premium_payment_id = ${payment.id}
    WHERE id = ${checkoutId}`);
  await tx.execute(sql`UPDATE premium_payments SET checkout_id = ${checkoutId} WHERE id = ${payment.id}`);
  return `${CHECKOUT_PATH}/${checkoutId}`;
}

/**
 * The provider confirmed a premium card payment (`payment.payment.succeeded`, purpose PREMIUM):
 * the premium payment of that attempt is applied, once (the payment row is locked; it then names
 * the checkout that paid it), and the card the provider kept (auto-renewal) becomes the
 * membership's saved method. A repeated event changes nothing. Money for a premium payment already
 * paid otherwise (a second tab's attempt, a transfer that arrived, the saved card's renewal charge
 * still processing) or withdrawn goes back at once
 * through the adapter (refund-duplicate.ts).
 */
export async function applyPremiumCardPayment(
  tx: DbExecutor,
  provider: PaymentProvider,
  checkoutId: string,
  now: Date,
): Promise<Membership | null> {
  const checkout = await findCheckout(tx, checkoutId, true);
  if (!checkout?.paymentId || checkout.status !== 'SUCCEEDED') return null;
  // rows from before premium_payment_id know only the latest attempt
  const { rows } = await tx.execute(sql`
    SELECT id, status, checkout_id AS "paidBy", charge_outcome AS "chargeOutcome" FROM premium_payments
    WHERE id = ${checkout.premiumPaymentId}
      OR (${checkout.premiumPaymentId}::uuid IS NULL AND checkout_id = ${checkoutId})
    FOR UPDATE`);
  const payment = rows[0] as
    { id: string; status: string; paidBy: string | null; chargeOutcome: string | null } | undefined;
  if (payment?.status === 'PAID' && payment.paidBy === checkoutId) return null;
  // an attempt opened before the saved card's charge started processing would pay the year twice
  if (payment?.status !== 'PENDING' || payment.chargeOutcome === 'PROCESSING') {
    const status = await refundDuplicate(
      tx,
      provider,
      checkout,
      checkout.paymentId,
      checkout.providerPaymentRef,
    );
    await tx.execute(
      sql`UPDATE checkouts SET status = ${status}, updated_at = now() WHERE id = ${checkoutId}`,
    );
    return null;
  }
  await tx.execute(sql`UPDATE premium_payments SET checkout_id = ${checkoutId} WHERE id = ${payment.id}`);
  const { membership } = await applyPremiumPayment(tx, payment.id, now);
  if (!membership.autoRenew || !checkout.providerPaymentMethod || !checkout.provider) return membership;
  const method = {
    provider: checkout.provider,
    customerId: checkout.providerCustomerId,
    paymentMethodId: checkout.providerPaymentMethod,
  };
  await tx.execute(sql`UPDATE premium_memberships SET provider = ${method.provider},
    provider_customer_id = ${method.customerId}, provider_payment_method = ${method.paymentMethodId}
    WHERE user_id = ${membership.userId}`);
  return { ...membership, savedMethod: method };
}
