import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, openRoute, useSetting } from './accessibility';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser } from './session';

const DECLINED_TEXT = {
  en: 'Your saved card was declined for the renewal. Please pay the renewal here by card or bank transfer.',
  de: 'Ihre gespeicherte Karte wurde bei der Verlängerung abgelehnt. Bitte bezahlen Sie die Verlängerung hier mit Karte oder Überweisung.',
};

interface MembershipRow {
  valid_until: Date | null;
  renewal_tried_for: Date | null;
  provider_payment_method: string | null;
}

interface PremiumView {
  validUntil: string | null;
  valid: boolean;
  autoRenew: boolean;
  savedCard: boolean;
  openPayment: { kind: string; status: string; chargeOutcome: string | null; amountCents: number } | null;
}

/**
 * A declined premium renewal in Chromium through the gateway and every service: a shooter buys a
 * year by card with auto-renewal, choosing the sandbox's card that declines later charges; the
 * year end comes (the stored year end is moved to the past, as payment's sweep test does, and the
 * sweep runs every half second); the saved card refuses the charge; the premium page warns, in
 * English and in German, stays axe-clean, and the year end has not moved.
 */
describe('a declined premium renewal in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let pool: pg.Pool;
  let userId: number;

  const membership = async () =>
    (
      await pool.query<MembershipRow>(
        `SELECT valid_until, renewal_tried_for, provider_payment_method
         FROM payment.premium_memberships WHERE user_id = $1`,
        [userId],
      )
    ).rows[0];

  beforeAll(async () => {
    // the sweep finds the moved year end within a second (the default round is a minute)
    portal = await startPortal({ PREMIUM_SWEEP_INTERVAL_MS: '500' });
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

  it('when the saved card declines the renewal then the premium page warns in English and German and the year end stays', async () => {
    const page = await browser.context.newPage();
    await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
    await useSetting(page, portal.url, 'en', 'desktop');
    await page.goto(`${portal.url}/#/premium`);
    await page.getByTestId('premium-not-valid').waitFor();
    await page.getByLabel('Card', { exact: true }).check();
    expect(await page.getByTestId('premium-auto-renew-wish').locator('input').isChecked()).toBe(true);
    await page.getByTestId('premium-buy').click();
    await page.waitForURL(/\/api\/publicResources\/payments\/sandbox\/[0-9a-f-]{36}$/);
    // the provider's page speaks the account's language (German), not the browser's
    await page.getByRole('button', { name: 'Zahlung erfolgreich, spätere Abbuchungen ablehnen' }).click();
    await page.waitForURL(/#\/paymentComplete/);

    // the provider's callback reaches payment beside the browser's return: the year and the card
    const bought = await waitFor(
      async () => {
        const m = await membership();
        return m?.valid_until && m.provider_payment_method ? m : undefined;
      },
      30_000,
      200,
    );
    expect(bought.provider_payment_method).toMatch(/^pm_sandbox_declines_/);
    await page.goto(`${portal.url}/#/premium`);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('premium-auto-renew').textContent())
      .toMatch(/paid with your saved card/);
    expect(await page.getByTestId('premium-renewal-declined').count()).toBe(0);

    // the year ends: its stored end moves to a second ago (no job waits for it, the sweep finds it)
    const moved = await pool.query<{ ended: Date }>(
      `UPDATE payment.premium_memberships SET valid_until = date_trunc('second', now()) - interval '1 second'
       WHERE user_id = $1 RETURNING valid_until AS ended`,
      [userId],
    );
    const ended = moved.rows[0]!.ended;
    const declined = await waitFor(
      async () =>
        (
          await pool.query<{ kind: string; status: string; charge_outcome: string | null }>(
            `SELECT kind, status, charge_outcome FROM payment.premium_payments
             WHERE user_id = $1 AND kind = 'RENEWAL'`,
            [userId],
          )
        ).rows.find((p) => p.charge_outcome !== null),
      20_000,
      200,
    );
    expect(declined).toEqual({ kind: 'RENEWAL', status: 'PENDING', charge_outcome: 'DECLINED' });

    // the page as the shooter opens it afresh: the year ended, the renewal is open and declined
    await page.reload();
    await openRoute(page, portal.url, 'premium', 'premium-renewal-declined');
    expect(await page.getByTestId('premium-renewal-declined').textContent()).toBe(DECLINED_TEXT.en);
    expect(await page.getByTestId('premium-open-payment').textContent()).toContain('Open payment: €20.00');
    await page.getByTestId('premium-not-valid').waitFor();
    await expectNoSeriousViolations(page, 'premium page with the declined renewal, en');

    // the language switch on the same page
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-de').click();
    await expect
      .poll(() => page.getByTestId('premium-renewal-declined').textContent())
      .toBe(DECLINED_TEXT.de);
    expect(await page.getByTestId('premium-not-valid').textContent()).toBe(
      'Sie haben derzeit keine gültige Premium-Mitgliedschaft.',
    );
    await expectNoSeriousViolations(page, 'premium page with the declined renewal, de');

    // nothing extended: the year end is the one the charge was tried for, in the database and the API
    const after = (await membership())!;
    expect(after.valid_until!.toISOString()).toBe(ended.toISOString());
    expect(after.renewal_tried_for!.toISOString()).toBe(ended.toISOString());
    const token = await login(portal.url, 'shooter2', 'Shooter123!');
    const view = await callApi<PremiumView>(portal.url, 'premium', token);
    expect(view).toMatchObject({
      validUntil: ended.toISOString(),
      valid: false,
      autoRenew: true,
      savedCard: true,
      openPayment: { kind: 'RENEWAL', status: 'PENDING', chargeOutcome: 'DECLINED', amountCents: 2000 },
    });
    // and the shooter is told by mail (the account's language, German)
    const mail = await portal.mailTo(
      'shooter2@demo.schiesssport-portal.at',
      /^Verlängerung Ihrer Premium-Mitgliedschaft fehlgeschlagen$/,
    );
    expect(mail.text).toContain('Die Abbuchung von 20,00 € für die Verlängerung');
    await page.close();
  });
});
