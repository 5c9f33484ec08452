import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a fresh profile that is removed on close. */
export async function openBrowser(viewport = { width: 1400, height: 900 }) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: npm test installs it with apt-get`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
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
  // a full parallel run on two cores keeps several portals and browsers busy at once: an action
  // (a click on a page still rendering) may wait longer than Playwright's 30 s default
  context.setDefaultTimeout(60_000);
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
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
