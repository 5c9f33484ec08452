import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { premiumRenewalDeclined } from './events';
import type { Membership, PremiumPayment } from './membership';
import { applyPremiumPayment } from './pay';

export interface RenewalUser {
  email: string | null;
  locale: 'de' | 'en';
}

export async function renewalUser(tx: DbExecutor, userId: number): Promise<RenewalUser> {
  const { rows } = await tx.execute(sql`SELECT email, locale FROM users WHERE id = ${userId}`);
  const user = rows[0] as { email: string | null; locale: string } | undefined;
  return { email: user?.email ?? null, locale: user?.locale === 'en' ? 'en' : 'de' };
}

/**
 * The saved card paid the renewal of the year ending at `yearEnd` (at once, or after processing):
 * the next year follows from that end and `payment.premium.changed` goes out (applyPremiumPayment).
 */
export async function renewalCharged(
  tx: DbExecutor,
  payment: Pick<PremiumPayment, 'id'>,
  paymentRef: string,
  yearEnd: Date,
  now: Date,
): Promise<Membership> {
  await tx.execute(sql`UPDATE premium_payments SET charge_outcome = 'SUCCEEDED', auto_renew = true,
    provider_payment_ref = ${paymentRef} WHERE id = ${payment.id}`);
  const { membership } = await applyPremiumPayment(tx, payment.id, now, { from: yearEnd, method: 'CARD' });
  return membership;
}

/**
 * The saved card refused the renewal (at once, or after processing): nothing extends, the payment
 * stays open for paying by hand, and `payment.premium.renewal-declined` tells the user.
 */
export async function renewalDeclined(
  tx: DbExecutor,
  payment: Pick<PremiumPayment, 'id' | 'userId' | 'amountCents'>,
  user: RenewalUser,
  yearEnd: Date,
  reason: string,
): Promise<void> {
  await tx.execute(sql`UPDATE premium_payments SET charge_outcome = 'DECLINED' WHERE id = ${payment.id}`);
  await premiumRenewalDeclined(tx, {
    userId: payment.userId,
    email: user.email ?? '',
    locale: user.locale,
    paymentId: payment.id,
    amountCents: payment.amountCents,
    validUntil: yearEnd.toISOString(),
    reason,
  });
}
