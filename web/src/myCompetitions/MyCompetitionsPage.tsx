import type { BookedCompetition } from '@portal/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../admin/common/ConfirmDialog';
import { ParticipatedDownload } from '../downloads/ParticipatedDownload';
import '../admin/common/adminTexts';
import { useMessage } from '../i18n/useMessage';
import { successShown } from '../notifications/notificationsSlice';
import { PageTitle } from '../pages/PageTitle';
import { CompetitionRow, CompetitionTable } from '../public/components/CompetitionTable';
import { EmptyNote, LoadState, usePaging } from '../public/components/ListParts';
import { PublicPagination } from '../public/components/PublicPagination';
import '../public/publicTexts';
import { selectIdentity } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { BookedTable } from './BookedTable';
import {
  useBookedCompetitionsQuery,
  useCancelShooterOrderItemMutation,
  useFavouriteCompetitionsQuery,
} from './myApi';
import './myTexts';

const TABS = ['booked', 'favourites', 'participated'] as const;
type TabName = (typeof TABS)[number];
const SIZES = [10, 25, 50] as const;

/** The booked (upcoming) or participated (archived) list, paged, with the shooter's cancel. */
const BookedList = ({ archive }: { archive: boolean }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const audience = useAppSelector(selectIdentity)?.id ?? 0;
  const paging = usePaging(10);
  const [multipleOnly, setMultipleOnly] = useState(false);
  const query = useBookedCompetitionsQuery({
    archive,
    multipleWaitingList: multipleOnly || undefined,
    page: paging.page,
    size: paging.size,
    audience,
  });
  const [cancel, { isLoading: cancelling }] = useCancelShooterOrderItemMutation();
  const [asked, setAsked] = useState<BookedCompetition | null>(null);
  const testId = archive ? 'participated' : 'booked';
  const rows = query.data?.content ?? [];
  return (
    <Box data-testid={`${testId}-list`}>
      {/* the participated list's export (public-portal.md section 2, 'absolvierte-bewerbe') */}
      {archive ? <ParticipatedDownload /> : null}
      {!archive ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={multipleOnly}
              onChange={(event) => {
                setMultipleOnly(event.target.checked);
                paging.toFirstPage();
              }}
              data-testid="booked-filter-multiple"
            />
          }
          label={t('myCompetitions.multipleWaitingListOnly')}
        />
      ) : null}
      <LoadState query={query} failed={t('myCompetitions.loadFailed')} testId={`${testId}-failed`} />
      {rows.length > 0 ? (
        <BookedTable
          rows={rows}
          testId={`${testId}-table`}
          label={t('myCompetitions.tableLabel')}
          onCancel={archive ? undefined : setAsked}
        />
      ) : null}
      <EmptyNote show={query.isSuccess && rows.length === 0} testId={`${testId}-empty`}>
        {t('myCompetitions.empty')}
      </EmptyNote>
      <PublicPagination
        total={query.data?.totalElements ?? 0}
        paging={paging}
        sizes={SIZES}
        testId={`${testId}-pagination`}
      />
      <ConfirmDialog
        open={asked !== null}
        danger
        busy={cancelling}
        title={t('myCompetitions.cancelTitle')}
        text={t('myCompetitions.cancelText', { name: asked?.competitionName ?? '' })}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          void cancel(asked.id)
            .unwrap()
            .then(() => dispatch(successShown(message('SUCCESS_SHOOTER_CANCEL'))))
            .catch(() => undefined)
            .finally(() => setAsked(null));
        }}
      />
    </Box>
  );
};

/** The favourites list: catalog's favourite competitions (a failure silently shows none). */
const FavouritesList = () => {
  const { t } = useTranslation();
  const audience = useAppSelector(selectIdentity)?.id ?? 0;
  const paging = usePaging(10);
  const query = useFavouriteCompetitionsQuery({ page: paging.page, size: paging.size, audience });
  const rows = query.data?.content ?? [];
  return (
    <Box data-testid="favourites-list">
      {rows.length > 0 ? (
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
        sizes={SIZES}
        testId="favourites-pagination"
      />
    </Box>
  );
};

/** myCompetitions: booked list, favourites, participated list (tab in the query: `?tab=`). */
const MyCompetitionsPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((name) => name === params.get('tab')) ?? 'booked';
  return (
    <Box data-testid="page-my-competitions">
      <PageTitle>{t('myCompetitions.title')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setParams({ tab: value }, { replace: true })}
        aria-label={t('myCompetitions.tabsLabel')}
        // all three tabs in the window, also on phones (their labels wrap), none scrolled out of reach
        variant="fullWidth"
        sx={{ mb: 2, '& .MuiTab-root': { minWidth: 0, px: 1 } }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`myCompetitions.tabs.${name}`)}
            data-testid={`my-tab-${name}`}
          />
        ))}
      </Tabs>
      {tab === 'booked' ? <BookedList archive={false} /> : null}
      {tab === 'favourites' ? <FavouritesList /> : null}
      {tab === 'participated' ? <BookedList archive /> : null}
    </Box>
  );
};

export default MyCompetitionsPage;
