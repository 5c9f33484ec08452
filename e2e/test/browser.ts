import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One headless Chromium per test process, started on first use with a fresh profile (Playwright
 * makes and removes it): each browser start costs more CPU than a page of the app, and a whole
 * run on two cores opens many (docs/testing.md).
 */
let shared: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: npm test installs it with apt-get`);
  shared ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return shared;
}

/** Contexts open now; the browser closes once none has been open for a while. */
let open = 0;
/** the open contexts, for what their pages showed when a test failed (failure-pages.ts) */
export const openContexts = new Set<BrowserContext>();
let idle: NodeJS.Timeout | undefined;
const IDLE_CLOSE_MS = 5000;

function closeWhenIdle() {
  clearTimeout(idle);
  if (open > 0 || !shared) return;
  const closing = shared;
  idle = setTimeout(() => {
    if (open > 0 || shared !== closing) return;
    shared = undefined;
    void closing.then((browser) => browser.close());
  }, IDLE_CLOSE_MS);
  // a test process that ends meanwhile takes its browser with it (Playwright kills it on exit)
  idle.unref();
}

/** A fresh browser context (own storage, cookies and cache) of the process's Chromium. */
export async function openBrowser(viewport = { width: 1400, height: 900 }) {
  open++;
  clearTimeout(idle);
  let context: BrowserContext;
  try {
    context = await (await sharedBrowser()).newContext({ viewport });
  } catch (error) {
    open--;
    throw error;
  }
  // a full parallel run on two cores keeps several portals and browsers busy at once: an action
  // (a click on a page still rendering) may wait longer than Playwright's 30 s default
  context.setDefaultTimeout(60_000);
  openContexts.add(context);
  return {
    context,
    async close() {
      openContexts.delete(context);
      await context.close();
      open--;
      closeWhenIdle();
    },
  };
}

/**
 * Opens a stepper's step (or a tab) and waits until every collapse on the page has finished
 * moving: on a phone the step's content slides while the step before folds away, and a click
 * during that slide can land beside the control it aimed at.
 */
export async function openStep(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  // a function, not a string: the app's Content-Security-Policy forbids eval in the page
  await page.waitForFunction(() => {
    type Collapse = { classList: { contains(name: string): boolean } };
    const view = globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<Collapse> } };
    return Array.from(view.document.querySelectorAll('.MuiCollapse-root')).every(
      (collapse) =>
        collapse.classList.contains('MuiCollapse-entered') ||
        collapse.classList.contains('MuiCollapse-hidden'),
    );
  });
}
