import type { Named, PublicCompetition } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody } from './competitionData';
import { startPortal, type Portal } from './portal';
import { callApi, login } from './session';

/**
 * Issue 9 items 6, 16, 18 and 20 in Chromium through the gateway with the demo data: documents
 * only by public id, an event's page, the results year filter, an advert without image.
 */
describe('public pages after hardening', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let adminToken: string;
  const cancelledYear = new Date().getUTCFullYear() + 2;
  let cancelled: { id: number; publicLink: string };
  let document: { id: number; publicId: string };

  const guestList = (filter: Record<string, unknown>) =>
    callApi<{ content: PublicCompetition[] }>(
      portal.url,
      `publicResources/competitions?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      null,
    );
  const download = (body: Record<string, unknown>) =>
    fetch(`${portal.url}/api/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    // a document, uploaded but not attached yet
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(Buffer.from('%PDF-1.7\n% Ausschreibung\n'))]),
      'ausschreibung.pdf',
    );
    const uploaded = await fetch(`${portal.url}/api/upload?kind=document`, {
      method: 'POST',
      body: form,
      headers: { authorization: adminToken },
    });
    expect(uploaded.status).toBe(201);
    document = (await uploaded.json()) as { id: number; publicId: string };
    // a match two years ahead, visible to all, with the document, then cancelled: archived
    const clubs = await callApi<{ content: Named[] }>(portal.url, 'publicResources/clubs?size=100', null);
    const types = await callApi<{ content: Named[] }>(portal.url, 'uploadTypes?size=50', adminToken);
    const ipsc = await ipscHandgun(portal.url, adminToken);
    const date = `${cancelledYear}-06-15`;
    const created = await callApi<{ id: number; publicLink: string }>(
      portal.url,
      'competitions',
      adminToken,
      {
        method: 'POST',
        body: {
          ...matchBody(
            ipsc,
            { date, registrationStart: `${cancelledYear}-05-01`, registrationEnd: `${cancelledYear}-06-10` },
            { club: { id: clubs.content[0]!.id }, name: 'Abgesagter Sommer-Cup' },
          ),
          competitionUploads: [{ type: { id: types.content[0]!.id }, document: { id: document.id } }],
        },
      },
    );
    await callApi(portal.url, 'competitions/updateCancel', adminToken, {
      method: 'PUT',
      body: { id: created.id, cancelled: true },
    });
    cancelled = created;
    // the only advert: no image
    await callApi(portal.url, 'advertising', adminToken, {
      method: 'POST',
      body: {
        active: true,
        name: 'Schießkino Graz',
        shortName: 'Training im Kino',
        text: null,
        image: null,
        detailImage: null,
        fromDate: null,
        toDate: null,
        buttonText: 'Zum Kino',
        buttonLink: `${portal.url}/#/impressum`,
        detailView: false,
      },
    });
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('serves a document publicly only by its public id and only while its competition is visible', async () => {
    // sequential ids are refused publicly; the match (viewType ALL, cancelled) is in the archive
    expect((await download({ id: document.id })).status).toBe(404);
    const shown = await download({ publicId: document.publicId });
    expect(shown.status).toBe(200);
    expect(
      Buffer.from(await shown.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const entry = (await guestList({ archive: true, competition: 'Abgesagter Sommer-Cup' })).content[0]!;
    expect(entry.competitionUploads[0]!.document).toEqual({
      publicId: document.publicId,
      fileName: 'ausschreibung.pdf',
    });
    // the competition page's download button fetches it by its public id
    await page.goto(`${portal.url}/#/competitionDetails/${cancelled.publicLink}`);
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`competition-download-${document.publicId}`).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('ausschreibung.pdf');
  });

  it("shows an event's type once and its places without a squad named like the event", async () => {
    const [training] = (await guestList({ competition: 'Einsteigertraining' })).content;
    expect(training).toMatchObject({ event: true, competitionTypeName: 'Training', eventType: 'Training' });
    await page.goto(`${portal.url}/#/competitionDetails/${training!.publicLink}`);
    // the page before was another competition's: wait for this one's type
    const type = page.getByTestId('detail-type').filter({ hasText: 'Training' });
    await type.waitFor();
    expect((await type.innerText()).trim()).toMatch(/Training$/);
    expect(await type.innerText()).not.toContain('(Training)');
    const places = page.getByTestId('competition-squads');
    await places.waitFor();
    const text = await places.innerText();
    expect(text).not.toContain(training!.name);
    expect(text).not.toMatch(/Gruppe|Squad\b/);
    expect(await places.locator('[data-testid^="squad-places-"]').count()).toBe(1);
  });

  it('offers the year of a cancelled competition two years ahead in the results year filter', async () => {
    await page.goto(`${portal.url}/#/results`);
    await page.getByTestId('results-filter-year').click();
    const option = page.getByTestId(`results-filter-year-option-${cancelledYear}`);
    await option.waitFor();
    await option.click();
    await page.getByTestId(`result-row-${cancelled.id}`).waitFor();
  });

  it('shows an advert without image on the dashboard as a compact text advert', async () => {
    await page.goto(`${portal.url}/#/dashboard`);
    const advert = page.getByTestId('advert');
    await advert.waitFor();
    expect(await advert.getAttribute('data-layout')).toBe('text');
    expect(await advert.getByTestId('advert-image').count()).toBe(0);
    expect(await advert.getByTestId('advert-name').innerText()).toBe('Schießkino Graz');
    expect(await advert.getByTestId('advert-short-name').innerText()).toBe('Training im Kino');
    expect(await advert.getByTestId('advert-button').innerText()).toMatch(/Zum Kino/i);
    // slim: no card as high as a competition card with empty space
    const advertBox = await advert.boundingBox();
    const cardBox = await page.locator('[data-testid^="competition-card-"]').first().boundingBox();
    expect(advertBox!.height).toBeLessThan(130);
    expect(advertBox!.height).toBeLessThan(cardBox!.height / 2);
  });
});
