import { viennaDay } from '@portal/contracts';
import { columnOf, openInLibreOffice, waitFor } from '@portal/service-kit/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { typeIntoPicker } from './pickers';
import { startPortal, type Portal } from './portal';
import { login, openPage } from './session';

interface Competition {
  id: number;
  publicLink: string;
  competitionDate: string;
  registrationEnd: string | null;
  division_ids: number[];
  competitionClass_ids: number[];
  factor_ids: number[];
  squads: { id: number; startDate: string; startTime: string }[];
}

/** Today in Vienna as YYYY-MM-DD (the registration opens today, so the shooter can sign up now). */
const viennaToday = () => viennaDay(new Date());
const NEXT_YEAR = Number(viennaToday().slice(0, 4)) + 1;

/**
 * docs/time-zone.md: what a club admin types in the back-office form is Vienna local time. A match
 * typed in the browser at 09:00 on a winter day (UTC+1) and on a summer day (UTC+2) is stored as
 * its instant and reads 09:00 on the public page, in the sign-on mail and in the registrations
 * export; the registration end typed 20:00 reads 20:00 on the page.
 */
describe('one time zone: the typed Vienna time on the page, in the mail and in the export', () => {
  let portal: Portal;
  let pool: pg.Pool;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let clubToken: string;
  let shooterToken: string;
  let shooterEmail: string;

  const api = async (path: string, token: string | null, method = 'GET', body?: unknown) => {
    const response = await fetch(`${portal.url}/api/${path}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
  };
  const field = (name: string) => page.getByTestId(`competition-form-${name}`);
  const tab = (name: string) => page.getByTestId(`competition-tab-${name}`).click();
  const choose = async (select: string, option: string) => {
    await field(select).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const chooseMany = async (select: string, options: string[]) => {
    await field(select).click();
    for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
    await page.keyboard.press('Escape');
  };

  beforeAll(async () => {
    portal = await startPortal();
    pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    clubToken = await login(portal.url, 'clubadmin', 'Club123!');
    shooterToken = await login(portal.url, 'shooter', 'Shooter123!');
    shooterEmail = (await pool.query(`SELECT email FROM identity.users WHERE username = 'shooter'`)).rows[0]
      .email;
    ({ browser, page } = await openPage(portal.url, 'clubadmin', 'Club123!'));
  });
  afterAll(async () => {
    await browser?.close();
    await pool?.end();
    await portal?.stop();
  });

  /** Creates the match in the back-office form like a club admin, typing Vienna times. */
  const createInForm = async (name: string, date: string, registrationEnd: string) => {
    await page.getByTestId('menu-clubCompetitions').click();
    await page.getByTestId('competitions-page').waitFor();
    await page.getByTestId('competitions-create').click();
    await page.getByTestId('competition-create-page').waitFor();
    await field('name').fill(name);
    await choose('competitionTypeId', 'IPSC Handgun');
    await choose('level', 'Level II');
    await chooseMany('division_ids', ['Production']);
    await chooseMany('competitionClass_ids', ['Overall']);
    await chooseMany('factor_ids', ['Minor']);
    await field('stages').fill('6');
    await field('nominationFee').fill('40');
    await choose('viewType', 'Überall sichtbar');
    await tab('contact');
    await field('contact.telephone').fill('+43 1 2345678');
    await tab('dates');
    await typeIntoPicker(field('competitionDate'), date);
    await typeIntoPicker(field('competitionDate-time'), '09:00');
    await typeIntoPicker(field('registrationStart'), viennaToday());
    await typeIntoPicker(field('registrationStart-time'), '00:00');
    await typeIntoPicker(field('registrationEnd'), registrationEnd);
    await typeIntoPicker(field('registrationEnd-time'), '20:00');
    await field('payOnSite').check();
    await tab('additional');
    await field('information').click();
    await page.keyboard.type('Zeitzonen-Probe.');
    await tab('squads');
    await page.getByTestId('squads-add').click();
    await page.getByTestId('squad-0-name').fill('Vormittag');
    await page.getByTestId('squad-0-information').fill('Treffpunkt beim Clubhaus');
    await page.getByTestId('squad-0-squadSize').fill('10');
    await typeIntoPicker(page.getByTestId('squad-0-startTime'), '08:00');
    await typeIntoPicker(page.getByTestId('squad-0-endTime'), '12:00');
    await field('save').click();
    await page.getByTestId('competitions-page').waitFor();
    const list = await api(`competitions?name=${encodeURIComponent(name)}&size=10`, clubToken);
    const id = list.body.content.find((c: { name: string }) => c.name === name).id as number;
    return (await api(`competitions/${id}`, clubToken)).body as Competition;
  };

  for (const season of [
    { name: 'winter', date: `${NEXT_YEAR}-01-15`, instant: `${NEXT_YEAR}-01-15T08:00:00.000Z` },
    { name: 'summer', date: `${NEXT_YEAR}-07-15`, instant: `${NEXT_YEAR}-07-15T07:00:00.000Z` },
  ]) {
    it(`when a match is typed for 09:00 on a ${season.name} day then the page, the mail and the export say 09:00`, async () => {
      const name = `Zeitzonencup ${season.name}`;
      const dotted = (day: string) => day.split('-').reverse().join('.');
      const shown = dotted(season.date);
      const dayBefore = new Date(Date.parse(`${season.date}T12:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const competition = await createInForm(name, season.date, dayBefore);
      // stored as the instant of 09:00 in Vienna (UTC+1 in winter, UTC+2 in summer)
      expect(competition.competitionDate).toBe(season.instant);
      expect(competition.squads[0]).toMatchObject({ startDate: season.date, startTime: '08:00:00' });

      // the public page
      await page.goto(`${portal.url}/#/competitionDetails/${competition.publicLink}`);
      await page.getByTestId('page-competition').waitFor();
      expect(await page.getByTestId('competition-dates').textContent()).toBe(`${shown}, 09:00`);
      expect(await page.getByTestId('detail-registration').textContent()).toContain(
        `${dotted(viennaToday())} 00:00 – ${dotted(dayBefore)} 20:00`,
      );
      expect(await page.getByTestId(`squad-row-${competition.squads[0]!.id}`).textContent()).toContain(
        `${shown}08:00`,
      );

      // the shooter signs up once registration knows the match; the sign-on mail says 09:00
      const squadId = competition.squads[0]!.id;
      await waitFor(
        async () =>
          (await pool.query('SELECT 1 FROM registration.squad_occupancy WHERE squad_id = $1', [squadId]))
            .rowCount === 1,
        30_000,
        100,
      );
      const prepared = await api('publicResources/prepareOrder', shooterToken, 'POST', {
        status: 'PREPARE',
        orderItems: [{ competitionId: competition.id, squadId }],
      });
      expect(prepared.status).toBe(200);
      const reserved = await api('publicResources/reserveOrder', shooterToken, 'POST', {
        token: prepared.body.orderItems[0].token,
        order: {
          firstName: 'Max',
          lastName: 'Schütze',
          email: shooterEmail,
          agbs: true,
          orderItems: [
            {
              divisionId: competition.division_ids[0],
              competitionClassId: competition.competitionClass_ids[0],
              factorId: competition.factor_ids[0],
              country: 'at',
              state: 'ST',
            },
          ],
        },
      });
      expect(reserved.status).toBe(200);
      // checked out: the sign-on mail goes with the checkout
      const submitted = await api(
        `publicResources/cart/${reserved.body.cartId}/submit`,
        shooterToken,
        'PUT',
        {
          paymentMethod: 'PAY_ON_SITE',
          agbs: true,
          cartToken: reserved.body.cartToken ?? undefined,
        },
      );
      expect(submitted.status).toBe(200);
      const mail = await portal.mailTo(shooterEmail, new RegExp(name));
      expect(mail.text).toContain(`${shown} 09:00`);

      // the club admin's registrations export (xlsx, opened in LibreOffice)
      await waitFor(
        async () =>
          (await pool.query('SELECT 1 FROM export.registrations WHERE competition_id = $1', [competition.id]))
            .rowCount === 1,
        30_000,
        100,
      );
      const response = await fetch(
        `${portal.url}/api/exports/allCompetitors?competitionId=${competition.id}`,
        {
          headers: { authorization: clubToken },
        },
      );
      expect(response.status).toBe(200);
      const rows = await openInLibreOffice(Buffer.from(await response.arrayBuffer()));
      expect(columnOf(rows, 'Bewerbsdatum')).toEqual([`${shown} 09:00`]);
    });
  }
});
