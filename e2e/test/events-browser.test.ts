import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, openInLibreOffice, waitFor } from '@portal/service-kit/testing';
import { expectNoSeriousViolations, expectNoSidewaysScroll, openRoute, useSetting } from './accessibility';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser } from './session';

const EVENT = 'Abendkurs Floridsdorf';
/** the demo event of the club admin's club, with the demo shooter's registration */
const DEMO_EVENT = 'Einsteigertraining Dynamisches Schießen';
/** `<name>_YYYY-MM-DD_HH-mm-ss.xlsx`: the export service's file names carry date and time */
const ALL_COMPETITORS = /^alle-teilnehmer_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/;

interface Created {
  id: number;
  publicLink: string;
  eventName: string | null;
  squads: { id: number }[];
}

/** The first sheet of a downloaded xlsx as LibreOffice reads it (the export tests' reader). */
const sheetOf = async (download: Download): Promise<string[][]> =>
  openInLibreOffice(fs.readFileSync((await download.path())!));

/**
 * Events in the browser against the real stack (docs/events.md): the club admin gives an event a
 * subtitle (eventName) in the form, the public page and list show it, and the event list downloads
 * the competitors xlsx of the selected event and of all the club's events; German on a phone
 * (390 px) and English on a laptop (1366 px), axe-clean and without a sideways scroll.
 */
