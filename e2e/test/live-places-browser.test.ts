import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, day, login } from './session';

/** the phone the spec's layouts are checked at */
const PHONE = { width: 390, height: 844 };

/**
 * Live free places (docs/live-places.md) in Chromium through the gateway: pages already open
 * show another user's sign-up within a second, without a reload (the stream), or within a poll
 * where the browser has no EventSource.
 */
describe('live free places in the browser', () => {
  let portal: Portal;
  let match: OpenMatch;
  let publicLink: string;
  let clubId: number;
  let adminToken: string;
  let db: pg.Pool;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  /** A fresh guest's page in `locale` at `route`; `noEventSource` takes EventSource away first. */
  const visit = async (
    route: string,
    locale: 'de' | 'en',
    viewport?: { width: number; height: number },
    init = '',
  ) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    const page = await browser.context.newPage();
    if (init) await page.addInitScript(init);
    await page.goto(`${portal.url}/#/dashboard`);
    await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
    await page.evaluate(`window.localStorage.setItem('locale', '${locale}')`);
    await page.goto(`${portal.url}/#/${route}`);
    await page.reload();
    return page;
  };
  const text = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();
  /** another user's sign-up, then how long until every check holds on the open pages */
  const signUpAndWait = async (checks: (() => Promise<boolean>)[], limitMs: number) => {
    await reserveItem(portal.url, match, null);
    const signedUp = Date.now();
    await expect
      .poll(async () => (await Promise.all(checks.map((check) => check()))).every(Boolean), {
        timeout: limitMs,
        interval: 50,
      })
      .toBe(true);
    return Date.now() - signedUp;
  };

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    db = new pg.Pool({ connectionString: portal.infra.env.DATABASE_URL, max: 1 });
    match = await createOpenMatch(portal.url, portal.infra.env.DATABASE_URL!, adminToken, 'Live-Cup');
    ({ publicLink, clubId } = await competitionRow(match.competitionId));
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await db?.end();
    await portal?.stop();
  });

  const competitionRow = async (id: number) => {
    const { rows } = await db.query<{ publicLink: string; clubId: number }>(
      'SELECT public_link AS "publicLink", club_id AS "clubId" FROM catalog.competitions WHERE id = $1',
      [id],
    );
    return rows[0]!;
  };

  it('when another user signs up then the competition page and the squad step show one place less within 1 s (de, phone)', async () => {
    const { competitionId, squadId } = match;
    const page = await visit(`competitionDetails/${publicLink}`, 'de', PHONE);
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    expect(await text(page, `competition-places-text-${competitionId}`)).toBe('10 / 10');
    expect(await text(page, `squad-places-${squadId}`)).toBe('10 von 10 frei');
    // a second visitor is in the sign-up dialog's squad step
    const dialog = await visit(`competitionDetails/${publicLink}`, 'de', PHONE);
    await dialog.getByTestId(`competition-register-${competitionId}`).click();
    await dialog.getByTestId(`signup-squad-places-${squadId}`).waitFor({ timeout: 30_000 });
    expect(await text(dialog, `signup-squad-places-${squadId}`)).toContain('10 / 10 frei');

    const delayMs = await signUpAndWait(
      [
        async () => (await text(page, `competition-places-text-${competitionId}`)) === '9 / 10',
        async () => (await text(page, `squad-places-${squadId}`)) === '9 von 10 frei',
        async () => (await text(dialog, `signup-squad-places-${squadId}`))!.includes('9 / 10 frei'),
      ],
      1000,
    );
    expect(delayMs).toBeLessThanOrEqual(1000);
  });

  it('when another user signs up then the competition list shows one place less within 1 s (en)', async () => {
    const { competitionId } = match;
    const filters = JSON.stringify({ club: [clubId], type: [], level: [], province: [] });
    const page = await visit(
      'competitionList',
      'en',
      undefined,
      `window.localStorage.setItem('competitionListFilters', '${filters}')`,
    );
    await page.getByTestId(`competition-places-text-${competitionId}`).first().waitFor({ timeout: 60_000 });
    const before = Number((await text(page, `competition-places-text-${competitionId}`))!.split(' / ')[0]);
    await signUpAndWait(
      [async () => (await text(page, `competition-places-text-${competitionId}`)) === `${before - 1} / 10`],
      1000,
    );
  });

  it('when the last place is given back then the sign-up buttons of the open page and list open within 1 s, without a reload (en)', async () => {
    const squad = {
      name: 'Squad 1',
      information: 'Vormittag',
      squadSize: 1,
      startDate: day(40),
      startTime: '09:00',
      endTime: '12:00',
    };
    const last = await createOpenMatch(
      portal.url,
      portal.infra.env.DATABASE_URL!,
      adminToken,
      'Letzter-Cup',
      {
        squads: [squad],
      },
    );
    const shooter = await login(portal.url, 'shooter', 'Shooter123!');
    const held = await reserveItem(portal.url, last, shooter);
    const row = await competitionRow(last.competitionId);
    const filters = JSON.stringify({ club: [row.clubId], type: [], level: [], province: [] });
    const list = await visit(
      'competitionList',
      'en',
      undefined,
      `window.localStorage.setItem('competitionListFilters', '${filters}')`,
    );
    const page = await visit(`competitionDetails/${row.publicLink}`, 'en');
    const buttons = [page, list].map((p) =>
      p.getByTestId(`competition-register-${last.competitionId}`).first(),
    );
    for (const button of buttons) await expect.poll(() => button.getAttribute('data-blocked')).toBe('full');

    await callApi(portal.url, `publicResources/orderItems/${held.orderItems[0]!.id}`, shooter, {
      method: 'DELETE',
    });
    const freed = Date.now();
    await expect
      .poll(async () => (await Promise.all(buttons.map((b) => b.isEnabled()))).every(Boolean), {
        timeout: 1000,
        interval: 50,
      })
      .toBe(true);
    expect(Date.now() - freed).toBeLessThanOrEqual(1000);
    expect(await text(page, `competition-places-text-${last.competitionId}`)).toBe('1 / 1');
  });

  it('when the browser has no EventSource then the page polls and still shows the sign-up (de)', async () => {
    const { competitionId } = match;
    const page = await visit(
      `competitionDetails/${publicLink}`,
      'de',
      undefined,
      'delete window.EventSource;',
    );
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    const before = Number((await text(page, `competition-places-text-${competitionId}`))!.split(' / ')[0]);
    // polled every 5 s
    await signUpAndWait(
      [async () => (await text(page, `competition-places-text-${competitionId}`)) === `${before - 1} / 10`],
      8000,
    );
    expect(await page.evaluate('typeof window.EventSource')).toBe('undefined');
  });
});
