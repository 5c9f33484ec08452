import { describe, expect, it } from 'vitest';
import type { Placed } from '../src/public/adverts/placement';
import { EMPTY_RESULTS_FILTERS } from '../src/public/competitionFilters';
import {
  DEFAULT_RESULTS_SORT,
  monthOptions,
  nextResultsSort,
  RESULTS_COLUMNS,
  resultsListArgs,
  resultsRows,
} from '../src/public/resultsList';

type Entry = { id: number; competitionDate: string };
const entry = (id: number, competitionDate: string): Placed<Entry, string> => ({
  kind: 'entry',
  entry: { id, competitionDate },
});
const advert: Placed<Entry, string> = { kind: 'advert', advert: 'ad' };

describe('the results archive list', () => {
  it('asks for the archive newest first on the first page', () => {
    expect(resultsListArgs(EMPTY_RESULTS_FILTERS, { page: 0, size: 25 }, DEFAULT_RESULTS_SORT)).toEqual({
      filter: { archive: true },
      page: 0,
      size: 25,
      sort: 'competitionDate,desc',
    });
  });

  it('flips the direction of the same column; another starts ascending, the date descending', () => {
    expect(nextResultsSort(DEFAULT_RESULTS_SORT, 'competitionDate')).toEqual({
      field: 'competitionDate',
      direction: 'asc',
    });
    expect(nextResultsSort(DEFAULT_RESULTS_SORT, 'name')).toEqual({ field: 'name', direction: 'asc' });
    expect(nextResultsSort({ field: 'name', direction: 'asc' }, 'name')).toEqual({
      field: 'name',
      direction: 'desc',
    });
    expect(nextResultsSort({ field: 'name', direction: 'asc' }, 'competitionDate')).toEqual(
      DEFAULT_RESULTS_SORT,
    );
  });

  it('sorts by every column but the result list', () => {
    expect(RESULTS_COLUMNS.filter((column) => !column.sort).map((column) => column.key)).toEqual([
      'resultList',
    ]);
  });

  it('puts year-month headings between the rows only while they run by date', () => {
    const slots = [entry(1, '2025-03-29T09:00:00Z'), advert, entry(2, '2025-02-15T09:00:00Z')];
    const kinds = (rows: ReturnType<typeof resultsRows<Entry, string>>) =>
      rows.map((row) => (row.kind === 'heading' ? row.key : row.entry.kind));
    expect(kinds(resultsRows(slots, 'competitionDate,desc'))).toEqual([
      '2025-03',
      'entry',
      'advert',
      '2025-02',
      'entry',
    ]);
    expect(kinds(resultsRows(slots, 'name,asc'))).toEqual(['entry', 'advert', 'entry']);
  });

  it('names the twelve months in German or English', () => {
    expect(monthOptions('de').map((month) => month.label)[2]).toBe('März');
    expect(monthOptions('en')[11]).toEqual({ value: 12, label: 'December' });
    expect(monthOptions('de')).toHaveLength(12);
  });
});
