import ExcelJS from 'exceljs';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTISCORE_HEADERS } from '../src/domain/exports/practiscore';
import { EXPORT_TYPES } from '../src/domain/exports/types';
import { openInLibreOffice, parseCsv, startExport, type ExportHarness, type Role } from './harness';
import { competition, future, loadFixtures, snapshot } from './fixtures';

let h: ExportHarness;
const SYNC_MAX = 8;

beforeAll(async () => {
  h = await startExport({ EXPORT_SYNC_MAX_ROWS: String(SYNC_MAX) });
  await loadFixtures(h);
});
afterAll(async () => {
  await h?.stop();
});

const fileName = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
const stamp = String.raw`_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}`;

async function xlsx(role: Role, path: string, base: string) {
  const { response, bytes } = await h.call(role, path);
  expect(response.status, bytes.toString()).toBe(200);
  expect(fileName(response)).toMatch(new RegExp(`^${base}${stamp}\\.xlsx$`));
  return openInLibreOffice(bytes);
}

async function csv(role: Role, path: string, base: string, separator = ',') {
  const { response, bytes } = await h.call(role, path);
  expect(response.status, bytes.toString()).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(fileName(response)).toMatch(new RegExp(`^${base}${stamp}\\.csv$`));
  return { rows: parseCsv(bytes.toString('utf8'), separator), bytes };
}

async function refused(role: Role | null, path: string, status: number, error: string) {
  const { response, bytes } = await h.call(role, path);
  expect(response.status, bytes.toString()).toBe(status);
  expect(JSON.parse(bytes.toString()).error).toBe(error);
}

const column = (rows: string[][], header: string) => {
  const index = rows[0]!.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[index]);
};

describe('the read model', () => {
  it('when an older competition snapshot arrives after a newer one, then the newer stays', async () => {
    await h.publish('catalog.competition.upserted', 1, competition(100, 1, future, [], { name: 'Old name' }));
    const [row] = await h.query<{ name: string; version: string }>(
      'SELECT name, version FROM export.competitions WHERE id = 100',
    );
    expect(row).toEqual({ name: 'Match 100', version: '2' });
    expect(await h.query('SELECT id FROM export.stands ORDER BY id')).toEqual([{ id: 5001 }, { id: 5002 }]);
  });
});

describe('PractiScore', () => {
  it('when a club admin exports a competition, then every header matches an import keyword set and the rows are the active registrations', async () => {
    const { rows, bytes } = await csv(
      'clubAdmin',
      '/api/exports/practiScore?competitionId=100',
      'practiscore',
    );
    expect(bytes.subarray(0, 3).toString('hex')).not.toBe('efbbbf');
    expect(rows[0]).toEqual([...PRACTISCORE_HEADERS]);
    const keywords: ((h: string) => boolean)[] = [
      (x) => x.includes('first') && x.includes('name'),
      (x) => x.includes('last') && x.includes('name'),
      (x) => x.includes('email'),
      (x) => x.includes('squad'),
      (x) => x.includes('division'),
      (x) => x.includes('power') && x.includes('factor'),
      (x) => x.includes('class'),
      (x) => x.includes('member'),
      (x) => x.includes('alias'),
      (x) => x.includes('age'),
      (x) => x.includes('gender') || x.includes('sex'),
      (x) => x.includes('special') || x.includes('categor'),
    ];
    // each header matches exactly its own keyword set (PractiScore maps it to one field)
    rows[0]!.forEach((header, i) => {
      const matches = keywords.map((k) => k(header.toLowerCase()));
      expect(
        matches.map((m, j) => (m ? j : -1)).filter((j) => j >= 0),
        header,
      ).toEqual([i]);
    });
    // squads as numbers; the category Senior in Age, not in Class (PractiScore's classification)
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['Anna', 'Ämter', 'ämter@example.org', '1', 'Production', 'Minor', ''],
      ['Bernd', 'Berger', 'berger@example.org', '1', 'Open', 'Major', ''],
    ]);
    expect(column(rows, 'Age')).toEqual(['Senior', 'Senior']);
    // member number and alias from the account's profile (no IPSC alias: the portal alias); a
    // registration without an account leaves them empty
    expect(column(rows, 'Member Number')).toEqual(['AUT-4711', '']);
    expect(column(rows, 'Alias')).toEqual(['Anni', '']);
  });

  it('when the stand variant is exported, then every stand is a squad number of its own', async () => {
    const { rows } = await csv(
      'admin',
      '/api/exports/practiScoreStand?competitionId=100',
      'practiscore-stands',
    );
    expect(column(rows, 'Squad')).toEqual(['1', '2']);
  });

  it('when the competition is another club’s, unknown or the caller no club admin, then it is refused', async () => {
    await refused(
      'otherClubAdmin',
      '/api/exports/practiScore?competitionId=100',
      404,
      'COMPETITION_DOESNT_EXIST',
    );
    await refused('admin', '/api/exports/practiScore?competitionId=999', 404, 'COMPETITION_DOESNT_EXIST');
    await refused('shooter', '/api/exports/practiScore?competitionId=100', 403, 'PERMISSION_DENIED');
    await refused('clubAdmin', '/api/exports/practiScore', 400, 'FIELD_IS_REQUIRED');
  });
});

