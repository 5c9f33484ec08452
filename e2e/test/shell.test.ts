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

  it.each([
    ['de', 'phone'],
    ['en', 'phone'],
    ['de', 'desktop'],
    ['en', 'desktop'],
  ] as const)(
    'when a guest (%s, %s) opens a competition page before the shell has loaded then its top and information show where the page puts them',
    async (language, viewport) => {
      const size = viewport === 'phone' ? { width: 390, height: 844 } : { width: 1366, height: 900 };
      const list = (await (
        await fetch(`${stack.gatewayUrl}/api/publicResources/competitions?page=0&size=1`)
      ).json()) as { content: { publicLink: string; name: string }[] };
      const competition = list.content[0]!;
      const open = async (withShell: boolean) => {
        const p = await browser.context.newPage();
        await p.setViewportSize(size);
        // a guest (an earlier test left a token in this profile)
        await p.addInitScript(
          `localStorage.setItem('locale', '${language}'); localStorage.removeItem('token')`,
        );
        if (!withShell) await p.route(/\/assets\/index-[\w-]+\.js$/, (r) => r.abort());
        await p.goto(`${stack.gatewayUrl}/#/competitionDetails/${competition.publicLink}`);
        return p;
      };
      // the same boxes in the boot script's copy and in the page (the information is the largest paint)
      const boxes = async (p: Page, selectors: Record<string, string>) => {
        await p.locator(selectors.information!).waitFor();
        const found: Record<string, unknown> = {};
        for (const [name, selector] of Object.entries(selectors)) {
          const box = await p.locator(selector).boundingBox();
          // whole pixels: the copy's letter spacing may round 1/64 px apart from MUI's
          const px =
            box && Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)]));
          found[name] = { text: await p.locator(selector).innerText(), box: px };
        }
        return found;
      };
      const before = await open(false);
      const boot = await boxes(before, {
        title: '#boot-title',
        row: '.boot-row',
        dates: '.boot-dates',
        club: '.boot-club',
        button: '.boot-button',
        paper: '.boot-paper',
        information: '.boot-information',
      });
      await before.close();
      const after = await open(true);
      const page = await boxes(after, {
        title: 'main h1',
        row: '[data-testid="competition-dates"] >> xpath=..',
        dates: '[data-testid="competition-dates"]',
        club: '[data-testid="competition-dates"] + p',
        button: '[data-testid^="competition-register-"]',
        paper: '[data-testid="competition-information"] >> xpath=..',
        information: '[data-testid="competition-information"]',
      });
      expect(await after.locator('#boot-page').count()).toBe(0); // React's first render replaced it
      await after.close();
      expect((boot.title as { text: string }).text).toBe(competition.name);
      expect((boot.information as { text: string }).text.length).toBeGreaterThan(40);
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

  it('when a club page opens before the shell has loaded then no list heading shows (its heading is the club)', async () => {
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
