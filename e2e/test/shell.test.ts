import fs from 'node:fs';
import path from 'node:path';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
