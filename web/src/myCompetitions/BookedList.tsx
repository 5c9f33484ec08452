import type { BookedCompetition } from '@portal/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../admin/common/ConfirmDialog';
import '../admin/common/adminTexts';
import { ParticipatedDownload } from '../downloads/ParticipatedDownload';
import { useMessage } from '../i18n/useMessage';
import { successShown } from '../notifications/notificationsSlice';
import { EmptyNote, LoadState, usePaging } from '../public/components/ListParts';
import { PublicPagination } from '../public/components/PublicPagination';
import { selectIdentity } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { BookedCards } from './BookedCards';
import { BookedTable } from './BookedTable';
import { useBookedCompetitionsQuery, useCancelShooterOrderItemMutation } from './myApi';
import { useProcessingItems } from './useProcessingItems';

export const MY_LIST_SIZES = [10, 25, 50] as const;

/** The booked (upcoming) or participated (archived) list, paged, with the shooter's cancel. */
export const BookedList = ({ archive, cards }: { archive: boolean; cards: boolean }) => {
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
  const processing = useProcessingItems(rows, !archive);
  const List = cards ? BookedCards : BookedTable;
  return (
    <Box data-testid={`${testId}-list`}>
      {/* the participated list's export ('absolvierte-bewerbe', docs/my-competitions.md) */}
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
        <List
          rows={rows}
          processing={processing}
          testId={`${testId}-${cards ? 'cards' : 'table'}`}
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
        sizes={MY_LIST_SIZES}
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
