import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { login, loginInBrowser } from './session';

const TEXT = 'Bitte die Startnummer mitbringen';

describe('club notification blocks in the back-office in the browser against the real catalog', () => {
  let portal: Portal;
  let adminBrowser: Awaited<ReturnType<typeof openBrowser>>;
  let clubAdminBrowser: Awaited<ReturnType<typeof openBrowser>>;
  let clubId: number;

  beforeAll(async () => {
    portal = await startPortal();
    adminBrowser = await openBrowser();
    clubAdminBrowser = await openBrowser();
    // the demo club admin's club (the only one the list shows to a club admin)
    const clubs = await fetch(`${portal.url}/api/clubs`, {
      headers: { authorization: await login(portal.url, 'clubadmin', 'Club123!') },
    });
    const own = (await clubs.json()) as { content: { id: number }[] };
    expect(own.content).toHaveLength(1);
    clubId = own.content[0]!.id;
  });
  afterAll(async () => {
    await clubAdminBrowser?.close();
    await adminBrowser?.close();
    await portal?.stop();
  });

  it('when an admin writes a bold sign-on confirmation block then it is saved and the club admin sees it in the club profile', async () => {
    const page = await adminBrowser.context.newPage();
    await loginInBrowser(page, portal.url, 'admin', 'Admin123!');
    await page.goto(`${portal.url}/#/clubs/${clubId}`);
    await page.getByTestId('club-edit-page').waitFor();
    await page.getByTestId('club-form').waitFor();
    await page.getByTestId('club-tab-notificationBlocks').click();
    // one editor per type, named in German, with what the text is added to
    for (const id of [1, 2, 3, 4, 5, 6]) await page.getByTestId(`notification-block-${id}`).waitFor();
    const signOn = page.getByTestId('notification-block-1-field');
    expect(await signOn.innerText()).toContain('Anmeldebestätigung');
    expect(await signOn.innerText()).toContain('E-Mails');

    const editor = page.getByTestId('notification-block-1');
    await editor.click();
    await page.getByTestId('notification-block-1-bold').click();
    await page.keyboard.type(TEXT);
    await editor.locator('strong').getByText(TEXT).waitFor();
    await page.getByTestId('club-form-save').click();
    await page.getByTestId('clubs-page').waitFor();

    // stored on the server, bold, for this type only
    const blocks = await fetch(`${portal.url}/api/notificationBlock/getForClub/${clubId}`, {
      headers: { authorization: await login(portal.url, 'admin', 'Admin123!') },
    });
    expect(await blocks.json()).toEqual([
      { type: { id: 1, name: 'SIGN_ON_CONFIRMATION' }, text: `<p><strong>${TEXT}</strong></p>` },
    ]);

    // after a reload the form shows it again
    await page.goto(`${portal.url}/#/clubs/${clubId}`);
    await page.reload();
    await page.getByTestId('club-form').waitFor();
    await page.getByTestId('club-tab-notificationBlocks').click();
    await page.getByTestId('notification-block-1').locator('strong').getByText(TEXT).waitFor();
    expect((await page.getByTestId('notification-block-2').innerText()).trim()).toBe('');
    // the show page lists it read-only
    await page.goto(`${portal.url}/#/clubs/${clubId}/show`);
    const shown = page.getByTestId('club-show-notification-block-1');
    await shown.locator('strong').getByText(TEXT).waitFor();

    // the club admin finds it in the club profile
    const clubPage = await clubAdminBrowser.context.newPage();
    await loginInBrowser(clubPage, portal.url, 'clubadmin', 'Club123!');
    await clubPage.getByTestId('menu-clubProfile').click();
    // the menu opens the read-only club profile; its edit button the form
    await clubPage.getByTestId('club-profile-show-page').waitFor();
    await clubPage.getByTestId('club-show-edit').click();
    await clubPage.getByTestId('club-profile-page').waitFor();
    await clubPage.getByTestId('club-form').waitFor();
    await clubPage.getByTestId('club-tab-notificationBlocks').click();
    await clubPage.getByTestId('notification-block-1').locator('strong').getByText(TEXT).waitFor();
  });
});
