import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../pages/PageTitle';
import { EmptyNote, LoadState } from './components/ListParts';
import { PublicPagination } from './components/PublicPagination';
import { COMPETITION_PAGE_SIZES } from './publicApi';
import './publicTexts';
import { ResultsFilterPanel } from './ResultsFilterPanel';
import { ResultsTable } from './ResultsTable';
import { useResultsList } from './useResultsList';

/** `#/results`: the archive of past and cancelled competitions, grouped by year and month. */
const ResultsPage = () => {
  const { t } = useTranslation();
  const list = useResultsList();
  const { query, ready } = list;
  return (
    <Box data-testid="page-results">
      <PageTitle>{t('publicPortal.results.title')}</PageTitle>
      <ResultsFilterPanel list={list} />
      <LoadState
        query={query}
        pending={!ready}
        failed={t('publicPortal.list.loadFailed')}
        testId="results-error"
      />
      {ready && <ResultsTable list={list} />}
      <EmptyNote show={ready && query.isSuccess && list.competitions.length === 0} testId="results-empty">
        {t(list.active ? 'publicPortal.list.noneFiltered' : 'publicPortal.results.none')}
      </EmptyNote>
      {ready && (
        <PublicPagination
          total={query.data?.totalElements ?? 0}
          paging={list.paging}
          sizes={COMPETITION_PAGE_SIZES}
          testId="results-pagination"
        />
      )}
    </Box>
  );
};

export default ResultsPage;