describe('events: subtitle and competitors export', () => {
  let portal: Portal;
  let clubToken: string;
  let event: Created;
  /** every event of the club admin's club, by name */
  let clubEvents: string[];
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;

  beforeAll(async () => {
    portal = await startPortal();
    clubToken = await login(portal.url, 'clubadmin', 'Club123!');
    const types = await callApi<{ content: { id: number; name: string }[] }>(
      portal.url,
      'competitionTypes?size=200',
      await login(portal.url, 'admin', 'Admin123!'),
    );
    // everything a club admin's form requires, so the form saves it unchanged but for the subtitle
    event = await callApi<Created>(portal.url, 'events', clubToken, {
      method: 'POST',
      body: {
        name: EVENT,
        eventType: 'Kurs',
        competitionTypeId: types.content.find((type) => type.name === 'Training')!.id,
        information: '<p>Grundlagen für Neue.</p>',
        nominationFee: 20,
        contact: {
          firstName: 'Karl',
          lastName: 'Vereinsobmann',
          email: 'karl@example.at',
          telephone: '+43 1 234',
        },
        address: 'Senderstraße 8',
        zip: '1210',
        city: 'Wien',
        country: 'at',
        googleMapsLink: 'https://maps.example.at/floridsdorf',
        competitionDate: `${day(6)}T18:00:00`,
        registration: true,
        registrationStart: `${day(0)}T00:00:00`,
        registrationEnd: `${day(5)}T20:00:00`,
        payOnSite: true,
        viewType: 'ALL',
        startingPlaces: 10,
        waitingListPlaces: 0,
      },
    });
    const pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
    try {
      // registration learns the event from the catalog's event; a guest then signs up for it
      const squadId = event.squads[0]!.id;
      await waitFor(
        async () =>
          (await pool.query('SELECT 1 FROM registration.squad_occupancy WHERE squad_id = $1', [squadId])).rows
            .length > 0,
        20_000,
        100,
      );
      const prepared = await callApi<{ orderItems: { token: string }[] }>(
        portal.url,
        'publicResources/prepareOrder',
        null,
        { method: 'POST', body: { status: 'PREPARE', orderItems: [{ competitionId: event.id, squadId }] } },
      );
      // an event has no divisions, classes or factors to choose
      await callApi(portal.url, 'publicResources/reserveOrder', null, {
        method: 'POST',
        body: {
          token: prepared.orderItems[0]!.token,
          order: {
            firstName: 'Greta',
            lastName: 'Gast',
            email: 'greta@example.at',
            agbs: true,
            orderItems: [{}],
          },
        },
      });
      // the export service learns the registration from registration's events
      await waitFor(
        async () =>
          (await pool.query('SELECT 1 FROM export.registrations WHERE competition_id = $1', [event.id])).rows
            .length > 0,
        30_000,
        200,
      );
    } finally {
      await pool.end();
    }
    const listed = await Promise.all(
      ['false', 'true'].map((archive) =>
        callApi<{ content: { name: string }[] }>(portal.url, `events?size=500&archive=${archive}`, clubToken),
      ),
    );
    clubEvents = listed.flatMap((list) => list.content.map((row) => row.name));
    browser = await openBrowser();
    page = await browser.context.newPage();
    await loginInBrowser(page, portal.url, 'clubadmin', 'Club123!');
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** The club admin sets the subtitle in the event form and saves. */
  const setSubtitle = async (subtitle: string) => {
    await openRoute(page, portal.url, `events/${event.id}`, 'competition-edit-page');
    const field = page.getByTestId('competition-form-eventName');
    await field.fill(subtitle);
    await page.getByTestId('competition-form-save').click();
    await page.getByTestId('events-page').waitFor();
    const saved = await callApi<Created>(portal.url, `events/${event.id}`, clubToken);
    expect(saved.eventName).toBe(subtitle);
  };

  /** The public page and the public list show the subtitle under the name. */
  const expectShownPublicly = async (subtitle: string, where: string) => {
    await openRoute(page, portal.url, `competitionDetails/${event.publicLink}`, 'page-competition');
    expect(await page.getByTestId(`competition-event-name-${event.id}`).textContent()).toBe(subtitle);
    await expectNoSeriousViolations(page, `public event page (${where})`);
    await expectNoSidewaysScroll(page, `public event page (${where})`);
    await openRoute(page, portal.url, 'competitionList', 'page-competition-list');
    expect(await page.getByTestId(`competition-event-name-${event.id}`).first().textContent()).toBe(subtitle);
    await expectNoSeriousViolations(page, `public list (${where})`);
  };

  it('when a club admin on a phone (de) sets a subtitle then it shows publicly, and the selected event’s competitors download as xlsx', async () => {
    await useSetting(page, portal.url, 'de', 'phone');
    await setSubtitle('Schnupperabend für Neue');
    await expectShownPublicly('Schnupperabend für Neue', 'de, phone');

    await openRoute(page, portal.url, 'events', 'events-page');
    await page.getByTestId(`competition-select-${event.id}`).check();
    const button = page.getByTestId('competitions-bulk-competitors');
    expect(await button.textContent()).toBe('Teilnehmer exportieren (xlsx)');
    await expectNoSeriousViolations(page, 'event list with a selection (de, phone)');
    await expectNoSidewaysScroll(page, 'event list with a selection (de, phone)');
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(ALL_COMPETITORS);
    const rows = await sheetOf(download);
    expect(rows[0]!.slice(0, 3)).toEqual(['Anmeldenummer', 'Bewerb', 'Bewerbsdatum']);
    // the selected event only: its one registration
    expect(rows.slice(1)).toHaveLength(1);
    expect([
      columnOf(rows, 'Bewerb')![0],
      columnOf(rows, 'Vorname')![0],
      columnOf(rows, 'Nachname')![0],
    ]).toEqual([EVENT, 'Greta', 'Gast']);
  });

  it('when a club admin on a laptop (en) changes the subtitle then it shows publicly, and all of the club’s events’ competitors download as xlsx', async () => {
    await useSetting(page, portal.url, 'en', 'desktop');
    await setSubtitle('Taster evening');
    await expectShownPublicly('Taster evening', 'en, desktop');

    await openRoute(page, portal.url, 'events', 'events-page');
    const button = page.getByTestId('events-all-competitors');
    expect(await button.textContent()).toBe('Export all competitors (xlsx)');
    // the back-office list shows the subtitle under the name too
    expect(await page.getByTestId(`competition-row-${event.id}`).textContent()).toContain('Taster evening');
    await expectNoSeriousViolations(page, 'event list (en, desktop)');
    await expectNoSidewaysScroll(page, 'event list (en, desktop)');
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(ALL_COMPETITORS);
    const rows = await sheetOf(download);
    const competitions = new Set(columnOf(rows, 'Bewerb'));
    // the new event and the demo event, each with its registration; nothing of other clubs or matches
    expect(competitions).toContain(EVENT);
    expect(competitions).toContain(DEMO_EVENT);
    expect([...competitions].filter((name) => !clubEvents.includes(name))).toEqual([]);
    expect(columnOf(rows, 'Nachname')).toEqual(expect.arrayContaining(['Gast', 'Schütz']));
  });

  it('when an admin selects an event then the CSV bulk action is offered and no competitors xlsx', async () => {
    const admin = await openBrowser();
    try {
      const adminPage = await admin.context.newPage();
      await loginInBrowser(adminPage, portal.url, 'admin', 'Admin123!');
      await openRoute(adminPage, portal.url, 'events', 'events-page');
      await adminPage.getByTestId(`competition-select-${event.id}`).check();
      await adminPage.getByTestId('competitions-bulk-csv').waitFor();
      expect(await adminPage.getByTestId('competitions-bulk-competitors').count()).toBe(0);
      expect(await adminPage.getByTestId('events-all-competitors').count()).toBe(0);
    } finally {
      await admin.close();
    }
  });
});
