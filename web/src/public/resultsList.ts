import type { Placed } from './adverts/placement';
import { resultsApiFilter, type ResultsFilters } from './competitionFilters';
import type { CompetitionListArgs, CompetitionSortField } from './publicApi';
import { groupByYearMonth, type Grouped } from './yearMonth';

/** Columns of the archive and the field the server sorts each by (none: not sortable). */
export const RESULTS_COLUMNS: readonly { key: string; sort?: CompetitionSortField }[] = [
  { key: 'date', sort: 'competitionDate' },
  { key: 'name', sort: 'name' },
  { key: 'club', sort: 'clubName' },
  { key: 'place', sort: 'city' },
  { key: 'region', sort: 'state' },
  { key: 'level', sort: 'levelName' },
  { key: 'type', sort: 'competitionTypeName' },
  { key: 'resultList' },
];

export interface ResultsSort {
  field: CompetitionSortField;
  direction: 'asc' | 'desc';
}

/** Newest first. */
export const DEFAULT_RESULTS_SORT: ResultsSort = { field: 'competitionDate', direction: 'desc' };

/** Clicking a column: the same one flips; another starts ascending, the date descending. */
export const nextResultsSort = (current: ResultsSort, field: CompetitionSortField): ResultsSort =>
  current.field === field
    ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: field === 'competitionDate' ? 'desc' : 'asc' };

/** The archive's `GET publicResources/competitions` arguments. */
export const resultsListArgs = (
  filters: ResultsFilters,
  paging: { page: number; size: number },
  sort: ResultsSort,
): CompetitionListArgs => ({
  filter: resultsApiFilter(filters),
  page: paging.page,
  size: paging.size,
  sort: `${sort.field},${sort.direction}`,
});

/**
 * The rows of the table: year-month headings only while the rows run by date (the sort the
 * shown page was asked with), the entries and adverts as they come.
 */
export const resultsRows = <T extends { competitionDate: string }, A>(
  slots: readonly Placed<T, A>[],
  sort: string,
): Grouped<Placed<T, A>>[] =>
  sort.startsWith('competitionDate,')
    ? groupByYearMonth(slots, (slot) => (slot.kind === 'entry' ? slot.entry.competitionDate : null))
    : slots.map((slot) => ({ kind: 'entry' as const, entry: slot }));

/** The twelve months, named in the page's language, for the month filter. */
export const monthOptions = (language: string): { value: number; label: string }[] =>
  Array.from({ length: 12 }, (_, index) => index + 1).map((month) => ({
    value: month,
    label: new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-AT', {
      month: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, month - 1, 1)),
  }));
