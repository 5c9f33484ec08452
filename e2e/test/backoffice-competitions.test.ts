import { readFileSync } from 'node:fs';
import { fromViennaWallClock } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { ipscHandgun, matchBody } from './competitionData';
import { pickerText, typeIntoPicker } from './pickers';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser, openPage } from './session';

/** The ISO instant of a Vienna day and time. */
const vienna = (date: string, time: string) => fromViennaWallClock(date, time)!.toISOString();

// the smallest file the catalog takes as a PDF document (the type is read from the first bytes)
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Squad {
  id: number;
  name: string;
  squadSize: number;
  startDate: string | null;
  multipleWaitingList: boolean;
  stands: { id: number; name: string }[];
}
interface Competition {
  id: number;
  name: string;
  viewType: string;
  paid: boolean;
  cancelled: boolean;
  competitionDate: string;
  competitionEndDate: string | null;
  registrationStart: string | null;
  registrationEnd: string | null;
  contact: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    telephone: string | null;
  };
  address: string | null;
  nominationFee: number | null;
  squads: Squad[];
  competitionUploads: { type: { name: string }; document: { id: number; fileName: string } }[];
}

describe('competitions in the back-office in the browser against the real catalog', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let clubToken: string;
  let adminToken: string;

  const api = <T>(path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
    callApi<T>(portal.url, path, token, init);
  /** The club's competitions named exactly `name`, in the archive too, oldest first. */
  const named = async (name: string): Promise<Competition[]> => {
    const query = new URLSearchParams({ name, size: '100', sort: 'id,asc' });
    const [running, archived] = await Promise.all([
      api<{ content: Competition[] }>(`competitions?${query.toString()}&archive=false`, clubToken),
      api<{ content: Competition[] }>(`competitions?${query.toString()}&archive=true`, clubToken),
    ]);
    return [...running.content, ...archived.content]
      .filter((competition) => competition.name === name)
      .sort((a, b) => a.id - b.id);
  };
  const one = (id: number) => api<Competition>(`competitions/${id}`, clubToken);

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
    clubToken = await login(portal.url, 'clubadmin', 'Club123!');
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    ({ browser, page } = await openPage(portal.url, 'clubadmin', 'Club123!'));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const NAME = 'Frühjahrscup Floridsdorf';
  let competitionId = 0;

  it('when a club admin creates a competition with two squads and a document then it is stored with all of them', async () => {
    await page.getByTestId('menu-clubCompetitions').click();
    await page.getByTestId('competitions-page').waitFor();
    await page.getByTestId('competitions-create').click();
    await page.getByTestId('competition-create-page').waitFor();

    // competition
    await field('name').fill(NAME);
    await choose('competitionTypeId', 'IPSC Handgun');
    await choose('level', 'Level II');
    await chooseMany('division_ids', ['Production', 'Standard']);
    await chooseMany('competitionClass_ids', ['Overall']);
    await chooseMany('factor_ids', ['Minor', 'Major']);
    await field('stages').fill('8');
    await field('nominationFee').fill('45,50');
    await choose('viewType', 'Überall sichtbar');

    // contact and venue come from the club admin and the club
    await tab('contact');
    expect(await field('contact.firstName').inputValue()).toBe('Karl');
    expect(await field('contact.lastName').inputValue()).toBe('Vereinsobmann');
    expect(await field('contact.email').inputValue()).toContain('@');
    await field('contact.telephone').fill('+43 1 2345678');
    await tab('address');
    expect(await field('address').inputValue()).toBe('Senderstraße 8');
    expect(await field('city').inputValue()).toBe('Wien');
    expect(await field('googleMapsLink').inputValue()).toMatch(/^https:\/\//);

    // dates: the club has no bank account, so no bank transfer
    await tab('dates');
    await typeIntoPicker(field('competitionDate'), day(60));
    await typeIntoPicker(field('competitionDate-time'), '09:00');
    await typeIntoPicker(field('registrationStart'), day(10));
    await typeIntoPicker(field('registrationStart-time'), '08:00');
    await typeIntoPicker(field('registrationEnd'), day(50));
    await typeIntoPicker(field('registrationEnd-time'), '20:00');
    await field('no-bank').waitFor();
    expect(await field('paymentViaDeposit').isDisabled()).toBe(true);
    await field('payOnSite').check();

    await tab('additional');
    await field('information').click();
    await page.keyboard.type('Ein IPSC-Match über 8 Stages.');

    // squads: the first with two stands, first with a size that does not match
    await tab('squads');
    await page.getByTestId('squads-add').click();
    await page.getByTestId('squad-0-name').fill('Samstag Vormittag');
    await page.getByTestId('squad-0-information').fill('Treffpunkt 8:30 beim Clubhaus');
    await page.getByTestId('squad-0-add-stand').click();
    await page.getByTestId('squad-0-add-stand').click();
    await page.getByTestId('squad-0-stand-0-name').fill('Stand A');
    await page.getByTestId('squad-0-stand-1-name').fill('Stand B');
    await page.getByTestId('squad-0-squadSize').fill('3');
    await typeIntoPicker(page.getByTestId('squad-0-startTime'), '09:00');
    await typeIntoPicker(page.getByTestId('squad-0-endTime'), '13:00');
    expect(await page.getByTestId('squad-0-startDate').inputValue()).toBe(pickerText(day(60)));
    await page.getByTestId('squads-add').click();
    await page.getByTestId('squad-1-name').fill('Samstag Nachmittag');
    await page.getByTestId('squad-1-information').fill('Ab 13:30');
    await page.getByTestId('squad-1-squadSize').fill('10');
    await typeIntoPicker(page.getByTestId('squad-1-startTime'), '13:30');
    await typeIntoPicker(page.getByTestId('squad-1-endTime'), '18:00');
    // the afternoon squad takes part in the multiple waiting list
    await page.getByLabel('Mehrfach-Warteliste').nth(1).check();
    expect(await page.getByTestId('squad-1-multipleWaitingList').isChecked()).toBe(true);
    expect(await page.getByTestId('squad-0-multipleWaitingList').isChecked()).toBe(false);

    // a document of the first upload type
    await tab('uploads');
    await page.getByTestId('competition-upload-type').click();
    await page.getByRole('option', { name: 'Ausschreibung', exact: true }).click();
    await page
      .getByTestId('competition-upload-input')
      .setInputFiles({ name: 'ausschreibung.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('competition-upload-0').waitFor();

    // the squad size is checked against the stands before anything is sent
    await field('save').click();
    await page.getByTestId('squad-0-stands-error').waitFor();
    expect(await page.getByTestId('competition-tab-squads').getAttribute('data-error')).toBe('true');
    expect(await page.getByTestId('competition-create-page').isVisible()).toBe(true);
    await page.getByTestId('squad-0-squadSize').fill('2');
    await field('save').click();
    await page.getByTestId('competitions-page').waitFor();

    const [created] = await named(NAME);
    expect(created).toBeDefined();
    competitionId = created!.id;
    expect(created).toMatchObject({
      viewType: 'ALL',
      paid: false,
      cancelled: false,
      nominationFee: 45.5,
      address: 'Senderstraße 8',
      contact: { firstName: 'Karl', lastName: 'Vereinsobmann', telephone: '+43 1 2345678' },
    });
    // typed as Vienna time, stored as the instant (docs/time-zone.md)
    expect(created!.competitionDate).toBe(vienna(day(60), '09:00'));
    expect(created!.registrationStart).toBe(vienna(day(10), '08:00'));
    expect(
      created!.squads.map((squad) => [
        squad.name,
        squad.squadSize,
        squad.stands.map((s) => s.name),
        squad.multipleWaitingList,
      ]),
    ).toEqual([
      ['Samstag Vormittag', 2, ['Stand A', 'Stand B'], false],
      ['Samstag Nachmittag', 10, [], true],
    ]);
    expect(created!.competitionUploads).toHaveLength(1);
    expect(created!.competitionUploads[0]).toMatchObject({
      type: { name: 'Ausschreibung' },
      document: { fileName: 'ausschreibung.pdf' },
    });

    // the list row: unpaid (red), Ü for ALL, places of both squads
    const row = page.getByTestId(`competition-row-${competitionId}`);
    await row.waitFor();
    expect(await row.getAttribute('data-tone')).toBe('unpaid');
    expect(await page.getByTestId(`competition-status-${competitionId}`).textContent()).toBe('Ü');
    expect(await page.getByTestId(`competition-places-${competitionId}`).textContent()).toBe('0 / 12');
  });

  it('when the club admin moves the date and answers JA then the dependent dates move by as many days', async () => {
    await page.getByTestId(`competition-edit-${competitionId}`).click();
    await page.getByTestId('competition-edit-page').waitFor();
    await tab('dates');
    await typeIntoPicker(field('competitionDate'), day(67));
    await page.getByTestId('date-shift-dialog').waitFor();
    await page.getByTestId('date-shift-yes').click();
    await page.getByTestId('date-shift-dialog').waitFor({ state: 'hidden' });
    expect(await field('registrationStart').inputValue()).toBe(pickerText(day(17)));
    expect(await field('registrationEnd').inputValue()).toBe(pickerText(day(57)));
    await tab('squads');
    expect(await page.getByTestId('squad-0-startDate').inputValue()).toBe(pickerText(day(67)));
    expect(await page.getByTestId('squad-1-multipleWaitingList').isChecked()).toBe(true);
    await field('save').click();
    await page.getByTestId('competitions-page').waitFor();

    const moved = await one(competitionId);
    expect(moved.competitionDate).toBe(vienna(day(67), '09:00'));
    expect(moved.registrationStart).toBe(vienna(day(17), '08:00'));
    expect(moved.registrationEnd).toBe(vienna(day(57), '20:00'));
    expect(moved.squads.map((squad) => squad.startDate)).toEqual([day(67), day(67)]);
    expect(moved.squads.map((squad) => squad.multipleWaitingList)).toEqual([false, true]);
    // the kept squads and stands are the same rows
    expect(moved.squads[0]!.stands.map((stand) => stand.name)).toEqual(['Stand A', 'Stand B']);
  });

  it('when the club admin copies it then the copy opens UNLISTED with its squads and document, is saved as a new one and deleted from the edit toolbar', async () => {
    await page.getByTestId(`competition-copy-${competitionId}`).click();
    await page.getByTestId('competition-copy-page').waitFor();
    expect(await field('name').inputValue()).toBe(NAME);
    expect(await field('viewType').textContent()).toBe('Verborgen (Vorschau)');
    await tab('squads');
    expect(await page.getByTestId('squad-1-name').inputValue()).toBe('Samstag Nachmittag');
    await tab('uploads');
    await page.getByTestId('competition-upload-0').waitFor();
    await field('save').click();
    await page.getByTestId('competitions-page').waitFor();

    const both = await named(NAME);
    expect(both).toHaveLength(2);
    const copy = both[1]!;
    expect(copy.id).not.toBe(competitionId);
    expect(copy.viewType).toBe('UNLISTED');
    expect(copy.squads).toHaveLength(2);
    expect(copy.squads.map((squad) => squad.multipleWaitingList)).toEqual([false, true]);
    expect(copy.squads[0]!.stands.map((stand) => stand.name)).toEqual(['Stand A', 'Stand B']);
    expect(copy.competitionUploads).toHaveLength(1);
    const original = await one(competitionId);
    expect(copy.squads[0]!.id).not.toBe(original.squads[0]!.id);
    await page.getByTestId(`competition-row-${copy.id}`).waitFor();
    // UNLISTED colours the row purple; unpaid keeps its text red
    expect(await page.getByTestId(`competition-row-${copy.id}`).getAttribute('data-tone')).toBe('unlisted');
    expect(await page.getByTestId(`competition-row-${copy.id}`).getAttribute('data-unpaid')).toBe('true');

    // the edit toolbar deletes it (soft delete) and goes back to the list
    await page.getByTestId(`competition-edit-${copy.id}`).click();
    await page.getByTestId('competition-edit-page').waitFor();
    await field('delete').click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('competitions-page').waitFor();
    await page.getByTestId(`competition-row-${copy.id}`).waitFor({ state: 'detached' });
    expect((await named(NAME)).map((competition) => competition.id)).toEqual([competitionId]);
  });

  it('when the club admin cancels a competition whose registration has not started then it goes to the archive', async () => {
    await page.getByTestId(`competition-cancel-${competitionId}`).click();
    await page.getByTestId('cancel-dialog').waitFor();
    await page.getByTestId('cancel-dialog-yes').click();
    await page.getByTestId('success-message').waitFor();
    await page.getByTestId('cancel-dialog').waitFor({ state: 'hidden' });
    expect((await one(competitionId)).cancelled).toBe(true);
    await page.getByTestId(`competition-row-${competitionId}`).waitFor({ state: 'detached' });
    await page.getByTestId('competitions-filter-archive').check();
    await page.getByTestId(`competition-row-${competitionId}`).waitFor();
    expect(await page.getByTestId(`competition-status-${competitionId}`).textContent()).toBe('A');
    await page.getByTestId('competitions-filter-archive').uncheck();
  });

  it('when the registration already started then the dialog switches to a forced cancel', async () => {
    const today = day(0);
    const started = await api<Competition>('competitions', clubToken, {
      method: 'POST',
      body: await startedBody(today),
    });
    await page.reload();
    await page.getByTestId('competitions-page').waitFor();
    await page.getByTestId(`competition-row-${started.id}`).waitFor();
    await page.getByTestId(`competition-cancel-${started.id}`).click();
    await page.getByTestId('cancel-dialog-yes').click();
    // ERROR.REGISTRATION_ALREADY_STARTED: the same dialog now asks to cancel anyway
    await page.getByTestId('cancel-dialog-force').waitFor();
    expect(await page.getByTestId('cancel-dialog').getAttribute('data-forced')).toBe('true');
    expect((await one(started.id)).cancelled).toBe(false);
    await page.getByTestId('cancel-dialog-force').click();
    await page.getByTestId('cancel-dialog').waitFor({ state: 'hidden' });
    expect((await one(started.id)).cancelled).toBe(true);
  });

  it('when an admin marks the competition paid then the row is paid and no longer red, and the CSV export lists its club and fee', async () => {
    const adminBrowser = await openBrowser();
    try {
      const admin = await adminBrowser.context.newPage();
      await loginInBrowser(admin, portal.url, 'admin', 'Admin123!');
      await admin.getByTestId('menu-clubCompetitions').click();
      await admin.getByTestId('competitions-page').waitFor();
      await admin.getByTestId('competitions-filter-archive').check();
      await admin.getByTestId('competitions-filter-name').fill(NAME);
      const row = admin.getByTestId(`competition-row-${competitionId}`);
      await row.waitFor();
      expect(await row.getAttribute('data-tone')).toBe('unpaid');
      await admin.getByTestId(`competition-pay-${competitionId}`).click();
      await admin.getByTestId('confirm-yes').click();
      await admin.getByTestId('confirm-dialog').waitFor({ state: 'hidden' });
      await expect
        .poll(() => admin.getByTestId(`competition-paid-${competitionId}`).getAttribute('data-paid'), {
          timeout: 10_000,
        })
        .toBe('true');
      expect(await row.getAttribute('data-tone')).toBe('none');
      const paid = await api<Competition>(`competitions/${competitionId}`, adminToken);
      expect(paid.paid).toBe(true);

      // the selected rows as semicolon CSV, written by the export service from its read model
      await admin.getByTestId(`competition-select-${competitionId}`).check();
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByTestId('competitions-bulk-csv').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^bewerbe_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8')
        .replace(/^\ufeff/, '')
        .split('\r\n');
      expect(csv[0]).toBe(
        'Vereinsname;Straße;PLZ;Ort;BMD-Kundennummer;Bewerbsname;Typ;Sichtbarkeit;Datum;Nenngeld',
      );
      const date = paid.competitionDate.slice(0, 10).split('-').reverse().join('.');
      expect(csv[1]).toBe(
        `Schützenverein Wien-Floridsdorf;Brünner Straße 190;1210;Wien;;${NAME};IPSC Handgun;Überall sichtbar;${date};45,50`,
      );
    } finally {
      await adminBrowser.close();
    }
  });

  /** A competition of the club admin's club whose registration opened today at 00:00 UTC. */
  const startedBody = async (today: string) => {
    const ipsc = await ipscHandgun(portal.url, clubToken);
    const levels = await api<{ content: { id: number }[] }>('levels?size=100', clubToken);
    return matchBody(
      ipsc,
      { date: day(30), registrationStart: today, registrationEnd: day(20) },
      {
        name: 'Laufender Cup',
        level: { id: levels.content[0]!.id },
        information: '<p>Läuft schon</p>',
        contact: {
          firstName: 'Karl',
          lastName: 'Vereinsobmann',
          email: 'karl@example.at',
          telephone: '+43 1',
        },
        address: 'Senderstraße 8',
        zip: '1210',
        city: 'Wien',
        country: 'at',
        googleMapsLink: 'https://maps.example.at/x',
      },
    );
  };
});
