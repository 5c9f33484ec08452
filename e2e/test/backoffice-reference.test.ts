import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { openPage } from './session';

describe('back-office reference data in the browser against the real catalog', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    ({ browser, page } = await openPage(portal.url, 'portaladmin', 'Portal123!'));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('when a portal admin adds a division (a duplicate refused) and deletes it then the public list follows', async () => {
    await page.getByTestId('menu-divisions').click();
    await page.getByTestId('reference-page-divisions').waitFor();
    await page.getByTestId('reference-row-Production').waitFor();
    await page.getByTestId('reference-create').click();
    await page.getByTestId('reference-form-name').fill('Carry Optics');
    await page.getByTestId('reference-form-competitionType_ids').click();
    await page.getByRole('option', { name: 'IPSC Handgun' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('reference-form-save').click();
    await page.getByTestId('reference-row-Carry Optics').waitFor();

    const publicList = async () =>
      (
        (await (await fetch(`${portal.url}/api/publicResources/divisions?size=1000`)).json()) as {
          content: { name: string; competitionType_ids: number[] }[];
        }
      ).content;
    expect((await publicList()).find((d) => d.name === 'Carry Optics')?.competitionType_ids).toHaveLength(1);

    // a duplicate name is refused with the translated key
    await page.getByTestId('reference-create').click();
    await page.getByTestId('reference-form-name').fill('carry optics');
    await page.getByTestId('reference-form-save').click();
    await page.getByText('Dieser Name ist bereits vergeben.').first().waitFor();

    await page.getByTestId('menu-divisions').click();
    await page.getByTestId('reference-row-Carry Optics').click();
    await page.getByTestId('reference-form-delete').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('reference-page-divisions').waitFor();
    await page.getByTestId('reference-row-Production').waitFor();
    expect((await publicList()).some((d) => d.name === 'Carry Optics')).toBe(false);
  });
});
