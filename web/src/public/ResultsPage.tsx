import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Fragment, lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../pages/PageTitle';
import { AdvertSlot, useAdvertSlots, useAdvertsSettled } from './AdvertSlots';
import { EventSubtitle, RegionLabel, StatusBadges } from './components/CompetitionParts';
import { PublicTable } from './components/CompetitionTable';
import {
  MultiSelectFilter,
  SingleSelectFilter,
  TextFilter,
  type FilterOption,
} from './components/FilterInputs';
import { EmptyNote, FilterPanel, LoadState, usePaging } from './components/ListParts';
import { PublicPagination } from './components/PublicPagination';
import {
  EMPTY_RESULTS_FILTERS,
  hasResultsFilters,
  resultsApiFilter,
  type ResultsFilters,
} from './competitionFilters';
import { formatDateRange, formatYearMonth } from './format';
import {
  COMPETITION_DEFAULT_SIZE,
  COMPETITION_PAGE_SIZES,
  useArchiveYearsQuery,
  usePublicCompetitionsQuery,
  type CompetitionListArgs,
  type CompetitionSortField,
} from './publicApi';
import { publicPaths } from './publicPaths';
import './publicTexts';
import type { PublicCompetition } from './types';
import { useDebounced } from './useDebounced';
import { useFilterOptions } from './useFilterOptions';
import { useViewer } from './viewer';
import { groupByYearMonth, yearOptions } from './yearMonth';

/** Sortable columns of the archive and the field the server sorts by. */
const COLUMNS: readonly { key: string; sort?: CompetitionSortField }[] = [
  { key: 'date', sort: 'competitionDate' },
  { key: 'name', sort: 'name' },
  { key: 'club', sort: 'clubName' },
  { key: 'place', sort: 'city' },
  { key: 'region', sort: 'state' },
  { key: 'level', sort: 'levelName' },
  { key: 'type', sort: 'competitionTypeName' },
  { key: 'resultList' },
];

interface Sort {
  field: CompetitionSortField;
  direction: 'asc' | 'desc';
}
// logged-in users only (docs/web-app.md: hidden without permission); guests never load it
const CompetitionListDownload = lazy(() => import('../downloads/CompetitionListDownload'));

const DEFAULT_SORT: Sort = { field: 'competitionDate', direction: 'desc' };

