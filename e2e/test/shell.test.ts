import fs from 'node:fs';
import path from 'node:path';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAll } from '../../scripts/seed';
import { ROOT, startStack, type RunningStack } from '../../scripts/stack';
import { openBrowser } from './browser';

const WEB_DIST = path.join(ROOT, 'web/dist');

describe('web shell through the gateway in Chromium', () => {
  let infra: TestInfra;
  let stack: RunningStack;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(WEB_DIST, 'index.html')))
      throw new Error('web/dist missing: run npm run build -w web');
    infra = await createTestInfra('e2e');
    stack = await startStack({ env: infra.env, freePorts: true, webDist: WEB_DIST });
    await seedAll(infra.databaseUrl, () => undefined); // the competition page needs a competition
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await infra?.cleanup();
  });

  const texts = async () => ({
    title: await page.getByTestId('app-title').innerText(),
    menu: await page.getByTestId('menu-dashboard').innerText(),
    changelog: await page.getByTestId('menu-changelog').innerText(),
    footer: await page.getByTestId('footer-conditions').innerText(),
    privacy: await page.getByTestId('footer-datenschutz').innerText(),
  });

  const switchTo = async (language: 'de' | 'en') => {
    await page.getByTestId('language-switch').click();
    await page.getByTestId(`language-${language}`).click();
  };

  it('when the app opens then it shows the dashboard in German with header, menu and footer', async () => {
    await page.goto(`${stack.gatewayUrl}/`);
    await page.getByTestId('page-dashboard').waitFor();
    expect(page.url()).toContain('#/dashboard');
    expect(await texts()).toEqual({
      title: 'Schießsport-Portal',
      menu: 'Start',
      changelog: 'Änderungsprotokoll',
      footer: 'Teilnahmebedingungen',
      privacy: 'Datenschutz',
    });
    expect(await page.getByTestId('unsupported-browser-bar').count()).toBe(0);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
  });

  it('when the language is switched to English then header, menu and footer change and survive a reload', async () => {
    await switchTo('en');
    await page.getByText('Legal notice').first().waitFor();
    const english = {
      title: 'Shooting Sport Portal',
      menu: 'Home',
      changelog: 'Changelog',
      footer: 'Terms of participation',
      privacy: 'Privacy',
    };
    expect(await texts()).toEqual(english);
    expect(await page.evaluate('window.localStorage.getItem("locale")')).toBe('en');

    await page.reload();
    await page.getByTestId('page-dashboard').waitFor();
    expect(await texts()).toEqual(english);
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await switchTo('de');
    await page.getByText('Impressum').first().waitFor();
    expect((await texts()).footer).toBe('Teilnahmebedingungen');
  });

  it('when a legal page and the changelog are opened from the footer and menu then they render', async () => {
    await page.getByTestId('footer-impressum').click();
    await page.getByTestId('page-impressum').waitFor();
    await page.getByTestId('menu-changelog').click();
    await page.getByTestId('changelog-1.0.3').waitFor();
    expect(await page.getByTestId('changelog-0.1.4').count()).toBe(1);
  });

  it.each([
    ['de', 'phone', 'competitionList', 'Bevorstehende Bewerbe'],
    ['en', 'phone', 'results', 'Results'],
    ['en', 'desktop', 'clubList', 'Clubs'],
  ] as const)(
    'when %s %s opens #/%s before the shell has loaded then its heading already shows where the page puts it',
    async (language, viewport, route, heading) => {
      const size = viewport === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 900 };
      const box = async (p: Page, selector: string) => {
        const element = p.locator(selector);
        await element.waitFor();
        return { text: await element.innerText(), box: await element.boundingBox() };
      };
      const open = async (withShell: boolean) => {
        const p = await browser.context.newPage();
        await p.setViewportSize(size);
        await p.addInitScript(`localStorage.setItem('locale', '${language}')`);
        // without the shell script React never renders: what shows is the HTML and the boot script
        if (!withShell) await p.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
        await p.goto(`${stack.gatewayUrl}/#/${route}`);
        return p;
      };
      const before = await open(false);
      const boot = await box(before, '#boot-title');
      await before.close();
      const after = await open(true);
      const page = await box(after, 'main h1');
      expect(await after.locator('#boot-title').count()).toBe(0); // React's first render replaced it
      await after.close();
      expect(boot.text).toBe(heading);
      expect(page.text).toBe(heading);
      expect(boot.box).toEqual(page.box);
    },
  );

  it.each([
    ['en', { width: 390, height: 844 }],
    ['de', { width: 1366, height: 900 }],
  ] as const)(
    'when a guest opens the dashboard (%s) before the shell has loaded then heading and introduction show where the page puts them',
    async (language, size) => {
      const open = async (withShell: boolean, token?: string) => {
        const p = await browser.context.newPage();
        await p.setViewportSize(size);
        await p.addInitScript(
          `localStorage.setItem('locale', '${language}');` +
            (token ? `localStorage.setItem('token', '${token}')` : "localStorage.removeItem('token')"),
        );
        if (!withShell) await p.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
        await p.goto(`${stack.gatewayUrl}/#/`);
        return p;
      };
      const boxes = async (p: Page, title: string, intro: string) => {
        await p.locator(intro).waitFor();
        return {
          title: { text: await p.locator(title).innerText(), box: await p.locator(title).boundingBox() },
          intro: { text: await p.locator(intro).innerText(), box: await p.locator(intro).boundingBox() },
        };
      };
      const before = await open(false);
      const boot = await boxes(before, '#boot-title', '#boot-intro');
      await before.close();
      const after = await open(true);
      const page = await boxes(after, 'main h1', '[data-testid="page-dashboard"] > p >> nth=0');
      await after.close();
      expect(boot).toEqual(page);
      expect(boot.intro.text.length).toBeGreaterThan(80);
      // a signed-in user gets a welcome, not the guest's introduction: nothing is painted ahead
      const member = await open(false, 'a.b.c');
      await member.locator('#boot-bar').waitFor();
      expect(await member.locator('#boot-page').count()).toBe(0);
      await member.close();
    },
  );

  /** A guest's page (an earlier test left a token in this profile), with or without the shell. */
  const openAsGuest = async (
    hash: string,
    language: string,
    viewport: 'phone' | 'desktop',
    withShell: boolean,
  ) => {
    const p = await browser.context.newPage();
    await p.setViewportSize(
      viewport === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 900 },
    );
    await p.addInitScript(`localStorage.setItem('locale', '${language}'); localStorage.removeItem('token')`);
    if (!withShell) await p.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
    await p.goto(`${stack.gatewayUrl}/${hash}`);
    return p;
  };
  /** Text and box (whole pixels: a copy's letter spacing may round 1/64 px apart from MUI's) per name. */
  const boxesOf = async (p: Page, selectors: Record<string, string>) => {
    await p.locator(Object.values(selectors).at(-1)!).waitFor();
    const found: Record<string, { text: string; box: Record<string, number> | null }> = {};
    for (const [name, selector] of Object.entries(selectors)) {
      const box = await p.locator(selector).boundingBox();
      found[name] = {
        text: await p.locator(selector).innerText(),
        box: box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)])),
      };
    }
    return found;
  };
  /** The first public competition or club (of the demo data) that has `key`. */
  const firstWith = async <K extends string>(path: string, key: K): Promise<Record<K, string>> => {
    const answer = (await (await fetch(`${stack.gatewayUrl}/api/${path}`)).json()) as
      { content: Record<K, string>[] } | Record<K, string>[];
    return (Array.isArray(answer) ? answer : answer.content).find((entry) => entry[key])!;
  };
  // the boot script's copy (left) and the page's own elements (right): the same boxes
  const COMPETITION = {
    title: ['#boot-title', 'main h1'],
    row: ['.boot-row', '[data-testid="competition-dates"] >> xpath=..'],
    dates: ['.boot-dates', '[data-testid="competition-dates"]'],
    club: ['.boot-club', '[data-testid="competition-dates"] + p'],
    button: ['.boot-button', '[data-testid^="competition-register-"]'],
    paper: ['.boot-paper', '[data-testid="competition-information"] >> xpath=..'],
    information: ['.boot-information', '[data-testid="competition-information"]'],
  };
  const CLUB = {
    head: ['.boot-club-head', '[data-testid="page-club"] > div:first-child'],
    title: ['#boot-title', 'main h1'],
  };

  it.each([
    ['competition', 'de', 'phone'],
    ['competition', 'en', 'phone'],
    ['competition', 'de', 'desktop'],
    ['competition', 'en', 'desktop'],
    ['club', 'de', 'phone'],
    ['club', 'en', 'desktop'],
  ] as const)(
    'when a guest opens a %s page (%s, %s) before the shell has loaded then its top shows where the page puts it',
    async (kind, language, viewport) => {
      const hash =
        kind === 'competition'
          ? `#/competitionDetails/${(await firstWith('publicResources/competitions?page=0&size=1', 'publicLink')).publicLink}`
          : `#/vereine/${(await firstWith('publicResources/clubsPubList', 'publicLinkId')).publicLinkId}`;
      const pairs = Object.entries(kind === 'competition' ? COMPETITION : CLUB);
      const before = await openAsGuest(hash, language, viewport, false);
      const boot = await boxesOf(before, Object.fromEntries(pairs.map(([name, [copy]]) => [name, copy!])));
      await before.close();
      const after = await openAsGuest(hash, language, viewport, true);
      const page = await boxesOf(after, Object.fromEntries(pairs.map(([name, [, own]]) => [name, own!])));
      expect(await after.locator('#boot-page').count()).toBe(0); // React's first render replaced it
      await after.close();
      expect(boot.title!.text.length).toBeGreaterThan(5);
      if (kind === 'competition') expect(boot.information!.text.length).toBeGreaterThan(40);
      expect(boot).toEqual(page);
    },
  );

  it('when a signed-in user opens a competition page then the boot script paints nothing (a guest gets it)', async () => {
    const list = (await (
      await fetch(`${stack.gatewayUrl}/api/publicResources/competitions?page=0&size=1`)
    ).json()) as { content: { publicLink: string }[] };
    const open = async (token: string | null) => {
      const p = await browser.context.newPage();
      await p.addInitScript(
        token ? `localStorage.setItem('token', '${token}')` : "localStorage.removeItem('token')",
      );
      await p.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
      await p.goto(`${stack.gatewayUrl}/#/competitionDetails/${list.content[0]!.publicLink}`);
      await p.locator('#boot-bar').waitFor();
      return p;
    };
    const guest = await open(null);
    await guest.locator('.boot-information').waitFor();
    await guest.close();
    const member = await open('a.b.c');
    await member.waitForTimeout(1000); // the guest's paint came well within this
    expect(await member.locator('#boot-page').count()).toBe(0);
    await member.close();
  });

  it('when an unknown club page opens before the shell has loaded then nothing is painted ahead, a list with a query gets its heading', async () => {
    const p = await browser.context.newPage();
    await p.addInitScript("localStorage.setItem('locale', 'de')");
    await p.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
    await p.goto(`${stack.gatewayUrl}/#/vereine/0123456789abcdef`);
    await p.locator('#boot-bar').waitFor();
    expect(await p.locator('#boot-title').count()).toBe(0);
    // each public page's chunk is preloaded beside the shell (route-preload), the competition page's too
    for (const [route, chunk] of [
      ['vereine/0123456789abcdef', 'ClubPage'],
      ['competitionDetails/0123456789abcdef', 'CompetitionDetailsPage'],
      ['results', 'ResultsPage'],
    ]) {
      await p.goto(`${stack.gatewayUrl}/#/${route}`);
      await p.reload();
      await expect.poll(() => p.locator(`link[rel=modulepreload][href*="/${chunk}-"]`).count()).toBe(1);
    }
    await p.goto(`${stack.gatewayUrl}/#/vereine?x=1`); // the list with a query has its heading
    await p.reload();
    expect(await p.locator('#boot-title').innerText()).toBe('Vereine');
    await p.close();
  });
});
