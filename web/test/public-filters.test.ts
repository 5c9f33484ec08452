import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST_FILTERS,
  EMPTY_RESULTS_FILTERS,
  EVENTS_TYPE,
  hasListFilters,
  hasResultsFilters,
  LIST_FILTERS_KEY,
  listApiFilter,
  readListFilters,
  resultsApiFilter,
  saveListFilters,
  type ListFilters,
} from '../src/public/competitionFilters';
import { MemoryStorage } from './memoryStorage';

describe('competition list filters in browser storage', () => {
  it('when filters are saved then a reload reads the same filters', () => {
    const storage = new MemoryStorage();
    const filters: ListFilters = { club: [3, 1], type: [2, EVENTS_TYPE], level: [5], province: ['W', 'ST'] };
    saveListFilters(storage, filters);
    expect(JSON.parse(storage.getItem(LIST_FILTERS_KEY)!)).toEqual(filters);
    expect(readListFilters(storage)).toEqual(filters);
  });

  it('when every filter is cleared then the stored entry is removed', () => {
    const storage = new MemoryStorage({ [LIST_FILTERS_KEY]: JSON.stringify({ club: [1] }) });
    saveListFilters(storage, EMPTY_LIST_FILTERS);
    expect(storage.getItem(LIST_FILTERS_KEY)).toBeNull();
    expect(readListFilters(storage)).toEqual(EMPTY_LIST_FILTERS);
  });

  it.each([
    ['nothing stored', undefined],
    ['broken JSON', '{club:'],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', '[1,2]'],
  ])('when %s is stored then there is no filter', (_case, stored) => {
    const storage = new MemoryStorage(stored === undefined ? {} : { [LIST_FILTERS_KEY]: stored });
    expect(readListFilters(storage)).toEqual(EMPTY_LIST_FILTERS);
  });

  it('when the stored filters hold wrong values then only the valid ones are kept', () => {
    const storage = new MemoryStorage({
      [LIST_FILTERS_KEY]: JSON.stringify({
        club: [1, '2', -3, 1.5, null, 4],
        type: [7, 'EVENTS', 'OTHER', 0],
        level: 'x',
        province: ['W', '', 3],
        unknown: true,
      }),
    });
    expect(readListFilters(storage)).toEqual({
      club: [1, 4],
      type: [7, 'EVENTS'],
      level: [],
      province: ['W'],
    });
  });

  it('tells whether any list filter is active (the red note)', () => {
    expect(hasListFilters(EMPTY_LIST_FILTERS)).toBe(false);
    expect(hasListFilters({ ...EMPTY_LIST_FILTERS, province: ['T'] })).toBe(true);
    expect(hasListFilters({ ...EMPTY_LIST_FILTERS, type: [EVENTS_TYPE] })).toBe(true);
  });
});

describe('filter JSON of publicResources/competitions', () => {
  it('asks the upcoming list without the archive and leaves empty filters out', () => {
    expect(listApiFilter(EMPTY_LIST_FILTERS)).toEqual({ archive: false });
    expect(listApiFilter({ club: [1], type: [], level: [2, 3], province: [] })).toEqual({
      club: [1],
      level: [2, 3],
      archive: false,
    });
  });

  it('asks the results with the archive and every set field of the panel', () => {
    expect(resultsApiFilter(EMPTY_RESULTS_FILTERS)).toEqual({ archive: true });
    expect(
      resultsApiFilter({
        year: 2024,
        month: 3,
        country: 'at',
        zip: ' 1210 ',
        club: [1],
        type: [EVENTS_TYPE],
        level: [],
      }),
    ).toEqual({
      year: 2024,
      month: 3,
      country: 'at',
      zip: '1210',
      club: [1],
      type: ['EVENTS'],
      archive: true,
    });
  });

  it('tells whether a results filter is active; a blank zip is none', () => {
    expect(hasResultsFilters(EMPTY_RESULTS_FILTERS)).toBe(false);
    expect(hasResultsFilters({ ...EMPTY_RESULTS_FILTERS, zip: '   ' })).toBe(false);
    expect(hasResultsFilters({ ...EMPTY_RESULTS_FILTERS, month: 12 })).toBe(true);
    expect(hasResultsFilters({ ...EMPTY_RESULTS_FILTERS, country: 'de' })).toBe(true);
  });
});
