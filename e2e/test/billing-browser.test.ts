import { parseEpcPayload, registrationReference } from '@portal/epc';
import { decodeQrPng } from '@portal/epc/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser } from './session';

/** The QR image the page shows, read back by a real QR decoder. */
async function decodedQr(page: Page, testId: string) {
  const src = await page.getByTestId(testId).getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  return parseEpcPayload(decodeQrPng(Buffer.from(src!.split(',')[1]!, 'base64')));
}

/**
 * Bank transfer and premium in Chromium through the gateway and every service: the EPC QR code in
 * the cart after a transfer checkout (payment learns of it from registration's event), and the
 * premium page: buy by transfer (QR to the portal's account), the transfer recorded by an admin,
 * the year shown and the orange bar gone, auto-renewal cancelled.
 */
describe('bank transfer QR codes and the premium page in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let match: OpenMatch;
  let adminToken: string;

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, 'QR-Cup');
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('when a shooter checks out by bank transfer then the cart shows the EPC QR code of the registration', async () => {
    const token = await login(portal.url, 'shooter2', 'Shooter123!');
    const reserved = await reserveItem(portal.url, match, token);
    const itemId = reserved.orderItems[0]!.id;
    const page = await browser.context.newPage();
    await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
    await page.goto(`${portal.url}/#/cart`);
    await page.reload();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('checkout-next').click();
    await page.getByLabel(/Bank transfer to the club|Überweisung an den Verein/).check();
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-agbs').locator('input').check();
    await page.getByTestId('checkout-submit').click();
    await page.getByTestId('checkout-success').waitFor();

    await page.getByTestId(`transfer-qr-${itemId}-image`).waitFor({ timeout: 20_000 });
    const fields = await decodedQr(page, `transfer-qr-${itemId}-image`);
    expect(fields).toMatchObject({
      serviceTag: 'BCD',
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: '',
      name: 'SV QR-Cup',
      iban: 'AT611904300234573201',
      amount: 'EUR30.00',
      reference: registrationReference(itemId),
    });
    expect(await page.getByTestId(`transfer-qr-${itemId}-reference`).textContent()).toBe(
      registrationReference(itemId),
    );
    await page.close();
  });

  it('when a shooter buys premium by transfer and the admin records it then the year shows and the orange bar goes', async () => {
    // a browser of its own (the first one's session is shooter2's already), in German
    const own = await openBrowser();
    const page = await own.context.newPage();
    await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
    await page.evaluate('localStorage.setItem("locale", "de")');
    await page.reload();
    await page.getByTestId('payment-bar').waitFor();
    await page.goto(`${portal.url}/#/premium`);
    await page.getByTestId('premium-not-valid').waitFor();
    await page.getByLabel('Überweisung').check();
    // renewal is not pre-ticked; without the terms and withdrawal consent nothing is bought
    expect(await page.getByTestId('premium-auto-renew-wish').locator('input').isChecked()).toBe(false);
    await page.getByTestId('premium-buy').click();
    expect(await page.getByTestId('premium-terms-error').textContent()).toContain('Widerrufsbelehrung');
    expect(await page.getByTestId('premium-transfer-image').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Widerrufsbelehrung' }).getAttribute('href')).toBe(
      '#/conditions?section=withdrawal',
    );
    await page.getByTestId('premium-terms').check();
    await page.getByTestId('premium-buy').click();
    await page.getByTestId('premium-transfer-image').waitFor();
    const fields = await decodedQr(page, 'premium-transfer-image');
    expect(fields).toMatchObject({ iban: 'AT611904300234573201', amount: 'EUR20.00' });
    expect(fields.reference).toMatch(/^RF\d{2}PRM/);

    // the portal's bookkeeping sees the transfer arrive
    const open = await callApi<{ content: { id: string; reference: string }[] }>(
      portal.url,
      'premium/payments?status=PENDING',
      adminToken,
    );
    const payment = open.content.find((p) => p.reference === fields.reference)!;
    await callApi(portal.url, `premium/payments/${payment.id}/paid`, adminToken, { method: 'PUT' });

    const yearAhead = new Date();
    yearAhead.setFullYear(yearAhead.getFullYear() + 1);
    const until = new Intl.DateTimeFormat('de-AT', {
      timeZone: 'Europe/Vienna',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(yearAhead);
    await page.reload();
    await expect.poll(() => page.getByTestId('premium-valid-until').textContent()).toContain(until);
    // identity's paymentUntil followed the event: the session knows, the orange bar is gone
    await expect.poll(() => page.getByTestId('payment-bar').count()).toBe(0);
    expect(await page.getByTestId('premium-auto-renew').textContent()).toMatch(/automatisch verlängert/);

    await page.getByTestId('premium-toggle-auto-renew').click();
    await expect
      .poll(() => page.getByTestId('premium-auto-renew').textContent())
      .toMatch(/nicht automatisch verlängert/);
    await own.close();
  });

  it('when the shooter extends the year by card with auto-renewal then the page says the saved card pays the renewal, in English', async () => {
    const own = await openBrowser();
    const page = await own.context.newPage();
    await page.addInitScript("localStorage.setItem('locale', 'en')");
    await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
    await page.goto(`${portal.url}/#/premium`);
    await page.getByTestId('premium-valid-until').waitFor();
    await page.getByLabel('Card', { exact: true }).check();
    // auto-renewal is the buyer's own tick, never pre-ticked
    expect(await page.getByTestId('premium-auto-renew-wish').locator('input').isChecked()).toBe(false);
    await page.getByTestId('premium-auto-renew-wish').locator('input').check();
    await page.getByTestId('premium-terms').check();
    await page.getByTestId('premium-buy').click();
    await page.waitForURL(/\/api\/publicResources\/payments\/sandbox\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('sandbox-amount').textContent()).toMatch(/20[.,]00/);
    // the provider keeps the card: the sandbox also offers a card that declines later charges
    await page.getByRole('button', { name: /^(Payment succeeds|Zahlung erfolgreich)$/ }).click();
    await page.waitForURL(/#\/paymentComplete/);
    // on to the premium page as a shooter goes, by the page's button: a hash set by the test while
    // the app still boots can be lost, and the reloads below would then stay on this page
    await page.getByRole('link', { name: 'To the premium membership' }).click();
    await page.waitForURL(/#\/premium$/);
    // the provider's callback reaches payment beside the browser's return: the premium page is
    // opened afresh (a reload each try) until it shows the card kept for the renewal
    // each try waits until the reloaded page has its status (a busy machine may need more than a
    // few seconds; a shorter wait would reload it again before it ever showed)
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('premium-status').waitFor({ timeout: 30_000 });
          const renewal = page.getByTestId('premium-auto-renew');
          return (await renewal.count()) > 0 ? await renewal.textContent() : '';
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toMatch(/paid with your saved card/);
    await own.close();
  });
});