describe('registrations', () => {
  it('when a club admin exports all competitors, then only the own club’s active registrations come, and LibreOffice opens the file', async () => {
    const rows = await xlsx('clubAdmin', '/api/exports/allCompetitors', 'alle-teilnehmer');
    expect(rows[0]!.slice(0, 4)).toEqual(['Anmeldenummer', 'Bewerb', 'Bewerbsdatum', 'Squad']);
    expect(column(rows, 'Anmeldenummer').sort()).toEqual(['1', '2', '4', '6']);
    expect(column(rows, 'Verein')).not.toContain('SC Graz');
    const anna = rows.find((r) => r[0] === '1')!;
    expect(anna.slice(3, 12)).toEqual([
      'Squad A',
      'Stand 1',
      'Anna',
      'Ämter',
      'ämter@example.org',
      'SV Wien-Floridsdorf',
      'Production',
      'Senior',
      'Minor',
    ]);
    expect(column(rows, 'Bezahlt')[column(rows, 'Anmeldenummer').indexOf('1')]).toBe('ja');
  });

  it('when the other club’s admin exports, then none of club 1’s rows come', async () => {
    const rows = await xlsx('otherClubAdmin', '/api/exports/allCompetitors', 'alle-teilnehmer');
    expect(column(rows, 'Anmeldenummer')).toEqual(['5']);
  });

  it('when an admin exports more rows than a direct answer carries, then a job runs and its file is offered when ready', async () => {
    const { response, bytes } = await h.call(
      'admin',
      '/api/exports/adminCompetitions?exportSquads=true&exportOrderItems=true',
    );
    expect(response.status, bytes.toString()).toBe(202);
    const job = JSON.parse(bytes.toString()) as { id: string; fileName: string; totalRows: number };
    // 3 competitions, 4 squads, 5 active registrations
    expect(job.totalRows).toBe(12);
    expect(job.fileName).toMatch(new RegExp(`^bewerbe${stamp}\\.xlsx$`));
    const done = await waitFor(async () => {
      const status = JSON.parse((await h.call('admin', `/api/exports/jobs/${job.id}`)).bytes.toString());
      return status.state === 'completed' ? status : undefined;
    }, 30_000);
    expect(done).toMatchObject({
      progress: 100,
      rows: 12,
      downloadUrl: `/api/exports/jobs/${job.id}/download`,
    });
    await refused('clubAdmin', `/api/exports/jobs/${job.id}`, 404, 'NOT_FOUND');
    await refused('clubAdmin', `/api/exports/jobs/${job.id}/download`, 404, 'NOT_FOUND');
    const file = await h.call('admin', done.downloadUrl);
    expect(fileName(file.response)).toBe(job.fileName);
    const rows = await openInLibreOffice(file.bytes);
    expect(column(rows, 'Bewerb')).toEqual(['Match 300', 'Match 100', 'Match 200']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Anmeldungen')!.rowCount).toBe(6);
  });

  it('when a job is asked for explicitly, then it runs whatever the size', async () => {
    const { response, bytes } = await h.call('clubAdmin', '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'practiScore', query: { competitionId: '100' } }),
    });
    expect(response.status, bytes.toString()).toBe(202);
    const job = JSON.parse(bytes.toString()) as { id: string };
    const done = await waitFor(async () => {
      const status = JSON.parse((await h.call('clubAdmin', `/api/exports/jobs/${job.id}`)).bytes.toString());
      return status.state === 'completed' ? status : undefined;
    }, 30_000);
    const file = await h.call('clubAdmin', done.downloadUrl);
    expect(parseCsv(file.bytes.toString('utf8'), ',').map((r) => r[1])).toEqual([
      'Last Name',
      'Ämter',
      'Berger',
    ]);
    const foreign = await h.call('otherClubAdmin', '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'practiScore', query: { competitionId: '100' } }),
    });
    expect(foreign.response.status).toBe(404);
    const shooter = await h.call('shooter', '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'allUsers', query: {} }),
    });
    expect(shooter.response.status).toBe(403);
  });

  it('when a club admin exports the order items of a competition, then cancelled ones come flagged', async () => {
    const rows = await xlsx('clubAdmin', '/api/exports/orderItems?competitionId=100', 'anmeldungen');
    expect(column(rows, 'Anmeldenummer')).toEqual(['1', '2', '3', '4']);
    expect(column(rows, 'Storniert')).toEqual(['nein', 'nein', 'ja', 'nein']);
    expect(column(rows, 'Warteliste')).toEqual(['nein', 'nein', 'nein', 'ja']);
    await refused('clubAdmin', '/api/exports/orderItems?competitionId=200', 404, 'COMPETITION_DOESNT_EXIST');
  });

  it('when a logged-in user downloads the participants of a paid competition, then no e-mails come; an unpaid one is refused', async () => {
    const rows = await xlsx('shooter', '/api/exports/competitors?competitionId=100', 'teilnehmerliste');
    expect(rows[0]).not.toContain('E-Mail');
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual([
      ['Ämter', 'Anna'],
      ['Berger', 'Bernd'],
      ['Wait', 'Dora'],
    ]);
    await refused('shooter', '/api/exports/competitors?competitionId=200', 403, 'PERMISSION_DENIED');
    await refused(null, '/api/exports/competitors?competitionId=100', 401, 'Unauthorized');
  });

  it('when a shooter downloads the participated list, then only the own past competitions come', async () => {
    const rows = await xlsx('shooter', '/api/exports/userBookedArchivedCompetitions', 'absolvierte-bewerbe');
    expect(column(rows, 'Bewerb')).toEqual(['Match 300']);
    expect(column(rows, 'Verein')).toEqual(['SV Wien-Floridsdorf']);
  });

  it('when a club admin exports reservation codes, then only the own club’s codes come', async () => {
    const rows = await xlsx('clubAdmin', '/api/exports/reservstionCodes', 'reservierungscodes');
    expect(column(rows, 'Code')).toEqual(['CODE-8001']);
    const all = await xlsx('admin', '/api/exports/reservstionCodes', 'reservierungscodes');
    expect(column(all, 'Code')).toEqual(['CODE-8001', 'CODE-8002']);
  });
});

