import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CARD_GRID_SX, CompetitionCard } from '../public/components/CompetitionCard';
import { CompetitionRow, CompetitionTable } from '../public/components/CompetitionTable';
import { EmptyNote, usePaging } from '../public/components/ListParts';
import { PublicPagination } from '../public/components/PublicPagination';
import { selectIdentity } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import { MY_LIST_SIZES } from './BookedList';
import { useFavouriteCompetitionsQuery } from './myApi';

/** The favourites list: catalog's favourite competitions (a failure silently shows none). */
export const FavouritesList = ({ cards }: { cards: boolean }) => {
  const { t } = useTranslation();
  const audience = useAppSelector(selectIdentity)?.id ?? 0;
  const paging = usePaging(10);
  const query = useFavouriteCompetitionsQuery({ page: paging.page, size: paging.size, audience });
  const rows = query.data?.content ?? [];
  return (
    <Box data-testid="favourites-list">
      {rows.length > 0 && cards ? (
        <Box
          component="section"
          aria-label={t('myCompetitions.favouritesLabel')}
          sx={CARD_GRID_SX}
          data-testid="favourites-cards"
        >
          {rows.map((competition) => (
            <CompetitionCard key={competition.id} competition={competition} />
          ))}
        </Box>
      ) : null}
      {rows.length > 0 && !cards ? (
        <CompetitionTable testId="favourites-table">
          {rows.map((competition) => (
            <CompetitionRow key={competition.id} competition={competition} />
          ))}
        </CompetitionTable>
      ) : null}
      <EmptyNote show={!query.isFetching && rows.length === 0} testId="favourites-empty">
        {t('myCompetitions.empty')}
      </EmptyNote>
      <PublicPagination
        total={query.data?.totalElements ?? 0}
        paging={paging}
        sizes={MY_LIST_SIZES}
        testId="favourites-pagination"
      />
    </Box>
  );
};
