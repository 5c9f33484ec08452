import type { BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViennaTime } from '@portal/contracts/vienna-time';
import { seriousViolations } from './axe';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, loginInBrowser } from './session';

interface Created {
  id: number;
  publicLink: string;
  name: string;
  registrationStart: string;
  squads: { id: number }[];
}

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const TEN_MINUTES = 10 * 60_000;

/** Shifts the device's wall clock (Date) by `shift` ms, as a computer clock set wrong does. */
const shiftedClock = (shift: number) => `(() => {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) { if (args.length === 0) super(RealDate.now() + ${shift}); else super(...args); }
    static now() { return RealDate.now() + ${shift}; }
  }
  window.Date = ShiftedDate;
})();`;

/**
 * The sign-up at the opening second and on leaving (docs/sign-up-opening.md), in Chromium through
 * the gateway: the button opens by the server's clock without a reload while the device's clock
 * is wrong, the countdown shows the server's remaining time, and closing, reloading or going back
 * gives the held place back at once (asking first when data was entered).
 */
describe('sign-up: opening on time and release on leave', () => {
  let portal: Portal;
  let adminToken: string;
  let ipsc: IpscHandgun;
  let clubId: number;
  let db: pg.Pool;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const api = <T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);
  const match = async (name: string, squads: number, registrationStart?: string) => {
    const dates = { date: day(40), registrationStart: day(0), registrationEnd: day(30) };
    const created = await api<Created>('competitions', adminToken, {
      method: 'POST',
      body: {
        ...matchBody(ipsc, dates, {
          club: { id: clubId },
          name,
          address: 'Schießstättenweg 1',
          zip: '8051',
          city: 'Graz',
          country: 'at',
        }),
        ...(registrationStart ? { registrationStart } : {}),
        squads: Array.from({ length: squads }, (_, i) => ({
          name: `Squad ${i + 1}`,
          information: 'Vormittag',
          squadSize: 1,
          startDate: dates.date,
          startTime: '09:00',
          endTime: '12:00',
        })),
      },
    });
    await replicasCaughtUp(portal.infra);
    return created;
  };
  /** Free places of the competition as the public read answers them (no caching). */
  const free = async (competition: Created) =>
    (await api<{ free: number }>(`publicResources/subscriptionInfo/${competition.id}/0`, null)).free;
  const orderStates = async (competition: Created) =>
    (
      await db.query<{ status: string }>(
        `SELECT o.status FROM registration.orders o JOIN registration.order_items i ON i.order_id = o.id
         WHERE i.competition_id = $1 ORDER BY o.id`,
        [competition.id],
      )
    ).rows.map((row) => row.status);

  const browserWith = async (viewport: { width: number; height: number }, clockShift = 0) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    if (clockShift) await browser.context.addInitScript(shiftedClock(clockShift));
    return browser.context;
  };
  const openPage = async (context: BrowserContext, competition: Created, locale: 'de' | 'en') => {
    const page = await context.newPage();
    await page.goto(`${portal.url}/#/dashboard`);
    await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
    await page.evaluate(`window.localStorage.setItem('locale', '${locale}')`);
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.reload();
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    return page;
  };
  const step = (page: Page) => page.getByTestId('signup-dialog').getAttribute('data-step');
  /** Opens the dialog and holds the first squad's place; answers the countdown's first seconds. */
  const hold = async (page: Page, competition: Created, squad = 0) => {
    await page.getByTestId(`competition-register-${competition.id}`).click();
    await page.getByTestId(`signup-squad-${competition.squads[squad]!.id}`).check();
    await page.getByTestId('signup-next').click();
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');
    await page.getByTestId('signup-countdown').waitFor();
    return Number(await page.getByTestId('signup-countdown').getAttribute('data-seconds'));
  };

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    ipsc = await ipscHandgun(portal.url, adminToken);
    const clubs = await api<{ content: { id: number; name: string }[] }>(
      'publicResources/clubs?size=1000&sort=name,asc',
      null,
    );
    clubId = clubs.content.find((club) => club.name === 'IPSC Club Graz')!.id;
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await db?.end();
    await portal?.stop();
  });

  it('when a guest waits on the page then the button opens at the opening second by the server clock, without a reload, although the device clock is 10 minutes slow (de, wide)', async () => {
    const context = await browserWith(WIDE, -TEN_MINUTES);
    // whole seconds, an explicit instant: 50 s ahead leaves time for a slow page load
    const start = new Date(Math.ceil((Date.now() + 50_000) / 1000) * 1000).toISOString();
    const competition = await match('Eröffnungs-Cup', 1, start);
    const startMs = Date.parse(competition.registrationStart);
    expect(startMs).toBe(Date.parse(start));
    const page = await openPage(context, competition, 'de');
    const button = page.getByTestId(`competition-register-${competition.id}`);
    expect(Date.now(), 'the page loaded after the opening: nothing left to wait for').toBeLessThan(
      startMs - 2_000,
    );
    expect(await button.isDisabled()).toBe(true);
    await expect.poll(() => button.textContent()).toBe(`Anmeldung ab ${formatViennaTime(start)}`);
    expect(await button.getAttribute('data-blocked')).toBe('notYetOpen');
    await page.evaluate('window.__sameDocument = true');

    await expect.poll(() => button.isEnabled(), { timeout: 90_000, interval: 50 }).toBe(true);
    const openedAt = Date.now();
    // not before the server's second (its offset is known to a few ms), and not long after it
    expect(openedAt).toBeGreaterThanOrEqual(startMs - 100);
    expect(openedAt - startMs).toBeLessThan(2_000);
    expect(await page.evaluate('window.__sameDocument === true')).toBe(true); // no reload
    expect(await button.textContent()).toBe('Anmelden');
    // the server agrees: the place is held
    expect(await hold(page, competition)).toBeGreaterThan(250);
    expect(await orderStates(competition)).toEqual(['PREPARE']);
  });

  it('when the dialog is closed or the page reloaded during a hold then the place is free at once, and the countdown is the server’s although the device clock is 10 minutes fast (en, phone)', async () => {
    const competition = await match('Release-Cup', 1);
    const context = await browserWith(PHONE, TEN_MINUTES);
    const page = await openPage(context, competition, 'en');
    // a 300-second hold: by the device's clock it would read 0 ("expired") at once
    const first = await hold(page, competition);
    expect(first).toBeGreaterThan(250);
    expect(first).toBeLessThanOrEqual(300);
    expect(await page.getByTestId('signup-countdown').getAttribute('data-colour')).toBe('primary');
    expect(await page.getByTestId('signup-error').count()).toBe(0);
    expect(await free(competition)).toBe(0);

    await page.getByTestId('signup-close').click(); // nothing entered: no question
    await expect.poll(() => page.getByTestId('signup-dialog').count()).toBe(0);
    await expect.poll(() => free(competition), { timeout: 5_000 }).toBe(1);
    expect(await orderStates(competition)).toEqual(['EXPIRED']);
    // the page shows the place again and offers it (once the occupancy event reached the catalog)
    await expect
      .poll(() => page.getByTestId(`competition-register-${competition.id}`).isEnabled())
      .toBe(true);

    expect(await hold(page, competition)).toBeGreaterThan(250);
    expect(await free(competition)).toBe(0);
    await page.reload();
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    await expect.poll(() => free(competition), { timeout: 10_000 }).toBe(1);
    expect(await orderStates(competition)).toEqual(['EXPIRED', 'EXPIRED']);
    // each reload takes no further place: hold, reload, hold, reload
    await page.reload(); // the page read its places before the release reached the catalog
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.getByTestId(`competition-register-${competition.id}`).isEnabled())
      .toBe(true);
    expect(await hold(page, competition)).toBeGreaterThan(250);
    await page.reload();
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    await expect.poll(() => free(competition), { timeout: 10_000 }).toBe(1);
  });

  for (const [locale, viewport, texts] of [
    ['de', WIDE, { title: 'Anmeldung abbrechen?', leave: 'Abbrechen und Platz freigeben' }],
    ['en', PHONE, { title: 'Cancel the sign-up?', leave: 'Cancel and give the place back' }],
  ] as const)
    it(`when data was entered then closing asks first; staying keeps the hold, leaving gives it back (${locale}, ${viewport.width} px, axe)`, async () => {
      const competition = await match(`Nachfrage-Cup ${locale}`, 1);
      const page = await openPage(await browserWith(viewport), competition, locale);
      await hold(page, competition);
      await page.getByTestId('signup-firstName').fill('Gerda');
      await page.getByTestId('signup-close').click();
      const question = page.getByTestId('signup-leave-dialog');
      await question.waitFor();
      expect(await page.locator('#signup-leave-title').textContent()).toBe(texts.title);
      expect(await page.getByTestId('signup-leave-confirm').textContent()).toBe(texts.leave);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('signup-leave-stay').click();
      await expect.poll(() => question.count()).toBe(0);
      expect(await page.getByTestId('signup-firstName').inputValue()).toBe('Gerda');
      expect(await free(competition)).toBe(0);

      await page.getByTestId('signup-close-icon').click();
      await question.waitFor();
      await page.getByTestId('signup-leave-confirm').click();
      await expect.poll(() => page.getByTestId('signup-dialog').count()).toBe(0);
      await expect.poll(() => free(competition), { timeout: 5_000 }).toBe(1);
    });

  it('when the browser goes back during a hold then it asks when data was entered, and the place is free once left (de)', async () => {
    const competition = await match('Zurück-Cup', 1);
    const page = await openPage(await browserWith(WIDE), competition, 'de');
    await hold(page, competition);
    const entries = await page.evaluate<number>('history.length');
    await page.getByTestId('signup-email').fill('gerda@example.at');
    // the guard's copy of the entry is pushed once the typed data has rendered (useLeaveRelease.ts)
    await expect.poll(() => page.evaluate<number>('history.length')).toBe(entries + 1);
    await page.goBack();
    await page.getByTestId('signup-leave-dialog').waitFor();
    expect(new URL(page.url()).hash).toContain('competitionDetails');
    expect(await free(competition)).toBe(0);
    await page.getByTestId('signup-leave-confirm').click();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe('#/dashboard');
    await page.getByTestId('page-dashboard').waitFor();
    expect(await page.getByTestId('signup-dialog').count()).toBe(0);
    await expect.poll(() => free(competition), { timeout: 5_000 }).toBe(1);

    // nothing entered: back leaves at once and the place goes back too
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.getByTestId(`competition-register-${competition.id}`).isEnabled())
      .toBe(true);
    await hold(page, competition);
    expect(await free(competition)).toBe(0);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 10_000 }).toBe('#/dashboard');
    await expect.poll(() => free(competition), { timeout: 5_000 }).toBe(1);
  });

  it('when a shooter’s release is lost then the own earlier hold does not block another squad’s last place (de)', async () => {
    const competition = await match('Wiederholungs-Cup', 2);
    const context = await browserWith(WIDE);
    const page = await context.newPage();
    await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.getByTestId('page-competition').waitFor({ timeout: 60_000 });
    await page.route('**/api/publicResources/releaseOrder', (route) => route.abort());
    await hold(page, competition, 0);
    await page.getByTestId('signup-close').click();
    await expect.poll(() => page.getByTestId('signup-dialog').count()).toBe(0);
    expect(await orderStates(competition)).toEqual(['PREPARE']); // the release did not arrive
    await page.unroute('**/api/publicResources/releaseOrder');

    expect(await hold(page, competition, 1)).toBeGreaterThan(250);
    expect(await page.getByTestId('signup-error').count()).toBe(0);
    const { rows } = await db.query<{ squad: number; status: string }>(
      `SELECT i.squad_id AS squad, o.status FROM registration.orders o
       JOIN registration.order_items i ON i.order_id = o.id WHERE i.competition_id = $1 ORDER BY o.id`,
      [competition.id],
    );
    expect(rows).toEqual([
      { squad: competition.squads[0]!.id, status: 'EXPIRED' },
      { squad: competition.squads[1]!.id, status: 'PREPARE' },
    ]);
  });
});
