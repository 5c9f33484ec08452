import { waitFor } from '@portal/service-kit/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser } from './session';

interface Created {
  id: number;
  publicLink: string;
  squads: { id: number }[];
}

/**
 * The participants table and the registered icons in Chromium through the gateway: two shooters
 * sign up through the API (prepareOrder, reserveOrder), a guest sees both on the competition page,
 * a premium shooter sorts and searches, and the unpaid shooter's registered icon is red in the list.
 */
describe('participants table and registered icons in the browser', () => {
  let portal: Portal;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];
  let ipsc: IpscHandgun;
  let competition: Created;
  const tokens: Record<string, string> = {};

  const api = <T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);

  const signUp = async (token: string, firstName: string, lastName: string) => {
    const order = await api<{ orderItems: { token: string }[] }>('publicResources/prepareOrder', token, {
      method: 'POST',
      body: {
        status: 'PREPARE',
        orderItems: [{ competitionId: competition.id, squadId: competition.squads[0]!.id }],
      },
    });
    await api('publicResources/reserveOrder', token, {
      method: 'POST',
      body: {
        token: order.orderItems[0]!.token,
        order: {
          firstName,
          lastName,
          email: `${firstName.toLowerCase()}@example.at`,
          agbs: true,
          orderItems: [
            { divisionId: ipsc.divisionId, competitionClassId: ipsc.classId, factorId: ipsc.factorId },
          ],
        },
      },
    });
  };

  /** a page in a browser of its own (the stored session is per browser profile) */
  const newPage = async (
    username?: string,
    password?: string,
    viewport?: { width: number; height: number },
  ) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    const page = await browser.context.newPage();
    if (username) await loginInBrowser(page, portal.url, username, password!);
    return page;
  };
  const rowNames = (page: Page) =>
    page.locator('[data-testid="participant-row"] td[data-column="name"]').allTextContents();

  beforeAll(async () => {
    portal = await startPortal();
    tokens.admin = await login(portal.url, 'admin', 'Admin123!');
    tokens.shooter = await login(portal.url, 'shooter', 'Shooter123!');
    tokens.shooter2 = await login(portal.url, 'shooter2', 'Shooter123!');
    ipsc = await ipscHandgun(portal.url, tokens.admin);
    const clubs = await api<{ content: { id: number }[] }>('publicResources/clubs?size=1000', null);
    competition = await api<Created>('competitions', tokens.admin, {
      method: 'POST',
      body: matchBody(
        ipsc,
        { date: day(4), registrationStart: day(0), registrationEnd: day(2) },
        { club: { id: clubs.content[0]!.id }, name: 'Teilnehmer-Cup' },
      ),
    });
    // registration knows the competition once its snapshot event arrived
    await waitFor(
      () =>
        api(`publicResources/subscriptionInfo/${competition.id}/0`, null).then(
          () => true,
          () => false,
        ),
      20_000,
    );
    await signUp(tokens.shooter2, 'Markus', 'Meier');
    await signUp(tokens.shooter, 'Sabine', 'Schütz');
  }, 240_000);
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await portal?.stop();
  });

  it('shows a guest the two registrations without sorting or search', async () => {
    const page = await newPage();
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.getByTestId('participants-table').waitFor();
    expect(await rowNames(page)).toEqual(['Markus Meier', 'Sabine Schütz']);
    const firstRow = page.getByTestId('participant-row').first();
    await expect.poll(() => firstRow.textContent()).toContain('Squad 1');
    expect(await page.getByTestId('participants-search').count()).toBe(0);
    expect(await page.locator('[data-testid^="participants-sort-"]').count()).toBe(0);
    // no e-mail address reaches the page
    expect(await page.getByTestId('competition-participants').textContent()).not.toContain('@example.at');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('fits a phone (390 px) without sideways scrolling', async () => {
    const page = await newPage('shooter', 'Shooter123!', { width: 390, height: 844 });
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.getByTestId('participants-table').waitFor();
    expect(await page.getByTestId('participant-row').count()).toBe(2);
    const overflow = (await page.evaluate(
      'document.documentElement.scrollWidth - window.innerWidth',
    )) as number;
    expect(overflow).toBeLessThanOrEqual(0);
    const table = await page.getByTestId('participants-table').boundingBox();
    expect(table!.width).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('lets a premium shooter sort by name and search', async () => {
    const page = await newPage('shooter', 'Shooter123!');
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.getByTestId('participants-table').waitFor();
    await page.getByTestId('participants-sort-lastName').click();
    await expect.poll(() => rowNames(page)).toEqual(['Markus Meier', 'Sabine Schütz']);
    await page.getByTestId('participants-sort-lastName').click();
    await expect.poll(() => rowNames(page)).toEqual(['Sabine Schütz', 'Markus Meier']);
    await page.getByTestId('participants-search').fill('meier');
    await expect.poll(() => rowNames(page)).toEqual(['Markus Meier']);
    // the sort labels and the search field pass axe (WCAG 2 A and AA) too
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the unpaid shooter the red registered icon in the competition list', async () => {
    const page = await newPage('shooter2', 'Shooter123!');
    await page.goto(`${portal.url}/#/competitionList`);
    const icon = page.getByTestId(`competition-registered-${competition.id}`).first();
    await icon.waitFor();
    expect(await icon.getAttribute('data-paid')).toBe('false');
    const colour = await icon
      .locator('svg')
      // runs in the page (the e2e project has no DOM types)
      .evaluate(
        (svg) =>
          (globalThis as unknown as { getComputedStyle(node: unknown): { color: string } }).getComputedStyle(
            svg,
          ).color,
      );
    const [red, green] = colour.match(/\d+/g)!.map(Number);
    expect(red).toBeGreaterThan(green!);
    // a shooter without a premium subscription gets neither sorting nor search
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.getByTestId('participants-table').waitFor();
    expect(await page.getByTestId('participants-search').count()).toBe(0);
    await page.getByTestId('participants-premium-hint').waitFor();
    await page.close();
  });
});
