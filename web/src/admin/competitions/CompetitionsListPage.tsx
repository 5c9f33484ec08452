import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import EuroIcon from '@mui/icons-material/Euro';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestoreIcon from '@mui/icons-material/Restore';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EXPORT_REQUESTS } from '../../downloads/exportRequests';
import { useFileDownload } from '../../downloads/useFileDownload';
import { InvoiceDialog } from '../../payment/InvoiceDialog';
import { messageFromQueryError } from '../../api/errorMessage';
import { useMessage } from '../../i18n/useMessage';
import { errorOccurred, successShown } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useClubsQuery } from '../clubs/clubsApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ComboInput } from '../common/FormParts';
import { useDebouncedValue, useListControls, useNotify, useScrollTop, useSelection } from '../common/hooks';
import {
  CreateButton,
  FilterBar,
  FilterSwitch,
  FilterText,
  ListTable,
  listRows,
  OpenRow,
  RowAction,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import type { Paging } from '../common/listQuery';
import { CancelDialog, DetailsDialog } from './CompetitionDialogs';
import { ParticipantsDownloadAction } from './ParticipantsDownloadAction';
import { formatUtcDate, formatUtcDateTime } from './competitionDates';
import { competitionAccess } from './competitionForm';
import {
  buildCompetitionsQuery,
  DEFAULT_COMPETITIONS_FILTER,
  DEFAULT_COMPETITIONS_PAGING,
  placesOf,
  rowLook,
  statusLetter,
  type CompetitionSortField,
  type CompetitionsFilter,
  type PaidFilter,
} from './competitionListQuery';
import { VIEW_TYPES, type Competition, type ViewType } from './competitionModel';
import { COMPETITION_PATHS, type CompetitionKind } from './competitionPaths';
import {
  useCompetitionListQuery,
  useDeleteManyCompetitionsMutation,
  useMarkCompetitionsPaidMutation,
  usePayCompetitionMutation,
  useUpdateCancelMutation,
} from './competitionsApi';
import './competitionTexts';
import '../mailLog/mailLogTexts';
import { MAIL_LOG_PATHS } from '../mailLog/mailLogPaths';

interface ListState {
  filter: CompetitionsFilter;
  paging: Paging<CompetitionSortField>;
}

type Question = { type: 'pay'; row: Competition } | { type: 'deleteMany' } | { type: 'paidMany' };

const ALL_CLUBS = { page: 0, size: 1000, sort: 'name,asc' };
const REGISTRATION_STARTED = ['ERROR.REGISTRATION_ALREADY_STARTED', 'REGISTRATION_ALREADY_STARTED'];

/** Row background of each tone: unpaid red, UNLISTED purple, INTERNAL green. */
const TONE_SX = {
  unpaid: { bgcolor: 'rgba(211, 47, 47, 0.08)' },
  unlisted: { bgcolor: 'rgba(123, 31, 162, 0.10)' },
  internal: { bgcolor: 'rgba(46, 125, 50, 0.12)' },
} as const;
const UNPAID_SX = { '& td': { color: 'error.dark' } } as const;

interface SelectFilterProps<V extends string> {
  label: string;
  value: V | '';
  options: readonly { value: V; label: string }[];
  allLabel?: string;
  onChange: (value: V | null) => void;
  testId: string;
}

const SelectFilter = <V extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
  testId,
}: SelectFilterProps<V>) => (
  <TextField
    select
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as V))}
    sx={{ width: { xs: '100%', sm: 200 } }}
    slotProps={{
      select: {
        displayEmpty: allLabel !== undefined,
        SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
      },
      inputLabel: { shrink: true },
    }}
  >
    {allLabel !== undefined ? (
      <MenuItem value="">
        <em>{allLabel}</em>
      </MenuItem>
    ) : null}
    {options.map((option) => (
      <MenuItem key={option.value} value={option.value} data-testid={`${testId}-option-${option.value}`}>
        {option.label}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * Competitions or events of the back-office (back-office.md section 2, "Competition and event
 * lists"): filters, sortable columns, row colours and status letters, row actions and bulk actions.
 */
const CompetitionsListPage = ({ kind }: { kind: CompetitionKind }) => {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const access = competitionAccess(useAppSelector(selectPermissions));
  const csvDownload = useFileDownload();
  useScrollTop();
  const selection = useSelection<Competition>();
  const controls = useListControls<ListState, CompetitionSortField>(
    kind,
    () => ({ filter: DEFAULT_COMPETITIONS_FILTER, paging: DEFAULT_COMPETITIONS_PAGING }),
    // the selection stays across pages (a CSV of several pages), not across filters
    { onFilter: selection.clear },
  );
  const { state, setFilter } = controls;
  const sortable = sortableHead(controls);
  const query = useDebouncedValue(buildCompetitionsQuery(state.filter, state.paging, access));
  const list = useCompetitionListQuery({ kind, params: query });
  const clubs = useClubsQuery(ALL_CLUBS, { skip: !access.admin });
  const [updateCancel, cancelling] = useUpdateCancelMutation();
  const [pay, paying] = usePayCompetitionMutation();
  const [markPaid, markingPaid] = useMarkCompetitionsPaidMutation();
  const [deleteMany, deleting] = useDeleteManyCompetitionsMutation();
  // the row stays while a dialog fades out, so its text does not jump
  const [cancelTarget, setCancelTarget] = useState<Competition | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [forced, setForced] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const [questionOpen, setQuestionOpen] = useState(false);
  const [details, setDetails] = useState<Competition | null>(null);
  const [invoiceFor, setInvoiceFor] = useState<Competition | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const rows = listRows(list);
  const clubOptions = useMemo(
    () => (clubs.data?.content ?? []).map((club) => ({ id: club.id, name: club.name })),
    [clubs.data],
  );
  const prefix = `competitions.${kind}`;
  const columns = 10 + (access.admin ? 1 : 0);

  const askCancel = (row: Competition) => {
    setCancelTarget(row);
    setForced(false);
    setCancelOpen(true);
  };
  const confirmCancel = () => {
    if (!cancelTarget) return;
    const cancelled = !cancelTarget.cancelled;
    updateCancel({ id: cancelTarget.id, cancelled, force: forced })
      .unwrap()
      .then(() => {
        dispatch(successShown(message(cancelled ? 'SUCCESS_CANCEL' : 'SUCCESS_UNCANCEL')));
        setCancelOpen(false);
      })
      .catch((error: unknown) => {
        if ((error as { status?: unknown }).status === 401) return;
        const key =
          typeof error === 'object' && error !== null && 'status' in error
            ? messageFromQueryError(error as Parameters<typeof messageFromQueryError>[0])
            : 'INTERNAL_ERROR';
        if (!forced && cancelled && REGISTRATION_STARTED.includes(key)) {
          setForced(true); // the dialog asks again; its button now forces the cancellation
          return;
        }
        dispatch(errorOccurred(key));
        setCancelOpen(false);
      });
  };

  const ask = (next: Question) => {
    setQuestion(next);
    setQuestionOpen(true);
  };
  const answer = () => {
    if (!question) return;
    const done = () => setQuestionOpen(false);
    if (question.type === 'pay') {
      const paid = !question.row.paid;
      pay({ id: question.row.id, paid })
        .unwrap()
        .then(() => dispatch(successShown(message(paid ? 'SUCCESS_PAY' : 'SUCCESS_UNPAY'))))
        .catch(() => undefined) // the shared error bar shows the failure
        .finally(done);
      return;
    }
    const ids = selection.ids;
    if (question.type === 'paidMany') {
      markPaid(ids)
        .unwrap()
        .then(() => {
          dispatch(successShown(message('resources.competitions.listPage.paidSuccess')));
          selection.clear();
        })
        .catch(() => undefined)
        .finally(done);
      return;
    }
    deleteMany({ kind, ids })
      .unwrap()
      .then(({ count }) => {
        notify.success(`${prefix}.deletedMany`, { count: count ?? ids.length });
        selection.clear();
      })
      .catch(() => undefined)
      .finally(done);
  };

  // the export service writes the CSV (BOM, semicolons, German labels) from its read model
  const exportCsv = () =>
    void csvDownload.download(EXPORT_REQUESTS.competitionsCsv(selection.rows.map((row) => row.id)));

  const questionText = (): { title: string; text: string; danger: boolean } => {
    if (question?.type === 'pay') {
      const paid = !question.row.paid;
      return {
        title: t(paid ? 'competitions.pay.payTitle' : 'competitions.pay.unpayTitle'),
        text: t(paid ? 'competitions.pay.payText' : 'competitions.pay.unpayText', {
          name: question.row.name,
        }),
        danger: !paid,
      };
    }
    if (question?.type === 'paidMany') {
      return {
        title: t('competitions.bulk.paidTitle'),
        text: t('competitions.bulk.paidText', { count: selection.count }),
        danger: false,
      };
    }
    return {
      title: t(`${prefix}.deleteManyTitle`),
      text: t(`${prefix}.deleteManyText`, { count: selection.count }),
      danger: true,
    };
  };
  const shown = questionText();

  const viewTypeOptions = VIEW_TYPES.map((value) => ({
    value,
    label: t(`competitions.viewTypes.${value}`),
  }));
  const paidOptions: { value: PaidFilter; label: string }[] = [
    { value: 'all', label: t('competitions.filters.paidAll') },
    { value: 'paid', label: t('competitions.filters.paidOnly') },
    { value: 'unpaid', label: t('competitions.filters.unpaidOnly') },
  ];

  return (
    <Box data-testid={`${kind}-page`}>
      <PageTitle>{t(access.clubAdmin ? `${prefix}.titleClubAdmin` : `${prefix}.title`)}</PageTitle>
      <TitleActions>
        <CreateButton to={COMPETITION_PATHS.create(kind)} testId="competitions-create" />
      </TitleActions>
      <FilterBar label={t('admin.common.filters')}>
        <FilterText
          label={t('competitions.fields.name')}
          value={state.filter.name}
          onChange={(name) => setFilter({ name })}
          testId="competitions-filter-name"
        />
        {access.admin ? (
          <ComboInput
            filter
            label={t('competitions.columns.club')}
            testId="competitions-filter-club"
            value={state.filter.clubId}
            options={clubOptions}
            loading={clubs.isLoading}
            onChange={(clubId) => setFilter({ clubId })}
          />
        ) : null}
        {access.admin ? (
          <SelectFilter<ViewType>
            label={t('competitions.fields.viewType')}
            value={state.filter.viewType ?? ''}
            options={viewTypeOptions}
            allLabel={t('admin.common.all')}
            onChange={(viewType) => setFilter({ viewType })}
            testId="competitions-filter-viewType"
          />
        ) : null}
        {access.admin || access.portalAdmin ? (
          <SelectFilter<PaidFilter>
            label={t('competitions.columns.paid')}
            value={state.filter.paid}
            options={paidOptions}
            onChange={(paid) => setFilter({ paid: paid ?? 'all' })}
            testId="competitions-filter-paid"
          />
        ) : null}
        <FilterSwitch
          label={t('competitions.filters.archive')}
          checked={state.filter.archive}
          onChange={(archive) => setFilter({ archive })}
          testId="competitions-filter-archive"
        />
      </FilterBar>
      {selection.count > 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: 1, pl: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          data-testid="competitions-bulk"
        >
          <Typography sx={{ flexGrow: 1 }}>
            {t('competitions.bulk.selected', { count: selection.count })}
          </Typography>
          {access.admin ? (
            <>
              <Button
                startIcon={<DownloadIcon />}
                onClick={exportCsv}
                disabled={csvDownload.busy}
                data-testid="competitions-bulk-csv"
              >
                {t('competitions.bulk.csv')}
              </Button>
              <Button
                startIcon={<EuroIcon />}
                onClick={() => ask({ type: 'paidMany' })}
                data-testid="competitions-bulk-paid"
              >
                {t('competitions.bulk.paid')}
              </Button>
            </>
          ) : null}
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => ask({ type: 'deleteMany' })}
            data-testid="competitions-bulk-delete"
          >
            {t('competitions.bulk.delete')}
          </Button>
        </Paper>
      ) : null}
      <ListTable
        query={list}
        label={t(`${prefix}.title`)}
        columns={columns}
        controls={controls}
        selectAll={{ selection, testId: 'competitions-select-all', label: t('competitions.bulk.selectAll') }}
        head={
          <>
            {sortable('competitionDate', t('competitions.columns.date'))}
            {sortable('name', t('competitions.fields.name'))}
            {access.admin ? sortable('clubName', t('competitions.columns.club')) : null}
            <TableCell>{t('competitions.columns.type')}</TableCell>
            {sortable('viewType', t('competitions.columns.status'))}
            {sortable('registrationStart', t('competitions.columns.registrationStart'))}
            {sortable('registrationEnd', t('competitions.columns.registrationEnd'))}
            <TableCell>{t('competitions.columns.places')}</TableCell>
            {sortable('paid', t('competitions.columns.paid'))}
            <TableCell>{t('competitions.columns.actions')}</TableCell>
          </>
        }
      >
        {rows.map((row) => {
          const look = rowLook(row);
          const places = placesOf(row);
          const open = () => navigate(COMPETITION_PATHS.edit(kind, row.id));
          return (
            <OpenRow
              key={row.id}
              onOpen={open}
              sx={{
                ...(look.tone ? TONE_SX[look.tone] : {}),
                ...(look.unpaid ? UNPAID_SX : {}),
                ...(look.struck ? { '& td': { textDecoration: 'line-through' } } : {}),
              }}
              testId={`competition-row-${row.id}`}
              select={{
                selection,
                row,
                testId: `competition-select-${row.id}`,
                label: t('competitions.bulk.selectRow', { name: row.name }),
              }}
              data={{
                'data-tone': look.tone ?? 'none',
                'data-unpaid': look.unpaid ? 'true' : 'false',
                'data-struck': look.struck ? 'true' : 'false',
              }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtcDate(row.competitionDate)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.name}</TableCell>
              {access.admin ? (
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.club?.name}</TableCell>
              ) : null}
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.competitionType?.name}</TableCell>
              <TableCell>
                <Tooltip
                  title={
                    row.cancelled
                      ? t('competitions.status.cancelled')
                      : t(`competitions.viewTypes.${row.viewType}`)
                  }
                >
                  <Box component="span" sx={{ fontWeight: 700 }} data-testid={`competition-status-${row.id}`}>
                    {statusLetter(row)}
                  </Box>
                </Tooltip>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtcDateTime(row.registrationStart)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUtcDateTime(row.registrationEnd)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`competition-places-${row.id}`}>
                {places.taken} / {places.size}
              </TableCell>
              <TableCell data-testid={`competition-paid-${row.id}`} data-paid={row.paid ? 'true' : 'false'}>
                {t(row.paid ? 'competitions.yes' : 'competitions.no')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <RowAction
                  title={t('admin.common.edit')}
                  testId={`competition-edit-${row.id}`}
                  onClick={open}
                >
                  <EditIcon fontSize="small" />
                </RowAction>
                <RowAction
                  title={t('mailLog.open')}
                  testId={`competition-mail-log-${row.id}`}
                  onClick={() => navigate(MAIL_LOG_PATHS.competition(row.id))}
                >
                  <MailOutlineIcon fontSize="small" />
                </RowAction>
                <RowAction
                  title={t('competitions.copy')}
                  testId={`competition-copy-${row.id}`}
                  onClick={() => navigate(COMPETITION_PATHS.copy(kind, row.id))}
                >
                  <ContentCopyIcon fontSize="small" />
                </RowAction>
                <RowAction
                  title={t(row.cancelled ? 'competitions.cancel.uncancel' : 'competitions.cancel.cancel')}
                  testId={`competition-cancel-${row.id}`}
                  color={row.cancelled ? 'success' : 'error'}
                  onClick={() => askCancel(row)}
                >
                  {row.cancelled ? <RestoreIcon fontSize="small" /> : <CancelIcon fontSize="small" />}
                </RowAction>
                {access.admin || access.portalAdmin ? (
                  <RowAction
                    title={t('invoice.action')}
                    testId={`competition-invoice-${row.id}`}
                    onClick={() => setInvoiceFor(row)}
                  >
                    <ReceiptLongIcon fontSize="small" />
                  </RowAction>
                ) : null}
                {access.admin || access.portalAdmin ? (
                  <RowAction
                    title={t(row.paid ? 'competitions.pay.unpay' : 'competitions.pay.pay')}
                    testId={`competition-pay-${row.id}`}
                    color={row.paid ? 'default' : 'success'}
                    onClick={() => ask({ type: 'pay', row })}
                  >
                    {row.paid ? <MoneyOffIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />}
                  </RowAction>
                ) : null}
                {/* only competitions flagged paid offer the participant list (back-office.md section 2) */}
                {row.paid ? <ParticipantsDownloadAction competitionId={row.id} /> : null}
                {access.portalAdmin ? (
                  <RowAction
                    title={t('competitions.details.title')}
                    testId={`competition-details-${row.id}`}
                    onClick={() => {
                      setDetails(row);
                      setDetailsOpen(true);
                    }}
                  >
                    <InfoOutlinedIcon fontSize="small" />
                  </RowAction>
                ) : null}
              </TableCell>
            </OpenRow>
          );
        })}
      </ListTable>
      <InvoiceDialog competition={invoiceFor} onClose={() => setInvoiceFor(null)} />
      <CancelDialog
        target={cancelTarget}
        open={cancelOpen}
        forced={forced}
        busy={cancelling.isLoading}
        onConfirm={confirmCancel}
        onClose={() => setCancelOpen(false)}
      />
      <ConfirmDialog
        open={questionOpen}
        danger={shown.danger}
        busy={paying.isLoading || markingPaid.isLoading || deleting.isLoading}
        title={shown.title}
        text={shown.text}
        onConfirm={answer}
        onClose={() => setQuestionOpen(false)}
      />
      <DetailsDialog competition={details} open={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </Box>
  );
};

export default CompetitionsListPage;