describe('the admin-only exports of the exports page', () => {
  it('when a portal admin exports all users, then every user comes; a club admin is refused', async () => {
    const rows = await xlsx('portalAdmin', '/api/exports/allUsers', 'benutzer');
    expect(column(rows, 'Benutzername').sort()).toEqual(['shooter', 'zweiter']);
    const byName = (header: string) => {
      const names = column(rows, 'Benutzername');
      return Object.fromEntries(column(rows, header).map((v, i) => [names[i], v]));
    };
    expect(byName('IPSC-Nummer')).toEqual({ shooter: 'AUT-4711', zweiter: '' });
    expect(byName('IPSC-Region')).toEqual({ shooter: 'AUT', zweiter: '' });
    expect(byName('Alias')).toEqual({ shooter: 'Anni', zweiter: '' });
    // the paid-until day as it is, no time and no zone shift
    expect(byName('Bezahlt bis')).toEqual({ shooter: '27.11.2027', zweiter: '' });
    await refused('clubAdmin', '/api/exports/allUsers', 403, 'PERMISSION_DENIED');
  });

  it('when adverts are exported for a range, then those running in it come; dates out of order are refused', async () => {
    const rows = await xlsx('admin', '/api/exports/advertisements?from=2026-06-01&to=2026-06-30', 'werbung');
    expect(column(rows, 'Name')).toEqual(['Munition Müller']);
    const none = await xlsx('admin', '/api/exports/advertisements?from=2027-01-01&to=2027-02-01', 'werbung');
    expect(none).toHaveLength(1);
    await refused('admin', '/api/exports/advertisements?from=2026-06-30&to=2026-06-01', 400, 'FIELD_INVALID');
    await refused('admin', '/api/exports/advertisements?from=2026-06-30', 400, 'FIELD_IS_REQUIRED');
    await refused(
      'clubAdmin',
      '/api/exports/advertisements?from=2026-06-01&to=2026-06-30',
      403,
      'PERMISSION_DENIED',
    );
  });

  it('when an admin exports the competitions of a club with squads and order items, then three sheets come', async () => {
    const { response, bytes } = await h.call(
      'admin',
      '/api/exports/adminCompetitions?exportSquads=true&exportOrderItems=true&division=11',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clubs: [1] }),
      },
    );
    expect(response.status, bytes.toString()).toBe(200);
    expect(fileName(response)).toMatch(new RegExp(`^bewerbe${stamp}\\.xlsx$`));
    const first = await openInLibreOffice(bytes);
    expect(column(first, 'Bewerb')).toEqual(['Match 300', 'Match 100']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Bewerbe', 'Squads', 'Anmeldungen']);
    const items = workbook.getWorksheet('Anmeldungen')!;
    const ids: unknown[] = [];
    items.eachRow((row, n) => n > 1 && ids.push(row.getCell(1).value));
    expect(ids).toEqual([6, 1, 4]);
    await refused('clubAdmin', '/api/exports/adminCompetitions', 403, 'PERMISSION_DENIED');
  });

  it('when an admin exports selected competitions as CSV, then it is semicolon separated with the club data and a decimal comma', async () => {
    const { rows, bytes } = await csv('admin', '/api/exports/competitionsCsv?ids=100,200', 'bewerbe', ';');
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    expect(rows[0]).toEqual([
      'Vereinsname',
      'Straße',
      'PLZ',
      'Ort',
      'BMD-Kundennummer',
      'Bewerbsname',
      'Typ',
      'Sichtbarkeit',
      'Datum',
      'Nenngeld',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4], r[5], r[9]])).toEqual([
      ['SV Wien-Floridsdorf', 'Hauptstraße 1', 'BMD-1', 'Match 100', '25,00'],
      ['SC Graz', 'Murgasse 2', 'BMD-2', 'Match 200', '30,50'],
    ]);
    // the view type as the back-office labels it
    expect(column(rows, 'Sichtbarkeit')).toEqual(['Überall sichtbar', 'Überall sichtbar']);
  });
});

