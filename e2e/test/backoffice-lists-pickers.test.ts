import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser, startWithoutSession } from './session';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

/**
 * Back-office lists and pickers of issue 21 (docs/api-paths-and-keys.md) in Chromium through the
 * gateway: the clubs list with "only active" off shows every club; the user form's role picker
 * offers only the roles the caller may grant; the reservation user picker offers shooters only
 * and the reservation list asks 10 per page; the export dropdown asks event=false.
 */
describe('back-office lists and pickers', () => {
  let portal: Portal;
  let adminToken: string;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await portal?.stop();
  });

  const open = async (viewport: typeof PHONE, locale: 'de' | 'en', user: string, password: string) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    const page = await browser.context.newPage();
    await startWithoutSession(page, portal.url, locale);
    await loginInBrowser(page, portal.url, user, password);
    return page;
  };
  /** The API requests of `page` whose path starts with `/api/<path>`. */
  const requestsTo = (page: Page, path: string) => {
    const seen: URL[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/${path}`) seen.push(url);
    });
    return seen;
  };

  it('clubs (de, wide): with "only active" off the blocked and the active clubs are listed', async () => {
    const clubs = await callApi<{ content: { id: number; name: string; active: boolean }[] }>(
      portal.url,
      'clubs?page=0&size=100&sort=name,asc',
      adminToken,
    );
    const [blocked, active] = clubs.content.filter((club) => club.active);
    await callApi(portal.url, 'clubs/updateActive', adminToken, {
      method: 'PUT',
      body: { id: blocked!.id, active: false },
    });
    const page = await open(WIDE, 'de', 'admin', 'Admin123!');
    await page.goto(`${portal.url}/#/clubs`);
    await page.getByTestId('clubs-page').waitFor();
    const row = (name: string) => page.getByTestId(`clubs-row-${name}`);
    await row(active!.name).waitFor();
    expect(await row(blocked!.name).count()).toBe(0);
    await page.getByTestId('clubs-filter-active').uncheck();
    await row(blocked!.name).waitFor();
    expect(await row(active!.name).isVisible()).toBe(true);
    expect(await row(blocked!.name).textContent()).toContain('Gesperrt');
  }, 120_000);

  it('user form (en, phone): a club admin editing a shooter of the club is offered only “Shooter”', async () => {
    const users = await callApi<{ content: { id: number; username: string }[] }>(
      portal.url,
      'users?username=shooter&size=50',
      await login(portal.url, 'clubadmin', 'Club123!'),
    );
    const shooter = users.content.find((user) => user.username === 'shooter')!;
    const page = await open(PHONE, 'en', 'clubadmin', 'Club123!');
    await page.goto(`${portal.url}/#/users/${shooter.id}`);
    await page.getByTestId('user-form-role').click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['Shooter']);
  }, 120_000);

  it('user form (de, wide): the admin’s role picker offers every role but the guest’s', async () => {
    const page = await open(WIDE, 'de', 'admin', 'Admin123!');
    await page.goto(`${portal.url}/#/users/create`);
    await page.getByTestId('user-form-role').click();
    await page.getByRole('option').first().waitFor();
    const texts = await page.getByRole('option').allTextContents();
    expect(texts).toContain('Schütze/Schützin');
    expect(texts.length).toBeGreaterThan(4);
  }, 120_000);

  it('reservations (de, phone): the user picker offers shooters only; the list asks 10 per page', async () => {
    const page = await open(PHONE, 'de', 'admin', 'Admin123!');
    const lists = requestsTo(page, 'reservations');
    const users = requestsTo(page, 'users');
    await page.goto(`${portal.url}/#/reservations`);
    await page.getByTestId('reservations-page').waitFor();
    await expect.poll(() => lists.length).toBeGreaterThan(0);
    expect(lists[0]!.searchParams.get('size')).toBe('10');

    await page.getByTestId('reservations-create').click();
    await page.getByTestId('reservation-create-page').waitFor();
    const field = page.getByTestId('reservation-form-users');
    await field.fill('shooter');
    await page.getByRole('option', { name: 'shooter', exact: true }).waitFor();
    await field.fill('clubadmin');
    // the shooter's option has gone (the filter ran); no club admin is offered in its place
    await page.getByRole('option', { name: 'shooter', exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByRole('option', { name: 'clubadmin', exact: true }).count()).toBe(0);
    expect(users.some((url) => url.searchParams.get('role') === '4')).toBe(true);
  }, 120_000);

  it('reservations (en, wide): what is typed in the user picker stays while its own and the form’s other lists arrive', async () => {
    const page = await open(WIDE, 'en', 'admin', 'Admin123!');
    // the users' and the factors' answers are held back until the search is typed, then let through
    const held = (path: string) => {
      let asked = () => {};
      const seen = new Promise<void>((resolve) => (asked = resolve));
      return { path, seen, asked };
    };
    const users = held('**/api/users?*');
    const factors = held('**/api/publicResources/factors*');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    for (const answer of [users, factors]) {
      await page.route(answer.path, async (route) => {
        answer.asked();
        await released;
        await route.continue();
      });
    }
    await page.goto(`${portal.url}/#/reservations`);
    await page.getByTestId('reservations-create').click();
    await page.getByTestId('reservation-create-page').waitFor();
    await Promise.all([users.seen, factors.seen]);
    const field = page.getByTestId('reservation-form-users');
    await field.fill('shoo');
    const arrived = Promise.all([page.waitForResponse(users.path), page.waitForResponse(factors.path)]);
    release();
    await arrived;
    // the options are filtered by what was typed: the shooter is offered, the admin is not
    await page.getByRole('option', { name: 'shooter', exact: true }).waitFor();
    expect(await field.inputValue()).toBe('shoo');
    expect(await page.getByRole('option', { name: 'admin', exact: true }).count()).toBe(0);
  }, 120_000);

  it('exports (en, wide): the competition dropdown asks competitions with event=false', async () => {
    const page = await open(WIDE, 'en', 'admin', 'Admin123!');
    const asked = requestsTo(page, 'competitions');
    await page.goto(`${portal.url}/#/exports`);
    await page.getByTestId('exports-page').waitFor();
    await page.getByTestId('exports-type').click();
    await page.getByTestId('exports-type-option-practiScore').click();
    await page.getByTestId('exports-competition').click();
    await page.getByRole('option').first().waitFor();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((url) => url.searchParams.get('event') === 'false')).toBe(true);
  }, 120_000);
});
