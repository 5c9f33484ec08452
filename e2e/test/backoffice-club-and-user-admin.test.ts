import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  openPhoneMenu,
  openRoute,
  useSetting,
} from './accessibility';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser } from './session';

interface UserDetail {
  id: number;
  username: string;
  deputies: { id: number; name: string }[];
}

/**
 * A club's admins on the club pages, the club admin's read-only club profile and a shooter's
 * deputies on the back-office user form (docs/club-and-user-admin.md): German on a phone, English
 * on a wide screen, against the real stack.
 */
describe('club admins, the club profile and deputies on the user form in the browser', () => {
  let portal: Portal;
  /** one browser per test: each logs in as somebody else */
  let browser: Awaited<ReturnType<typeof openBrowser>> | undefined;
  let adminToken: string;
  let ids: Record<'shooter' | 'clubadmin' | 'shooter2', number>;

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    const users = await callApi<{ content: { id: number; username: string }[] }>(
      portal.url,
      'users?size=100',
      adminToken,
    );
    const idOf = (name: string) => users.content.find((user) => user.username === name)!.id;
    ids = { shooter: idOf('shooter'), clubadmin: idOf('clubadmin'), shooter2: idOf('shooter2') };
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const deputiesOf = async (id: number) =>
    (await callApi<UserDetail>(portal.url, `users/${id}`, adminToken)).deputies.map((d) => d.name);

  /** Adds a deputy by name on the open user form and waits for the list or the error. */
  const addDeputy = async (page: Page, name: string) => {
    await page.getByTestId('user-form-deputy-name').fill(name);
    await page.getByTestId('user-form-deputy-add').click();
  };

  it('when a club admin opens the club profile on a phone (de) then the read-only view lists the club admins and leads to the form, and the club admin edits the deputies of a shooter', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    await loginInBrowser(page, portal.url, 'clubadmin', 'Club123!');
    await useSetting(page, portal.url, 'de', 'phone');
    await openPhoneMenu(page);
    await page.getByTestId('menu-clubProfile').click();
    await page.getByTestId('club-profile-show-page').waitFor();
    expect(page.url()).toMatch(/#\/clubProfile\/1\/show$/);
    await page.getByRole('heading', { name: /^Vereinsprofil / }).waitFor();
    const admin = page.getByTestId(`club-admin-${ids.clubadmin}`);
    await admin.waitFor();
    expect(await admin.innerText()).toContain('Karl Vereinsobmann');
    expect(await admin.innerText()).toContain('clubadmin · clubadmin@demo.schiesssport-portal.at');
    // a club admin cannot open other admins: no link to the user
    expect(await page.getByTestId(`club-admin-link-${ids.clubadmin}`).count()).toBe(0);
    // bank details and contact are shown; the admins' fields (invoice, payment) are not
    const view = page.getByTestId('club-profile-show-page');
    await view.getByRole('heading', { name: 'Bankverbindung' }).waitFor();
    await view.getByRole('heading', { name: 'Kontakt' }).waitFor();
    await view.getByRole('heading', { name: 'Logo' }).waitFor();
    await view.getByRole('heading', { name: 'Vereinsadministratoren' }).waitFor();
    expect(await view.getByText('Rechnungsdaten').count()).toBe(0);
    expect(await view.getByText('Bezahlt bis').count()).toBe(0);
    // the club's country with its 25 px flag
    expect((await view.getByTestId('flag-at').first().boundingBox())!.width).toBe(25);
    await openRoute(page, portal.url, 'clubProfile/1/show', 'club-admins');
    await expectNoSeriousViolations(page, 'club profile show (de, phone)');
    await expectNoSidewaysScroll(page, 'club profile show (de, phone)');

    await page.getByTestId('club-show-edit').click();
    await page.getByTestId('club-profile-page').waitFor();
    await page.getByTestId('club-tab-clubAdmins').click();
    await page.getByTestId(`club-admin-${ids.clubadmin}`).waitFor();
    await expectNoSeriousViolations(page, 'club profile form, admins tab (de, phone)');

    // the shooter of the own club: deputies below the user form
    await openRoute(page, portal.url, `users/${ids.shooter}`, 'user-form-deputies-section');
    await page.getByText('Stellvertretungen').first().waitFor();
    await page.getByTestId('user-form-no-deputies').waitFor();
    await page.getByTestId('user-form-deputy-add').click();
    expect(await page.getByTestId('user-form-deputy-error').innerText()).toBe(
      'Dieses Feld ist ein Pflichtfeld.',
    );
    await addDeputy(page, 'niemand-da');
    await page.getByTestId('user-form-deputy-error').getByText('Es wurde kein Benutzer gefunden.').waitFor();
    expect(await deputiesOf(ids.shooter)).toEqual([]);
    await addDeputy(page, 'shooter2');
    await page.getByTestId('user-form-deputies').getByText('shooter2').waitFor();
    expect(await deputiesOf(ids.shooter)).toEqual(['shooter2']);
    await expectNoSeriousViolations(page, 'user form with deputies (de, phone)');
    await expectNoSidewaysScroll(page, 'user form with deputies (de, phone)');

    const [row] = (await callApi<UserDetail>(portal.url, `users/${ids.shooter}`, adminToken)).deputies;
    await page.getByTestId(`user-form-deputy-remove-${row!.id}`).click();
    await page.getByTestId('user-form-no-deputies').waitFor();
    expect(await deputiesOf(ids.shooter)).toEqual([]);
  });

  it('when an admin works on a wide screen (en) then the club page links its admins and deputies change without losing what was typed in the form', async () => {
    browser = await openBrowser();
    const page = await browser.context.newPage();
    await loginInBrowser(page, portal.url, 'admin', 'Admin123!');
    await useSetting(page, portal.url, 'en', 'desktop');
    await page.setViewportSize({ width: 1600, height: 900 });

    await openRoute(page, portal.url, 'clubs/1/show', 'club-admins');
    await page.getByRole('heading', { name: 'Club administrators' }).waitFor();
    await expectNoSeriousViolations(page, 'club show (en, wide)');
    await expectNoSidewaysScroll(page, 'club show (en, wide)');
    // club 2 has no club admin among the demo users
    await openRoute(page, portal.url, 'clubs/2/show', 'club-admins');
    expect(await page.getByTestId('club-admins-none').innerText()).toBe(
      'This club has no club administrators.',
    );
    await openRoute(page, portal.url, 'clubs/1', 'club-form');
    await page.getByTestId('club-tab-clubAdmins').click();
    await page.getByTestId(`club-admin-link-${ids.clubadmin}`).click();
    await page.getByTestId('user-show-page').waitFor();
    expect(page.url()).toMatch(new RegExp(`#/users/${ids.clubadmin}/show$`));

    // a club admin has no deputies section; a shooter has
    await openRoute(page, portal.url, `users/${ids.clubadmin}`, 'user-form');
    expect(await page.getByTestId('user-form-deputies-section').count()).toBe(0);
    await openRoute(page, portal.url, `users/${ids.shooter2}`, 'user-form-deputies-section');
    await page.getByText('This user has no deputy.').waitFor();
    await page.getByTestId('user-form-firstName').fill('Marco');
    await addDeputy(page, 'shooter2');
    await page.getByTestId('user-form-deputy-error').getByText('You cannot be your own deputy.').waitFor();
    await addDeputy(page, 'shooter');
    await page.getByTestId('user-form-deputies').getByText('shooter').waitFor();
    await addDeputy(page, 'SHOOTER');
    await page.getByTestId('user-form-deputy-error').getByText('already').waitFor();
    expect(await deputiesOf(ids.shooter2)).toEqual(['shooter']);
    // the deputy applied at once; the unsaved first name is still in the form
    expect(await page.getByTestId('user-form-firstName').inputValue()).toBe('Marco');
    await expectNoSeriousViolations(page, 'user form with deputies (en, wide)');
    await expectNoSidewaysScroll(page, 'user form with deputies (en, wide)');
  });
});
