import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, loginInBrowser, startWithoutSession } from './session';

interface Created {
  id: number;
  publicLink: string;
  squads: { id: number; name: string }[];
}

/**
 * Waiting lists are a premium feature (docs/premium-features.md): the demo's `shooter2` (no
 * premium) meets a squad with waiting-list spots only. The sign-up dialog says the waiting list is
 * for premium members, links to #/premium and offers no way onto it (German on a phone, English on
 * a wide screen); prepareOrder through the gateway answers 403 PREMIUM_FEATURE.
 */
describe('a shooter without premium meets a waiting-list-only squad in the sign-up dialog', () => {
  let portal: Portal;
  let ipsc: IpscHandgun;
  let cup: Created;
  let squad: Created['squads'][number];
  let browser: Awaited<ReturnType<typeof openBrowser>>;

  const api = <T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);
  const dates = { date: day(40), registrationStart: day(0), registrationEnd: day(30) };

  beforeAll(async () => {
    portal = await startPortal();
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    ipsc = await ipscHandgun(portal.url, adminToken);
    const clubs = await api<{ content: { id: number; name: string }[] }>(
      'publicResources/clubs?size=1000&sort=name,asc',
      null,
    );
    const clubId = clubs.content.find((club) => club.name === 'IPSC Club Graz')!.id;
    cup = await api<Created>('competitions', adminToken, {
      method: 'POST',
      body: {
        ...matchBody(ipsc, dates, {
          club: { id: clubId },
          name: 'Premium-Cup',
          address: 'Schießstättenweg 1',
          zip: '8051',
          city: 'Graz',
          country: 'at',
        }),
        // a squad with places keeps the competition open (docs/premium-features.md: sign-up
        // needs free places); the other one has waiting-list spots only
        squads: [
          {
            name: 'Nachmittag',
            information: 'Nachmittag',
            squadSize: 10,
            startDate: dates.date,
            startTime: '14:00',
            endTime: '18:00',
          },
          {
            name: 'Einzige Rotte',
            information: 'Vormittag',
            squadSize: 1,
            maxWaitingListSize: 3,
            startDate: dates.date,
            startTime: '09:00',
            endTime: '12:00',
          },
        ],
      },
    });
    squad = cup.squads.find((s) => s.name === 'Einzige Rotte')!;
    // registration learns the cup from catalog's event: sign-up waits until every event is applied
    await replicasCaughtUp(portal.infra);
    // the premium demo shooter takes the one place: the squad has waiting-list spots only
    const premiumToken = await login(portal.url, 'shooter', 'Shooter123!');
    const held = await api<{ orderItems: { token: string }[] }>(
      'publicResources/prepareOrder',
      premiumToken,
      {
        method: 'POST',
        body: { status: 'PREPARE', orderItems: [{ competitionId: cup.id, squadId: squad.id }] },
      },
    );
    await api('publicResources/reserveOrder', premiumToken, {
      method: 'POST',
      body: {
        token: held.orderItems[0]!.token,
        order: {
          firstName: 'Sabine',
          lastName: 'Schütz',
          email: 'shooter@demo.schiesssport-portal.at',
          agbs: true,
          orderItems: [
            { divisionId: ipsc.divisionId, competitionClassId: ipsc.classId, factorId: ipsc.factorId },
          ],
        },
      },
    });
    await replicasCaughtUp(portal.infra);
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('when shooter2 opens the dialog then the waiting list is marked premium with the way to #/premium, and the server refuses it', async () => {
    const settings = [
      {
        locale: 'de',
        viewport: { width: 390, height: 844 },
        label: '0 / 1 frei · Warteliste: 3 / 3 frei · Warteliste nur für Premium-Mitglieder',
        note: /^Wartelisten sind eine Premium-Funktion\..*Premium-Mitglied werden$/,
        link: 'Premium-Mitglied werden',
      },
      {
        locale: 'en',
        viewport: { width: 1366, height: 900 },
        label: '0 / 1 free · Waiting list: 3 / 3 free · waiting list for premium members only',
        note: /^Waiting lists are a premium feature\..*Become a premium member$/,
        link: 'Become a premium member',
      },
    ] as const;
    for (const { locale, viewport, label, note, link } of settings) {
      const page = await browser.context.newPage();
      await page.setViewportSize(viewport);
      await startWithoutSession(page, portal.url, locale);
      await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
      await page.goto(`${portal.url}/#/competitionDetails/${cup.publicLink}`);
      await page.getByTestId(`competition-register-${cup.id}`).click();
      await page.getByTestId('signup-dialog').waitFor();
      expect(await page.getByTestId('signup-dialog').getAttribute('data-step')).toBe('squad');
      expect(await page.getByTestId(`signup-squad-places-${squad.id}`).textContent()).toBe(label);
      expect(await page.getByTestId(`signup-squad-${squad.id}`).isDisabled()).toBe(true);
      // nothing chosen, and the waiting list cannot be chosen: no way on
      expect(await page.getByTestId('signup-next').isDisabled()).toBe(true);
      expect(await page.getByTestId('signup-waiting-premium').textContent()).toMatch(note);
      const premiumLink = page.getByTestId('signup-waiting-premium-link');
      expect(await premiumLink.textContent()).toBe(link);
      expect(await premiumLink.getAttribute('href')).toBe('#/premium');
      // the note is on screen, also on the phone
      const box = (await page.getByTestId('signup-waiting-premium').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await premiumLink.click();
      await page.waitForURL(/#\/premium$/);
      await page.close();
    }

    const shooter2 = await login(portal.url, 'shooter2', 'Shooter123!');
    const refused = await fetch(`${portal.url}/api/publicResources/prepareOrder`, {
      method: 'POST',
      headers: { authorization: shooter2, 'content-type': 'application/json' }, // already 'Bearer …'
      body: JSON.stringify({ status: 'PREPARE', orderItems: [{ competitionId: cup.id, squadId: squad.id }] }),
    });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      403,
      'PREMIUM_FEATURE',
    ]);
  });
});
