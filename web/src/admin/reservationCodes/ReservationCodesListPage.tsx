import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReservationCode, ReservationCodeSortField } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../downloads/DownloadButton';
import { EXPORT_REQUESTS } from '../../downloads/exportRequests';
import '../../downloads/exportTexts';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { hasAny } from '../access';
import { ComboInput } from '../common/FormParts';
import { useDebouncedValue, useListControls, useScrollTop } from '../common/hooks';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import {
  CreateButton,
  FilterBar,
  FilterSelect,
  FilterText,
  ListTable,
  listRows,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import { formatDateTime } from '../reservations/reservationFormat';
import { RESERVATION_PATHS } from '../reservations/reservationPaths';
import { useCompetitionOptionsQuery, useReservationCodesQuery } from '../reservations/reservationsApi';
import '../reservations/reservationTexts';

/** the columns: registration's sort fields but the id */
type SortField = Exclude<ReservationCodeSortField, 'id'>;
const COLUMNS: readonly SortField[] = ['code', 'competitionName', 'createdAt', 'used'];
/** the used filter: 1 used, 2 not used */
const USED = { 1: 'true', 2: 'false' } as const;

interface CodeListState {
  paging: Paging<SortField>;
  filter: { competitionId: number | null; used: 1 | 2 | null; code: string };
}

const initial = (): CodeListState => ({
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { field: 'createdAt', direction: 'desc' } },
  filter: { competitionId: null, used: null, code: '' },
});

/** `reservationCodesList`: codes with filters, sorting and paging; club admins see their club's. */
const ReservationCodesListPage = () => {
  const { t } = useTranslation();
  useScrollTop();
  const permissions = useAppSelector(selectPermissions);
  const clubOnly = !hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  const controls = useListControls<CodeListState, SortField>('reservationCodes', initial);
  const { state, setFilter } = controls;
  const code = useDebouncedValue(state.filter.code);
  const competitions = useCompetitionOptionsQuery();
  const filter = {
    competitionId: state.filter.competitionId,
    used: state.filter.used === null ? null : USED[state.filter.used],
    code,
  };
  const list = useReservationCodesQuery(buildListQuery(state.paging, filter));
  // the export takes the competition and used filters (the code search is the list's own)
  const exportFilter = {
    competitionId: state.filter.competitionId,
    used: state.filter.used === null ? null : state.filter.used === 1,
  };
  const rows = listRows(list);
  const sortable = sortableHead(controls);
  const title = t(clubOnly ? 'reservationCodes.listTitleClub' : 'reservationCodes.listTitle');

  const cell = (row: ReservationCode, field: SortField) => {
    if (field === 'used')
      return row.used
        ? t('reservationCodes.usedYes')
        : row.bound
          ? t('reservationCodes.bound')
          : t('reservationCodes.usedNo');
    if (field === 'createdAt') return formatDateTime(row.createdAt);
    if (field === 'code')
      return (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {row.code}
        </Box>
      );
    return row.competitionName ?? '';
  };

  return (
    <Box data-testid="reservation-codes-list-page">
      <PageTitle>{title}</PageTitle>
      <TitleActions>
        {/* the xlsx of the codes the filters select (docs/registration.md) */}
        <DownloadButton
          label={t('exports.buttons.reservationCodes')}
          testId="reservation-codes-export"
          resetKey={JSON.stringify(exportFilter)}
          request={() => EXPORT_REQUESTS.reservationCodes(exportFilter)}
        />
        <CreateButton to={RESERVATION_PATHS.codes} testId="reservation-codes-create" />
      </TitleActions>
      <FilterBar label={t('reservationCodes.filters')}>
        <ComboInput
          filter
          label={t('reservationCodes.fields.competitionId')}
          testId="reservation-codes-filter-competition"
          value={state.filter.competitionId}
          options={competitions.data ?? []}
          loading={competitions.isLoading}
          onChange={(competitionId) => setFilter({ competitionId })}
        />
        <FilterSelect
          label={t('reservationCodes.fields.used')}
          testId="reservation-codes-filter-used"
          value={state.filter.used}
          allLabel={t('reservationCodes.usedAll')}
          options={[
            { id: 1, name: t('reservationCodes.usedYes') },
            { id: 2, name: t('reservationCodes.usedNo') },
          ]}
          onChange={(used) => setFilter({ used: used === 1 || used === 2 ? used : null })}
        />
        <FilterText
          label={t('reservationCodes.fields.code')}
          testId="reservation-codes-filter-code"
          value={state.filter.code}
          onChange={(value) => setFilter({ code: value })}
        />
      </FilterBar>
      <ListTable
        query={list}
        label={title}
        columns={COLUMNS.length}
        controls={controls}
        head={COLUMNS.map((field) => sortable(field, t(`reservationCodes.fields.${field}`)))}
      >
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`reservation-code-row-${row.code}`}>
            {COLUMNS.map((field) => (
              <TableCell key={field} sx={{ overflowWrap: 'break-word' }}>
                {cell(row, field)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default ReservationCodesListPage;
