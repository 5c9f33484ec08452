import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser bundle, injected into the page under test. */
const AXE_SOURCE = (require('axe-core') as { source: string }).source;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

// plain JavaScript run in the page: the WCAG 2 A/AA rules, then only what is critical or serious
const RUN_AXE = `axe.run(document, {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
}).then((results) => results.violations
  .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
  .map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  })))`;

// plain JavaScript run in the page: every running transition or animation with an end (MUI's
// colour and size transitions; not a spinner's endless one) is awaited, at most 2 s
const SETTLE = `Promise.race([
  Promise.all(document.getAnimations()
    .filter((animation) => animation.playState === 'running'
      && Number.isFinite(animation.effect?.getComputedTiming().endTime))
    .map((animation) => animation.finished.catch(() => undefined))),
  new Promise((resolve) => setTimeout(resolve, 2000)),
]).then(() => true)`;

/**
 * Runs axe-core (WCAG 2 A and AA rules) on the page as it settles and returns the critical and
 * serious violations, each with the selectors of the offending nodes. It waits for running
 * transitions first: a button caught halfway from disabled to enabled has the contrast of
 * neither (docs/testing.md).
 */
export const seriousViolations = async (page: Page): Promise<AxeViolation[]> => {
  await page.evaluate(SETTLE);
  // evaluate, not a script tag: the portal's CSP (script-src 'self') rightly refuses inline scripts
  if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(RUN_AXE);
};

export interface OverflowReport {
  /** The document is wider than the window: the page scrolls sideways. */
  pageScrollsSideways: boolean;
  /** Buttons and links whose box does not lie fully inside the window (or inside its scroll box). */
  actionsOutside: string[];
}

/**
 * Measures what a user sees without scrolling sideways: the document's width against the window
 * and every visible button or link against the window and against any scroll box it sits in.
 */
// plain JavaScript run in the page (kept as text so no transpiler helpers leak into it)
const MEASURE_OVERFLOW = `(() => {
  const viewport = document.documentElement.clientWidth;
  const scrollBoxes = [...document.querySelectorAll('main *')].filter((element) => {
    const style = getComputedStyle(element);
    return /(auto|scroll|hidden)/.test(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
  });
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const actions = [...document.querySelectorAll('main button, main a[href], main [role="button"]')].filter(visible);
  const outside = actions.filter((element) => {
    const box = element.getBoundingClientRect();
    if (box.left < -1 || box.right > viewport + 1) return true;
    return scrollBoxes.some((scroller) => {
      if (!scroller.contains(element)) return false;
      const frame = scroller.getBoundingClientRect();
      return box.left < frame.left - 1 || box.right > frame.right + 1;
    });
  });
  return {
    pageScrollsSideways: document.documentElement.scrollWidth > viewport + 1,
    actionsOutside: outside.map((element) =>
      element.getAttribute('data-testid') || element.tagName.toLowerCase() + ' "' + element.textContent.trim() + '"'),
  };
})()`;

export const horizontalOverflow = (page: Page): Promise<OverflowReport> => page.evaluate(MEASURE_OVERFLOW);

/**
 * Headings said twice: a page or section heading (h1, h2; dialogs' titles are h2) whose text
 * another visible one repeats, or an alert whose title repeats the heading above it
 * (docs/web-usability.md, item 20).
 */
const REPEATED_HEADINGS = `(() => {
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const text = (element) => element.textContent.replace(/\\s+/g, ' ').trim().toLowerCase();
  // the page's and its sections' headings; the titles of cards and rows name records, which may share a name
  const headings = [...document.querySelectorAll('h1, h2')]
    .filter((element) => visible(element) && !element.closest('article, li, tr, .MuiCard-root, [data-kind]'))
    .map(text);
  const repeated = headings.filter((heading, index) => heading && headings.indexOf(heading) !== index);
  const alertTitles = [...document.querySelectorAll('.MuiAlertTitle-root')].filter(visible).map(text);
  return [...new Set([...repeated, ...alertTitles.filter((title) => headings.includes(title))])];
})()`;

export const repeatedHeadings = (page: Page): Promise<string[]> => page.evaluate(REPEATED_HEADINGS);