describe('public lists', () => {
  it('when a logged-in user downloads the competition list, then the upcoming listed ones come with the filter applied', async () => {
    const rows = await xlsx('shooter', '/api/exports/competitions', 'bewerbe');
    expect(column(rows, 'Bewerb')).toEqual(['Match 100', 'Match 200']);
    expect(column(rows, 'Freie Plätze')).toEqual(['18', '9']);
    await refused(null, '/api/exports/competitions', 401, 'Unauthorized');
  });

  it('when the competition list is filtered by club, state, type or level, then only the matching ones come', async () => {
    const club2 = await xlsx('shooter', '/api/exports/competitions?club=2', 'bewerbe');
    expect(column(club2, 'Bewerb')).toEqual(['Match 200']);
    // the public list's filters are multi-selects: a repeated parameter is any of its values
    const many = await xlsx(
      'shooter',
      '/api/exports/competitions?state=W&state=N&type=1&type=EVENTS&level=41&level=42',
      'bewerbe',
    );
    expect(column(many, 'Bewerb')).toEqual(['Match 100', 'Match 200']);
    const events = await xlsx('shooter', '/api/exports/competitions?type=EVENTS', 'bewerbe');
    expect(column(events, 'Bewerb')).toEqual([]);
    const otherState = await xlsx('shooter', '/api/exports/competitions?state=N,T', 'bewerbe');
    expect(column(otherState, 'Bewerb')).toEqual([]);
  });

  it('when the results are exported, then past competitions come', async () => {
    const rows = await xlsx('shooter', '/api/exports/results', 'ergebnisse');
    expect(column(rows, 'Bewerb')).toEqual(['Match 300']);
    expect(column(rows, 'Teilnehmer')).toEqual(['1']);
    const levels = await xlsx('shooter', '/api/exports/results?level=41&level=42&type=1', 'ergebnisse');
    expect(column(levels, 'Bewerb')).toEqual(['Match 300']);
    const otherLevel = await xlsx('shooter', '/api/exports/results?level=42', 'ergebnisse');
    expect(column(otherLevel, 'Bewerb')).toEqual([]);
  });
});

