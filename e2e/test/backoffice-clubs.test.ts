import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { openPage, PNG } from './session';

describe('clubs in the back-office in the browser against the real catalog', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    ({ browser, page } = await openPage(portal.url, 'admin', 'Admin123!'));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const field = (name: string) => page.getByTestId(`club-form-${name}`);

  it('when an admin creates a club with a logo then a wrong IBAN is refused first and the saved club is listed publicly', async () => {
    await page.getByTestId('menu-clubs').click();
    await page.getByTestId('clubs-page').waitFor();
    await page.getByTestId('clubs-create').click();
    await field('name').fill('SV Testhausen');
    await field('longName').fill('Schützenverein Testhausen 1888');
    await field('address').fill('Am Schießstand 5');
    await field('zip').fill('4020');
    await field('city').fill('Linz');
    await field('country').click();
    await page.getByRole('option', { name: 'Österreich' }).click();
    await field('websiteLink').fill('www.sv-testhausen.at');
    await page
      .getByTestId('club-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('club-logo-preview').waitFor();

    await page.getByTestId('club-tab-bank').click();
    await field('bankInformation.name').fill('Sparkasse Oberösterreich');
    await field('bankInformation.iban').fill('AT61 1904 3002 3457 3202');
    await page.getByTestId('club-form-save').click();
    // client and server rules: the link needs http(s), the IBAN checksum is wrong
    await page.getByText(/http/i).first().waitFor();
    expect(await page.getByTestId('club-create-page').isVisible()).toBe(true); // nothing saved yet
    expect(await page.getByTestId('clubs-page').count()).toBe(0);
    await page.getByTestId('club-tab-club').click();
    await field('websiteLink').fill('https://www.sv-testhausen.at');
    await page.getByTestId('club-tab-bank').click();
    await field('bankInformation.iban').fill('AT61 1904 3002 3457 3201');
    await page.getByTestId('club-form-save').click();
    await page.getByTestId('clubs-page').waitFor();

    const list = (await (await fetch(`${portal.url}/api/publicResources/clubs?name=Testhausen`)).json()) as {
      content: {
        name: string;
        logo: { publicId: string } | null;
        bankInformation: { iban: string } | null;
      }[];
    };
    expect(list.content).toHaveLength(1);
    expect(list.content[0]).toMatchObject({
      name: 'SV Testhausen',
      bankInformation: { iban: 'AT611904300234573201' },
    });
    // the public answer names the logo by its public id only, and the image loads by it
    const logo = list.content[0]!.logo!;
    expect(logo).not.toHaveProperty('id');
    const image = await fetch(`${portal.url}/api/download/${logo.publicId}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
