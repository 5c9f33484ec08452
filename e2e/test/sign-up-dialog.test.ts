import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import pg from 'pg';
import { callApi, day, login, loginInBrowser } from './session';

interface Created {
  id: number;
  publicLink: string;
  name: string;
  squads: { id: number; stands: { id: number; name: string }[] }[];
}

/**
 * The sign-up dialog in Chromium through the gateway against the real catalog and registration
 * (docs/web-app.md): a guest holds a place, watches the countdown, picks a stand,
 * reserves and sees the finish dialog; a hold that runs out; an event straight to its data.
 */
describe('the sign-up dialog in the browser', () => {
  let portal: Portal;
  let adminToken: string;
  let ipsc: IpscHandgun;
  let clubId: number;
  let standCup: Created;
  let shortCup: Created;
  /** ten places with stands: guests may take half a squad (GUEST_SHARE_PERCENT), Stand-Cup's 3 are used up */
  let scrollCup: Created;
  let training: Created;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const api = <T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);
  const dates = { date: day(40), registrationStart: day(0), registrationEnd: day(30) };
  const match = (name: string, typeId: number, divisionId: number, squad: Record<string, unknown>) =>
    api<Created>('competitions', adminToken, {
      method: 'POST',
      body: {
        ...matchBody({ ...ipsc, typeId, divisionId }, dates, {
          club: { id: clubId },
          name,
          address: 'Schießstättenweg 1',
          zip: '8051',
          city: 'Graz',
          country: 'at',
        }),
        squads: [
          {
            name: 'Squad 1',
            information: 'Vormittag',
            squadSize: 3,
            startDate: dates.date,
            startTime: '09:00',
            endTime: '12:00',
            ...squad,
          },
        ],
      },
    });

  /** A fresh guest's page in `locale` at the competition's page. */
  const guestAt = async (
    competition: Created,
    locale: 'de' | 'en',
    viewport?: { width: number; height: number },
  ) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    const page = await browser.context.newPage();
    await page.goto(`${portal.url}/#/dashboard`);
    // the app stores its language while it starts: set ours once it has started, not before
    await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
    await page.evaluate(`window.localStorage.setItem('locale', '${locale}')`);
    await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
    await page.reload();
    // the page or its load failure: a failure names itself instead of a bare timeout (60 s: a
    // fresh browser on a machine running every test file at once once took longer than 30 s)
    await page
      .locator('[data-testid="page-competition"], [data-testid="competition-error"]')
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('competition-error').count()).toBe(0);
    return page;
  };
  const step = (page: Page) => page.getByTestId('signup-dialog').getAttribute('data-step');
  const seconds = async (page: Page) =>
    Number(await page.getByTestId('signup-countdown').getAttribute('data-seconds'));

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    ipsc = await ipscHandgun(portal.url, adminToken);
    const clubs = await api<{ content: { id: number; name: string }[] }>(
      'publicResources/clubs?size=1000&sort=name,asc',
      null,
    );
    clubId = clubs.content.find((club) => club.name === 'IPSC Club Graz')!.id;
    standCup = await match('Stand-Cup', ipsc.typeId, ipsc.divisionId, {
      stands: ['Stand 1', 'Stand 2', 'Stand 3'],
    });
    // a match type whose hold lasts 5 seconds, with a division of its own
    const shortType = await api<{ id: number }>('competitionTypes', adminToken, {
      method: 'POST',
      body: { name: 'Kurz-Match', signupReservationTimeout: 5 },
    });
    const shortDivision = await api<{ id: number }>('divisions', adminToken, {
      method: 'POST',
      body: { name: 'Kurz-Division', competitionType_ids: [shortType.id] },
    });
    shortCup = await match('Kurz-Cup', shortType.id, shortDivision.id, {});
    scrollCup = await match('Scroll-Cup', ipsc.typeId, ipsc.divisionId, {
      squadSize: 10,
      // one stand per place (SQUAD_STAND_SIZE_NOT_MATCH otherwise)
      stands: Array.from({ length: 10 }, (_, index) => `Stand ${index + 1}`),
    });
    const types = await api<{ content: { id: number; name: string }[] }>(
      'competitionTypes?size=200',
      adminToken,
    );
    training = await api<Created>('events', adminToken, {
      method: 'POST',
      body: {
        club: { id: clubId },
        name: 'Trainingsabend',
        eventType: 'Training',
        competitionTypeId: types.content.find((type) => type.name === 'Training')!.id,
        information: '<p>Offenes Training.</p>',
        nominationFee: 10,
        address: 'Schießstättenweg 1',
        zip: '8051',
        city: 'Graz',
        country: 'at',
        competitionDate: `${dates.date}T18:00:00`,
        registration: true,
        registrationStart: `${dates.registrationStart}T00:00:00`,
        registrationEnd: `${dates.registrationEnd}T20:00:00`,
        payOnSite: true,
        viewType: 'ALL',
        startingPlaces: 12,
        waitingListPlaces: 0,
      },
    });
    // registration decides from its replicas: wait until the new competitions reached them
    await replicasCaughtUp(portal.infra);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await portal?.stop();
  });

  it('when a guest signs up for a squad with stands then the countdown ticks, the stand is taken and the finish dialog shows (de)', async () => {
    const page = await guestAt(standCup, 'de');
    const button = page.getByTestId(`competition-register-${standCup.id}`);
    expect(await button.textContent()).toBe('Anmelden');
    await button.click();
    await page.getByTestId('signup-dialog').waitFor();
    expect(await page.locator('#signup-dialog-title').textContent()).toContain('Anmeldung: Stand-Cup');
    const squad = standCup.squads[0]!;
    expect(await page.getByTestId(`signup-squad-places-${squad.id}`).textContent()).toContain('3 / 3 frei');
    await page.getByTestId(`signup-squad-${squad.id}`).check();
    await page.getByTestId('signup-next').click();

    // the place is held: the countdown runs from the server's expiresAt and ticks
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('stand');
    await page.getByTestId('signup-countdown').waitFor();
    const first = await seconds(page);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(300);
    expect(await page.getByTestId('signup-countdown').getAttribute('data-colour')).toBe('primary');
    await expect.poll(() => seconds(page), { timeout: 10_000 }).toBeLessThan(first);
    // minutes and seconds (m:ss), not a count of seconds
    expect(await page.getByTestId('signup-countdown-text').textContent()).toMatch(
      /^Ihr Platz ist noch [0-5]:[0-5]\d Minuten reserviert$/,
    );

    const stand = squad.stands.find((s) => s.name === 'Stand 2')!;
    await page.getByTestId(`signup-stand-${stand.id}`).check();
    await page.getByTestId('signup-next').click();
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');
    // still counting on the data step
    await page.getByTestId('signup-countdown').waitFor();
    // one division, class and factor: chosen and locked
    expect(await page.getByTestId('signup-divisionId').inputValue()).toBe(String(ipsc.divisionId));
    await page.getByTestId('signup-firstName').fill('Gustav');
    await page.getByTestId('signup-lastName').fill('Gastschütze');
    await page.getByTestId('signup-email').fill('gustav@example.at');
    // the terms are required
    await page.getByTestId('signup-next').click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld.').first().waitFor();
    await page.getByTestId('signup-agbs').check();
    await page.getByTestId('signup-next').click();

    await page.getByTestId('signup-finish').waitFor();
    expect(await page.getByTestId('signup-finish-text').textContent()).toBe(
      'Ihre Anmeldung für Stand-Cup liegt im Warenkorb. Schließen Sie die Bestellung im Warenkorb ab.',
    );
    expect(await page.getByTestId('signup-dialog').count()).toBe(0);
    expect(await page.getByTestId('cart-amount').textContent()).toBe('1');
    // the spec's ADDED_TO_CART success message (docs/api-paths-and-keys.md)
    await page.getByTestId('success-message').getByText('Zum Warenkorb hinzugefügt.').waitFor();

    // the stand is no longer offered (registration's occupancy reached the catalog)
    await expect
      .poll(
        async () =>
          (
            await api<{ content: { id: number }[] }>(
              `publicResources/squadStands?page=0&size=200&sort=id,asc&squadId=${squad.id}&excludeUnavailable=true`,
              null,
            )
          ).content.map((s) => s.id),
        { timeout: 15_000 },
      )
      .not.toContain(stand.id);
    await page.getByTestId('signup-finish-close').click();
    await expect.poll(() => page.getByTestId('signup-finish').count()).toBe(0);

    // the guest session's proof of work ran once, in a Web Worker, while the squad was chosen
    const proof = await page.evaluate(() =>
      performance.getEntriesByName('guest-proof').map((e) => e.duration),
    );
    console.log(
      `guest proof of work in Chromium (16 bits): ${proof.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    expect(proof).toHaveLength(1);
    const db = new pg.Client({ connectionString: portal.infra.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM registration.guest_holds g
           JOIN registration.order_items i ON i.order_id = g.order_id WHERE i.email = 'gustav@example.at'`,
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await db.end();
    }
  });

  it.each([
    ['de', { width: 390, height: 844 }, 'Stand 1', /^Ihr Platz ist noch [0-5]:[0-5]\d Minuten reserviert$/],
    ['en', { width: 1366, height: 900 }, 'Stand 3', /^Your place is held for [0-5]:[0-5]\d more minutes$/],
  ] as const)(
    'the countdown reads m:ss and stays in view while the dialog scrolls, and the finish dialog closes when another competition opens (%s, %o)',
    async (locale, viewport, standName, countdownText) => {
      const page = await guestAt(scrollCup, locale, viewport);
      await page.getByTestId(`competition-register-${scrollCup.id}`).click();
      const squad = scrollCup.squads[0]!;
      await page.getByTestId(`signup-squad-${squad.id}`).check();
      await page.getByTestId('signup-next').click();
      await expect.poll(() => step(page), { timeout: 15_000 }).toBe('stand');
      expect(await page.getByTestId('signup-countdown-text').textContent()).toMatch(countdownText);
      const stand = squad.stands.find((s) => s.name === standName)!;
      await page.getByTestId(`signup-stand-${stand.id}`).check();
      await page.getByTestId('signup-next').click();
      await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');

      // a phone with its on-screen keyboard up has about half its height: the data step scrolls
      if (viewport.width < 600) await page.setViewportSize({ width: viewport.width, height: 480 });
      // scrolled to the end of the data step, the countdown is still at the top of the content
      const content = page.locator('[data-testid="signup-dialog"] .MuiDialogContent-root');
      const scroll = await content.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
        return { scrolled: el.scrollTop, scrollable: el.scrollHeight > el.clientHeight };
      });
      if (viewport.width < 600) expect(scroll).toMatchObject({ scrollable: true });
      if (scroll.scrollable) expect(scroll.scrolled).toBeGreaterThan(0);
      const box = (await content.boundingBox())!;
      const timer = (await page.getByTestId('signup-countdown').boundingBox())!;
      expect(timer.y).toBeGreaterThanOrEqual(box.y - 1);
      expect(timer.y + timer.height).toBeLessThanOrEqual(box.y + box.height);
      expect(timer.y).toBeGreaterThanOrEqual(0);

      await page.getByTestId('signup-firstName').fill('Paula');
      await page.getByTestId('signup-lastName').fill(`Gast ${locale}`);
      await page.getByTestId('signup-email').fill(`paula.${locale}@example.at`);
      await page.getByTestId('signup-agbs').check();
      await page.getByTestId('signup-next').click();
      await page.getByTestId('signup-finish').waitFor();
      expect(await page.getByTestId('signup-finish-text').textContent()).toContain('Scroll-Cup');

      // another competition's page (the same page component): the finish dialog does not follow
      await page.evaluate(`location.hash = '#/competitionDetails/${shortCup.publicLink}'`);
      await page.locator(`[data-testid="page-competition"][data-competition="${shortCup.id}"]`).waitFor();
      expect(await page.getByTestId('signup-finish').count()).toBe(0);
      expect(await page.getByText(/Kurz-Cup liegt im Warenkorb|Kurz-Cup is in the cart/).count()).toBe(0);
    },
  );

  it('when the countdown runs out then the dialog says PREPARED_ORDER_NOT_FOUND (en)', async () => {
    const page = await guestAt(shortCup, 'en');
    expect(await page.getByTestId(`competition-register-${shortCup.id}`).textContent()).toBe('Sign up');
    await page.getByTestId(`competition-register-${shortCup.id}`).click();
    await page.getByTestId(`signup-squad-${shortCup.squads[0]!.id}`).check();
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-countdown').waitFor();
    expect(await seconds(page)).toBeLessThanOrEqual(5);
    // under 15 seconds the circle is red
    expect(await page.getByTestId('signup-countdown').getAttribute('data-colour')).toBe('error');
    const error = page.getByTestId('signup-error');
    await error.waitFor({ timeout: 20_000 });
    expect(await error.getAttribute('data-key')).toBe('PREPARED_ORDER_NOT_FOUND');
    expect(await error.textContent()).toBe(
      'Your reserved place was released because the time ran out. Please close the window and register again.',
    );
    expect(await page.getByTestId('signup-countdown').count()).toBe(0);
    expect(await page.getByTestId('signup-next').count()).toBe(0);
    await page.getByTestId('signup-close').click();
    expect(await page.getByTestId('signup-dialog').count()).toBe(0);
  });

  it('when a guest signs up for an event on a phone then the dialog goes straight to the data step (en)', async () => {
    const page = await guestAt(training, 'en', { width: 390, height: 844 });
    await page.getByTestId(`competition-register-${training.id}`).click();
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');
    // full screen on a phone, no countdown for an event, no division, class or factor
    const box = await page.locator('[role="dialog"]').first().boundingBox();
    expect(box?.width).toBe(390);
    expect(await page.getByTestId('signup-countdown').count()).toBe(0);
    expect(await page.getByTestId('signup-divisionId').count()).toBe(0);
    await page.getByTestId('signup-firstName').fill('Erika');
    await page.getByTestId('signup-lastName').fill('Eventgast');
    await page.getByTestId('signup-email').fill('erika@example.at');
    await page.getByTestId('signup-agbs').check();
    expect(await page.getByTestId('signup-next').textContent()).toBe('Sign up');
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-finish').waitFor();
    expect(await page.locator('#signup-finish-title').textContent()).toBe('Sign-up complete');
    expect(await page.getByTestId('signup-finish-text').textContent()).toBe(
      'Your sign-up for Trainingsabend is in the cart. Complete the order in the cart.',
    );
    await page.getByTestId('success-message').getByText('Added to the cart.').waitFor();
  });

  it('when a club admin signs up a shooter of the club then the order is the shooter’s and orderComplete follows (needs the others helper’s userId)', async () => {
    const clubAdminToken = await login(portal.url, 'clubadmin', 'Club123!');
    const { clubId: ownClub } = await api<{ clubId: number }>('identity', clubAdminToken);
    const users = await api<{ content: { id: number; username: string }[] }>(
      'users?username=shooter',
      adminToken,
    );
    const shooter = users.content.find((user) => user.username === 'shooter')!;
    clubId = ownClub;
    const clubCup = await match('Vereins-Cup', ipsc.typeId, ipsc.divisionId, {});
    await replicasCaughtUp(portal.infra);

    const browser = await openBrowser();
    browsers.push(browser);
    const page = await browser.context.newPage();
    await loginInBrowser(page, portal.url, 'clubadmin', 'Club123!');
    await page.goto(`${portal.url}/#/competitionDetails/${clubCup.publicLink}`);
    await page.getByTestId(`competition-register-${clubCup.id}`).click();
    expect(await step(page)).toBe('user');
    await page.getByTestId('signup-user').fill('Schütz');
    await page.getByRole('option', { name: /Schütz Sabine \(shooter\)/ }).click();
    await page.getByTestId('signup-next').click();
    await page.getByTestId(`signup-squad-${clubCup.squads[0]!.id}`).check();
    await page.getByTestId('signup-next').click();
    // own club: no code, no terms; the shooter's names filled in
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');
    expect(await page.getByTestId('signup-firstName').inputValue()).toBe('Sabine');
    expect(await page.getByTestId('signup-agbs').count()).toBe(0);
    await page.getByTestId('signup-next').click();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toBe('#/orderComplete');
    // complete for the shooter, nothing to check out: SUCCESS_ORDER
    await page.getByTestId('success-message').getByText('Die Anmeldung war erfolgreich.').waitFor();

    const pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query<{ user_id: number }>(
        'SELECT user_id FROM registration.order_items WHERE competition_id = $1',
        [clubCup.id],
      );
      expect(rows.map((row) => row.user_id)).toEqual([shooter.id]);
    } finally {
      await pool.end();
    }
  });
  it.each([
    ['clubadmin', 'Club123!', 'de', { width: 1366, height: 900 }, /Vereinsobmann Karl \(clubadmin\)/],
    ['admin', 'Admin123!', 'en', { width: 390, height: 844 }, /Administrator Anna \(admin\)/],
  ] as const)(
    'when %s signs up themselves then orderComplete follows and no cart is left (issue 21 item 11)',
    async (username, password, locale, viewport, option) => {
      const selfCup = await match(`Eigen-Cup ${username}`, ipsc.typeId, ipsc.divisionId, {});
      await replicasCaughtUp(portal.infra);
      const browser = await openBrowser(viewport);
      browsers.push(browser);
      const page = await browser.context.newPage();
      await page.goto(`${portal.url}/#/dashboard`);
      await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
      await page.evaluate(`window.localStorage.setItem('locale', '${locale}')`);
      await loginInBrowser(page, portal.url, username, password);
      await page.goto(`${portal.url}/#/competitionDetails/${selfCup.publicLink}`);
      await page.getByTestId(`competition-register-${selfCup.id}`).click();
      expect(await step(page)).toBe('user');
      // the signed-in user is the first choice
      await page.getByTestId('signup-user').click();
      const first = page.getByRole('option').first();
      expect(await first.textContent()).toMatch(option);
      await first.click();
      await page.getByTestId('signup-next').click();
      await page.getByTestId(`signup-squad-${selfCup.squads[0]!.id}`).check();
      await page.getByTestId('signup-next').click();
      await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');
      expect(await page.getByTestId('signup-agbs').count()).toBe(0);
      await page.getByTestId('signup-next').click();
      await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toBe('#/orderComplete');
      await page.getByTestId('page-order-complete').waitFor();
      expect(await page.evaluate('window.localStorage.getItem("cartId")')).toBeNull();

      const pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
      try {
        const { rows } = await pool.query<{ cart_id: number | null; status: string }>(
          `SELECT o.cart_id, o.status FROM registration.order_items i
           JOIN registration.orders o ON o.id = i.order_id WHERE i.competition_id = $1`,
          [selfCup.id],
        );
        expect(rows).toEqual([{ cart_id: null, status: 'RESERVED' }]);
      } finally {
        await pool.end();
      }
    },
  );
});
