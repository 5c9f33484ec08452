import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { horizontalOverflow, repeatedHeadings, seriousViolations } from './axe';

/** The two windows the portal is checked in: a laptop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Every combination of language and window, for `describe.each`. */
export const SETTINGS = LOCALES.flatMap((locale) =>
  (Object.keys(VIEWPORTS) as ViewportName[]).map((viewport) => ({ locale, viewport })),
);

/** Chooses the language the way the language switch stores it, and the window size. */
export const useSetting = async (page: Page, url: string, locale: Locale, viewport: ViewportName) => {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.goto(`${url}/#/dashboard`);
  await page.evaluate(`window.localStorage.setItem('locale', '${locale}')`);
  await page.reload();
  await expect.poll(() => page.getByTestId('language-switch').textContent()).toContain(locale.toUpperCase());
};

/** The page's document, typed here without the DOM library (the e2e code runs in Node). */
interface QueryRoot {
  document: { querySelector: (selector: string) => unknown };
}

/** Opens a hash route and waits until its page and its data are there (no spinner, no loading bar). */
export const openRoute = async (page: Page, url: string, route: string, ready?: string) => {
  await page.goto(`${url}/#/${route}`);
  if (ready) await page.getByTestId(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  // a function, not a string: the portal's CSP forbids eval in the page
  await page.waitForFunction(
    (busy) => !(globalThis as unknown as QueryRoot).document.querySelector(busy),
    'main [aria-busy="true"], main .MuiCircularProgress-root, main .MuiSkeleton-root, main .MuiLinearProgress-root',
  );
};

/** Opens the slid-in menu of a phone and waits until it has finished sliding (contrast is measured). */
export const openPhoneMenu = async (page: Page) => {
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByRole('dialog');
  await menu.waitFor();
  await page.waitForFunction(() => {
    const view = globalThis as unknown as QueryRoot & {
      getComputedStyle: (e: unknown) => { transform: string };
    };
    const paper = view.document.querySelector('.MuiDrawer-modal .MuiDrawer-paper');
    return paper !== null && view.getComputedStyle(paper).transform === 'none';
  });
};

/** axe-core (WCAG 2 A/AA) finds nothing critical or serious on the page as it is now, and no heading is said twice. */
export const expectNoSeriousViolations = async (page: Page, where: string) => {
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await repeatedHeadings(page), `${where}: headings said twice`).toEqual([]);
};

/** Nothing on the page needs a sideways scroll: neither the page nor any button or link in it. */
export const expectNoSidewaysScroll = async (page: Page, where: string) => {
  expect(await horizontalOverflow(page), where).toEqual({ pageScrollsSideways: false, actionsOutside: [] });
};

interface StyleRoot {
  document: { querySelector: (selector: string) => unknown };
  getComputedStyle: (element: unknown) => { opacity: string };
}

/** Waits until a dialog has faded in: half-transparent text fails the contrast check. */
export const dialogShown = (page: Page) =>
  page.waitForFunction(() => {
    const view = globalThis as unknown as StyleRoot;
    const container = view.document.querySelector('.MuiDialog-container');
    return container !== null && view.getComputedStyle(container).opacity === '1';
  });
