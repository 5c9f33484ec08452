import type { Database, DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../providers/provider';
import { findMembership, type Membership } from './membership';
import { openRenewalPayment } from './renewal-due';
import { renewalCharged, renewalDeclined, renewalUser } from './renewal-outcome';
import type { PremiumSettings } from './settings';

/**
 * The provider's idempotency key of a year end's charge, from the renewal payment and the year end:
 * every retry of that charge (a job run twice, two replicas, a crash between the provider's answer
 * and our commit) gets the first charge's answer, and no other year can ever be answered with it.
 */
export const renewalChargeKey = (paymentId: string, yearEnd: Date) =>
  `premium-renewal-${paymentId}-${yearEnd.toISOString()}`;

export type RenewalCharge =
  { outcome: 'RENEWED'; membership: Membership } | { outcome: 'DECLINED' | 'PROCESSING' | 'NOT_DUE' };

/**
 * The year end of an auto-renewal with a saved card: the renewal payment is charged off-session,
 * once. Called by the BullMQ job of that year and by the sweep alike (and by every replica):
 * - the renewal payment is made (if the notice did not) and committed first, so the provider's
 *   idempotency key (renewalChargeKey: payment id and year end) is the same in every later attempt,
 *   even after a crash between the charge and our commit;
 * - the membership row is claimed (FOR UPDATE SKIP LOCKED) for the charge: a replica finding it
 *   claimed answers NOT_DUE at once instead of waiting for the provider; `renewal_tried_for`
 *   remembers the year end, so a later run finds it tried and charges nothing;
 * - charged: the next year follows the old one from its end, `payment.premium.changed` goes out;
 * - declined: nothing extends, the renewal payment stays open for paying by hand, and
 *   `payment.premium.renewal-declined` tells the user;
 * - processing (the provider finishes later): the payment keeps the provider's ref with
 *   `charge_outcome` PROCESSING, nothing extends and nothing is written; the sweep settles it
 *   (renewal-settle.ts) through the same two outcomes;
 * - a provider that cannot be reached throws: nothing is recorded, the job or the sweep retries.
 * Not due (auto-renewal off, no saved card, another year, too early, tried): nothing happens.
 */
export async function chargeRenewal(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  validUntil: Date,
  settings: PremiumSettings,
  now: Date,
): Promise<RenewalCharge> {
  const opened = await db.transaction(async (tx) => {
    const m = await dueMembership(tx, provider, userId, validUntil, now);
    return m ? openRenewalPayment(tx, userId, 'CARD', settings, now) : null;
  });
  if (!opened) return { outcome: 'NOT_DUE' };
  return db.transaction(async (tx) => {
    const m = await dueMembership(tx, provider, userId, validUntil, now);
    const payment = m && (await openRenewalPayment(tx, userId, 'CARD', settings, now));
    if (!m?.savedMethod || !payment || payment.id !== opened.id) return { outcome: 'NOT_DUE' as const };
    const user = await renewalUser(tx, userId);
    const result = await provider.chargeSaved({
      method: m.savedMethod,
      amountCents: payment.amountCents,
      currency: 'eur',
      description:
        user.locale === 'en' ? 'Premium membership renewal' : 'Verlängerung der Premium-Mitgliedschaft',
      reference: payment.reference,
      idempotencyKey: renewalChargeKey(payment.id, validUntil),
    });
    await tx.execute(
      sql`UPDATE premium_memberships SET renewal_tried_for = ${validUntil} WHERE user_id = ${userId}`,
    );
    if (result.outcome === 'DECLINED') {
      await renewalDeclined(tx, payment, user, validUntil, result.reason);
      return { outcome: 'DECLINED' as const };
    }
    if (result.outcome === 'PROCESSING') {
      await tx.execute(sql`UPDATE premium_payments SET charge_outcome = 'PROCESSING',
        provider_payment_ref = ${result.paymentRef} WHERE id = ${payment.id}`);
      return { outcome: 'PROCESSING' as const };
    }
    const membership = await renewalCharged(tx, payment, result.paymentRef, validUntil, now);
    return { outcome: 'RENEWED' as const, membership };
  });
}

/** The membership, claimed, when the renewal of the year ending at `validUntil` is due now. */
async function dueMembership(
  tx: DbExecutor,
  provider: PaymentProvider,
  userId: number,
  validUntil: Date,
  now: Date,
): Promise<Membership | null> {
  const m = await findMembership(tx, userId, 'claim');
  if (!m?.autoRenew || !m.validUntil || m.validUntil.getTime() !== validUntil.getTime()) return null;
  // a card kept by another provider (configuration changed) cannot be charged here: paid by hand
  if (m.savedMethod?.provider !== provider.name) return null;
  if (m.renewalTriedFor?.getTime() === validUntil.getTime() || validUntil > now) return null;
  return m;
}

/** Year ends whose renewal is due and not tried (what the sweep repairs when a job was lost). */
export async function dueRenewals(
  tx: DbExecutor,
  now: Date,
): Promise<{ userId: number; validUntil: Date }[]> {
  const { rows } = await tx.execute(sql`
    SELECT user_id AS "userId", valid_until AS "validUntil" FROM premium_memberships
    WHERE auto_renew AND provider_payment_method IS NOT NULL AND valid_until <= ${now}
      AND renewal_tried_for IS DISTINCT FROM valid_until
    LIMIT 500`);
  return rows.map((r) => ({ userId: Number(r.userId), validUntil: new Date(r.validUntil as string) }));
}
