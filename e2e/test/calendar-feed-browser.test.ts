import fs from 'node:fs/promises';
import { fromViennaWallClock } from '@portal/contracts';
import ical, { type VEvent } from 'node-ical';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialogShown, expectNoSeriousViolations, expectNoSidewaysScroll } from './accessibility';
import { openBrowser } from './browser';
import { createOpenMatch, reserveItem } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser, startWithoutSession } from './session';

const TEXTS = {
  de: {
    hidden: /nur beim Erzeugen angezeigt/,
    copied: 'Adresse kopiert.',
    file: /^Kalender \(\.ics\): Termine von Kalender-Cup herunterladen$/,
  },
  en: {
    hidden: /shown only when it is created/,
    copied: 'Address copied.',
    file: /^Calendar \(\.ics\): download the dates of Kalender-Cup$/,
  },
} as const;

/**
 * The calendar feed in Chromium through the gateway (docs/calendar-feed.md): the profile shows the
 * subscription address once, the address answers the shooter's registration as iCalendar, a new
 * address kills the old one, and the competition page downloads the competition's calendar; in
 * German on a phone and in English on a wide screen, axe-clean.
 */
describe('calendar feed: profile subscription and competition calendar', () => {
  let portal: Portal;
  let publicLink: string;
  let itemId: number;
  const squadDay = day(40);
  /** the address the previous test left working */
  let lastUrl: string | null = null;

  const fetchCalendar = async (url: string) => {
    const response = await fetch(url);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };
  const eventsOf = (text: string) =>
    Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
  const feedUrl = () => new RegExp(`^${portal.url}/api/publicResources/calendar/[A-Za-z0-9_-]{43}\\.ics$`);

  beforeAll(async () => {
    portal = await startPortal();
    const admin = await login(portal.url, 'admin', 'Admin123!');
    const match = await createOpenMatch(portal.url, portal.infra.databaseUrl, admin, 'Kalender-Cup', {
      address: 'Schießstandweg 3',
      zip: '2700',
      city: 'Wiener Neustadt',
    });
    itemId = (await reserveItem(portal.url, match, await login(portal.url, 'shooter', 'Shooter123!')))
      .orderItems[0]!.id;
    publicLink = (
      await callApi<{ publicLink: string }>(portal.url, `competitions/${match.competitionId}`, admin)
    ).publicLink;
  }, 240_000);
  afterAll(async () => {
    await portal?.stop();
  });

  /** The address the section shows; checks that it answers the registration with Vienna times. */
  const checkFeed = async (page: Page) => {
    const url = await page.getByTestId('calendar-feed-url').inputValue();
    expect(url).toMatch(feedUrl());
    const feed = await fetchCalendar(url);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    // the demo shooter has registrations of the seed too
    const entry = eventsOf(feed.text).find((e) => e.uid.startsWith(`registration-${itemId}-`));
    expect(entry!.summary).toBe('Kalender-Cup (Squad 1)');
    expect(entry!.start.toISOString()).toBe(fromViennaWallClock(squadDay, '09:00')!.toISOString());
    expect(entry!.end!.toISOString()).toBe(fromViennaWallClock(squadDay, '12:00')!.toISOString());
    expect(entry!.location).toBe('Schießstandweg 3, 2700 Wiener Neustadt');
    return url;
  };

  it.each([
    ['de', { width: 390, height: 844 }],
    ['en', { width: 1366, height: 900 }],
  ] as const)('the profile shows the address, a new one kills the old (%s, %o)', async (locale, viewport) => {
    const browser = await openBrowser(viewport);
    try {
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
      const page = await browser.context.newPage();
      await startWithoutSession(page, portal.url, locale);
      await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
      const { id } = (await page.evaluate('JSON.parse(window.localStorage.getItem("identity"))')) as {
        id: number;
      };
      await page.goto(`${portal.url}/#/profile/${id}`);
      const section = page.getByTestId('calendar-feed');
      await page.getByTestId('calendar-feed-rotate').waitFor();
      if (lastUrl === null) {
        // the first request made the token: its address is shown
        lastUrl = await checkFeed(page);
        await page.getByTestId('calendar-feed-copy').click();
        await expect
          .poll(() => page.getByTestId('calendar-feed-note').textContent())
          .toBe(TEXTS[locale].copied);
        expect(await page.evaluate('navigator.clipboard.readText()')).toBe(lastUrl);
      } else {
        // only the hash is kept: a later visit cannot show it again and says so
        expect(await section.getByTestId('calendar-feed-hidden').textContent()).toMatch(TEXTS[locale].hidden);
        expect(await page.getByTestId('calendar-feed-url').count()).toBe(0);
      }
      await expectNoSeriousViolations(page, `calendar subscription (${locale})`);
      await expectNoSidewaysScroll(page, `calendar subscription (${locale})`);

      await page.getByTestId('calendar-feed-rotate').click();
      await page.getByTestId('confirm-dialog').waitFor();
      await dialogShown(page);
      await expectNoSeriousViolations(page, `new address question (${locale})`);
      await page.getByTestId('confirm-yes').click();
      await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('calendar-feed-url').count()).toBe(1);
      const fresh = await checkFeed(page);
      expect(fresh).not.toBe(lastUrl);
      expect((await fetchCalendar(lastUrl)).status).toBe(404);
      lastUrl = fresh;
    } finally {
      await browser.close();
    }
  });

  it.each([
    ['de', { width: 390, height: 844 }],
    ['en', { width: 1366, height: 900 }],
  ] as const)('the competition page downloads its calendar (%s, %o)', async (locale, viewport) => {
    const browser = await openBrowser(viewport);
    try {
      const page = await browser.context.newPage();
      await startWithoutSession(page, portal.url, locale);
      await page.goto(`${portal.url}/#/competitionDetails/${publicLink}`);
      const link = page.getByTestId('competition-calendar');
      await link.waitFor();
      expect(await link.evaluate((el) => el.tagName)).toBe('A');
      expect(await link.getAttribute('aria-label')).toMatch(TEXTS[locale].file);
      await expectNoSeriousViolations(page, `competition page with its calendar (${locale})`);
      await expectNoSidewaysScroll(page, `competition page with its calendar (${locale})`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`${publicLink}.ics`);
      const text = await fs.readFile((await download.path())!, 'utf8');
      const [entry, ...more] = eventsOf(text);
      expect(more).toEqual([]);
      expect(entry!.summary).toBe('Kalender-Cup (Squad 1)');
      expect(entry!.start.toISOString()).toBe(fromViennaWallClock(squadDay, '09:00')!.toISOString());
      expect(text).toContain(locale === 'en' ? 'Competition page:' : 'Ausschreibung und Anmeldung:');
    } finally {
      await browser.close();
    }
  });
});