/** `#/results`: the archive of past and cancelled competitions, grouped by year and month. */
const ResultsPage = () => {
  const { t, i18n } = useTranslation();
  const options = useFilterOptions();
  const viewer = useViewer();
  const [filters, setFilters] = useState<ResultsFilters>(EMPTY_RESULTS_FILTERS);
  const paging = usePaging(COMPETITION_DEFAULT_SIZE);
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);

  const changeFilters = (change: Partial<ResultsFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    paging.toFirstPage();
  };
  const changeSort = (field: CompetitionSortField) => {
    setSort((current) =>
      current.field === field
        ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { field, direction: field === 'competitionDate' ? 'desc' : 'asc' },
    );
    paging.toFirstPage();
  };

  const args = useMemo(
    (): CompetitionListArgs => ({
      filter: resultsApiFilter(filters),
      page: paging.page,
      size: paging.size,
      sort: `${sort.field},${sort.direction}`,
    }),
    [filters, paging.page, paging.size, sort],
  );
  const settled = useDebounced(args);
  const query = usePublicCompetitionsQuery(settled);
  const competitions = useMemo(() => query.data?.content ?? [], [query.data]);
  const slots = useAdvertSlots(competitions);
  // the table appears once with its entries and adverts, so nothing jumps while loading
  const advertsSettled = useAdvertsSettled();
  const ready = !query.isLoading && advertsSettled;
  // headings only make sense while the rows run by date
  const rows = useMemo(
    () =>
      settled.sort.startsWith('competitionDate,')
        ? groupByYearMonth(slots, (slot) => (slot.kind === 'entry' ? slot.entry.competitionDate : null))
        : slots.map((slot) => ({ kind: 'entry' as const, entry: slot })),
    [slots, settled.sort],
  );
  const active = hasResultsFilters(filters);

  const archiveYears = useArchiveYearsQuery();
  const years = yearOptions(archiveYears.data, filters.year).map((year): FilterOption<number> => ({
    value: year,
    label: String(year),
  }));
  const months = Array.from({ length: 12 }, (_, index) => index + 1).map((month): FilterOption<number> => ({
    value: month,
    label: new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'de-AT', {
      month: 'long',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, month - 1, 1)),
  }));
  const countries: FilterOption<'at' | 'de'>[] = [
    { value: 'at', label: t('publicPortal.countries.at') },
    { value: 'de', label: t('publicPortal.countries.de') },
  ];

  const competitionRow = (competition: PublicCompetition) => (
    <TableRow
      hover
      key={competition.id}
      data-testid={`result-row-${competition.id}`}
      data-kind="competition"
      data-cancelled={competition.cancelled}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDateRange(competition.competitionDate, competition.competitionEndDate)}
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        {competition.publicLink ? (
          <Link
            component={RouterLink}
            to={publicPaths.competition(competition.publicLink)}
            underline="hover"
            data-testid={`result-link-${competition.id}`}
          >
            {competition.name}
          </Link>
        ) : (
          competition.name
        )}
        <StatusBadges competition={competition} />
        <EventSubtitle competition={competition} />
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={publicPaths.club(competition.clubPublicLinkId)} color="inherit">
          {competition.clubShortName || competition.clubName}
        </Link>
      </TableCell>
      <TableCell>{competition.city}</TableCell>
      <TableCell>
        <RegionLabel country={competition.country} state={competition.state} />
      </TableCell>
      <TableCell>{competition.levelName}</TableCell>
      <TableCell>{competition.competitionTypeName}</TableCell>
      <TableCell>
        {competition.resultListLink && (
          <Link
            href={competition.resultListLink}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('publicPortal.results.resultList')}
            <OpenInNewIcon fontSize="inherit" />
          </Link>
        )}
      </TableCell>
    </TableRow>
  );

  return (
    <Box data-testid="page-results">
      <PageTitle>{t('publicPortal.results.title')}</PageTitle>
      <FilterPanel
        clear={{ active, onClear: () => changeFilters(EMPTY_RESULTS_FILTERS), testId: 'results-filters' }}
        aside={
          viewer.guest ? null : (
            <Suspense fallback={null}>
              <CompetitionListDownload filter={args.filter} results testId="results-download" />
            </Suspense>
          )
        }
      >
        <SingleSelectFilter
          label={t('publicPortal.filters.year')}
          value={filters.year}
          options={years}
          onChange={(year) => changeFilters({ year })}
          testId="results-filter-year"
        />
        <SingleSelectFilter
          label={t('publicPortal.filters.month')}
          value={filters.month}
          options={months}
          onChange={(month) => changeFilters({ month })}
          testId="results-filter-month"
        />
        <SingleSelectFilter
          label={t('publicPortal.filters.country')}
          value={filters.country || null}
          options={countries}
          onChange={(country) => changeFilters({ country: country ?? '' })}
          testId="results-filter-country"
        />
        <TextFilter
          label={t('publicPortal.filters.zip')}
          value={filters.zip}
          onChange={(zip) => changeFilters({ zip })}
          maxLength={10}
          width={{ xs: 'calc(50% - 8px)', sm: 120 }}
          testId="results-filter-zip"
        />
        <MultiSelectFilter
          label={t('publicPortal.filters.club')}
          value={filters.club}
          options={options.club}
          onChange={(club) => changeFilters({ club })}
          testId="results-filter-club"
        />
        <MultiSelectFilter
          label={t('publicPortal.filters.type')}
          value={filters.type}
          options={options.type}
          onChange={(type) => changeFilters({ type })}
          testId="results-filter-type"
        />
        <MultiSelectFilter
          label={t('publicPortal.filters.level')}
          value={filters.level}
          options={options.level}
          onChange={(level) => changeFilters({ level })}
          testId="results-filter-level"
        />
      </FilterPanel>

      <LoadState
        query={query}
        pending={!ready}
        failed={t('publicPortal.list.loadFailed')}
        testId="results-error"
      />
      {ready && (
        <PublicTable
          testId="results-table"
          stackOnPhone
          head={COLUMNS.map(({ key, sort: field }) => (
            <TableCell key={key} sortDirection={field && sort.field === field ? sort.direction : false}>
              {field ? (
                <TableSortLabel
                  active={sort.field === field}
                  direction={sort.field === field ? sort.direction : 'asc'}
                  onClick={() => changeSort(field)}
                  data-testid={`results-sort-${field}`}
                >
                  {t(`publicPortal.columns.${key}`)}
                </TableSortLabel>
              ) : (
                t(`publicPortal.columns.${key}`)
              )}
            </TableCell>
          ))}
        >
          {rows.map((row, index) => {
            if (row.kind === 'heading') {
              return (
                <TableRow
                  key={`heading-${row.key}`}
                  data-testid={`results-month-${row.key}`}
                  data-kind="heading"
                >
                  <TableCell colSpan={COLUMNS.length} sx={{ bgcolor: 'grey.100' }}>
                    <Typography variant="subtitle2" component="h2">
                      {formatYearMonth(row.year, row.month, i18n.language)}
                    </Typography>
                  </TableCell>
                </TableRow>
              );
            }
            const slot = row.entry;
            return slot.kind === 'entry' ? (
              competitionRow(slot.entry)
            ) : (
              <Fragment key={`advert-${index}`}>
                <AdvertSlot advert={slot.advert} layout="rows" columns={COLUMNS.length} />
              </Fragment>
            );
          })}
        </PublicTable>
      )}
      <EmptyNote show={ready && query.isSuccess && competitions.length === 0} testId="results-empty">
        {t(active ? 'publicPortal.list.noneFiltered' : 'publicPortal.results.none')}
      </EmptyNote>
      {ready && (
        <PublicPagination
          total={query.data?.totalElements ?? 0}
          paging={paging}
          sizes={COMPETITION_PAGE_SIZES}
          testId="results-pagination"
        />
      )}
    </Box>
  );
};

export default ResultsPage;