describe('bad input', () => {
  it('when the query is malformed, then a clear error names the field and nothing runs', async () => {
    await refused('admin', '/api/exports/practiScore?competitionId=abc', 400, 'FIELD_INVALID');
    await refused('admin', '/api/exports/practiScore?competitionId=99999999999', 400, 'FIELD_INVALID');
    await refused('admin', '/api/exports/practiScore?competitionId=100&extra=1', 400, 'UNKNOWN_FIELD');
    await refused('admin', '/api/exports/advertisements?from=2026-13-45&to=2026-06-01', 400, 'FIELD_INVALID');
    await refused('admin', '/api/exports/results?year=1800', 400, 'FIELD_INVALID');
    await refused('admin', '/api/exports/competitionsCsv?ids=1,x', 400, 'FIELD_INVALID');
    const unknownType = await h.call('admin', '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'everything', query: {} }),
    });
    expect(unknownType.response.status).toBe(400);
    expect(JSON.parse(unknownType.bytes.toString()).error).toBe('FIELD_INVALID');
    await refused('admin', '/api/exports/jobs/not-a-uuid', 400, 'FIELD_INVALID');
    await refused('admin', '/api/exports/jobs/00000000-0000-4000-8000-000000000000', 404, 'NOT_FOUND');
  });

  it('when the range is huge, then the answer is the bounded, streamed file', async () => {
    const rows = await xlsx('admin', '/api/exports/advertisements?from=1900-01-01&to=2200-12-31', 'werbung');
    expect(column(rows, 'Name')).toEqual(['Munition Müller']);
  });

  it('when a period ends before it starts in any export, then FIELD_INVALID on to and nothing runs', async () => {
    const jobs = async () =>
      Number((await h.query<{ n: string }>('SELECT count(*) AS n FROM export.export_jobs'))[0]!.n);
    const before = await jobs();
    for (const path of [
      '/api/exports/allCompetitors?from=2026-06-30&to=2026-06-01',
      '/api/exports/adminCompetitions?from=2026-06-30T10:00:00&to=2026-06-30T09:00:00',
    ]) {
      const { response, bytes } = await h.call('admin', path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(bytes.toString()), path).toMatchObject({ error: 'FIELD_INVALID' });
    }
    const posted = await h.call('admin', '/api/exports/adminCompetitions?from=2026-06-30&to=2026-06-01', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clubs: [1] }),
    });
    expect(posted.response.status).toBe(400);
    expect(JSON.parse(posted.bytes.toString()).error).toBe('FIELD_INVALID');
    const job = await h.call('admin', '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'allCompetitors', query: { from: '2026-06-30', to: '2026-06-01' } }),
    });
    expect(job.response.status).toBe(400);
    expect(JSON.parse(job.bytes.toString())).toMatchObject({ error: 'FIELD_INVALID' });
    expect(await jobs()).toBe(before);
  });

  it('when the export type is unknown, then NOT_FOUND, and a job of an unknown type or field is refused', async () => {
    await refused('admin', '/api/exports/everything', 404, 'NOT_FOUND');
    const unknownField = await h.call('admin', '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'allUsers', query: { everything: 'true' } }),
    });
    expect(unknownField.response.status).toBe(400);
    expect(JSON.parse(unknownField.bytes.toString()).error).toBe('UNKNOWN_FIELD');
  });

  it('when a list or a value is too big or repeated, then FIELD_INVALID', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    await refused('admin', `/api/exports/competitionsCsv?ids=${many.join(',')}`, 400, 'FIELD_INVALID');
    const clubs = await h.call('admin', '/api/exports/adminCompetitions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clubs: many }),
    });
    expect(clubs.response.status).toBe(400);
    expect(JSON.parse(clubs.bytes.toString()).error).toBe('FIELD_INVALID');
    await refused(
      'admin',
      '/api/exports/practiScore?competitionId=100&competitionId=200',
      400,
      'FIELD_INVALID',
    );
    await refused('admin', '/api/exports/orderItems?paid=maybe', 400, 'FIELD_INVALID');
  });

  it('when every period is as wide as allowed, then the answers are the whole, streamed files', async () => {
    const all = await xlsx(
      'admin',
      '/api/exports/allCompetitors?from=1900-01-01&to=2200-12-31',
      'alle-teilnehmer',
    );
    expect(column(all, 'Anmeldenummer').sort()).toEqual(['1', '2', '4', '5', '6']);
    const competitions = await xlsx(
      'admin',
      '/api/exports/adminCompetitions?from=1900-01-01&to=2200-12-31',
      'bewerbe',
    );
    expect(column(competitions, 'Bewerb')).toEqual(['Match 300', 'Match 100', 'Match 200']);
    await refused('admin', '/api/exports/allCompetitors?from=1899-12-31', 400, 'FIELD_INVALID');
  });
});

