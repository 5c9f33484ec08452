import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { premiumChanged } from './events';
import { premiumState } from './premium-state';
import { findPayment, lockMembership, type Membership, type PremiumPayment } from './membership';
import { oneYearAfter } from './settings';

/**
 * A premium payment arrived (an administrator saw the transfer, or the provider confirmed the
 * card): the year runs from the end of the current one, or from now when none runs, and
 * `payment.premium.changed` goes out in the same transaction. Applied once: a second call for the
 * same payment answers ALREADY_PAID and changes nothing. An auto-renewal charged at the year end
 * passes `from` (that end), so the new year follows the old one without a gap or an overlap.
 */
export async function applyPremiumPayment(
  tx: DbExecutor,
  paymentId: string,
  now: Date,
  options: { from?: Date; method?: PremiumPayment['method'] } = {},
): Promise<{ payment: PremiumPayment; membership: Membership }> {
  const payment = await findPayment(tx, paymentId, true);
  if (!payment || payment.status === 'CANCELLED') throw new DomainError('NOT_FOUND', 404);
  if (payment.status === 'PAID') throw new DomainError('ALREADY_PAID', 409);
  const before = await lockMembership(tx, payment.userId);
  // the year runs on from premium as everybody sees it (also identity's date: admin-set, seeded)
  const { validUntil: until, valid } = await premiumState(tx, payment.userId, before.validUntil, now);
  const from = options.from ?? (valid && until && until > now ? until : now);
  const to = oneYearAfter(from);
  const method = options.method ?? payment.method;
  await tx.execute(sql`UPDATE premium_payments SET status = 'PAID', paid_at = ${now}, method = ${method},
    period_from = ${from}, period_to = ${to} WHERE id = ${paymentId}`);
  const membership: Membership = {
    ...before,
    validUntil: to,
    autoRenew: payment.autoRenew,
    method,
    version: before.version + 1,
    // a year bought without auto-renewal ends the use of a card kept before
    savedMethod: payment.autoRenew ? before.savedMethod : null,
  };
  await tx.execute(sql`UPDATE premium_memberships SET valid_until = ${to}, auto_renew = ${payment.autoRenew},
    method = ${method}, version = ${membership.version},
    ${payment.autoRenew ? sql`` : sql`provider = NULL, provider_customer_id = NULL, provider_payment_method = NULL,`}
    updated_at = now()
    WHERE user_id = ${payment.userId}`);
  await premiumChanged(tx, membership);
  return {
    payment: { ...payment, method, status: 'PAID', paidAt: now, periodFrom: from, periodTo: to },
    membership,
  };
}
