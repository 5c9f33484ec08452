import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, openRoute, useSetting } from './accessibility';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { loginInBrowser } from './session';

const PROCESSING_TEXT = {
  en: 'Your card is being charged for the renewal; this may take a moment.',
  de: 'Die Verlängerung wird von Ihrer Karte abgebucht; das kann etwas dauern.',
};
/** how long the sandbox's processing charge stays processing: the page is looked at meanwhile */
const PROCESSING_MS = 25_000;

interface MembershipRow {
  valid_until: Date | null;
  provider_payment_method: string | null;
}

/**
 * A premium renewal whose card charge is still processing, in Chromium through the gateway and
 * every service: a shooter buys a year by card with auto-renewal, choosing the sandbox's card whose
 * later charges process first; the year end comes (moved to the past, the sweep runs every half
 * second); while the charge processes the premium page says so in English and German, offers no
 * paying by hand and stays axe-clean; once the sandbox has finished, the sweep extends the year.
 */
describe('a processing premium renewal in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let pool: pg.Pool;
  let userId: number;

  const membership = async () =>
    (
      await pool.query<MembershipRow>(
        `SELECT valid_until, provider_payment_method FROM payment.premium_memberships WHERE user_id = $1`,
        [userId],
      )
    ).rows[0];

  beforeAll(async () => {
    portal = await startPortal({
      PREMIUM_SWEEP_INTERVAL_MS: '500',
      SANDBOX_PROCESSING_MS: String(PROCESSING_MS),
    });
    pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id FROM identity.users WHERE username = 'shooter2'`,
    );
    userId = rows[0]!.id;
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await pool?.end();
    await portal?.stop();
  });

  it('while the renewal charge processes the premium page informs in English and German and offers no paying by hand; then the year extends', async () => {
    const page = await browser.context.newPage();
    await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
    await useSetting(page, portal.url, 'en', 'desktop');
    await page.goto(`${portal.url}/#/premium`);
    await page.getByTestId('premium-not-valid').waitFor();
    await page.getByLabel('Card', { exact: true }).check();
    await page.getByTestId('premium-buy').click();
    await page.waitForURL(/\/api\/publicResources\/payments\/sandbox\/[0-9a-f-]{36}$/);
    await page
      .getByRole('button', {
        name: 'Zahlung erfolgreich, spätere Abbuchungen erst in Bearbeitung, dann erfolgreich',
      })
      .click();
    await page.waitForURL(/#\/paymentComplete/);
    const bought = await waitFor(
      async () => {
        const m = await membership();
        return m?.valid_until && m.provider_payment_method ? m : undefined;
      },
      30_000,
      200,
    );
    expect(bought.provider_payment_method).toMatch(/^pm_sandbox_processing_/);
    await page.goto(`${portal.url}/#/premium`);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('premium-auto-renew').textContent())
      .toMatch(/paid with your saved card/);

    // the year ends: its stored end moves to a second ago; the sweep charges, the sandbox processes
    const moved = await pool.query<{ ended: Date }>(
      `UPDATE payment.premium_memberships SET valid_until = date_trunc('second', now()) - interval '1 second'
       WHERE user_id = $1 RETURNING valid_until AS ended`,
      [userId],
    );
    const ended = moved.rows[0]!.ended;
    const chargedAt = Date.now();
    const processing = await waitFor(
      async () =>
        (
          await pool.query<{ status: string; charge_outcome: string | null }>(
            `SELECT status, charge_outcome FROM payment.premium_payments
             WHERE user_id = $1 AND kind = 'RENEWAL' AND charge_outcome IS NOT NULL`,
            [userId],
          )
        ).rows[0],
      20_000,
      200,
    );
    expect(processing).toEqual({ status: 'PENDING', charge_outcome: 'PROCESSING' });

    await page.reload();
    await page.reload();
    await openRoute(page, portal.url, 'premium', 'premium-renewal-processing');
    expect(await page.getByTestId('premium-renewal-processing').textContent()).toBe(PROCESSING_TEXT.en);
    expect(await page.getByTestId('premium-renewal-declined').count()).toBe(0);
    expect(await page.getByTestId('premium-buy').count()).toBe(0);
    expect(await page.getByTestId('premium-transfer').count()).toBe(0);
    await expectNoSeriousViolations(page, 'premium page with the processing renewal, en');

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-de').click();
    await expect
      .poll(() => page.getByTestId('premium-renewal-processing').textContent())
      .toBe(PROCESSING_TEXT.de);
    expect(await page.getByTestId('premium-buy').count()).toBe(0);
    await expectNoSeriousViolations(page, 'premium page with the processing renewal, de');
    // all of it was seen while the charge was still processing
    expect(Date.now() - chargedAt).toBeLessThan(PROCESSING_MS);
    expect((await membership())!.valid_until!.toISOString()).toBe(ended.toISOString());

    // the sandbox finished: the sweep settles it, the year follows the old one from its end
    const next = new Date(ended);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const renewed = await waitFor(
      async () => {
        const m = await membership();
        return m && m.valid_until!.getTime() !== ended.getTime() ? m : undefined;
      },
      PROCESSING_MS + 20_000,
      500,
    );
    expect(renewed.valid_until!.toISOString()).toBe(next.toISOString());
    await page.reload();
    await openRoute(page, portal.url, 'premium', 'premium-valid-until');
    expect(await page.getByTestId('premium-renewal-processing').count()).toBe(0);
    expect(await page.getByTestId('premium-open-payment').count()).toBe(0);
    await page.close();
  });
});