const CLUB_EXPORTERS: Role[] = ['admin', 'portalAdmin', 'clubAdmin', 'otherClubAdmin'];
const ADMINS: Role[] = ['admin', 'portalAdmin'];
const LOGGED_IN: Role[] = ['admin', 'portalAdmin', 'clubAdmin', 'otherClubAdmin', 'shooter'];

/** Every GET export: a valid call, its file, who gets it and what the others get. */
const ROLE_TABLE: {
  path: string;
  base: string;
  extension: 'xlsx' | 'csv';
  allow: Role[];
  /** an allowed role that answers otherwise for this call (another club's competition) */
  refusedFor?: Partial<Record<Role, [number, string]>>;
}[] = [
  { path: '/api/exports/allCompetitors', base: 'alle-teilnehmer', extension: 'xlsx', allow: CLUB_EXPORTERS },
  {
    path: '/api/exports/practiScore?competitionId=100',
    base: 'practiscore',
    extension: 'csv',
    allow: CLUB_EXPORTERS,
    refusedFor: { otherClubAdmin: [404, 'COMPETITION_DOESNT_EXIST'] },
  },
  {
    path: '/api/exports/practiScoreStand?competitionId=100',
    base: 'practiscore-stands',
    extension: 'csv',
    allow: CLUB_EXPORTERS,
    refusedFor: { otherClubAdmin: [404, 'COMPETITION_DOESNT_EXIST'] },
  },
  { path: '/api/exports/orderItems', base: 'anmeldungen', extension: 'xlsx', allow: CLUB_EXPORTERS },
  {
    path: '/api/exports/reservstionCodes',
    base: 'reservierungscodes',
    extension: 'xlsx',
    allow: CLUB_EXPORTERS,
  },
  { path: '/api/exports/allUsers', base: 'benutzer', extension: 'xlsx', allow: ADMINS },
  {
    path: '/api/exports/advertisements?from=2026-01-01&to=2026-12-31',
    base: 'werbung',
    extension: 'xlsx',
    allow: ADMINS,
  },
  { path: '/api/exports/adminCompetitions', base: 'bewerbe', extension: 'xlsx', allow: ADMINS },
  { path: '/api/exports/competitionsCsv?ids=100', base: 'bewerbe', extension: 'csv', allow: ADMINS },
  { path: '/api/exports/competitions', base: 'bewerbe', extension: 'xlsx', allow: LOGGED_IN },
  { path: '/api/exports/results', base: 'ergebnisse', extension: 'xlsx', allow: LOGGED_IN },
  {
    path: '/api/exports/competitors?competitionId=100',
    base: 'teilnehmerliste',
    extension: 'xlsx',
    allow: LOGGED_IN,
  },
  {
    path: '/api/exports/userBookedArchivedCompetitions',
    base: 'absolvierte-bewerbe',
    extension: 'xlsx',
    allow: LOGGED_IN,
  },
];

