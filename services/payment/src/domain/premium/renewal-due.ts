import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { premiumRenewalDue } from './events';
import { findMembership, findOpenPayment, type PremiumMethod, type PremiumPayment } from './membership';
import { premiumReference } from './purchase';
import { reminderAt, type PremiumSettings } from './settings';

/**
 * Two weeks' notice of an auto-renewal: for the year ending at `validUntil`, once (remembered in
 * `reminded_for`), and only while auto-renewal is on and that year is still the current one. It
 * opens the renewal payment (the user pays it by card or transfer on the premium page; paid, it
 * extends the year from its end) and writes `payment.premium.renewal-due` for the mail.
 * Called by the BullMQ job of that year and by the sweep alike; answers whether it reminded.
 */
export async function remindRenewal(
  tx: DbExecutor,
  userId: number,
  validUntil: Date,
  settings: PremiumSettings,
  now: Date,
): Promise<boolean> {
  const m = await findMembership(tx, userId, true);
  if (!m?.autoRenew || !m.validUntil || m.validUntil.getTime() !== validUntil.getTime()) return false;
  if (m.remindedFor?.getTime() === validUntil.getTime()) return false;
  if (reminderAt(validUntil, settings) > now) return false; // too early (a job fired ahead of time)
  const { rows } = await tx.execute(sql`SELECT email, locale FROM users WHERE id = ${userId}`);
  const user = rows[0] as { email: string | null; locale: string } | undefined;
  await openRenewalPayment(tx, userId, m.method, settings, now);
  await tx.execute(
    sql`UPDATE premium_memberships SET reminded_for = ${validUntil} WHERE user_id = ${userId}`,
  );
  await premiumRenewalDue(tx, {
    userId,
    email: user?.email ?? '',
    locale: user?.locale === 'en' ? 'en' : 'de',
    renewsAt: validUntil.toISOString(),
    amountCents: settings.priceCents,
  });
  return true;
}

/** The user's open payment, or a new RENEWAL payment of the next year (auto-renewal: notice, year end). */
export async function openRenewalPayment(
  tx: DbExecutor,
  userId: number,
  method: PremiumMethod,
  settings: PremiumSettings,
  now: Date,
): Promise<PremiumPayment> {
  const open = await findOpenPayment(tx, userId);
  if (open) return open;
  const id = randomUUID();
  await tx.execute(sql`
    INSERT INTO premium_payments (id, user_id, kind, method, amount_cents, auto_renew, status, reference, created_at)
    VALUES (${id}, ${userId}, 'RENEWAL', ${method}, ${settings.priceCents}, true, 'PENDING',
      ${premiumReference(id)}, ${now})`);
  return (await findOpenPayment(tx, userId))!;
}

/** Memberships whose notice is due and not sent (what the sweep repairs when a job was lost). */
export async function dueReminders(
  tx: DbExecutor,
  settings: PremiumSettings,
  now: Date,
): Promise<{ userId: number; validUntil: Date }[]> {
  const { rows } = await tx.execute(sql`
    SELECT user_id AS "userId", valid_until AS "validUntil" FROM premium_memberships
    WHERE auto_renew AND valid_until IS NOT NULL
      AND valid_until - make_interval(days => ${settings.reminderDays}) <= ${now}
      AND reminded_for IS DISTINCT FROM valid_until
    LIMIT 500`);
  return rows.map((r) => ({ userId: Number(r.userId), validUntil: new Date(r.validUntil as string) }));
}

/**
 * Every running auto-renewal with a notice or a year-end charge still ahead (the job scheduler
 * re-adds their jobs at start; ids are stable).
 */
export async function autoRenewals(tx: DbExecutor): Promise<{ userId: number; validUntil: Date }[]> {
  const { rows } = await tx.execute(sql`
    SELECT user_id AS "userId", valid_until AS "validUntil" FROM premium_memberships
    WHERE auto_renew AND valid_until IS NOT NULL AND (reminded_for IS DISTINCT FROM valid_until
      OR (provider_payment_method IS NOT NULL AND renewal_tried_for IS DISTINCT FROM valid_until))`);
  return rows.map((r) => ({ userId: Number(r.userId), validUntil: new Date(r.validUntil as string) }));
}
