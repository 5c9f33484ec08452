import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, openRoute } from './accessibility';
import { buyYearWithSavedCard, startPremiumRenewal, type PremiumRenewal } from './premiumRenewal';
import { callApi, login } from './session';

const DECLINED_TEXT = {
  en: 'Your saved card was declined for the renewal. Please pay the renewal here by card or bank transfer.',
  de: 'Ihre gespeicherte Karte wurde bei der Verlängerung abgelehnt. Bitte bezahlen Sie die Verlängerung hier mit Karte oder Überweisung.',
};

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
  let s: PremiumRenewal;
  beforeAll(async () => {
    s = await startPremiumRenewal();
  });
  afterAll(async () => s?.close());

  it('when the saved card declines the renewal then the premium page warns in English and German and the year end stays', async () => {
    const page = await s.browser.context.newPage();
    await buyYearWithSavedCard(
      s,
      page,
      'Zahlung erfolgreich, spätere Abbuchungen ablehnen',
      /^pm_sandbox_declines_/,
    );
    expect(await page.getByTestId('premium-renewal-declined').count()).toBe(0);

    const ended = await s.endYearNow();
    const declined = await waitFor(
      async () =>
        (
          await s.pool.query<{ kind: string; status: string; charge_outcome: string | null }>(
            `SELECT kind, status, charge_outcome FROM payment.premium_payments
             WHERE user_id = $1 AND kind = 'RENEWAL'`,
            [s.userId],
          )
        ).rows.find((p) => p.charge_outcome !== null),
      20_000,
      200,
    );
    expect(declined).toEqual({ kind: 'RENEWAL', status: 'PENDING', charge_outcome: 'DECLINED' });

    // the page as the shooter opens it afresh: the year ended, the renewal is open and declined
    await page.reload();
    await openRoute(page, s.portal.url, 'premium', 'premium-renewal-declined');
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
    const after = (await s.membership())!;
    expect(after.valid_until!.toISOString()).toBe(ended.toISOString());
    expect(after.renewal_tried_for!.toISOString()).toBe(ended.toISOString());
    const token = await login(s.portal.url, 'shooter2', 'Shooter123!');
    const view = await callApi<PremiumView>(s.portal.url, 'premium', token);
    expect(view).toMatchObject({
      validUntil: ended.toISOString(),
      valid: false,
      autoRenew: true,
      savedCard: true,
      openPayment: { kind: 'RENEWAL', status: 'PENDING', chargeOutcome: 'DECLINED', amountCents: 2000 },
    });
    // and the shooter is told by mail (the account's language, German)
    const mail = await s.portal.mailTo(
      'shooter2@demo.schiesssport-portal.at',
      /^Verlängerung Ihrer Premium-Mitgliedschaft fehlgeschlagen$/,
    );
    expect(mail.text).toContain('Die Abbuchung von 20,00 € für die Verlängerung');
    await page.close();
  });
});