describe('each export as each role', () => {
  it('when every role and a guest call every export, then the allowed get the named file and the others the spec’s refusal', async () => {
    // the table covers every export the service has
    expect(new Set(ROLE_TABLE.map((row) => /\/api\/exports\/(\w+)/.exec(row.path)![1]))).toEqual(
      new Set(EXPORT_TYPES.map((t) => t.type)),
    );
    for (const row of ROLE_TABLE) {
      for (const role of [...LOGGED_IN, null] as (Role | null)[]) {
        const label = `${row.path} as ${role ?? 'guest'}`;
        const { response, bytes } = await h.call(role, row.path);
        const refusal = role ? row.refusedFor?.[role] : undefined;
        if (role && row.allow.includes(role) && !refusal) {
          expect(response.status, `${label}: ${bytes.toString().slice(0, 200)}`).toBe(200);
          expect(fileName(response), label).toMatch(new RegExp(`^${row.base}${stamp}\\.${row.extension}$`));
          if (row.extension === 'xlsx') {
            const workbook = new ExcelJS.Workbook();
            await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
            expect(workbook.worksheets[0]!.getRow(1).cellCount, label).toBeGreaterThan(0);
          } else {
            expect(response.headers.get('content-type'), label).toBe('text/csv; charset=utf-8');
          }
          continue;
        }
        const [status, error] = refusal ?? (role ? [403, 'PERMISSION_DENIED'] : [401, 'Unauthorized']);
        expect(response.status, label).toBe(status);
        expect(JSON.parse(bytes.toString()).error, label).toBe(error);
      }
    }
  });

  it('when a portal admin runs the club exports, then every club’s rows come', async () => {
    const rows = await xlsx('portalAdmin', '/api/exports/allCompetitors', 'alle-teilnehmer');
    expect(column(rows, 'Anmeldenummer').sort()).toEqual(['1', '2', '4', '5', '6']);
    expect(new Set(column(rows, 'Verein'))).toEqual(new Set(['SV Wien-Floridsdorf', 'SC Graz']));
    const { rows: stands } = await csv(
      'portalAdmin',
      '/api/exports/practiScoreStand?competitionId=200',
      'practiscore-stands',
    );
    // Squad G, competition 200's only squad (no stands), is PractiScore squad 1
    expect(stands.slice(1).map((r) => [r[0], r[3]])).toEqual([['Emil', '1']]);
  });

  it('when a club admin runs the order items without a competition, directly or as a job, then only the own club’s rows come', async () => {
    const direct = await xlsx('clubAdmin', '/api/exports/orderItems', 'anmeldungen');
    expect(column(direct, 'Anmeldenummer')).toEqual(['6', '1', '2', '3', '4']);
    expect(new Set(column(direct, 'Verein'))).toEqual(new Set(['SV Wien-Floridsdorf']));
    // the job plans again from the stored caller: the same scope
    const { response, bytes } = await h.call('clubAdmin', '/api/exports/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'orderItems', query: {} }),
    });
    expect(response.status, bytes.toString()).toBe(202);
    const job = JSON.parse(bytes.toString()) as { id: string };
    const done = await waitFor(async () => {
      const status = JSON.parse((await h.call('clubAdmin', `/api/exports/jobs/${job.id}`)).bytes.toString());
      return status.state === 'completed' ? status : undefined;
    }, 30_000);
    const file = await h.call('clubAdmin', done.downloadUrl);
    expect(column(await openInLibreOffice(file.bytes), 'Anmeldenummer')).toEqual(['6', '1', '2', '3', '4']);
  });

  it('when the other club’s admin runs the club exports, then only club 2’s rows come', async () => {
    const items = await xlsx('otherClubAdmin', '/api/exports/orderItems', 'anmeldungen');
    expect(column(items, 'Anmeldenummer')).toEqual(['5']);
    const codes = await xlsx('otherClubAdmin', '/api/exports/reservstionCodes', 'reservierungscodes');
    expect(column(codes, 'Code')).toEqual(['CODE-8002']);
    const { rows } = await csv('otherClubAdmin', '/api/exports/practiScore?competitionId=200', 'practiscore');
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual([['Emil', 'Graz']]);
  });
});

