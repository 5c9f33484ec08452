import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../i18n/dates';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canManageClubs } from '../access';
import { ADMIN_PATHS } from '../adminPaths';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDebouncedValue, useListState, useNotify, useScrollTop } from '../common/hooks';
import {
  CreateButton,
  FetchingBar,
  FilterBar,
  FilterSwitch,
  FilterText,
  ListFooter,
  LoadingRows,
  SortableCell,
  TABLE_SX,
  TitleActions,
} from '../common/ListParts';
import { nextSort, type Paging } from '../common/listQuery';
import {
  buildClubsQuery,
  DEFAULT_CLUBS_FILTER,
  DEFAULT_CLUBS_PAGING,
  type ClubSortField,
  type ClubsFilter,
} from './clubListQuery';
import { contactName } from './clubForm';
import { useClubsQuery, useUpdateClubActiveMutation, type Club } from './clubsApi';
import './clubTexts';

interface ListState {
  filter: ClubsFilter;
  paging: Paging<ClubSortField>;
}

const DateFilter = ({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) => (
  <TextField
    size="small"
    type="date"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={{ width: { xs: '100%', sm: 200 } }}
    slotProps={{ htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
  />
);

/** Club list (back-office.md section 2, "Clubs"): filters, sortable columns, block / unblock, paging. */
const ClubsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const manager = canManageClubs(useAppSelector(selectPermissions));
  useScrollTop();
  const [state, setState] = useListState<ListState>('clubs', () => ({
    filter: DEFAULT_CLUBS_FILTER,
    paging: DEFAULT_CLUBS_PAGING,
  }));
  const query = useDebouncedValue(buildClubsQuery(state.filter, state.paging));
  const list = useClubsQuery(query);
  const [updateActive, updating] = useUpdateClubActiveMutation();
  // the club stays while the dialog fades out, so its text does not jump
  const [target, setTarget] = useState<Club | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const rows = list.error ? [] : (list.data?.content ?? []);
  const columns = 7 + (manager ? 1 : 0);

  const setFilter = (change: Partial<ClubsFilter>) =>
    setState((previous) => ({
      filter: { ...previous.filter, ...change },
      paging: { ...previous.paging, page: 0 },
    }));
  const setPaging = (change: Partial<Paging<ClubSortField>>) =>
    setState((previous) => ({ ...previous, paging: { ...previous.paging, ...change } }));
  const sortBy = (field: ClubSortField) => setPaging({ sort: nextSort(state.paging.sort, field), page: 0 });
  const open = (club: Club) => navigate(ADMIN_PATHS.clubShow(club.id));
  const ask = (club: Club) => {
    setTarget(club);
    setConfirmOpen(true);
  };
  const confirm = () => {
    if (!target) return;
    const active = !target.active;
    updateActive({ id: target.id, active })
      .unwrap()
      .then(() => notify.success(active ? 'clubs.unblockedDone' : 'clubs.blockedDone', { name: target.name }))
      .catch(() => undefined) // the shared error bar shows the failure
      .finally(() => setConfirmOpen(false));
  };

  const sortable = (field: ClubSortField, label: string) => (
    <SortableCell field={field} sort={state.paging.sort} onSort={sortBy}>
      {label}
    </SortableCell>
  );

  return (
    <Box data-testid="clubs-page">
      <PageTitle>{t('clubs.title')}</PageTitle>
      {manager ? (
        <TitleActions>
          <CreateButton to={ADMIN_PATHS.clubCreate} testId="clubs-create" />
        </TitleActions>
      ) : null}
      <FilterBar label={t('admin.common.filters')}>
        <FilterText
          label={t('clubs.fields.name')}
          value={state.filter.name}
          onChange={(name) => setFilter({ name })}
          testId="clubs-filter-name"
        />
        <DateFilter
          label={t('clubs.filters.paymentUntilFrom')}
          value={state.filter.paymentUntilFrom}
          onChange={(paymentUntilFrom) => setFilter({ paymentUntilFrom })}
          testId="clubs-filter-paymentUntilFrom"
        />
        <DateFilter
          label={t('clubs.filters.paymentUntilTo')}
          value={state.filter.paymentUntilTo}
          onChange={(paymentUntilTo) => setFilter({ paymentUntilTo })}
          testId="clubs-filter-paymentUntilTo"
        />
        <FilterText
          label={t('clubs.fields.address')}
          value={state.filter.address}
          onChange={(address) => setFilter({ address })}
          testId="clubs-filter-address"
        />
        <FilterText
          label={t('clubs.fields.zip')}
          value={state.filter.zip}
          onChange={(zip) => setFilter({ zip })}
          testId="clubs-filter-zip"
        />
        <FilterText
          label={t('clubs.fields.city')}
          value={state.filter.city}
          onChange={(city) => setFilter({ city })}
          testId="clubs-filter-city"
        />
        <FilterSwitch
          label={t('clubs.activeOnly')}
          checked={state.filter.active}
          onChange={(active) => setFilter({ active })}
          testId="clubs-filter-active"
        />
      </FilterBar>
      <Paper variant="outlined">
        <FetchingBar active={list.isFetching && !list.isLoading} />
        <TableContainer>
          <Table size="small" sx={TABLE_SX} aria-label={t('clubs.title')}>
            <TableHead>
              <TableRow>
                {sortable('name', t('clubs.fields.name'))}
                {sortable('paymentUntil', t('clubs.fields.paymentUntil'))}
                {sortable('address', t('clubs.fields.address'))}
                {sortable('zip', t('clubs.fields.zip'))}
                {sortable('city', t('clubs.fields.city'))}
                <TableCell>{t('clubs.columns.contactName')}</TableCell>
                {sortable('active', t('clubs.fields.active'))}
                {manager ? <TableCell>{t('clubs.columns.actions')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              <LoadingRows columns={columns} loading={list.isLoading} />
              {rows.map((club) => (
                <TableRow
                  key={club.id}
                  hover
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => open(club)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) open(club);
                  }}
                  data-testid={`clubs-row-${club.name}`}
                >
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{club.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {club.paymentUntil ? formatDate(club.paymentUntil) : '—'}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{club.address}</TableCell>
                  <TableCell>{club.zip}</TableCell>
                  <TableCell>{club.city}</TableCell>
                  <TableCell>{contactName(club)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={club.active ? 'success' : 'error'}
                      variant={club.active ? 'outlined' : 'filled'}
                      label={t(club.active ? 'clubs.active' : 'clubs.blocked')}
                    />
                  </TableCell>
                  {manager ? (
                    <TableCell>
                      <Tooltip title={t(club.active ? 'clubs.block' : 'clubs.unblock')}>
                        <IconButton
                          size="small"
                          color={club.active ? 'error' : 'success'}
                          aria-label={t(club.active ? 'clubs.block' : 'clubs.unblock')}
                          data-testid={`club-block-${club.name}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            ask(club);
                          }}
                        >
                          {club.active ? <BlockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListFooter query={list} rows={rows.length} paging={state.paging} setPaging={setPaging} />
      </Paper>
      <ConfirmDialog
        open={confirmOpen}
        danger={target?.active}
        busy={updating.isLoading}
        title={t(target?.active ? 'clubs.blockTitle' : 'clubs.unblockTitle')}
        text={t(target?.active ? 'clubs.blockText' : 'clubs.unblockText', { name: target?.name ?? '' })}
        onConfirm={confirm}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
};

export default ClubsListPage;
