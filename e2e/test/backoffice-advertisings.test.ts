import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { typeIntoPicker } from './pickers';
import { login, openPage, PNG } from './session';

interface Advert {
  id: number;
  name: string;
  shortName: string | null;
  text: string | null;
  image: { id: number; fileName: string } | null;
  fromDate: string | null;
  toDate: string | null;
  buttonText: string;
  buttonLink: string | null;
  active: boolean;
}

describe('adverts in the back-office in the browser against the real catalog', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let adminToken: string;

  /** The adverts named like `name`, read over the API as the admin. */
  const advertsNamed = async (name: string): Promise<Advert[]> => {
    const response = await fetch(`${portal.url}/api/advertising?name=${encodeURIComponent(name)}`, {
      headers: { authorization: adminToken },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { content: Advert[] }).content;
  };

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    ({ browser, page } = await openPage(portal.url, 'admin', 'Admin123!'));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const field = (name: string) => page.getByTestId(`advertising-form-${name}`);

  it('when an admin creates an advert with an image and bold text then it is listed, can be edited and deleted', async () => {
    await page.getByTestId('menu-advertisings').click();
    await page.getByTestId('advertisings-page').waitFor();
    await page.getByTestId('advertisings-create').click();
    await page.getByTestId('advertising-create-page').waitFor();

    // required fields and the link rule are checked before anything is sent
    await field('save').click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld.').first().waitFor();
    await field('name').fill('Sommerturnier Linz');
    await field('shortName').fill('Sommer');
    await field('buttonText').fill('Jetzt ansehen');
    await field('buttonLink').fill('www.sommerturnier.at');
    await typeIntoPicker(field('fromDate'), '2027-06-01T08:00');
    await typeIntoPicker(field('toDate'), '2027-06-30T20:00');
    // the spec's DD.MM.YYYY and 24-hour time, whatever the browser's language (Chromium here: en-US)
    expect(await field('fromDate').inputValue()).toBe('01.06.2027 08:00');
    expect(await field('toDate').inputValue()).toBe('30.06.2027 20:00');

    // rich text: plain, then bold from the toolbar, then plain again
    await field('text').click();
    await page.keyboard.type('Anmeldung ');
    await field('text-bold').click();
    await page.keyboard.type('ab sofort');
    await field('text-bold').click();
    await page.keyboard.type(' offen.');
    expect(await field('text').innerHTML()).toContain('<strong>ab sofort</strong>');

    await field('image-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await field('image-preview').waitFor();

    await field('save').click();
    await page.getByText('Der Link muss mit http:// oder https:// beginnen.').waitFor();
    expect(await page.getByTestId('advertising-create-page').isVisible()).toBe(true); // nothing saved yet
    expect(await advertsNamed('Sommerturnier')).toEqual([]);
    await field('buttonLink').fill('https://www.sommerturnier.at');
    await field('save').click();
    await page.getByTestId('advertisings-page').waitFor();

    const [created] = await advertsNamed('Sommerturnier Linz');
    expect(created).toMatchObject({
      name: 'Sommerturnier Linz',
      shortName: 'Sommer',
      text: '<p>Anmeldung <strong>ab sofort</strong> offen.</p>',
      image: { fileName: 'banner.png' },
      buttonText: 'Jetzt ansehen',
      buttonLink: 'https://www.sommerturnier.at',
      active: true,
    });
    expect(created!.image!.id).toBeGreaterThan(0);

    // listed with its dates in DD.MM.YYYY HH:mm
    const row = page.getByTestId(`advertisings-row-${created!.id}`);
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells).toEqual(
      expect.arrayContaining(['Sommerturnier Linz', 'Sommer', '01.06.2027 08:00', '30.06.2027 20:00']),
    );

    // edit: the form loads the stored text into the editor
    await row.click();
    await page.getByTestId('advertising-edit-page').waitFor();
    await field('text').locator('strong', { hasText: 'ab sofort' }).waitFor();
    expect(await field('name').inputValue()).toBe('Sommerturnier Linz');
    await field('image-preview').waitFor();
    await field('name').fill('Sommerturnier Linz 2027');
    await field('text').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Bis Ende Juni.');
    await field('active').uncheck();
    await field('save').click();
    await page.getByTestId('advertisings-page').waitFor();
    await page.getByTestId(`advertisings-row-${created!.id}`).getByText('Sommerturnier Linz 2027').waitFor();
    const [edited] = await advertsNamed('Sommerturnier Linz 2027');
    expect(edited).toMatchObject({
      id: created!.id,
      active: false,
      text: '<p>Anmeldung <strong>ab sofort</strong> offen. Bis Ende Juni.</p>',
      image: created!.image,
    });

    // the name filter finds it, another name does not
    await page.getByTestId('advertisings-filter-name').fill('linz 2027');
    await page.getByTestId(`advertisings-row-${created!.id}`).waitFor();
    await page.getByTestId('advertisings-filter-name').fill('gibt es nicht');
    await page.getByTestId('list-empty').waitFor();
    await page.getByTestId('advertisings-filter-name').fill('');
    await page.getByTestId(`advertisings-row-${created!.id}`).waitFor();

    // delete from the edit page's toolbar, with confirmation
    await page.getByTestId(`advertisings-row-${created!.id}`).click();
    await page.getByTestId('advertising-edit-page').waitFor();
    await field('delete').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('advertisings-page').waitFor();
    await page.getByTestId(`advertisings-row-${created!.id}`).waitFor({ state: 'detached' });
    expect(await advertsNamed('Sommerturnier')).toEqual([]);
  });
});
