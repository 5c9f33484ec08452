import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './accessibility';
import { openBrowser } from './browser';
import { createOpenMatch, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser } from './session';

/**
 * Club invoices in Chromium through the gateway (docs/club-invoices-and-exports.md): the start fee
 * in the pay confirmation, the invoice dialog's preview (no number used) and the invoice, then a
 * credit note from the club's invoice tab; German on a wide screen, English on a phone; axe on
 * the preview and the credit note dialog.
 */
describe('club invoices in the browser', () => {
  let portal: Portal;
  let adminToken: string;
  const matches: Record<'de' | 'en', OpenMatch & { clubId: number }> = {} as never;

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    for (const locale of ['de', 'en'] as const) {
      const match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, `Fee-${locale}`);
      const competition = await callApi<{ club: { id: number } }>(
        portal.url,
        `competitions/${match.competitionId}`,
        adminToken,
      );
      matches[locale] = { ...match, clubId: competition.club.id };
    }
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const invoiceCount = async () =>
    (await callApi<{ totalElements: number }>(portal.url, 'payments/invoices?page=0&size=100', adminToken))
      .totalElements;

  async function run(page: Page, locale: 'de' | 'en', t: Record<string, RegExp>) {
    const match = matches[locale];
    await page.addInitScript(`localStorage.setItem('locale', '${locale}')`);
    await loginInBrowser(page, portal.url, 'admin', 'Admin123!');
    await page.goto(`${portal.url}/#/competitions`);
    await page.getByTestId('competitions-filter-name').fill(`Fee-${locale}`);
    await page.getByTestId(`competition-row-${match.competitionId}`).waitFor();

    // marking it paid: the confirmation names the fee (one division: at least 15 €)
    await page.getByTestId(`competition-pay-${match.competitionId}`).click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toMatch(t.fee!);
    // and that no invoice was issued for it yet
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toMatch(t.noInvoice!);
    await page.getByTestId('confirm-no').click();

    // the invoice: a gross under the fee is refused in the preview, nothing written
    const before = await invoiceCount();
    await page.getByTestId(`competition-invoice-${match.competitionId}`).click();
    await page.getByTestId('invoice-number').fill(`B-${locale}-1`);
    await page.getByTestId('invoice-gross').fill('10');
    await page.getByTestId('invoice-preview').click();
    await expect.poll(() => page.getByTestId('invoice-error').textContent()).toMatch(t.below!);
    await page.getByTestId('invoice-gross').fill('15');
    await page.getByTestId('invoice-preview').click();
    const panel = page.getByTestId('invoice-preview-panel');
    await panel.waitFor();
    expect(await panel.textContent()).toMatch(t.vat!);
    expect(await panel.textContent()).toContain('AT61 1904 3002 3457 3201');
    expect(await page.getByTestId('invoice-preview-amounts').textContent()).toMatch(/15[,.]00/);
    expect(await invoiceCount()).toBe(before);
    await expectNoSeriousViolations(page, `invoice preview (${locale})`);
    await page.getByTestId('invoice-create').click();
    await page.getByTestId('invoice-dialog').waitFor({ state: 'detached' });
    expect(await invoiceCount()).toBe(before + 1);
    // with the invoice issued, the pay confirmation names the fee only
    await page.getByTestId(`competition-pay-${match.competitionId}`).click();
    await expect.poll(() => page.getByTestId('confirm-dialog').textContent()).toMatch(t.fee!);
    await page.waitForLoadState('networkidle'); // the club's invoices are in
    expect(await page.getByTestId('confirm-dialog').textContent()).not.toMatch(t.noInvoice!);
    await page.getByTestId('confirm-no').click();

    // the club's invoice tab: cancel it with a credit note
    await page.goto(`${portal.url}/#/clubs/${match.clubId}`);
    await page.getByTestId('club-tab-invoice').click();
    await page.getByTestId(`club-invoice-credit-B-${locale}-1`).click();
    await page.getByTestId('credit-note-dialog').waitFor();
    // axe reads colours: wait until the dialog has faded in
    await expect
      .poll(() =>
        page
          .getByTestId('credit-note-dialog')
          .locator('.MuiDialog-container')
          .evaluate(
            (element) =>
              (
                globalThis as unknown as { getComputedStyle: (e: unknown) => { opacity: string } }
              ).getComputedStyle(element).opacity,
          ),
      )
      .toBe('1');
    await expectNoSeriousViolations(page, `credit note dialog (${locale})`);
    await page.getByTestId('credit-note-number').fill(`G-${locale}-1`);
    await page.getByTestId('credit-note-create').click();
    await page.getByTestId('credit-note-dialog').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId(`club-invoice-kind-G-${locale}-1`).textContent())
      .toMatch(t.creditNote!);
    expect(await page.getByTestId(`club-invoice-kind-B-${locale}-1`).textContent()).toMatch(t.cancelled!);
    expect(await page.getByTestId(`club-invoice-credit-B-${locale}-1`).count()).toBe(0);
  }

  it('German on a wide screen: fee in the pay confirmation, preview, invoice, credit note', async () => {
    const browser = await openBrowser({ width: 1366, height: 900 });
    try {
      await run(await browser.context.newPage(), 'de', {
        fee: /mindestens €\s15,00 \(Bewerb mit einer Kategorie\)/,
        noInvoice: /noch keine gültige Rechnung/,
        below: /unter der Startgebühr/,
        vat: /UID: ATU12345678/,
        creditNote: /Gutschrift \(Storno zu B-de-1\)/,
        cancelled: /storniert durch G-de-1/,
      });
    } finally {
      await browser.close();
    }
  });

  it('English on a phone: the same in English', async () => {
    const browser = await openBrowser({ width: 390, height: 844 });
    try {
      await run(await browser.context.newPage(), 'en', {
        fee: /at least €15\.00 \(competition with one category\)/,
        noInvoice: /No valid invoice has been issued/,
        below: /below the start fee/,
        vat: /VAT no\.: ATU12345678/,
        creditNote: /Credit note \(Cancels B-en-1\)/,
        cancelled: /cancelled by G-en-1/,
      });
    } finally {
      await browser.close();
    }
  });
});
