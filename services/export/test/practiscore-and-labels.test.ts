import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTISCORE_HEADERS } from '../src/domain/exports/practiscore';
import { competition, future, snapshot, type ItemFixture } from './fixtures';
import { openInLibreOffice, parseCsv, startExport, type ExportHarness } from './harness';

/**
 * PractiScore's import (docs/club-invoices-and-exports.md): IPSC categories go to Age, Gender and
 * Special Category, never Class; squads are numbers. The spreadsheets show payment methods,
 * countries and states by name.
 */
let h: ExportHarness;

const CLASSES: [number, string][] = [
  [21, 'Overall'],
  [22, 'Lady'],
  [23, 'Super Junior'],
  [24, 'Grand Senior'],
  [25, 'Lady Senior'],
  [26, 'Law Enforcement'],
];

const item = (itemId: number, over: Partial<ItemFixture>, extra: Record<string, unknown> = {}) => ({
  ...snapshot({
    itemId,
    competitionId: 700,
    squadId: 7001,
    firstName: `F${itemId}`,
    lastName: `L${itemId}`,
    ...over,
  }),
  ...extra,
});

beforeAll(async () => {
  h = await startExport();
  await h.publish('catalog.club.upserted', 1, {
    id: 1,
    name: 'SV Eins',
    longName: 'SV Eins',
    address: 'Hauptstraße 1',
    zip: '1210',
    city: 'Wien',
    country: 'at',
    bmdAccountNumber: 'BMD-1',
    active: true,
  });
  for (const [id, name] of CLASSES)
    await h.publish('catalog.reference-data.upserted', 1, { resource: 'competitionClasses', id, name });
  await h.publish('catalog.reference-data.upserted', 1, {
    resource: 'divisions',
    id: 11,
    name: 'Production',
  });
  await h.publish('catalog.reference-data.upserted', 1, { resource: 'factors', id: 31, name: 'Minor' });
  // squad positions follow the list: Früh (two stands) is squad 1, Spät squad 2
  await h.publish(
    'catalog.competition.upserted',
    1,
    competition(
      700,
      1,
      future,
      [
        {
          id: 7001,
          name: 'Früh',
          stands: [
            { id: 9001, name: 'A' },
            { id: 9002, name: 'B' },
          ],
        },
        { id: 7002, name: 'Spät' },
      ],
      { country: 'de', state: 'ST' },
    ),
  );
  const items = [
    item(1, { competitionClassId: 21, squadStandId: 9001 }),
    item(
      2,
      { competitionClassId: 22, squadStandId: 9002 },
      { paymentMethod: 'DEPOSIT', country: 'de', state: 'ST' },
    ),
    item(3, { competitionClassId: 23, squadId: 7002 }, { paymentMethod: 'CARD', country: 'xk', state: null }),
    item(4, { competitionClassId: 24, squadId: 7002 }, { country: 'gb-sct', state: null }),
    item(5, { competitionClassId: 25, squadId: 7002 }),
    item(6, { competitionClassId: 26, squadId: 7002 }),
  ];
  for (const i of items) await h.publish('registration.order-item.upserted', i.itemId, i);
});
afterAll(async () => {
  await h?.stop();
});

const csvRows = async (path: string) => {
  const { response, bytes } = await h.call('admin', path);
  expect(response.status, bytes.toString()).toBe(200);
  return parseCsv(bytes.toString('utf8'));
};
const byName = (rows: string[][], headers: readonly string[], wanted: string[]) =>
  rows.slice(1).map((r) => wanted.map((w) => r[headers.indexOf(w)]));

describe('PractiScore import columns', () => {
  it('when a competition with every kind of category is exported, then Age, Gender and Special Category carry them and Class stays empty', async () => {
    const rows = await csvRows('/api/exports/practiScore?competitionId=700');
    expect(rows[0]).toEqual([...PRACTISCORE_HEADERS]);
    expect(
      byName(rows, PRACTISCORE_HEADERS, [
        'First Name',
        'Squad',
        'Class',
        'Age',
        'Gender',
        'Special Category',
      ]),
    ).toEqual([
      ['F1', '1', '', '', '', ''],
      ['F2', '1', '', '', 'Female', ''],
      ['F3', '2', '', 'Super Junior', '', ''],
      ['F4', '2', '', 'Grand Senior', '', ''],
      ['F5', '2', '', 'Lady Senior', 'Female', ''],
      ['F6', '2', '', '', '', 'Law Enforcement'],
    ]);
  });

  it('when the stand variant is exported, then each stand is numbered after the squads before it', async () => {
    const rows = await csvRows('/api/exports/practiScoreStand?competitionId=700');
    expect(byName(rows, PRACTISCORE_HEADERS, ['First Name', 'Squad'])).toEqual([
      ['F1', '1'],
      ['F2', '2'],
      ['F3', '3'],
      ['F4', '3'],
      ['F5', '3'],
      ['F6', '3'],
    ]);
  });
});

describe('names instead of codes', () => {
  it('when registrations are exported, then payment method, country and state read as names', async () => {
    const { response, bytes } = await h.call('admin', '/api/exports/orderItems?competitionId=700');
    expect(response.status).toBe(200);
    const rows = await openInLibreOffice(bytes);
    const headers = rows[0]!;
    expect(byName(rows, headers, ['Anmeldenummer', 'Zahlungsart', 'Land', 'Bundesland'])).toEqual([
      ['1', 'Vor Ort', 'Österreich', 'Wien'],
      ['2', 'Überweisung', 'Deutschland', 'Sachsen-Anhalt'],
      ['3', 'Kartenzahlung', 'Kosovo', ''],
      ['4', 'Vor Ort', 'Schottland', ''],
      ['5', 'Vor Ort', 'Österreich', 'Wien'],
      ['6', 'Vor Ort', 'Österreich', 'Wien'],
    ]);
  });

  it('when the public list is exported, then the state is its name', async () => {
    const { response, bytes } = await h.call('admin', '/api/exports/competitions');
    expect(response.status).toBe(200);
    const rows = await openInLibreOffice(bytes);
    expect(byName(rows, rows[0]!, ['Bundesland'])).toEqual([['Sachsen-Anhalt']]);
  });
});
