import { createHash } from 'node:crypto';
import { GUEST_SESSION_HEADER } from '@portal/contracts';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody, singlePlaceSquads, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, newGuestSession, openCompetitionPage } from './session';

interface Created {
  id: number;
  publicLink: string;
  squads: { id: number }[];
}

const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const WIDER = { width: 1440, height: 900 };

/**
 * Fair opening's panel on the competition page (docs/fair-opening.md), in Chromium through the
 * gateway, with one admission at a time and 6-second admission windows: a guest sees the panel
 * and the seed's hash before the opening, joins after the draw behind two earlier guests, sees
 * the position, waits while they let their windows pass, is admitted and holds a place with the
 * token; the revealed seed matches the hash; the panel passes axe in German (wide) and English
 * (phone); while the pre-queue is open the page paints without layout shift (the panel's place
 * is held from the first render).
 */
describe('fair opening: the competition page panel', () => {
  let portal: Portal;
  let adminToken: string;
  let ipsc: IpscHandgun;
  let db: pg.Pool;
  let competition: Created;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const queue = async (path: string, session: string | null, method = 'GET') => {
    const response = await fetch(`${portal.url}/api/publicResources/fairQueue/${competition.id}${path}`, {
      method,
      headers: session ? { [GUEST_SESSION_HEADER]: session } : {},
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const openPage = async (viewport: typeof WIDE, locale: 'de' | 'en'): Promise<Page> => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    const page = await browser.context.newPage();
    await openCompetitionPage(page, portal.url, competition.publicLink, locale);
    await page.getByTestId('fair-queue').waitFor({ timeout: 60_000 });
    return page;
  };

  beforeAll(async () => {
    portal = await startPortal({
      FAIR_QUEUE_MAX_ADMITTED: '1',
      FAIR_QUEUE_WINDOW_SECONDS: '6',
      FAIR_QUEUE_TICK_MS: '100',
    });
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    ipsc = await ipscHandgun(portal.url, adminToken);
    const clubs = await callApi<{ content: { id: number; name: string }[] }>(
      portal.url,
      'publicResources/clubs?size=1000&sort=name,asc',
      null,
    );
    const clubId = clubs.content.find((club) => club.name === 'IPSC Club Graz')!.id;
    const dates = { date: day(40), registrationStart: day(0), registrationEnd: day(30) };
    // whole seconds ahead: time to load the page before the opening
    const registrationStart = new Date(Math.ceil((Date.now() + 100_000) / 1000) * 1000).toISOString();
    competition = await callApi<Created>(portal.url, 'competitions', adminToken, {
      method: 'POST',
      body: {
        ...matchBody(ipsc, dates, {
          club: { id: clubId },
          name: 'Fair-Cup',
          address: 'Weg 1',
          zip: '8051',
          city: 'Graz',
          country: 'at',
          information:
            '<p>Bitte 30 Minuten vor dem ersten Start am Stand sein. Munition vor Ort erhältlich.</p>',
        }),
        registrationStart,
        fairOpening: true,
        fairOpeningLeadMinutes: 15,
        squads: singlePlaceSquads(3, dates.date),
      },
    });
    await replicasCaughtUp(portal.infra);
  }, 180_000);
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await db?.end();
    await portal?.stop();
  });

  // before the opening: the queue ends once nobody waits and the windows passed, and the panel goes
  it('shows the panel in English at phone width without serious axe violations', async () => {
    const page = await openPage(PHONE, 'en');
    await expect
      .poll(() => page.getByTestId('fair-queue').getByRole('heading').textContent())
      .toBe('Fair opening');
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  }, 120_000);

  // the panel's place is reserved from the first paint: it never pushes painted content down
  it.each([
    [PHONE, 'en'],
    [WIDER, 'de'],
  ] as const)(
    'while the pre-queue is open the page paints without layout shift (%o, %s)',
    async (viewport, locale) => {
      const page = await openPage(viewport, locale);
      await page.getByTestId('fair-queue-seed-hash').waitFor({ timeout: 30_000 });
      await page.waitForTimeout(3000);
      // a function, not a string: the page's CSP forbids eval (browser types: e2e has no DOM lib)
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            type Shift = { value: number; hadRecentInput: boolean };
            type Observer = new (callback: (list: { getEntries(): Shift[] }) => void) => {
              observe(options: { type: string; buffered: boolean }): void;
            };
            const view = globalThis as unknown as { PerformanceObserver: Observer };
            let sum = 0;
            new view.PerformanceObserver((list) => {
              for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 500);
          }),
      );
      await page.screenshot({ path: `/tmp/fair-${locale}-${viewport.width}.png`, fullPage: true });
      console.log(`cumulative layout shift (${viewport.width}x${viewport.height}, ${locale}): ${shift}`);
      expect(shift).toBeLessThan(0.02);
      expect(await seriousViolations(page)).toEqual([]);
    },
    120_000,
  );

  it('when a guest joins after the draw then the position shows, the turn comes after the idle earlier guests, and the sign-up holds a place with the token (de, wide)', async () => {
    // two guests joined before the opening: they are drawn, and neither acts when admitted
    for (let i = 0; i < 2; i++) {
      const joined = await queue('/join', await newGuestSession(portal.url), 'POST');
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    }
    const page = await openPage(WIDE, 'de');
    const panel = page.getByTestId('fair-queue');
    await expect.poll(() => panel.getByRole('heading').textContent()).toBe('Faire Anmeldung');
    const hash = (await page.getByTestId('fair-queue-seed-hash').textContent())!.match(/[0-9a-f]{64}/)![0];
    await expect
      .poll(() => page.getByTestId(`competition-register-${competition.id}`).isDisabled())
      .toBe(true);
    // the join button turns on once the queue answers (axe waits for its colour transition)
    await expect.poll(() => page.getByTestId('fair-queue-join').isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // the opening: the draw reveals the seed; this guest joins now and is appended
    await expect
      .poll(async () => (await queue('', null)).body.seed, { timeout: 90_000, interval: 200 })
      .not.toBeNull();
    await page.getByTestId('fair-queue-join').click();
    const position = page.getByTestId('fair-queue-position');
    await position.waitFor({ timeout: 15_000 });
    expect(Number(await position.getAttribute('data-position'))).toBeGreaterThanOrEqual(1);
    expect(await position.textContent()).toMatch(/Ihre Position: \d+\. Geschätzte Wartezeit/);
    // the button waits for the turn
    await expect
      .poll(() => page.getByTestId(`competition-register-${competition.id}`).isDisabled())
      .toBe(true);
    // nobody without a turn holds a place meanwhile
    const stranger = await fetch(`${portal.url}/api/publicResources/prepareOrder`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [GUEST_SESSION_HEADER]: await newGuestSession(portal.url),
      },
      body: JSON.stringify({
        status: 'PREPARE',
        orderItems: [{ competitionId: competition.id, squadId: competition.squads[0]!.id }],
      }),
    });
    expect(stranger.status).toBe(403);
    expect(((await stranger.json()) as { error: string }).error).toBe('ADMISSION_REQUIRED');

    // the two earlier guests let their windows pass: this guest's turn, with the window's countdown
    const admitted = page.getByTestId('fair-queue-admitted');
    await admitted.waitFor({ timeout: 40_000 });
    expect(Number(await admitted.getAttribute('data-seconds'))).toBeGreaterThan(0);
    const seed = (await page.getByTestId('fair-queue-seed').textContent())!.match(/[0-9a-f]{64}/)![0];
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(hash);
    const button = page.getByTestId(`competition-register-${competition.id}`);
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await page.getByTestId(`signup-squad-${competition.squads[0]!.id}`).check();
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-countdown').waitFor({ timeout: 15_000 });
    const orders = await db.query(
      `SELECT o.status FROM registration.orders o JOIN registration.order_items i ON i.order_id = o.id
       WHERE i.competition_id = $1`,
      [competition.id],
    );
    expect(orders.rows.map((row) => row.status)).toEqual(['PREPARE']);
    await expect.poll(() => panel.getAttribute('data-state')).toBe('SERVED');
  }, 240_000);
});
