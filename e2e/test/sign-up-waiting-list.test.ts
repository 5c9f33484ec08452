import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import type { ReservedOrder } from './cartData';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, loginInBrowser } from './session';

interface Created {
  id: number;
  publicLink: string;
  squads: { id: number; name: string }[];
}

interface CartItem {
  id: number;
  squadId: number;
  squadName: string;
  waitingList: boolean;
}

/**
 * The multiple waiting list in Chromium through the gateway (docs/web-app.md): both
 * flagged final squads are taken by two other users over the API, the shooter signs up on the
 * waiting list of both (pseudo-squad 0), the cart shows ONE entry for both squads, and when one of
 * the places is given back the shooter moves up there and leaves the other squad.
 */
describe('a shooter joins a multiple waiting list in the browser', () => {
  let portal: Portal;
  let db: pg.Pool;
  let ipsc: IpscHandgun;
  let cup: Created;
  let saturday: Created['squads'][number];
  let sunday: Created['squads'][number];
  let browser: Awaited<ReturnType<typeof openBrowser>>;

  const api = <T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);
  const dates = { date: day(40), registrationStart: day(0), registrationEnd: day(30) };
  const finalSquad = (name: string, startTime: string) => ({
    name,
    information: 'Finale',
    squadSize: 1,
    maxWaitingListSize: 3,
    multipleWaitingList: true,
    startDate: dates.date,
    startTime,
    endTime: '18:00',
  });
  const occupancy = async (squadId: number) =>
    (
      await db.query<{ taken: number; waiting: number }>(
        'SELECT taken, waiting FROM registration.squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    ).rows[0];

  /** prepareOrder + reserveOrder of one squad as the user of `token`: the user's place. */
  const takePlace = async (
    token: string,
    squadId: number,
    person: { firstName: string; lastName: string; email: string },
  ) => {
    const prepared = await api<{ orderItems: { token: string }[] }>('publicResources/prepareOrder', token, {
      method: 'POST',
      body: { status: 'PREPARE', orderItems: [{ competitionId: cup.id, squadId }] },
    });
    return api<ReservedOrder>('publicResources/reserveOrder', token, {
      method: 'POST',
      body: {
        token: prepared.orderItems[0]!.token,
        order: {
          ...person,
          agbs: true,
          orderItems: [
            { divisionId: ipsc.divisionId, competitionClassId: ipsc.classId, factorId: ipsc.factorId },
          ],
        },
      },
    });
  };
  const step = (page: Page) => page.getByTestId('signup-dialog').getAttribute('data-step');

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    ipsc = await ipscHandgun(portal.url, adminToken);
    const clubs = await api<{ content: { id: number; name: string }[] }>(
      'publicResources/clubs?size=1000&sort=name,asc',
      null,
    );
    const clubId = clubs.content.find((club) => club.name === 'IPSC Club Graz')!.id;
    // the places of the competition are those of its ordinary squad (the flagged finals do not
    // count, docs/public-browsing.md): without it the sign-up button says the match is full
    cup = await api<Created>('competitions', adminToken, {
      method: 'POST',
      body: {
        ...matchBody(ipsc, dates, {
          club: { id: clubId },
          name: 'Finale-Cup',
          address: 'Schießstättenweg 1',
          zip: '8051',
          city: 'Graz',
          country: 'at',
        }),
        squads: [
          {
            name: 'Hauptbewerb',
            information: 'Vormittag',
            squadSize: 10,
            startDate: dates.date,
            startTime: '09:00',
            endTime: '12:00',
          },
          finalSquad('Finale Samstag', '15:00'),
          finalSquad('Finale Sonntag', '16:00'),
        ],
      },
    });
    saturday = cup.squads.find((squad) => squad.name === 'Finale Samstag')!;
    sunday = cup.squads.find((squad) => squad.name === 'Finale Sonntag')!;
    await replicasCaughtUp(portal.infra);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await portal?.stop();
  });

  it('when both finals are taken then the shooter waits on both as one entry and moves up where a place is given back (de, the cart at the end in en)', async () => {
    // two other users take the one place of each final
    const markusToken = await login(portal.url, 'shooter2', 'Shooter123!');
    const gerdaToken = await login(portal.url, 'guest', 'Guest123!');
    const markus = await takePlace(markusToken, saturday.id, {
      firstName: 'Markus',
      lastName: 'Meier',
      email: 'shooter2@demo.schiesssport-portal.at',
    });
    const gerda = await takePlace(gerdaToken, sunday.id, {
      firstName: 'Gerda',
      lastName: 'Gast',
      email: 'guest@demo.schiesssport-portal.at',
    });
    expect(markus.status).toBe('RESERVED');
    expect(gerda.status).toBe('RESERVED');
    expect(await occupancy(saturday.id)).toEqual({ taken: 1, waiting: 0 });
    expect(await occupancy(sunday.id)).toEqual({ taken: 1, waiting: 0 });
    // the catalog's places follow registration's occupancy
    await replicasCaughtUp(portal.infra);

    const page = await browser.context.newPage();
    await page.goto(`${portal.url}/#/dashboard`);
    await page.evaluate(`window.localStorage.setItem('locale', 'de')`);
    await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
    await page.goto(`${portal.url}/#/competitionDetails/${cup.publicLink}`);
    await page.getByTestId(`competition-register-${cup.id}`).click();
    await page.getByTestId('signup-dialog').waitFor();
    expect(await step(page)).toBe('squad');
    // the finals offer only their waiting lists; the pseudo-squad 0 lists both
    expect(await page.getByTestId(`signup-squad-places-${saturday.id}`).textContent()).toBe(
      '0 / 1 frei · Warteliste: 3 / 3 frei · nur Warteliste',
    );
    await page.getByTestId('signup-squad-0').check();
    await page.getByText('Warteliste für mehrere Squads').waitFor();
    await page.getByTestId(`signup-waitlist-squad-${saturday.id}`).check();
    await page.getByTestId(`signup-waitlist-squad-${sunday.id}`).check();
    await page.getByTestId('signup-next').click();

    // a waiting-list entry gets no stand: straight to the data, with the note
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');
    expect(await page.getByTestId('signup-waiting-list-note').textContent()).toBe(
      'Sie werden auf die Warteliste gesetzt.',
    );
    expect(await page.getByTestId('signup-firstName').inputValue()).toBe('Sabine');
    expect(await page.getByTestId('signup-divisionId').inputValue()).toBe(String(ipsc.divisionId));
    await page.getByTestId('signup-agbs').check();
    await page.getByTestId('signup-next').click();

    await page.getByTestId('signup-finish').waitFor();
    expect(await page.getByTestId('signup-finish-text').textContent()).toBe(
      'Sie stehen auf der Warteliste für Finale-Cup.',
    );
    // one slot on each final's waiting list
    expect(await occupancy(saturday.id)).toEqual({ taken: 1, waiting: 1 });
    expect(await occupancy(sunday.id)).toEqual({ taken: 1, waiting: 1 });

    // the cart: ONE entry listing both finals, marked as waiting list, price with asterisk
    await page.getByTestId('signup-finish-cart').click();
    await page.getByTestId('page-cart').waitFor();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    const row = page.getByTestId('cart-row');
    expect(await row.getAttribute('data-waiting')).toBe('true');
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toBe('Finale-Cup (Warteliste)');
    expect(cells[1]).toBe('Finale Samstag, Finale Sonntag');
    expect(await row.getByTestId('cart-marker').textContent()).toBe('W');
    expect(await row.getByTestId('cart-fee').textContent()).toMatch(/^€\s30,00\*$/);
    expect(await page.getByTestId('cart-waiting-info').textContent()).toMatch(/^\* /);
    // waiting-list prices are not part of the total
    expect(await page.getByTestId('cart-total').textContent()).toMatch(/^€\s0,00$/);

    const shooterToken = await login(portal.url, 'shooter', 'Shooter123!');
    // the cup's registration among the demo shooter's others (the seed's demo registrations)
    const cupRegistrations = async () =>
      (await api<{ competitionId: number }[]>('competitions/registrations', shooterToken)).filter(
        (r) => r.competitionId === cup.id,
      );
    expect(await cupRegistrations()).toEqual([{ competitionId: cup.id, paid: false, waitingList: true }]);

    // Markus gives his Saturday place back: the shooter moves up there and leaves Sunday
    await api(`publicResources/orderItems/${markus.orderItems[0]!.id}`, markusToken, { method: 'DELETE' });
    expect(await cupRegistrations()).toEqual([{ competitionId: cup.id, paid: false, waitingList: false }]);
    const cart = await api<{ content: CartItem[] }>('publicResources/orderItems?cart=true', shooterToken);
    expect(
      cart.content.map(({ squadId, squadName, waitingList }) => ({ squadId, squadName, waitingList })),
    ).toEqual([{ squadId: saturday.id, squadName: 'Finale Samstag', waitingList: false }]);
    expect(await occupancy(saturday.id)).toEqual({ taken: 1, waiting: 0 });
    expect(await occupancy(sunday.id)).toEqual({ taken: 1, waiting: 0 });

    // the cart page in English: the Saturday place, no longer on the waiting list
    await page.evaluate(`window.localStorage.setItem('locale', 'en')`);
    await page.reload();
    await page.getByTestId('page-cart').waitFor();
    await expect
      .poll(() => page.getByTestId('cart-row').locator('td').first().textContent())
      .toBe('Finale-Cup');
    const promoted = page.getByTestId('cart-row');
    expect(await promoted.locator('td').nth(1).textContent()).toBe('Finale Samstag');
    expect(await promoted.getByTestId('cart-marker').textContent()).toBe('S');
    expect(await page.getByTestId('cart-total').textContent()).toMatch(/^€\s?30\.00$/);
    await page.close();
  });
});
