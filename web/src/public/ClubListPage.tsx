import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../layout/visuallyHidden';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CountryLabel } from '../geo/CountryFlag';
import { countryName } from '../geo/countries';
import { PageTitle } from '../pages/PageTitle';
import { PublicTable } from './components/CompetitionTable';
import { TextFilter } from './components/FilterInputs';
import { EmptyNote, FilterPanel, LoadState, usePaging } from './components/ListParts';
import { PublicPagination } from './components/PublicPagination';
import { ResponsiveImage } from '../images/ResponsiveImage';
import { imageUrl } from './format';
import { usePublicClubsQuery } from './publicApi';
import { publicPaths } from './publicPaths';
import './publicTexts';
import { clubMatches } from './clubSearch';
import { useDebounced } from './useDebounced';

/** Club list: 25 per page by default (docs/web-app.md). */
export const CLUB_PAGE_SIZES = [10, 25, 50, 100] as const;
export const CLUB_DEFAULT_SIZE = 25;

/** `#/clubList` and `#/vereine`: every listed club (up to 1000 loaded), sorted by name, with a search. */
const ClubListPage = () => {
  const { t, i18n } = useTranslation();
  const query = usePublicClubsQuery();
  const [search, setSearch] = useState('');
  const paging = usePaging(CLUB_DEFAULT_SIZE);
  const settledSearch = useDebounced(search);
  const clubs = useMemo(
    () => (query.data ?? []).filter((club) => clubMatches(club, settledSearch)),
    [query.data, settledSearch],
  );
  const shown = clubs.slice(paging.page * paging.size, (paging.page + 1) * paging.size);

  return (
    <Box data-testid="page-club-list">
      <PageTitle>{t('publicPortal.clubs.title')}</PageTitle>
      <FilterPanel row={false}>
        <TextFilter
          type="search"
          label={t('publicPortal.clubs.search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            paging.toFirstPage();
          }}
          width={{ xs: '100%', sm: 320 }}
          testId="club-list-search"
        />
      </FilterPanel>
      <LoadState
        query={query}
        pending={query.isLoading}
        failed={t('publicPortal.clubs.loadFailed')}
        testId="club-list-error"
      />
      {/* the table appears once with its rows, so nothing jumps while loading */}
      {!query.isLoading && (
        <PublicTable
          testId="club-list-table"
          head={
            <>
              <TableCell sx={{ width: 56 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('publicPortal.clubs.logo')}
                </Box>
              </TableCell>
              <TableCell>{t('publicPortal.clubs.name')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('publicPortal.clubs.longName')}
              </TableCell>
              <TableCell>{t('publicPortal.clubs.city')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('publicPortal.clubs.country')}
              </TableCell>
            </>
          }
        >
          {shown.map((club) => {
            const logo = imageUrl(club.logo);
            return (
              <TableRow hover key={club.id} data-testid={`club-row-${club.id}`}>
                <TableCell>
                  {logo && (
                    <ResponsiveImage
                      image={club.logo}
                      variant="square"
                      sizes="40px"
                      alt=""
                      loading="lazy"
                      sx={{ width: 40, height: 40, objectFit: 'contain', display: 'block' }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={publicPaths.club(club.publicLinkId)}
                    underline="hover"
                    data-testid={`club-link-${club.id}`}
                  >
                    {club.name}
                  </Link>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{club.longName}</TableCell>
                <TableCell>{[club.zip, club.city].filter(Boolean).join(' ')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <CountryLabel code={club.country} name={countryName(club.country, i18n.language)} />
                </TableCell>
              </TableRow>
            );
          })}
        </PublicTable>
      )}
      <EmptyNote show={query.isSuccess && clubs.length === 0} testId="club-list-empty">
        {t('publicPortal.clubs.none')}
      </EmptyNote>
      {!query.isLoading && (
        <PublicPagination
          total={clubs.length}
          paging={paging}
          sizes={CLUB_PAGE_SIZES}
          testId="club-list-pagination"
        />
      )}
    </Box>
  );
};

export default ClubListPage;
