import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { matchBody } from './competitionData';
import { callApi, day, login, openPage } from './session';
import { columnOf, openInLibreOffice, parseCsv, waitFor } from '@portal/service-kit/testing';

const MATCH = 'Exportcup Favoriten';
/** the squad of createOpenMatch's body */
const SQUAD = 'Squad 1';
/** PractiScore's squads are numbers: the match's first squad (docs/club-invoices-and-exports.md) */
const PRACTISCORE_SQUAD = '1';
/** a match of the demo club admin's club */
const OWN_MATCH = 'Exportcup Vereinsheim';
/** `<name>_YYYY-MM-DD_HH-mm-ss.<extension>`: the export service's file names carry date and time */
const named = (base: string, extension: string) =>
  new RegExp(`^${base}_\\d{4}-\\d{2}-\\d{2}_\\d{2}-\\d{2}-\\d{2}\\.${extension}$`);

/** The bytes of a finished download. */
const contentOf = async (download: Download): Promise<Buffer> => fs.readFileSync((await download.path())!);

/**
 * Holds the export's request in the browser until the spinner was seen, then lets it through to the
 * real export service (the answer is never made up): the spinner shows however fast the service is.
 */
const holdExport = async (page: Page, path: string) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/exports/${path}*`, async (route) => {
    await released;
    await route.continue();
  });
  // released, the route lets every later request through at once (it ends with the page)
  return release;
};

/**
 * The exports page and a download button through the gateway against the real export service: an
 * admin downloads the PractiScore file of a match with a registration and a competitions export,
 * each time seeing the disabled button with its spinner; the demo shooter downloads the
 * participated list from myCompetitions.
 */
describe('exports in the browser', () => {
  let portal: Portal;
  let match: OpenMatch;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const open = async (username: string, password: string): Promise<Page> => {
    const { browser, page } = await openPage(portal.url, username, password);
    browsers.push(browser);
    return page;
  };

  beforeAll(async () => {
    portal = await startPortal();
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, MATCH);
    const shooterToken = await login(portal.url, 'shooter', 'Shooter123!');
    await reserveItem(portal.url, match, shooterToken);
    // the export service learns the registration from registration's events
    await waitFor(
      async () => {
        const response = await fetch(
          `${portal.url}/api/exports/practiScore?competitionId=${match.competitionId}`,
          { headers: { authorization: adminToken } },
        );
        return response.status === 200 && (await response.text()).includes('Gast');
      },
      30_000,
      200,
    );
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await portal?.stop();
  });

  it('when an admin downloads the PractiScore file of a match then the button spins and the CSV lists the registration', async () => {
    const page = await open('admin', 'Admin123!');
    await page.getByTestId('menu-exports').click();
    await page.getByTestId('exports-page').waitFor();
    await page.getByTestId('exports-type').click();
    await page.getByTestId('exports-type-option-practiScore').click();

    // the competition is required: nothing is sent without it
    await page.getByTestId('exports-download').click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld.').waitFor();

    await page.getByTestId('exports-competition').fill('Exportcup');
    await page.getByRole('option', { name: MATCH, exact: true }).click();
    const letThrough = await holdExport(page, 'practiScore');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('exports-download').click();
    await page.getByTestId('exports-download-spinner').waitFor();
    expect(await page.getByTestId('exports-download').isDisabled()).toBe(true);
    letThrough();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(named('practiscore', 'csv'));
    const bytes = await contentOf(download);
    // plain UTF-8 without a byte order mark, as PractiScore reads it
    expect(bytes.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
    const rows = parseCsv(bytes.toString('utf8'));
    // every keyword set of PractiScore's registration import is matched by a header
    const headers = rows[0]!.map((header) => header.toLowerCase());
    const keywordSets = [
      ['first', 'name'],
      ['last', 'name'],
      ['email'],
      ['squad'],
      ['division'],
      ['power', 'factor'],
      ['class'],
      ['member'],
      ['alias'],
      ['age'],
      ['gender'],
      ['special'],
    ];
    for (const keywords of keywordSets)
      expect(
        headers.some((header) => keywords.every((k) => header.includes(k))),
        keywords.join('+'),
      ).toBe(true);
    // the one registration, signed up through the checkout and learnt from registration's events
    expect(rows.slice(1)).toHaveLength(1);
    const cell = (header: string) => columnOf(rows, header)![0];
    expect([cell('First Name'), cell('Last Name'), cell('Email'), cell('Squad')]).toEqual([
      'Greta',
      'Gast',
      'greta@example.at',
      PRACTISCORE_SQUAD,
    ]);
    // the button is back once the file is there
    await page.getByTestId('exports-download-spinner').waitFor({ state: 'detached' });
    expect(await page.getByTestId('exports-download').isEnabled()).toBe(true);
  });

  it('when an admin downloads the competitions export with squads then the button spins and an xlsx named with date and time arrives with the match and its squad', async () => {
    const page = await open('admin', 'Admin123!');
    await page.goto(`${portal.url}/#/exports`);
    await page.getByTestId('exports-page').waitFor();
    await page.getByTestId('exports-type').click();
    await page.getByTestId('exports-type-option-adminCompetitions').click();
    // the competitions export needs the taller panel (docs/web-app.md)
    expect(await page.getByTestId('exports-panel').getAttribute('data-min-height')).toBe('800');
    expect((await page.getByTestId('exports-panel').boundingBox())!.height).toBeGreaterThanOrEqual(800);
    await page.getByTestId('exports-squads').check();

    const letThrough = await holdExport(page, 'adminCompetitions');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('exports-download').click();
    await page.getByTestId('exports-download-spinner').waitFor();
    expect(await page.getByTestId('exports-download').isDisabled()).toBe(true);
    letThrough();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(named('bewerbe', 'xlsx'));
    // LibreOffice opens both sheets: the match with its club and registration, and its squad
    const bytes = await contentOf(download);
    const competitions = await openInLibreOffice(bytes);
    const row = competitions[columnOf(competitions, 'Bewerb')!.indexOf(MATCH) + 1]!;
    const cell = (header: string) => row[competitions[0]!.indexOf(header)];
    expect([cell('ID'), cell('Verein'), cell('Nenngeld'), cell('Anmeldungen')]).toEqual([
      String(match.competitionId),
      `SV ${MATCH}`,
      '30,00',
      '1',
    ]);
    const squads = await openInLibreOffice(bytes, 2);
    expect(squads[0]).toEqual(['Bewerb', 'Squad', 'Datum', 'Beginn', 'Ende', 'Plätze', 'Belegt']);
    expect(squads.filter((r) => r[0] === MATCH).map((r) => [r[1], r[3], r[5], r[6]])).toEqual([
      [SQUAD, '09:00', '10', '1'],
    ]);
  });

  it('when a club admin opens the exports page then only the club exports and the own club’s competitions are offered, and the PractiScore file is the own match’s', async () => {
    const pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
    // the demo registrations of the club admin's club are on events (not in the dropdown): the
    // admin opens a match of that club, a guest signs up, the export service learns both
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    let ownNames: string[];
    try {
      const [clubAdmin] = (
        await pool.query<{ clubId: number }>(
          `SELECT club_id AS "clubId" FROM export.users WHERE username = 'clubadmin'`,
        )
      ).rows;
      const created = await callApi<{ id: number; squads: { id: number }[] }>(
        portal.url,
        'competitions',
        adminToken,
        {
          method: 'POST',
          body: matchBody(
            match.ipsc,
            { date: day(45), registrationStart: day(0), registrationEnd: day(30) },
            { club: { id: clubAdmin!.clubId }, name: OWN_MATCH },
          ),
        },
      );
      const own = { ...match, competitionId: created.id, squadId: created.squads[0]!.id };
      await waitFor(
        async () =>
          (await pool.query('SELECT 1 FROM registration.squad_occupancy WHERE squad_id = $1', [own.squadId]))
            .rows.length > 0,
        20_000,
        100,
      );
      await reserveItem(portal.url, own, null);
      await waitFor(
        async () =>
          (
            await pool.query('SELECT 1 FROM export.registrations WHERE competition_id = $1', [
              own.competitionId,
            ])
          ).rows.length > 0,
        30_000,
        200,
      );
      ownNames = (
        await pool.query<{ name: string }>(
          'SELECT name FROM export.competitions WHERE club_id = $1 AND NOT deleted',
          [clubAdmin!.clubId],
        )
      ).rows.map((row) => row.name);
    } finally {
      await pool.end();
    }

    const page = await open('clubadmin', 'Club123!');
    await page.goto(`${portal.url}/#/exports`);
    await page.getByTestId('exports-page').waitFor();
    expect(await page.getByTestId('exports-panel').getAttribute('data-min-height')).toBe('400');
    await page.getByTestId('exports-type').click();
    await page.getByTestId('exports-type-option-practiScoreStand').waitFor();
    // users, adverts and competitions are the portal and system admins' only
    for (const type of ['allUsers', 'advertisements', 'adminCompetitions'])
      expect(await page.getByTestId(`exports-type-option-${type}`).count(), type).toBe(0);
    await page.getByTestId('exports-type-option-practiScoreStand').click();

    await page.getByTestId('exports-competition').click();
    await page.getByRole('option', { name: OWN_MATCH, exact: true }).waitFor();
    const offered = await page.getByRole('option').allInnerTexts();
    expect(offered.filter((name) => !ownNames.includes(name))).toEqual([]);
    expect(offered).not.toContain(MATCH);
    await page.getByRole('option', { name: OWN_MATCH, exact: true }).click();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('exports-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(named('practiscore-stands', 'csv'));
    const rows = parseCsv((await contentOf(download)).toString('utf8'));
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      // a guest's e-mail of its own (cartData.ts): one e-mail holds one guest registration
      ['Greta', 'Gast', expect.stringMatching(/^greta\+\d+@example\.at$/), PRACTISCORE_SQUAD],
    ]);
    // another club's match stays closed to the club admin, also when asked directly
    const token = await login(portal.url, 'clubadmin', 'Club123!');
    const foreign = await fetch(
      `${portal.url}/api/exports/practiScore?competitionId=${match.competitionId}`,
      {
        headers: { authorization: token },
      },
    );
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: string }).error).toBe('COMPETITION_DOESNT_EXIST');
  });

  it('when the shooter downloads the participated list then an xlsx absolvierte-bewerbe with the past match arrives', async () => {
    // catalog takes no date in the past and the demo shooter has no past registration: the match's
    // day passes in the export's read model (as the calendar would), the registration stays the
    // one registration's events brought
    const pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
    try {
      await pool.query(
        `UPDATE export.competitions SET competition_date = now() - interval '3 days' WHERE id = $1`,
        [match.competitionId],
      );
    } finally {
      await pool.end();
    }
    const page = await open('shooter', 'Shooter123!');
    await page.goto(`${portal.url}/#/myCompetitions?tab=participated`);
    await page.getByTestId('participated-list').waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByTestId('participated-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(named('absolvierte-bewerbe', 'xlsx'));
    const rows = await openInLibreOffice(await contentOf(download));
    expect(columnOf(rows, 'Bewerb')).toEqual([MATCH]);
    expect([columnOf(rows, 'Verein'), columnOf(rows, 'Squad')]).toEqual([[`SV ${MATCH}`], [SQUAD]]);
  });
});
