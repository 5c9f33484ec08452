import type { Advertising as Advert } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { login, PNG } from './session';

describe('public adverts in the browser against the real stack', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let adminToken: string;
  let detailAdvert: Advert;
  let linkAdvert: Advert;

  const admin = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    const response = await fetch(`${portal.url}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: adminToken, 'content-type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Advert };
  };
  const uploadImage = async (fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)]), fileName);
    const response = await fetch(`${portal.url}/api/upload?kind=logo`, {
      method: 'POST',
      body: form,
      headers: { authorization: adminToken },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const createAdvert = async (body: Record<string, unknown>) => {
    const answer = await admin('advertising', { method: 'POST', json: body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const setActive = async (advert: Advert, active: boolean) => {
    const { id, publicId: _publicId, clicks: _clicks, createdAt: _createdAt, ...body } = advert;
    const answer = await admin(`advertising/${id}`, { method: 'PUT', json: { ...body, active } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  /** The advert's click count once it reached at least `expected` (the browser's click call runs on its own). */
  const clicksReach = async (advert: Advert, expected: number) =>
    waitFor(
      async () => {
        const { body } = await admin(`advertising/${advert.id}`);
        return body.clicks >= expected ? body.clicks : undefined;
      },
      10_000,
      100,
    );

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    const imageId = await uploadImage('sommer-cup.png');
    const detailImageId = await uploadImage('sommer-cup-detail.png');
    detailAdvert = await createAdvert({
      active: true,
      name: 'Sommer-Cup Wels',
      shortName: 'Jetzt anmelden',
      text: '<p>Der <strong>Sommer-Cup</strong> in Wels: drei Tage, zwölf Stages.</p><script>alert(1)</script>',
      image: { id: imageId },
      detailImage: { id: detailImageId },
      buttonText: 'Zum Sommer-Cup',
      buttonLink: `${portal.url}/#/conditions`,
      detailView: true,
    });
    // the other advert links straight to a page (on this portal: no outside network in tests)
    linkAdvert = await createAdvert({
      active: false,
      name: 'Schießkino Graz',
      shortName: 'Training im Kino',
      text: '<p>Trainieren wie im Film.</p>',
      image: { id: imageId },
      buttonText: 'Zum Kino',
      buttonLink: `${portal.url}/#/impressum`,
      detailView: false,
    });
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('when a guest opens werbung/{publicId} then the detail image, name, short name, text and link show', async () => {
    await page.goto(`${portal.url}/#/werbung/${detailAdvert.publicId}`);
    const detail = page.getByTestId('advert-detail');
    await detail.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sommer-Cup Wels' }).waitFor();
    expect(await detail.innerText()).toContain('Jetzt anmelden');
    const text = page.getByTestId('advert-detail-text');
    expect(await text.innerText()).toBe('Der Sommer-Cup in Wels: drei Tage, zwölf Stages.');
    expect(await text.innerHTML()).toBe(
      '<p>Der <strong>Sommer-Cup</strong> in Wels: drei Tage, zwölf Stages.</p>',
    );
    // the detail image's sized copy (docs/images.md) is served through the gateway and really loads
    const image = page.getByTestId('advert-detail-image');
    expect(await image.getAttribute('src')).toBe(
      `/api/download/${detailAdvert.detailImage!.publicId}/card.jpg`,
    );
    await waitFor(
      async () =>
        (await image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)) > 0 ||
        undefined,
      10_000,
      100,
    );
    const button = page.getByTestId('advert-detail-button');
    expect(await button.textContent()).toBe('Zum Sommer-Cup');
    expect(await button.getAttribute('href')).toBe(`${portal.url}/#/conditions`);
    expect(await button.getAttribute('target')).toBe('_blank');
    // opening the page counted nothing
    expect((await admin(`advertising/${detailAdvert.id}`)).body.clicks).toBe(0);
  });

  it('when the advert is inactive or unknown then the page says it is not available', async () => {
    await page.goto(`${portal.url}/#/werbung/${linkAdvert.publicId}`);
    await page.getByTestId('advert-detail-missing').waitFor();
    await page.getByText('Diese Anzeige gibt es nicht oder sie ist nicht mehr verfügbar.').waitFor();
    await page.goto(`${portal.url}/#/werbung/${'f'.repeat(32)}`);
    await page.reload();
    await page.getByText('Diese Anzeige gibt es nicht oder sie ist nicht mehr verfügbar.').waitFor();
    expect(await page.getByTestId('error-dialog').count()).toBe(0);
  });

  it('when a guest clicks the button of an advert with a detail view then the click counts and the detail page opens', async () => {
    await page.goto(`${portal.url}/#/dashboard`);
    await page.reload();
    const card = page.locator(`[data-testid="advert"][data-advert-id="${detailAdvert.id}"]`);
    await card.waitFor();
    expect(await card.innerText()).toContain('Sommer-Cup Wels');
    expect(await card.innerText()).toContain('Jetzt anmelden');
    const image = card.getByTestId('advert-image');
    expect(await image.getAttribute('src')).toBe(`/api/download/${detailAdvert.image!.publicId}/card.jpg`);
    await card.getByTestId('advert-button').click();
    await page.waitForURL(`**/#/werbung/${detailAdvert.publicId}`);
    await page.getByTestId('advert-detail-text').waitFor();
    expect(await clicksReach(detailAdvert, 1)).toBe(1);
  });

  it('when a guest clicks the button of an advert without a detail view then the click counts and its link opens in a new tab', async () => {
    await setActive(detailAdvert, false);
    await setActive(linkAdvert, true);
    await page.goto(`${portal.url}/#/dashboard`);
    await page.reload();
    const card = page.locator(`[data-testid="advert"][data-advert-id="${linkAdvert.id}"]`);
    await card.waitFor();
    expect(await page.locator('[data-testid="advert"]').count()).toBe(1);
    const [opened] = await Promise.all([
      browser.context.waitForEvent('page'),
      card.getByTestId('advert-button').click(),
    ]);
    await opened.waitForURL(`${portal.url}/#/impressum`);
    await opened.close();
    expect(page.url()).toContain('#/dashboard');
    expect(await clicksReach(linkAdvert, 1)).toBe(1);
    // each click counts once more; the inactive advert keeps its count
    const [second] = await Promise.all([
      browser.context.waitForEvent('page'),
      card.getByTestId('advert-button').click(),
    ]);
    await second.close();
    expect(await clicksReach(linkAdvert, 2)).toBe(2);
    expect((await admin(`advertising/${detailAdvert.id}`)).body.clicks).toBe(1);
  });
});
