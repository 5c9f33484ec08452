import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';

/**
 * The shell's language file lost on the way (docs/web-usability.md): lost once, it is fetched
 * again and the app starts with its texts; lost every time, the page says so in both languages
 * with a retry instead of showing raw translation keys.
 */
describe('the language file in the browser', () => {
  let portal: Portal;

  beforeAll(async () => {
    portal = await startPortal();
  }, 240_000);
  afterAll(async () => {
    await portal?.stop();
  });

  /** A fresh browser whose stored language is `locale`, with the language chunk's requests routed. */
  const open = async (
    locale: 'de' | 'en',
    viewport: { width: number; height: number },
    lose: (route: Route) => boolean,
  ) => {
    const browser = await openBrowser(viewport);
    const page: Page = await browser.context.newPage();
    await page.addInitScript(`localStorage.setItem('locale', '${locale}')`);
    let lost = 0;
    await page.route(new RegExp(`/assets/${locale}-[\\w-]+\\.js$`), async (route) => {
      if (lose(route)) {
        lost += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    return { browser, page, lost: () => lost };
  };

  it('a file lost once is fetched again: the app starts in German with its texts (phone)', async () => {
    let first = true;
    const { browser, page, lost } = await open('de', { width: 390, height: 844 }, () => {
      const lose = first;
      first = false;
      return lose;
    });
    try {
      await page.goto(`${portal.url}/#/dashboard`);
      await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
      expect(lost()).toBe(1);
      expect(await page.getByTestId('login-button').textContent()).toBe('Einloggen');
      expect(await page.getByTestId('texts-unavailable').count()).toBe(0);
    } finally {
      await browser.close();
    }
  });

  it('a file lost every time shows a retry in both languages, never raw keys; the retry then starts the app (en, wide)', async () => {
    let losing = true;
    const { browser, page, lost } = await open('en', { width: 1366, height: 900 }, () => losing);
    try {
      await page.goto(`${portal.url}/#/dashboard`);
      const notice = page.getByTestId('texts-unavailable');
      // three pauses (0.3 s, 1 s, 3 s) between four tries
      await notice.waitFor({ timeout: 60_000 });
      expect(lost()).toBeGreaterThanOrEqual(1);
      const text = await notice.textContent();
      expect(text).toContain('Die Seite konnte nicht vollständig geladen werden');
      expect(text).toContain('The page could not be loaded completely');
      expect(text).not.toMatch(/\b(app|login|menu)\.[a-z]/);
      losing = false;
      await page.getByTestId('texts-retry').click();
      await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('login-button').textContent()).toBe('Log in');
    } finally {
      await browser.close();
    }
  });
});