describe('foreign and unknown competition ids', () => {
  it('when a club admin names another club’s competition in any export, then COMPETITION_DOESNT_EXIST', async () => {
    for (const path of [
      '/api/exports/allCompetitors?competitionId=200',
      '/api/exports/orderItems?competitionId=200',
      '/api/exports/reservstionCodes?competitionId=200',
      '/api/exports/practiScoreStand?competitionId=200',
    ])
      await refused('clubAdmin', path, 404, 'COMPETITION_DOESNT_EXIST');
    await refused(
      'otherClubAdmin',
      '/api/exports/allCompetitors?competitionId=100',
      404,
      'COMPETITION_DOESNT_EXIST',
    );
  });

  it('when an unknown competition is named in any export, then COMPETITION_DOESNT_EXIST', async () => {
    for (const path of [
      '/api/exports/allCompetitors?competitionId=999',
      '/api/exports/orderItems?competitionId=999',
      '/api/exports/reservstionCodes?competitionId=999',
      '/api/exports/practiScore?competitionId=999',
      '/api/exports/practiScoreStand?competitionId=999',
      '/api/exports/competitors?competitionId=999',
      // a selection with one unknown competition does not silently lose its row
      '/api/exports/competitionsCsv?ids=100,999',
    ])
      await refused('admin', path, 404, 'COMPETITION_DOESNT_EXIST');
    await refused('shooter', '/api/exports/competitors?competitionId=999', 404, 'COMPETITION_DOESNT_EXIST');
  });

  // runs last: it adds competitions the lists above do not expect
  it('when a club-internal or deleted competition is named, then only its club and admins reach it', async () => {
    await h.publish(
      'catalog.competition.upserted',
      1,
      competition(400, 2, future, [{ id: 4000, name: 'Squad I' }], { viewType: 'INTERNAL' }),
    );
    await h.publish('registration.order-item.upserted', 1, {
      ...snapshot({
        itemId: 40,
        competitionId: 400,
        squadId: 4000,
        firstName: 'Ida',
        lastName: 'Intern',
        clubId: 2,
      }),
    });
    // the shooter is club 1's member: club 2's internal match is as good as unknown
    await refused('shooter', '/api/exports/competitors?competitionId=400', 404, 'COMPETITION_DOESNT_EXIST');
    const own = await xlsx('otherClubAdmin', '/api/exports/competitors?competitionId=400', 'teilnehmerliste');
    expect(own.slice(1).map((r) => r.slice(0, 2))).toEqual([['Intern', 'Ida']]);
    const admin = await xlsx('admin', '/api/exports/competitors?competitionId=400', 'teilnehmerliste');
    expect(admin).toHaveLength(2);

    await h.publish('catalog.competition.upserted', 2, {
      ...competition(400, 2, future, [{ id: 4000, name: 'Squad I' }], { viewType: 'INTERNAL' }),
      deletedAt: new Date().toISOString(),
    });
    for (const path of [
      '/api/exports/competitors?competitionId=400',
      '/api/exports/practiScore?competitionId=400',
      '/api/exports/allCompetitors?competitionId=400',
      '/api/exports/competitionsCsv?ids=400',
    ])
      await refused('admin', path, 404, 'COMPETITION_DOESNT_EXIST');
  });
  it('when the competition is deleted before its job runs, then the job fails with COMPETITION_DOESNT_EXIST and offers no file', async () => {
    await h.publish(
      'catalog.competition.upserted',
      1,
      competition(500, 1, future, [{ id: 5000, name: 'Squad J' }]),
    );
    await h.publish(
      'registration.order-item.upserted',
      1,
      snapshot({ itemId: 50, competitionId: 500, squadId: 5000, firstName: 'Jan', lastName: 'Job' }),
    );
    const startJob = async (type: string, query: Record<string, string>) => {
      const { response, bytes } = await h.call('admin', '/api/exports/jobs', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type, query }),
      });
      expect(response.status, bytes.toString()).toBe(202);
      return (JSON.parse(bytes.toString()) as { id: string }).id;
    };
    const state = async (id: string) =>
      JSON.parse((await h.call('admin', `/api/exports/jobs/${id}`)).bytes.toString()) as {
        state: string;
        error: string | null;
        downloadUrl: string | null;
      };
    // the one worker is held storing an earlier job's file, so the next job waits in the queue
    const held = await h.service.ctx.database.pool.connect();
    let first: string;
    let second: string;
    try {
      await held.query('BEGIN');
      await held.query('LOCK TABLE export.export_job_chunks IN SHARE MODE');
      first = await startJob('allUsers', {});
      await waitFor(
        async () =>
          (
            await h.query(
              `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
                 AND query LIKE 'INSERT INTO export.export_job_chunks%'`,
            )
          ).length > 0,
        30_000,
      );
      second = await startJob('practiScore', { competitionId: '500' });
      expect((await state(second)).state).toBe('waiting');
      await h.publish('catalog.competition.upserted', 2, {
        ...competition(500, 1, future, [{ id: 5000, name: 'Squad J' }]),
        deletedAt: new Date().toISOString(),
      });
    } finally {
      await held.query('COMMIT');
      held.release();
    }
    const failed = await waitFor(async () => {
      const status = await state(second);
      return status.state === 'failed' ? status : undefined;
    }, 30_000);
    expect(failed).toMatchObject({ error: 'COMPETITION_DOESNT_EXIST', downloadUrl: null });
    await refused('admin', `/api/exports/jobs/${second}/download`, 404, 'NOT_FOUND');
    // the held job was not harmed
    expect(
      await waitFor(async () => ((await state(first)).state === 'completed' ? true : undefined), 30_000),
    ).toBe(true);
  });
});
