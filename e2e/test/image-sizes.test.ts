import type { Page } from 'playwright-core';
import { waitFor } from '@portal/service-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, login } from './session';

/** A 3000 × 2000 camera-like photo (noise compresses worst), a few MB as uploaded. */
const photo = (colour: string) =>
  sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: colour,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

interface ImageLoad {
  url: string;
  bytes: number;
}

/**
 * The sized images on a phone, against the real gateway (docs/images.md): the dashboard's card and
 * advert images are transferred as their WebP variants, at most 100 KB each and 300 KB together.
 */
describe('image sizes in the browser', () => {
  let portal: Portal;
  let adminToken: string;
  let originalBytes: number;
  let advertPublicId: string;
  let imagePublicId: string;

  const upload = async (content: Buffer, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    const response = await fetch(`${portal.url}/api/upload?kind=logo`, {
      method: 'POST',
      body: form,
      headers: { authorization: adminToken },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: number; publicId: string; size: number };
  };

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    // every competition type shows a photo on its cards; two adverts carry photos too
    const types = await callApi<{ content: Record<string, unknown>[] }>(
      portal.url,
      'competitionTypes?size=200',
      adminToken,
    );
    const typePhotos = [];
    for (const colour of ['#3a6', '#a63', '#63a'])
      typePhotos.push(await upload(await photo(colour), 'Bewerb.jpg'));
    originalBytes = typePhotos[0]!.size;
    for (const [index, type] of types.content.entries()) {
      const { id, ...body } = type;
      const answer = await fetch(`${portal.url}/api/competitionTypes/${String(id)}`, {
        method: 'PUT',
        headers: { authorization: adminToken, 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, logo: typePhotos[index % typePhotos.length]!.publicId }),
      });
      expect(answer.status, await answer.text()).toBe(200);
    }
    for (const [name, colour] of [
      ['Sommer-Cup Wels', '#c33'],
      ['Schießkino Graz', '#36c'],
    ] as const) {
      const image = await upload(await photo(colour), `${name}.jpg`);
      const answer = await fetch(`${portal.url}/api/advertising`, {
        method: 'POST',
        headers: { authorization: adminToken, 'content-type': 'application/json' },
        body: JSON.stringify({
          active: true,
          name,
          shortName: 'Jetzt anmelden',
          image: { id: image.id },
          detailImage: { id: image.id },
          buttonText: 'Mehr',
          detailView: true,
        }),
      });
      expect(answer.status).toBe(201);
      const advert = (await answer.json()) as { publicId: string };
      advertPublicId = advert.publicId;
      imagePublicId = image.publicId;
    }
  });
  afterAll(async () => {
    await portal?.stop();
  });

  /** Opens `path`; `loaded()` gives every image response so far with its transferred size. */
  const openCounting = async (page: Page, path: string) => {
    const loads: Promise<ImageLoad>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      loads.push(
        request.sizes().then((sizes) => ({
          url: request.url(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(`${portal.url}/#${path}`);
    await page.waitForLoadState('networkidle');
    return { loaded: () => Promise.all(loads) };
  };

  it('when a guest opens the dashboard on a phone then the images are WebP variants, each at most 100 KB and at most 300 KB together', async () => {
    const browser = await openBrowser({ width: 390, height: 844 });
    try {
      const page = await browser.context.newPage();
      const counting = await openCounting(page, '/dashboard');
      await page.locator('[data-testid^="competition-card-"] img:visible').first().waitFor();
      await page.locator('[data-testid="advert-image"]:visible').first().waitFor();
      // lazy images below the fold count too: scroll through the whole page
      await page.evaluate(async () => {
        const view = globalThis as unknown as {
          document: { body: { scrollHeight: number } };
          scrollTo(x: number, y: number): void;
        };
        for (let y = 0; y < view.document.body.scrollHeight; y += 400) {
          view.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      });
      await page.waitForLoadState('networkidle');
      const shown = await page.locator('main img').evaluateAll((images) =>
        images.map((node) => {
          const image = node as unknown as {
            currentSrc: string;
            complete: boolean;
            naturalWidth: number;
            getAttribute(name: string): string | null;
            getClientRects(): { length: number };
          };
          return {
            visible: image.getClientRects().length > 0,
            currentSrc: image.currentSrc,
            loaded: image.complete && image.naturalWidth > 0,
            attributes: ['width', 'height', 'srcset', 'sizes'].map((name) => image.getAttribute(name)),
          };
        }),
      );
      const loads = await counting.loaded();
      const total = loads.reduce((sum, load) => sum + load.bytes, 0);
      console.log(
        `dashboard 390×844: ${loads.length} images, ${total} bytes transferred (largest ${Math.max(...loads.map((l) => l.bytes))}); original upload ${originalBytes} bytes`,
      );
      expect(shown.filter((image) => image.visible).length).toBeGreaterThanOrEqual(2);
      for (const image of shown) {
        expect(image.attributes.every((value) => value !== null && value !== '')).toBe(true);
        if (!image.visible) continue; // the other layout's copy (hidden on a phone) loads nothing
        expect(image.loaded, image.currentSrc).toBe(true);
        expect(image.currentSrc).toMatch(/\/api\/download\/[0-9a-f-]{36}\/card\.webp$/);
      }
      expect(loads.length).toBeGreaterThanOrEqual(2);
      for (const load of loads) {
        expect(load.url).toMatch(/\/card(@2x)?\.webp$/);
        expect(load.bytes, load.url).toBeLessThanOrEqual(100_000);
      }
      expect(total).toBeLessThanOrEqual(300_000);
    } finally {
      await browser.close();
    }
  });

  it('when the advert detail page is opened on a wide screen then the 2× WebP is shown, cached for a year', async () => {
    const browser = await openBrowser({ width: 1366, height: 900 });
    try {
      const page = await browser.context.newPage();
      const counting = await openCounting(page, `/werbung/${advertPublicId}`);
      const image = page.getByTestId('advert-detail-image');
      await waitFor(
        async () =>
          (await image.evaluate((node) => (node as unknown as { complete: boolean }).complete)) || undefined,
        10_000,
        100,
      );
      expect(await image.evaluate((node) => (node as unknown as { currentSrc: string }).currentSrc)).toBe(
        `${portal.url}/api/download/${imagePublicId}/card@2x.webp`,
      );
      expect(await image.getAttribute('width')).toBe('490');
      expect(await image.getAttribute('height')).toBe('327');
      const loads = await counting.loaded();
      expect(loads.map((load) => load.url)).toEqual([
        `${portal.url}/api/download/${imagePublicId}/card@2x.webp`,
      ]);
      expect(loads[0]!.bytes).toBeLessThanOrEqual(100_000);
      const direct = await fetch(`${portal.url}/api/download/${imagePublicId}/card@2x.webp`);
      expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(direct.headers.get('content-type')).toBe('image/webp');
    } finally {
      await browser.close();
    }
  });
});
