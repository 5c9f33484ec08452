import type { Page } from 'playwright-core';
import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser, startWithoutSession } from './session';

/**
 * One's own registrations in Chromium through the gateway (issue 11 items 1-3; sign-ups check
 * out, as the sign-on mail follows the checkout): a shooter opens
 * myCompetitions, edits a registration moving it to another squad and signs off from another
 * (German); a guest opens the personal link of the sign-on mail from the mail catcher and
 * cancels the registration (English, the registration's language).
 */
describe('my registrations in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let db: pg.Pool;
  let ipsc: IpscHandgun;
  let competitionId: number;
  let squads: number[];
  /** squads of one place (and a waiting list), each taken by another shooter: full */
  let fullSquad: number;
  let lateSquad: number;
  let otherCompetitionId: number;
  let otherSquad: number;

  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const item = async (id: number) =>
    (
      await query<{
        squad_id: number;
        division_id: number;
        cancelled: boolean;
        first_name: string;
        waiting_list: boolean;
      }>(
        'SELECT squad_id, division_id, cancelled, first_name, waiting_list FROM registration.order_items WHERE id = $1',
        [id],
      )
    )[0]!;

  /** prepareOrder + reserveOrder through the gateway; answers the item's id and token. */
  const signUp = async (
    token: string | null,
    squadId: number,
    email: string,
    locale: 'de' | 'en',
    competition = competitionId,
  ) => {
    const prepared = await callApi<{ orderItems: { id: number; token: string }[] }>(
      portal.url,
      'publicResources/prepareOrder',
      token,
      { method: 'POST', body: { status: 'PREPARE', orderItems: [{ competitionId: competition, squadId }] } },
    );
    const first = prepared.orderItems[0]!;
    const reserved = await callApi<{ cartId: number; cartToken: string | null }>(
      portal.url,
      'publicResources/reserveOrder',
      token,
      {
        method: 'POST',
        body: {
          token: first.token,
          order: {
            firstName: 'Greta',
            lastName: 'Gast',
            email,
            agbs: true,
            orderItems: [
              {
                divisionId: ipsc.divisionId,
                competitionClassId: ipsc.classId,
                factorId: ipsc.factorId,
                locale,
              },
            ],
          },
        },
      },
    );
    // checked out: the sign-on mail goes with the checkout (docs/registration-mails.md)
    await callApi(portal.url, `publicResources/cart/${reserved.cartId}/submit`, token, {
      method: 'PUT',
      body: { paymentMethod: 'PAY_ON_SITE', agbs: true, cartToken: reserved.cartToken ?? undefined },
    });
    return first;
  };
  const success = (page: Page) => page.getByTestId('success-message').textContent();

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    ipsc = await ipscHandgun(portal.url, adminToken);
    const date = day(40);
    const squad = (name: string, startTime: string, squadSize = 10) => ({
      name,
      information: name,
      squadSize,
      // the one-place squads keep a waiting list
      ...(squadSize === 1 ? { maxWaitingListSize: 3 } : {}),
      startDate: date,
      startTime,
      endTime: '18:00',
    });
    const body = matchBody(
      ipsc,
      { date, registrationStart: day(0), registrationEnd: day(30) },
      { name: 'Meine-Bewerbe-Cup' },
    );
    const created = await callApi<{ id: number; squads: { id: number; name: string }[] }>(
      portal.url,
      'competitions',
      adminToken,
      {
        method: 'POST',
        body: {
          ...body,
          club: { id: 1 },
          squads: [
            squad('Vormittag', '09:00'),
            squad('Nachmittag', '14:00'),
            squad('Abend', '18:00', 1),
            squad('Spät', '20:00', 1),
          ],
        },
      },
    );
    competitionId = created.id;
    fullSquad = created.squads.find((s) => s.name === 'Abend')!.id;
    lateSquad = created.squads.find((s) => s.name === 'Spät')!.id;
    squads = created.squads
      .filter((s) => s.id !== fullSquad && s.id !== lateSquad)
      .sort((a, b) => a.id - b.id)
      .map((s) => s.id);
    const other = await callApi<{ id: number; squads: { id: number }[] }>(
      portal.url,
      'competitions',
      adminToken,
      {
        method: 'POST',
        body: {
          ...matchBody(
            ipsc,
            { date: day(45), registrationStart: day(0), registrationEnd: day(30) },
            { name: 'Zweiter-Cup' },
          ),
          club: { id: 1 },
        },
      },
    );
    otherCompetitionId = other.id;
    otherSquad = other.squads[0]!.id;
    await waitFor(
      async () =>
        (
          await query('SELECT 1 FROM registration.squad_occupancy WHERE squad_id = ANY($1::int[])', [
            [...squads, fullSquad, lateSquad],
          ])
        ).length === 4,
      20_000,
      100,
    );
    // other shooters take the one place of 'Abend' and of 'Spät'
    await signUp(null, fullSquad, 'abend.voll@example.at', 'de');
    await signUp(null, lateSquad, 'spaet.voll@example.at', 'de');
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await portal?.stop();
  });

  it('a shooter opens myCompetitions, sees a full squad marked and not choosable, moves one registration to another squad and signs off from another, in German', async () => {
    const token = await login(portal.url, 'shooter', 'Shooter123!');
    const mine = await signUp(token, squads[0]!, 'shooter@example.at', 'de');
    const second = await signUp(token, otherSquad, 'shooter@example.at', 'de', otherCompetitionId);

    const page = await browser.context.newPage();
    // the language before the app starts (it only reads the stored one)
    await page.addInitScript('localStorage.setItem("locale", "de")');
    await page.goto(`${portal.url}/#/dashboard`);
    await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
    // the dashboard's upcoming list leads to myCompetitions
    await page.getByTestId(`dashboard-my-upcoming`).getByTestId(`booked-row-${mine.id}`).waitFor();
    await page.getByTestId('dashboard-my-upcoming-more').click();
    await page.getByTestId('page-my-competitions').waitFor();
    await page.getByTestId(`booked-row-${second.id}`).waitFor();

    // edit: another squad, division kept, saved with SUCCESS_ORDER_ITEM_EDIT and back to the list
    await page.getByTestId(`booked-edit-${mine.id}`).click();
    await page.getByTestId('page-shooter-order-item').waitFor();
    await expect.poll(() => page.getByTestId('order-item-first-name').inputValue()).toBe('Greta');
    await page.getByTestId('order-item-first-name').fill('Gretl');
    await page.getByTestId('order-item-squad').click();
    // the full squad is listed, marked and cannot be chosen (the item holds a place)
    const full = page.getByTestId(`order-item-squad-option-${fullSquad}`);
    expect(await full.textContent()).toMatch(/^Abend .*\(voll\)$/);
    expect(await full.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId(`order-item-squad-option-${squads[1]}`).textContent()).not.toMatch(/voll/);
    await page.getByTestId(`order-item-squad-option-${squads[1]}`).click();
    await page.getByTestId('order-item-save').click();
    await expect.poll(() => success(page)).toMatch(/Anmeldung wurde gespeichert/);
    await page.getByTestId('page-my-competitions').waitFor();
    expect(await item(mine.id)).toMatchObject({
      squad_id: squads[1],
      division_id: ipsc.divisionId,
      first_name: 'Gretl',
      cancelled: false,
    });
    await expect.poll(() => page.getByTestId(`booked-row-${mine.id}`).textContent()).toContain('Nachmittag');

    // sign off from the other: asked first, then SUCCESS_SHOOTER_CANCEL and the reloaded row says 'Abgemeldet'
    await page.getByTestId(`booked-cancel-${second.id}`).click();
    await page.getByTestId('confirm-no').click();
    expect(await item(second.id)).toMatchObject({ cancelled: false });
    await page.getByTestId(`booked-cancel-${second.id}`).click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => success(page)).toMatch(/erfolgreich abgemeldet/);
    await expect
      .poll(() => page.getByTestId(`booked-row-${second.id}`).textContent())
      .toContain('Abgemeldet');
    expect(await item(second.id)).toMatchObject({ cancelled: true });
    // no way back for the shooter: neither cancel nor edit is offered on the row
    expect(await page.getByTestId(`booked-cancel-${second.id}`).count()).toBe(0);
    expect(await page.getByTestId(`booked-edit-${second.id}`).count()).toBe(0);
    await page.close();
  });

  it('a guest opens the personal link of the sign-on mail and cancels, in the registration’s English', async () => {
    const guest = await signUp(null, squads[0]!, 'guest.link@example.at', 'en');
    const mail = await portal.mailTo('guest.link@example.at');
    const link = mail.text.match(/https?:\/\/\S+\/#\/publicOrderItems\/\d+\/[\w-]+/)?.[0];
    expect(link).toBe(`${portal.url}/#/publicOrderItems/${guest.id}/${guest.token}`);

    const page = await browser.context.newPage();
    // a guest: the browser is shared, and the test before logged a shooter in
    await startWithoutSession(page, portal.url, 'de');
    await page.goto(link!);
    await page.reload();
    // the form, or the page's load failure with the API's own answer (a failure must say what failed)
    await page.getByTestId('order-item-form').or(page.getByTestId('order-item-failed')).waitFor();
    if (await page.getByTestId('order-item-failed').isVisible()) {
      const answer = await fetch(`${portal.url}/api/publicResources/orderItems/${guest.id}/${guest.token}`);
      throw new Error(`the personal link's page failed to load: ${answer.status} ${await answer.text()}`);
    }
    // the page follows the registration's language
    await expect.poll(() => page.getByTestId('order-item-cancel').textContent()).toBe('Sign off');
    // the squad list shows the full squad marked in English, not choosable
    await page.getByTestId('order-item-squad').click();
    const full = page.getByTestId(`order-item-squad-option-${fullSquad}`);
    expect(await full.textContent()).toMatch(/^Abend .*\(full\)$/);
    expect(await full.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });
    await page.getByTestId('order-item-cancel').click();
    await page.getByTestId('confirm-yes').click();
    await expect.poll(() => success(page)).toMatch(/registration has been cancelled/);
    await page.getByTestId('page-dashboard').waitFor();
    expect(await item(guest.id)).toMatchObject({ cancelled: true });

    // the link now shows the registration signed off, without save or cancel
    await page.goto(link!);
    await page.reload();
    await page.getByTestId('order-item-cancelled').waitFor();
    expect(await page.getByTestId('order-item-save').count()).toBe(0);
    // a wrong token reveals nothing
    await page.goto(`${portal.url}/#/publicOrderItems/${guest.id}/${'x'.repeat(32)}`);
    await page.reload();
    await page.getByTestId('order-item-failed').waitFor();
    expect(await page.getByTestId('order-item-form').count()).toBe(0);
    await page.close();
  });

  it('a shooter waiting on a full squad may choose another full squad (marked) and waits there, in English', async () => {
    // waiting is premium (docs/premium-features.md): a member with premium, made by the admin
    await callApi(portal.url, 'users', await login(portal.url, 'admin', 'Admin123!'), {
      method: 'POST',
      body: {
        username: 'waiting.shooter',
        email: 'waiting.shooter@example.at',
        userRoleIds: [4],
        firstName: 'Wanda',
        lastName: 'Warte',
        selectedLanguage: 'en',
        password: 'Waiting123',
        password2: 'Waiting123',
        paymentUntil: day(300),
      },
    });
    const token = await login(portal.url, 'waiting.shooter', 'Waiting123');
    const waiting = await signUp(token, lateSquad, 'waiting.shooter@example.at', 'en');
    expect(await item(waiting.id)).toMatchObject({ squad_id: lateSquad, waiting_list: true });

    // an own browser: the shared one keeps the first test's session
    const own = await openBrowser();
    const page = await own.context.newPage();
    // the language before the app starts (it only reads the stored one)
    await page.addInitScript('localStorage.setItem("locale", "en")');
    await loginInBrowser(page, portal.url, 'waiting.shooter', 'Waiting123');
    await page.goto(`${portal.url}/#/shooterOrderItems/${waiting.id}`);
    await page.getByTestId('order-item-form').waitFor();
    await page.getByTestId('order-item-squad').click();
    // from the waiting list a full squad can be chosen: the move takes a waiting slot there
    const full = page.getByTestId(`order-item-squad-option-${fullSquad}`);
    expect(await full.textContent()).toMatch(/^Abend .*\(full\)$/);
    expect(await full.getAttribute('aria-disabled')).not.toBe('true');
    await full.click();
    await page.getByTestId('order-item-save').click();
    await expect.poll(() => success(page)).toBe('The registration has been saved.');
    await page.getByTestId('page-my-competitions').waitFor();
    expect(await item(waiting.id)).toMatchObject({
      squad_id: fullSquad,
      waiting_list: true,
      cancelled: false,
    });
    await own.close();
  });
});
