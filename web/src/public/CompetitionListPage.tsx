import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../pages/PageTitle';
import { AdvertsOr, useAdvertsSettled } from './AdvertSlots';
import { CARD_GRID_SX, CompetitionCard } from './components/CompetitionCard';
import {
  CompetitionListItem,
  CompetitionRow,
  CompetitionTable,
  LIST_COLUMNS,
} from './components/CompetitionTable';
import { MultiSelectFilter } from './components/FilterInputs';
import { EmptyNote, FilterPanel, LoadState, usePaging } from './components/ListParts';
import { PublicPagination } from './components/PublicPagination';
import { ViewToggle } from './components/ViewToggle';
import {
  EMPTY_LIST_FILTERS,
  hasListFilters,
  listApiFilter,
  readListFilters,
  saveListFilters,
  type ListFilters,
} from './competitionFilters';
import {
  COMPETITION_DEFAULT_SIZE,
  COMPETITION_PAGE_SIZES,
  usePublicCompetitionsQuery,
  type CompetitionListArgs,
} from './publicApi';
import './publicTexts';
import { useDebounced } from './useDebounced';
import { useFilterOptions } from './useFilterOptions';
import { useViewer } from './viewer';
import { useLivePlaces } from '../live/useLivePlaces';

// logged-in users only, so the guests' first load stays as it was
const CompetitionListDownload = lazy(() => import('../downloads/CompetitionListDownload'));

/** Narrowest window (menu beside the content) in which every column of the list table fits. */
const TABLE_MIN_SCREEN_WIDTH = 1320;

/** `#/competitionList`: the upcoming competitions with filters, list or cards, paging and adverts. */
const CompetitionListPage = () => {
  const { t } = useTranslation();
  const viewer = useViewer();
  const options = useFilterOptions();
  const [filters, setFilters] = useState<ListFilters>(() => readListFilters(window.localStorage));
  const paging = usePaging(COMPETITION_DEFAULT_SIZE);
  const [cards, setCards] = useState(viewer.cards);
  // the table needs about 1000 px beside the menu; narrower screens get the list as stacked
  // entries instead of a table whose details and register buttons hide behind a sideways scroll
  const narrow = useMediaQuery(useTheme().breakpoints.down(TABLE_MIN_SCREEN_WIDTH));
  // a login or logout on this page brings the user's own view
  useEffect(() => setCards(viewer.cards), [viewer.cards]);

  const changeFilters = (change: Partial<ListFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    saveListFilters(window.localStorage, next);
    paging.toFirstPage();
  };

  const args = useMemo(
    (): CompetitionListArgs => ({
      filter: listApiFilter(filters),
      page: paging.page,
      size: paging.size,
      sort: 'competitionDate,asc',
    }),
    [filters, paging.page, paging.size],
  );
  const settled = useDebounced(args);
  const query = usePublicCompetitionsQuery(settled);
  const competitions = query.data?.content ?? [];
  useLivePlaces(competitions.map((competition) => competition.id));
  const total = query.data?.totalElements ?? 0;
  const active = hasListFilters(filters);
  // the list appears once with its entries and adverts, so nothing jumps while loading
  const advertsSettled = useAdvertsSettled();
  const ready = !query.isLoading && advertsSettled;

  return (
    <Box data-testid="page-competition-list">
      <PageTitle>{t('publicPortal.list.title')}</PageTitle>
      <FilterPanel
        clear={{ active, onClear: () => changeFilters(EMPTY_LIST_FILTERS), testId: 'competition-filters' }}
        aside={
          <>
            <Box sx={{ flexGrow: 1 }} />
            {viewer.guest ? null : (
              <Suspense fallback={null}>
                <CompetitionListDownload filter={args.filter} testId="competition-list-download" />
              </Suspense>
            )}
            <ViewToggle cards={cards} onChange={setCards} />
          </>
        }
      >
        <MultiSelectFilter
          label={t('publicPortal.filters.club')}
          value={filters.club}
          options={options.club}
          onChange={(club) => changeFilters({ club })}
          testId="competition-filter-club"
        />
        <MultiSelectFilter
          label={t('publicPortal.filters.type')}
          value={filters.type}
          options={options.type}
          onChange={(type) => changeFilters({ type })}
          testId="competition-filter-type"
        />
        <MultiSelectFilter
          label={t('publicPortal.filters.level')}
          value={filters.level}
          options={options.level}
          onChange={(level) => changeFilters({ level })}
          testId="competition-filter-level"
        />
        <MultiSelectFilter
          label={t('publicPortal.filters.province')}
          value={filters.province}
          options={options.province}
          onChange={(province) => changeFilters({ province })}
          testId="competition-filter-province"
        />
      </FilterPanel>

      <LoadState
        query={query}
        pending={!ready}
        failed={t('publicPortal.list.loadFailed')}
        testId="competition-list-error"
      />
      <EmptyNote show={ready && query.isSuccess && competitions.length === 0} testId="competition-list-empty">
        {t(active ? 'publicPortal.list.noneFiltered' : 'publicPortal.list.none')}
      </EmptyNote>
      {ready &&
        competitions.length > 0 &&
        (cards ? (
          <Box sx={CARD_GRID_SX} data-testid="competition-cards">
            <AdvertsOr
              entries={competitions}
              layout="cards"
              render={(competition) => <CompetitionCard key={competition.id} competition={competition} />}
            />
          </Box>
        ) : narrow ? (
          <Box sx={{ display: 'grid', gap: 1 }} data-testid="competition-table">
            <AdvertsOr
              entries={competitions}
              layout="cards"
              render={(competition) => <CompetitionListItem key={competition.id} competition={competition} />}
            />
          </Box>
        ) : (
          <CompetitionTable testId="competition-table">
            <AdvertsOr
              entries={competitions}
              layout="rows"
              columns={LIST_COLUMNS.length}
              render={(competition) => <CompetitionRow key={competition.id} competition={competition} />}
            />
          </CompetitionTable>
        ))}
      {ready && (
        <PublicPagination
          total={total}
          paging={paging}
          sizes={COMPETITION_PAGE_SIZES}
          testId="competition-pagination"
        />
      )}
    </Box>
  );
};

export default CompetitionListPage;
