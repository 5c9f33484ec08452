import pg from 'pg';
import type { Page } from 'playwright-core';
import { waitFor } from '@portal/service-kit/testing';
import { expect } from 'vitest';
import { useSetting } from './accessibility';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { loginInBrowser } from './session';

export interface MembershipRow {
  valid_until: Date | null;
  renewal_tried_for: Date | null;
  provider_payment_method: string | null;
}

/**
 * What the premium renewal browser tests share: the portal with payment's sweep every half second
 * (plus `env`), a browser, and shooter2's membership row as the database holds it.
 */
export async function startPremiumRenewal(env: Record<string, string> = {}) {
  const portal: Portal = await startPortal({ PREMIUM_SWEEP_INTERVAL_MS: '500', ...env });
  const pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM identity.users WHERE username = 'shooter2'`,
  );
  const userId = rows[0]!.id;
  const browser = await openBrowser();
  return {
    portal,
    pool,
    userId,
    browser,
    membership: async () =>
      (
        await pool.query<MembershipRow>(
          `SELECT valid_until, renewal_tried_for, provider_payment_method
           FROM payment.premium_memberships WHERE user_id = $1`,
          [userId],
        )
      ).rows[0],
    /**
     * The year ends: its stored end moves to yesterday (premium runs through its Vienna last day,
     * docs/payment-safety.md), in payment's membership and in payment's copy of identity's last
     * day; no job waits for it, the sweep finds it.
     */
    endYearNow: async () => {
      const ended = (
        await pool.query<{ ended: Date }>(
          `UPDATE payment.premium_memberships SET valid_until = date_trunc('second', now()) - interval '1 day'
           WHERE user_id = $1 RETURNING valid_until AS ended`,
          [userId],
        )
      ).rows[0]!.ended;
      await pool.query(
        `UPDATE payment.users SET payment_until = (($2::timestamptz) AT TIME ZONE 'Europe/Vienna')::date WHERE id = $1`,
        [userId, ended],
      );
      return ended;
    },
    close: async () => {
      await browser.close();
      await pool.end();
      await portal.stop();
    },
  };
}

export type PremiumRenewal = Awaited<ReturnType<typeof startPremiumRenewal>>;

/**
 * shooter2 buys a year by card with auto-renewal in English, choosing `sandboxChoice` on the
 * sandbox page (it speaks the account's language, German), until the page says the saved card
 * (its token matching `savedToken`) pays the renewal.
 */
export async function buyYearWithSavedCard(
  s: PremiumRenewal,
  page: Page,
  sandboxChoice: string,
  savedToken: RegExp,
): Promise<void> {
  await loginInBrowser(page, s.portal.url, 'shooter2', 'Shooter123!');
  await useSetting(page, s.portal.url, 'en', 'desktop');
  await page.goto(`${s.portal.url}/#/premium`);
  await page.getByTestId('premium-not-valid').waitFor();
  await page.getByLabel('Card', { exact: true }).check();
  // auto-renewal is the buyer's own tick, never pre-ticked
  expect(await page.getByTestId('premium-auto-renew-wish').locator('input').isChecked()).toBe(false);
  await page.getByTestId('premium-auto-renew-wish').locator('input').check();
  await page.getByTestId('premium-terms').check();
  await page.getByTestId('premium-buy').click();
  await page.waitForURL(/\/api\/publicResources\/payments\/sandbox\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: sandboxChoice }).click();
  await page.waitForURL(/#\/paymentComplete/);
  // the provider's callback reaches payment beside the browser's return: the year and the card
  const bought = await waitFor(
    async () => {
      const m = await s.membership();
      return m?.valid_until && m.provider_payment_method ? m : undefined;
    },
    30_000,
    200,
  );
  expect(bought.provider_payment_method).toMatch(savedToken);
  await page.goto(`${s.portal.url}/#/premium`);
  await page.reload();
  await expect
    .poll(() => page.getByTestId('premium-auto-renew').textContent())
    .toMatch(/paid with your saved card/);
}
