import { laterPremiumDay, premiumEndsAt, premiumValid, viennaDay } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

export interface PremiumState {
  /** the last day premium runs (Vienna), null when never bought */
  lastDay: string | null;
  /** when it ends: the membership's own end, or the end of identity's later last day */
  validUntil: Date | null;
  valid: boolean;
}

/**
 * Premium as every service computes it (contracts' premiumValid): from the later of payment's own
 * membership end and identity's `paymentUntil` (an administrator's date, the demo seed), valid
 * through that Vienna day. The premium page and the PREMIUM_FEATURE checks therefore agree.
 */
export async function premiumState(
  tx: DbExecutor,
  userId: number,
  membershipUntil: Date | null,
  now: Date,
): Promise<PremiumState> {
  const { rows } = await tx.execute(
    sql`SELECT payment_until::text AS "paymentUntil" FROM users WHERE id = ${userId}`,
  );
  const identityDay = (rows[0] as { paymentUntil: string | null } | undefined)?.paymentUntil ?? null;
  const ownDay = membershipUntil ? viennaDay(membershipUntil) : null;
  const lastDay = laterPremiumDay(ownDay, identityDay);
  const validUntil =
    lastDay && lastDay !== ownDay ? new Date(premiumEndsAt(lastDay).getTime() - 1) : membershipUntil;
  return { lastDay, validUntil, valid: premiumValid(lastDay, now) };
}
