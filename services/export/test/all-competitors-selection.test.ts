import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExport, type ExportHarness, type Role } from './harness';
import { loadFixtures } from './fixtures';
import ExcelJS from 'exceljs';

/**
 * `exports/allCompetitors` of the back-office event list's selection (docs/events.md): the chosen
 * competitions only, each one the caller's.
 */
let h: ExportHarness;

beforeAll(async () => {
  h = await startExport();
  await loadFixtures(h);
});
afterAll(async () => {
  await h?.stop();
});

async function itemNumbers(role: Role, path: string): Promise<string[]> {
  const { response, bytes } = await h.call(role, path);
  expect(response.status, bytes.toString()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const numbers: string[] = [];
  book.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) numbers.push(String(row.getCell(1).value));
  });
  return numbers.sort();
}

async function refused(role: Role, path: string, status: number, error: string) {
  const { response, bytes } = await h.call(role, path);
  expect(response.status, bytes.toString()).toBe(status);
  expect(JSON.parse(bytes.toString()).error).toBe(error);
}

describe('all competitors of chosen competitions', () => {
  it('when a club admin chooses some of the own competitions, then only their registrations come', async () => {
    expect(await itemNumbers('clubAdmin', '/api/exports/allCompetitors?competitionIds=300')).toEqual(['6']);
    expect(await itemNumbers('clubAdmin', '/api/exports/allCompetitors?competitionIds=100,300')).toEqual([
      '1',
      '2',
      '4',
      '6',
    ]);
    expect(
      await itemNumbers('clubAdmin', '/api/exports/allCompetitors?competitionIds=100&competitionIds=100'),
    ).toEqual(['1', '2', '4']);
  });

  it('when a choice holds another club’s or an unknown competition, then COMPETITION_DOESNT_EXIST', async () => {
    await refused(
      'clubAdmin',
      '/api/exports/allCompetitors?competitionIds=100,200',
      404,
      'COMPETITION_DOESNT_EXIST',
    );
    await refused(
      'clubAdmin',
      '/api/exports/allCompetitors?competitionIds=100,999',
      404,
      'COMPETITION_DOESNT_EXIST',
    );
  });

  it('when a choice is not ids, then FIELD_INVALID', async () => {
    await refused('clubAdmin', '/api/exports/allCompetitors?competitionIds=1,x', 400, 'FIELD_INVALID');
    await refused('clubAdmin', '/api/exports/allCompetitors?competitionIds=0', 400, 'FIELD_INVALID');
  });
});
