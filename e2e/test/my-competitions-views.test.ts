import type { Page } from 'playwright-core';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from './accessibility';
import { openBrowser } from './browser';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser } from './session';

const RESULTS = 'https://results.example.org/dokumenten-cup';

/**
 * My competitions in Chromium through the gateway (docs/my-competitions.md): the premium shooter
 * switches the booked list between table and cards (saved as shooterCompetitionView, kept after a
 * reload), each row and card has a download menu with the competition's documents and result list
 * (or NO_DOWNLOADS_AVAILABLE), a registration whose card payment was started and not finished is
 * red and says so in words; a shooter without premium sees the table and no toggle.
 */
describe('My competitions: list or cards, downloads, card payment in progress', () => {
  let portal: Portal;
  let shooter: string;
  let document: { id: number; publicId: string };
  let withUploads: OpenMatch;
  const ids = { processing: 0, plain: 0, other: 0 };

  const itemOf = async (match: OpenMatch, token: string) =>
    (await reserveItem(portal.url, match, token)).orderItems[0]!.id;

  beforeAll(async () => {
    portal = await startPortal();
    const admin = await login(portal.url, 'admin', 'Admin123!');
    shooter = await login(portal.url, 'shooter', 'Shooter123!');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n% Ausschreibung\n'))]), 'cup.pdf');
    const uploaded = await fetch(`${portal.url}/api/upload?kind=document`, {
      method: 'POST',
      body: form,
      headers: { authorization: admin },
    });
    expect(uploaded.status).toBe(201);
    document = (await uploaded.json()) as { id: number; publicId: string };
    const types = await callApi<{ content: { id: number; name: string }[] }>(
      portal.url,
      'uploadTypes?size=50',
      admin,
    );
    withUploads = await createOpenMatch(portal.url, portal.infra.databaseUrl, admin, 'Dokumenten-Cup', {
      paymentWithWirecard: true,
      resultListLink: RESULTS,
      competitionUploads: [{ type: { id: types.content[0]!.id }, document: { id: document.id } }],
    });
    const bare = await createOpenMatch(portal.url, portal.infra.databaseUrl, admin, 'Leer-Cup');
    ids.processing = await itemOf(withUploads, shooter);
    ids.plain = await itemOf(bare, shooter);
    ids.other = await itemOf(bare, await login(portal.url, 'shooter2', 'Shooter123!'));
    // a favourite, so that the favourites tab has a card to show
    await callApi(portal.url, `competitions/${withUploads.competitionId}/favourite`, shooter, {
      method: 'POST',
      body: { favourite: true },
    });
    // the shooter starts paying by card and does not finish: payment holds a requested checkout
    await callApi(portal.url, `orderItem/pay/${ids.processing}`, shooter);
    // registration asks payment by event: wait until payment holds the checkout
    await waitFor(
      async () =>
        (
          await callApi<{ itemIds: number[] }>(
            portal.url,
            `payments/processingOrderItems?itemIds=${ids.processing},${ids.plain}`,
            shooter,
          )
        ).itemIds.join() === String(ids.processing),
      20_000,
      200,
    );
  }, 240_000);
  afterAll(async () => {
    await portal?.stop();
  });

  /** Opens the row's or card's download menu and checks its entries; closes it again. */
  const checkDownloads = async (page: Page, noneText: RegExp, where: string) => {
    await page.getByTestId(`competition-downloads-item-${ids.processing}`).click();
    const entry = page.getByTestId(`competition-download-item-${ids.processing}-${document.publicId}`);
    await entry.waitFor();
    expect(await page.getByTestId(`competition-resultlist-item-${ids.processing}`).getAttribute('href')).toBe(
      RESULTS,
    );
    // measured once the menu has faded in (half-transparent text fails the contrast check)
    await page.waitForFunction(() => {
      const view = globalThis as unknown as {
        document: { querySelector: (selector: string) => unknown };
        getComputedStyle: (element: unknown) => { opacity: string };
      };
      const paper = view.document.querySelector('.MuiMenu-paper');
      return paper !== null && view.getComputedStyle(paper).opacity === '1';
    });
    await expectNoSeriousViolations(page, `download menu ${where}`);
    // the entry really downloads the document (catalog's public download)
    const [download] = await Promise.all([page.waitForEvent('download'), entry.click()]);
    expect(download.suggestedFilename()).toBe('cup.pdf');
    await page.getByTestId(`competition-downloads-item-${ids.plain}`).click();
    expect(await page.getByTestId(`competition-downloads-none-item-${ids.plain}`).textContent()).toMatch(
      noneText,
    );
    await page.keyboard.press('Escape');
  };

  it.each([
    ['de', { width: 390, height: 844 }, /Kartenzahlung läuft/, /Keine Downloads verfügbar/],
    ['en', { width: 1366, height: 900 }, /Card payment in progress/, /No downloads available/],
  ] as const)(
    'the premium shooter toggles table and cards, downloads and sees the running card payment (%s, %o)',
    async (locale, viewport, runningText, noneText) => {
      // each setting starts from the table
      await callApi(portal.url, 'profile/shooterCompetitionView', shooter, { method: 'PUT', body: false });
      const browser = await openBrowser(viewport);
      try {
        const page = await browser.context.newPage();
        await page.goto(`${portal.url}/#/dashboard`);
        await page.evaluate(`localStorage.setItem('locale', '${locale}')`);
        await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
        await page.goto(`${portal.url}/#/myCompetitions`);
        const row = page.getByTestId(`booked-row-${ids.processing}`);
        await row.waitFor();
        expect(await page.getByTestId('competition-view').getAttribute('data-view')).toBe('list');

        // the running card payment: red row and its words; the other owed row only "not paid"
        // payment's answer follows the list's
        await expect.poll(() => row.getAttribute('data-processing')).toBe('true');
        expect(await row.getByTestId('booked-state-cardPaymentRunning').textContent()).toMatch(runningText);
        expect(
          await row.evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor),
        ).toBe('rgba(211, 47, 47, 0.08)');
        const plain = page.getByTestId(`booked-row-${ids.plain}`);
        expect(await plain.getAttribute('data-processing')).toBe('false');
        expect(await plain.getByTestId('booked-state-cardPaymentRunning').count()).toBe(0);
        expect(await plain.getByTestId('booked-state-unpaid').count()).toBe(1);
        await checkDownloads(page, noneText, `table (${locale})`);
        await expectNoSidewaysScroll(page, `booked table (${locale})`);
        await expectNoSeriousViolations(page, `booked table (${locale})`);

        // cards: the same registrations with their actions, saved with the profile
        await page.getByTestId('competition-view-cards').click();
        const card = page.getByTestId(`booked-card-${ids.processing}`);
        await card.waitFor();
        expect(await page.getByTestId('booked-table').count()).toBe(0);
        await expect.poll(() => card.getAttribute('data-processing')).toBe('true');
        expect(await card.getByTestId('booked-state-cardPaymentRunning').textContent()).toMatch(runningText);
        for (const action of ['view', 'edit', 'pay', 'cancel'])
          expect(await card.getByTestId(`booked-${action}-${ids.processing}`).count()).toBe(1);
        await checkDownloads(page, noneText, `cards (${locale})`);
        await expectNoSidewaysScroll(page, `booked cards (${locale})`);
        await expectNoSeriousViolations(page, `booked cards (${locale})`);
        const saved = await callApi<{ shooterCompetitionViewType: boolean }>(portal.url, 'identity', shooter);
        expect(saved.shooterCompetitionViewType).toBe(true);
        await page.reload();
        await card.waitFor();
        // the favourites list follows the same view: the public competition card
        await page.getByTestId('my-tab-favourites').click();
        await page.getByTestId(`competition-card-${withUploads.competitionId}`).waitFor();
        expect(await page.getByTestId('favourites-table').count()).toBe(0);
        await expectNoSeriousViolations(page, `favourite cards (${locale})`);

        // and back to the table
        await page.getByTestId('my-tab-booked').click();
        await page.getByTestId('competition-view-list').click();
        await row.waitFor();
        expect(await page.getByTestId('booked-cards').count()).toBe(0);
      } finally {
        await browser.close();
      }
    },
  );

  it('a shooter without premium sees the table, no toggle and no card payment marks of others', async () => {
    const browser = await openBrowser({ width: 390, height: 844 });
    try {
      const page = await browser.context.newPage();
      await page.goto(`${portal.url}/#/dashboard`);
      await page.evaluate(`localStorage.setItem('locale', 'de')`);
      await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
      await page.goto(`${portal.url}/#/myCompetitions`);
      await page.getByTestId(`booked-row-${ids.other}`).waitFor();
      expect(await page.getByTestId('competition-view').count()).toBe(0);
      expect(await page.getByTestId(`booked-row-${ids.processing}`).count()).toBe(0);
      expect(await page.getByTestId('booked-state-cardPaymentRunning').count()).toBe(0);
      await expectNoSeriousViolations(page, 'booked table without premium (de)');
    } finally {
      await browser.close();
    }
  });
});
