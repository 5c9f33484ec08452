import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, openRoute } from './accessibility';
import { buyYearWithSavedCard, startPremiumRenewal, type PremiumRenewal } from './premiumRenewal';

const PROCESSING_TEXT = {
  en: 'Your card is being charged for the renewal; this may take a moment.',
  de: 'Die Verlängerung wird von Ihrer Karte abgebucht; das kann etwas dauern.',
};
/** how long the sandbox's processing charge stays processing: the page is looked at meanwhile */
const PROCESSING_MS = 25_000;

/**
 * A premium renewal whose card charge is still processing, in Chromium through the gateway and
 * every service: a shooter buys a year by card with auto-renewal, choosing the sandbox's card whose
 * later charges process first; the year end comes (moved to the past, the sweep runs every half
 * second); while the charge processes the premium page says so in English and German, offers no
 * paying by hand and stays axe-clean; once the sandbox has finished, the sweep extends the year.
 */
describe('a processing premium renewal in the browser', () => {
  let s: PremiumRenewal;
  beforeAll(async () => {
    s = await startPremiumRenewal({ SANDBOX_PROCESSING_MS: String(PROCESSING_MS) });
  });
  afterAll(async () => s?.close());

  it('while the renewal charge processes the premium page informs in English and German and offers no paying by hand; then the year extends', async () => {
    const page = await s.browser.context.newPage();
    await buyYearWithSavedCard(
      s,
      page,
      'Zahlung erfolgreich, spätere Abbuchungen erst in Bearbeitung, dann erfolgreich',
      /^pm_sandbox_processing_/,
    );

    // the year ends: its stored end moves to a second ago; the sweep charges, the sandbox processes
    const ended = await s.endYearNow();
    const chargedAt = Date.now();
    const processing = await waitFor(
      async () =>
        (
          await s.pool.query<{ status: string; charge_outcome: string | null }>(
            `SELECT status, charge_outcome FROM payment.premium_payments
             WHERE user_id = $1 AND kind = 'RENEWAL' AND charge_outcome IS NOT NULL`,
            [s.userId],
          )
        ).rows[0],
      20_000,
      200,
    );
    expect(processing).toEqual({ status: 'PENDING', charge_outcome: 'PROCESSING' });

    await page.reload();
    await page.reload();
    await openRoute(page, s.portal.url, 'premium', 'premium-renewal-processing');
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
    expect((await s.membership())!.valid_until!.toISOString()).toBe(ended.toISOString());

    // the sandbox finished: the sweep settles it, the year follows the old one from its end
    const next = new Date(ended);
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    const renewed = await waitFor(
      async () => {
        const m = await s.membership();
        return m && m.valid_until!.getTime() !== ended.getTime() ? m : undefined;
      },
      PROCESSING_MS + 20_000,
      500,
    );
    expect(renewed.valid_until!.toISOString()).toBe(next.toISOString());
    await page.reload();
    await openRoute(page, s.portal.url, 'premium', 'premium-valid-until');
    expect(await page.getByTestId('premium-renewal-processing').count()).toBe(0);
    expect(await page.getByTestId('premium-open-payment').count()).toBe(0);
    await page.close();
  });
});
