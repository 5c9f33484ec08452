import type { Page } from 'playwright-core';
import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, openStep } from './browser';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, loginInBrowser } from './session';

interface Created {
  id: number;
  publicLink: string;
  name: string;
  squads: { id: number; name: string; stands: { id: number; name: string }[] }[];
}

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };
const SHOOTER_MAIL = 'shooter@demo.schiesssport-portal.at';

/**
 * The broken paths of issue 20 item 9 in Chromium through the gateway (docs/registration-mails.md):
 * a club admin and an admin sign shooters up into a squad with stands; a shooter's edit into a
 * squad with stands asks for the stand and the move is mailed; the profile shows the registration
 * mails on; the sign-on mail waits for the checkout and a removed cart item is mailed.
 */
describe('sign-up for others into stands, stand on edits, move mails, mail switches, cart mails', () => {
  let portal: Portal;
  let db: pg.Pool;
  let adminToken: string;
  let ipsc: IpscHandgun;
  let cup: Created;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const api = <T>(path: string, token: string | null, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);
  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const dates = { date: day(40), registrationStart: day(0), registrationEnd: day(30) };
  const squad = (name: string) => ({
    name,
    information: 'Vormittag',
    squadSize: 3,
    startDate: dates.date,
    startTime: '09:00',
    endTime: '12:00',
    stands: ['Stand 1', 'Stand 2', 'Stand 3'],
  });
  const itemOf = async (userId: number) =>
    (
      await query<{ id: number; squad_id: number; squad_stand_id: number | null; created_by: number }>(
        'SELECT id, squad_id, squad_stand_id, created_by FROM registration.order_items WHERE competition_id = $1 AND user_id = $2',
        [cup.id, userId],
      )
    )[0];
  const userId = async (username: string) =>
    (await query<{ id: number }>('SELECT id FROM identity.users WHERE username = $1', [username]))[0]!.id;
  const pageIn = async (
    locale: 'de' | 'en',
    viewport: { width: number; height: number },
    user?: string[],
  ) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    const page = await browser.context.newPage();
    await page.addInitScript(`localStorage.setItem("locale", "${locale}")`);
    if (user) await loginInBrowser(page, portal.url, user[0]!, user[1]!);
    return page;
  };
  const step = (page: Page) => page.getByTestId('signup-dialog').getAttribute('data-step');

  /** The sign-up dialog for someone else: user, squad, stand, data, orderComplete. */
  const signUpFor = async (page: Page, search: string, option: RegExp, standId: number) => {
    await page.goto(`${portal.url}/#/competitionDetails/${cup.publicLink}`);
    await page.getByTestId(`competition-register-${cup.id}`).click();
    expect(await step(page)).toBe('user');
    await page.getByTestId('signup-user').fill(search);
    await page.getByRole('option', { name: option }).click();
    await page.getByTestId('signup-next').click();
    await page.getByTestId(`signup-squad-${cup.squads[0]!.id}`).check();
    await page.getByTestId('signup-next').click();
    // the stand step of a hold that is the represented shooter's (was 403 ACCESS_DENIED)
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('stand');
    await page.getByTestId(`signup-stand-${standId}`).check();
    await page.getByTestId('signup-next').click();
    await expect.poll(() => step(page), { timeout: 15_000 }).toBe('data');
    expect(await page.getByTestId('signup-error').count()).toBe(0);
    await page.getByTestId('signup-next').click();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toBe('#/orderComplete');
  };

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    ipsc = await ipscHandgun(portal.url, adminToken);
    const clubAdminToken = await login(portal.url, 'clubadmin', 'Club123!');
    const { clubId } = await api<{ clubId: number }>('identity', clubAdminToken);
    cup = await api<Created>('competitions', adminToken, {
      method: 'POST',
      body: {
        ...matchBody(ipsc, dates, {
          club: { id: clubId },
          name: 'Stand-Vereinscup',
          address: 'Schießstättenweg 1',
          zip: '8051',
          city: 'Graz',
          country: 'at',
        }),
        squads: [squad('Squad 1'), squad('Squad 2')],
      },
    });
    await replicasCaughtUp(portal.infra);
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await db?.end();
    await portal?.stop();
  });

  it('a club admin (de, wide) and an admin (en, phone) sign shooters up into a squad with stands, each with a stand', async () => {
    const [stand1, stand2] = cup.squads[0]!.stands;
    const clubAdmin = await pageIn('de', WIDE, ['clubadmin', 'Club123!']);
    await signUpFor(clubAdmin, 'Schütz', /Schütz Sabine \(shooter\)/, stand1!.id);
    const shooter = await userId('shooter');
    expect(await itemOf(shooter)).toMatchObject({ squad_id: cup.squads[0]!.id, squad_stand_id: stand1!.id });
    // signed up by someone else: complete at once, the shooter gets the confirmation
    await portal.mailTo(SHOOTER_MAIL, /Stand-Vereinscup/);

    const admin = await pageIn('en', PHONE, ['admin', 'Admin123!']);
    await signUpFor(admin, 'Meier', /Meier Markus \(shooter2\)/, stand2!.id);
    expect(await itemOf(await userId('shooter2'))).toMatchObject({ squad_stand_id: stand2!.id });
  }, 180_000);

  it('the shooter (de, phone) moving to a squad with stands must pick a stand; the move is mailed', async () => {
    const shooter = await userId('shooter');
    const before = (await itemOf(shooter))!;
    const target = cup.squads[1]!;
    const page = await pageIn('de', PHONE, ['shooter', 'Shooter123!']);
    await page.goto(`${portal.url}/#/shooterOrderItems/${before.id}`);
    await page.getByTestId('order-item-form').waitFor();
    await page.getByTestId('order-item-squad').click();
    await page.getByTestId(`order-item-squad-option-${target.id}`).click();
    await page.getByTestId('order-item-save').click();
    // asked for the stand, nothing sent
    await expect
      .poll(() => page.getByTestId('order-item-form').textContent())
      .toContain('Dieses Feld ist ein Pflichtfeld.');
    expect(await itemOf(shooter)).toEqual(before);
    await page.getByTestId('order-item-stand').click();
    await page.getByRole('option', { name: target.stands[2]!.name }).click();
    await page.getByTestId('order-item-save').click();
    await page.getByTestId('page-my-competitions').waitFor();
    expect(await itemOf(shooter)).toMatchObject({
      squad_id: target.id,
      squad_stand_id: target.stands[2]!.id,
    });
    const mail = await portal.mailTo(SHOOTER_MAIL, /Squad geändert/);
    expect(mail.text).toContain('vom Squad Squad 1 in den Squad Squad 2 verschoben');
  }, 180_000);

  it('an account that never chose its switches sees the registration mails on and the broadcasts off (en wide, de phone); a switch saved off stays off', async () => {
    const openSwitches = async (page: Page) => {
      await page.goto(`${portal.url}/#/profile`);
      await page.getByTestId('profile-page').waitFor();
      await openStep(page, 'profile-step-4');
      await page.getByTestId('profile-notification-registrationChangePaymentReceived').waitFor();
    };
    const flag = (page: Page, name: string) => page.getByTestId(`profile-notification-${name}`);
    for (const [locale, viewport] of [
      ['en', WIDE],
      ['de', PHONE],
    ] as const) {
      const page = await pageIn(locale, viewport, ['shooter2', 'Shooter123!']);
      await openSwitches(page);
      for (const on of [
        'registrationChangeRegistrationSuccess',
        'registrationChangePaymentReceived',
        'gettingStartingPlace',
      ])
        expect(await flag(page, on).isChecked(), `${on} ${locale}`).toBe(true);
      for (const off of ['squadPlaceFree', 'newCompetitionCreated'])
        expect(await flag(page, off).isChecked(), `${off} ${locale}`).toBe(false);
      if (locale === 'en') continue;
      // switched off and saved: still off after a reload, and identity stores the choice
      await flag(page, 'registrationChangeRegistrationSuccess').click();
      await page.getByTestId('profile-save').click();
      await page.getByTestId('success-message').waitFor();
      await page.reload();
      await openSwitches(page);
      expect(await flag(page, 'registrationChangeRegistrationSuccess').isChecked()).toBe(false);
      expect(await flag(page, 'registrationChangePaymentReceived').isChecked()).toBe(true);
    }
    const token = await login(portal.url, 'shooter2', 'Shooter123!');
    const profile = await api<{ notificationSelection: Record<string, boolean> }>(
      `profile/${await userId('shooter2')}`,
      token,
    );
    expect(profile.notificationSelection).toMatchObject({
      registrationChangeRegistrationSuccess: false,
      registrationChangePaymentReceived: true,
    });
  }, 180_000);

  it('a guest’s sign-on mail waits for the checkout; removing a cart item is mailed', async () => {
    const squadId = cup.squads[0]!.id;
    const reserve = async (email: string, cart: { cartId?: number; cartToken?: string } = {}) => {
      const prepared = await api<{ orderItems: { id: number; token: string }[] }>(
        'publicResources/prepareOrder',
        null,
        { method: 'POST', body: { status: 'PREPARE', orderItems: [{ competitionId: cup.id, squadId }] } },
      );
      return api<{ cartId: number; cartToken: string; orderItems: { id: number }[] }>(
        'publicResources/reserveOrder',
        null,
        {
          method: 'POST',
          body: {
            token: prepared.orderItems[0]!.token,
            ...cart,
            order: {
              firstName: 'Greta',
              lastName: 'Gast',
              email,
              agbs: true,
              orderItems: [
                { divisionId: ipsc.divisionId, competitionClassId: ipsc.classId, factorId: ipsc.factorId },
              ],
            },
          },
        },
      );
    };
    const kept = await reserve('kept@example.at');
    const dropped = await reserve('dropped@example.at');
    await api(
      `publicResources/orderItems/${dropped.orderItems[0]!.id}?cartToken=${dropped.cartToken}`,
      null,
      { method: 'DELETE' },
    );
    const removed = await portal.mailTo('dropped@example.at', /Aus dem Warenkorb entfernt/);
    expect(removed.text).toContain('Sie sind nicht angemeldet');
    // the kept item is only reserved: no confirmation before the checkout
    expect(portal.mail.messages().filter((m) => m.to.includes('kept@example.at'))).toEqual([]);
    await api(`publicResources/cart/${kept.cartId}/submit`, null, {
      method: 'PUT',
      body: { paymentMethod: 'PAY_ON_SITE', agbs: true, cartToken: kept.cartToken },
    });
    await portal.mailTo('kept@example.at', /Stand-Vereinscup/);
    await waitFor(
      async () =>
        (
          await query('SELECT 1 FROM registration.outbox WHERE type = $1', [
            'registration.order-item.signed-on',
          ])
        ).length >= 2,
    );
  }, 120_000);
});
