import type { Database, DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { PaymentProvider } from '../providers/provider';
import { findMembership, findPayment, type Membership } from './membership';
import { renewalCharged, renewalDeclined, renewalUser } from './renewal-outcome';

export type RenewalSettle =
  { outcome: 'RENEWED'; membership: Membership } | { outcome: 'DECLINED' | 'PROCESSING' | 'SETTLED' };

/**
 * A renewal charge the provider answered PROCESSING, asked again by its payment ref: SUCCEEDED and
 * DECLINED run what an immediate answer runs (renewal-outcome.ts), PROCESSING leaves it for the
 * next sweep. The membership row is locked as the charge locks it, and the payment is read after
 * the lock: a second settle (another replica, a repeat) finds it settled and does nothing. A
 * provider that cannot be reached throws: nothing is recorded, the next sweep retries.
 */
export async function settleRenewalCharge(
  db: Database,
  provider: PaymentProvider,
  userId: number,
  paymentId: string,
  now: Date,
): Promise<RenewalSettle> {
  return db.transaction(async (tx) => {
    const m = await findMembership(tx, userId, true);
    const payment = await findPayment(tx, paymentId, true);
    if (!m || payment?.status !== 'PENDING' || payment.chargeOutcome !== 'PROCESSING')
      return { outcome: 'SETTLED' as const };
    const yearEnd = m.renewalTriedFor;
    const paymentRef = await providerPaymentRef(tx, paymentId);
    if (!yearEnd || !paymentRef) throw new Error(`processing renewal ${paymentId} without year end or ref`);
    const result = await provider.savedChargeOutcome(paymentRef);
    if (result.outcome === 'PROCESSING') return { outcome: 'PROCESSING' as const };
    if (result.outcome === 'DECLINED') {
      await renewalDeclined(tx, payment, await renewalUser(tx, userId), yearEnd, result.reason);
      return { outcome: 'DECLINED' as const };
    }
    const membership = await renewalCharged(tx, payment, result.paymentRef, yearEnd, now);
    return { outcome: 'RENEWED' as const, membership };
  });
}

async function providerPaymentRef(tx: DbExecutor, paymentId: string): Promise<string | null> {
  const { rows } = await tx.execute(
    sql`SELECT provider_payment_ref AS "ref" FROM premium_payments WHERE id = ${paymentId}`,
  );
  return (rows[0]?.ref as string | null | undefined) ?? null;
}

/** Renewal charges still processing at the provider (what the sweep settles). */
export async function processingRenewals(tx: DbExecutor): Promise<{ userId: number; paymentId: string }[]> {
  const { rows } = await tx.execute(sql`
    SELECT user_id AS "userId", id AS "paymentId" FROM premium_payments
    WHERE charge_outcome = 'PROCESSING' AND status = 'PENDING'
    ORDER BY created_at LIMIT 500`);
  return rows.map((r) => ({ userId: Number(r.userId), paymentId: String(r.paymentId) }));
}
