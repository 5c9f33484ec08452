import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { PickerField } from '../common/DatePickers';
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
import { useDebouncedValue, useListControls, useNotify, useScrollTop } from '../common/hooks';
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
  <PickerField
    kind="date"
    size="small"
    label={label}
    testId={testId}
    value={value}
    onChange={onChange}
    sx={{ width: { xs: '100%', sm: 200 } }}
  />
);

/** Club list (docs/catalog.md): filters, sortable columns, block / unblock, paging. */
const ClubsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const manager = canManageClubs(useAppSelector(selectPermissions));
  useScrollTop();
  const controls = useListControls<ListState, ClubSortField>('clubs', () => ({
    filter: DEFAULT_CLUBS_FILTER,
    paging: DEFAULT_CLUBS_PAGING,
  }));
  const { state, setFilter } = controls;
  const sortable = sortableHead(controls);
  const query = useDebouncedValue(buildClubsQuery(state.filter, state.paging));
  const list = useClubsQuery(query);
  const [updateActive, updating] = useUpdateClubActiveMutation();
  // the club stays while the dialog fades out, so its text does not jump
  const [target, setTarget] = useState<Club | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const rows = listRows(list);
  const columns = 7 + (manager ? 1 : 0);

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
      <ListTable
        query={list}
        label={t('clubs.title')}
        columns={columns}
        controls={controls}
        head={
          <>
            {sortable('name', t('clubs.fields.name'))}
            {sortable('paymentUntil', t('clubs.fields.paymentUntil'))}
            {sortable('address', t('clubs.fields.address'))}
            {sortable('zip', t('clubs.fields.zip'))}
            {sortable('city', t('clubs.fields.city'))}
            <TableCell>{t('clubs.columns.contactName')}</TableCell>
            {sortable('active', t('clubs.fields.active'))}
            {manager ? <TableCell>{t('clubs.columns.actions')}</TableCell> : null}
          </>
        }
      >
        {rows.map((club) => (
          <OpenRow
            key={club.id}
            onOpen={() => navigate(ADMIN_PATHS.clubShow(club.id))}
            testId={`clubs-row-${club.name}`}
          >
            <TableCell sx={{ overflowWrap: 'break-word' }}>{club.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {club.paymentUntil ? formatDate(club.paymentUntil) : '—'}
            </TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{club.address}</TableCell>
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
                <RowAction
                  title={t(club.active ? 'clubs.block' : 'clubs.unblock')}
                  color={club.active ? 'error' : 'success'}
                  testId={`club-block-${club.name}`}
                  onClick={() => ask(club)}
                >
                  {club.active ? <BlockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
                </RowAction>
              </TableCell>
            ) : null}
          </OpenRow>
        ))}
      </ListTable>
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
