import { useMemo, useState } from 'react';
import { useAdvertSlots, useAdvertsSettled } from './AdvertSlots';
import { usePaging } from './components/ListParts';
import { EMPTY_RESULTS_FILTERS, hasResultsFilters, type ResultsFilters } from './competitionFilters';
import {
  COMPETITION_DEFAULT_SIZE,
  useArchiveYearsQuery,
  usePublicCompetitionsQuery,
  type CompetitionSortField,
} from './publicApi';
import {
  DEFAULT_RESULTS_SORT,
  nextResultsSort,
  resultsListArgs,
  resultsRows,
  type ResultsSort,
} from './resultsList';
import { useDebounced } from './useDebounced';
import { useFilterOptions } from './useFilterOptions';

/**
 * The state of the results archive: filters, sort and paging (each change back to the first
 * page), the settled call for the page of competitions, the adverts between them and the rows
 * with their year-month headings, and the choices of the filters.
 */
export const useResultsList = () => {
  const options = useFilterOptions();
  const [filters, setFilters] = useState<ResultsFilters>(EMPTY_RESULTS_FILTERS);
  const paging = usePaging(COMPETITION_DEFAULT_SIZE);
  const [sort, setSort] = useState<ResultsSort>(DEFAULT_RESULTS_SORT);

  const changeFilters = (change: Partial<ResultsFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    paging.toFirstPage();
  };
  const changeSort = (field: CompetitionSortField) => {
    setSort((current) => nextResultsSort(current, field));
    paging.toFirstPage();
  };

  const args = useMemo(
    () => resultsListArgs(filters, { page: paging.page, size: paging.size }, sort),
    [filters, paging.page, paging.size, sort],
  );
  const settled = useDebounced(args);
  const query = usePublicCompetitionsQuery(settled);
  const competitions = useMemo(() => query.data?.content ?? [], [query.data]);
  const slots = useAdvertSlots(competitions);
  // the table appears once with its entries and adverts, so nothing jumps while loading
  const advertsSettled = useAdvertsSettled();
  const rows = useMemo(() => resultsRows(slots, settled.sort), [slots, settled.sort]);
  const archiveYears = useArchiveYearsQuery();

  return {
    options,
    archiveYears: archiveYears.data,
    filters,
    changeFilters,
    sort,
    changeSort,
    paging,
    args,
    query,
    competitions,
    rows,
    ready: !query.isLoading && advertsSettled,
    active: hasResultsFilters(filters),
  };
};

export type ResultsList = ReturnType<typeof useResultsList>;
