import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { UserRow } from '@portal/contracts';
import moment from 'moment';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../i18n/dates';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canCreateUser, canDeactivateUnpaid, canDeleteUser, canEditUser } from '../access';
import { ADMIN_PATHS } from '../adminPaths';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import {
  useDeactivateUnpaidMutation,
  useDeleteUserMutation,
  useRoleOptionsQuery,
  useUpdateUserActiveMutation,
  useUpdateUserEnabledMutation,
  useUsersQuery,
} from '../api/usersApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ComboInput } from '../common/FormParts';
import { copyToClipboard, useDebouncedValue, useListState, useNotify, useScrollTop } from '../common/hooks';
import {
  CreateButton,
  FetchingBar,
  FilterBar,
  FilterSelect,
  FilterSwitch,
  FilterText,
  ListFooter,
  LoadingRows,
  SortableCell,
  TABLE_SX,
  TitleActions,
} from '../common/ListParts';
import { nextSort, type Paging } from '../common/listQuery';
import { useRoleLabel } from '../common/labels';
import {
  buildUsersQuery,
  DEFAULT_USERS_FILTER,
  DEFAULT_USERS_PAGING,
  SEEDED_ROLES,
  type UserSortField,
  type UsersFilter,
} from './userListQuery';

interface ListState {
  filter: UsersFilter;
  paging: Paging<UserSortField>;
}

type Confirm = { kind: 'delete'; user: UserRow } | { kind: 'deactivateUnpaid' } | null;

const COLUMNS = 8;

const PaidUntil = ({ value }: { value: string | null }) => {
  const { t } = useTranslation();
  if (!value) return <Typography variant="body2">—</Typography>;
  const expired = moment(value).isBefore(moment(), 'day');
  return (
    <Typography
      variant="body2"
      color={expired ? 'error' : 'success.main'}
      title={t(expired ? 'admin.users.paymentExpired' : 'admin.users.paymentValid')}
    >
      {formatDate(value)}
    </Typography>
  );
};

interface ActionProps {
  title: string;
  testId: string;
  onClick: () => void;
  children: ReactNode;
  color?: 'default' | 'error' | 'primary' | 'success';
}

const RowAction = ({ title, testId, onClick, children, color = 'default' }: ActionProps) => (
  <Tooltip title={title}>
    <IconButton
      size="small"
      color={color}
      aria-label={title}
      data-testid={testId}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  </Tooltip>
);

/** User list (back-office.md section 2): filters, sortable columns, row actions, paging. */
const UsersListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  const permissions = useAppSelector(selectPermissions);
  useScrollTop();
  const [state, setState] = useListState<ListState>('users', () => ({
    filter: DEFAULT_USERS_FILTER,
    paging: DEFAULT_USERS_PAGING,
  }));
  const query = useDebouncedValue(buildUsersQuery(state.filter, state.paging));
  const users = useUsersQuery(query);
  const roles = useRoleOptionsQuery();
  const clubs = useReferenceOptionsQuery('clubsPubList');
  // the target stays while the dialog fades out, so its text does not jump
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (target: Confirm) => {
    setConfirm(target);
    setConfirmOpen(true);
  };
  const [updateActive] = useUpdateUserActiveMutation();
  const [updateEnabled] = useUpdateUserEnabledMutation();
  const [deleteUser, deleting] = useDeleteUserMutation();
  const [deactivateUnpaid, deactivating] = useDeactivateUnpaidMutation();

  const clubNames = useMemo(
    () => new Map((clubs.data?.content ?? []).map((club) => [club.id, club.name])),
    [clubs.data],
  );
  const roleOptions = useMemo(
    () => (roles.data ?? SEEDED_ROLES).map((role) => ({ id: role.id, name: roleLabel(role.name) })),
    [roles.data, roleLabel],
  );

  const setFilter = <K extends keyof UsersFilter>(key: K, value: UsersFilter[K]) =>
    setState((previous) => ({
      filter: { ...previous.filter, [key]: value },
      paging: { ...previous.paging, page: 0 },
    }));
  const setPaging = (change: Partial<Paging<UserSortField>>) =>
    setState((previous) => ({ ...previous, paging: { ...previous.paging, ...change } }));
  const sortBy = (field: UserSortField) => setPaging({ sort: nextSort(state.paging.sort, field), page: 0 });

  const mayEdit = canEditUser(permissions);
  const mayDelete = canDeleteUser(permissions);
  const rows = users.error ? [] : (users.data?.content ?? []);

  const copyEmail = async (user: UserRow) => {
    if (await copyToClipboard(user.email)) notify.success('admin.users.emailCopied', { email: user.email });
    else notify.error('admin.users.emailCopyFailed');
  };
  const toggleActive = async (user: UserRow) => {
    await updateActive({ id: user.id, active: !user.active }).unwrap();
    notify.success(user.active ? 'admin.users.blocked' : 'admin.users.unblocked', {
      username: user.username,
    });
  };
  const toggleEnabled = async (user: UserRow) => {
    await updateEnabled({ id: user.id, enabled: !user.enabled }).unwrap();
    notify.success(user.enabled ? 'admin.users.unverifiedDone' : 'admin.users.verifiedDone', {
      username: user.username,
    });
  };
  // failures are shown by the error dialog of the shared error state
  const run = (action: () => Promise<void>) => void action().catch(() => undefined);

  const confirmAction = () =>
    run(async () => {
      try {
        if (confirm?.kind === 'delete') {
          await deleteUser(confirm.user.id).unwrap();
          notify.success('admin.users.deleted', { username: confirm.user.username });
        } else if (confirm?.kind === 'deactivateUnpaid') {
          const { count } = await deactivateUnpaid().unwrap();
          notify.success('admin.users.deactivatedUnpaid', { count });
        }
      } finally {
        setConfirmOpen(false);
      }
    });

  return (
    <Box data-testid="users-page">
      <PageTitle>{t('admin.users.title')}</PageTitle>
      <TitleActions>
        {canCreateUser(permissions) ? (
          <CreateButton to={ADMIN_PATHS.userCreate} testId="users-create" />
        ) : null}
        {canDeactivateUnpaid(permissions) ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<MoneyOffIcon />}
            onClick={() => ask({ kind: 'deactivateUnpaid' })}
            data-testid="users-deactivate-unpaid"
          >
            {t('admin.users.deactivateUnpaid')}
          </Button>
        ) : null}
      </TitleActions>

      <FilterBar label={t('admin.common.filters')}>
        <ComboInput
          filter
          label={t('admin.users.fields.club')}
          value={state.filter.club}
          options={clubs.data?.content ?? []}
          loading={clubs.isLoading}
          onChange={(value) => setFilter('club', value)}
          testId="users-filter-club"
        />
        <FilterText
          label={t('admin.users.fields.username')}
          value={state.filter.username}
          onChange={(value) => setFilter('username', value)}
          testId="users-filter-username"
        />
        <FilterSelect
          label={t('admin.users.fields.role')}
          value={state.filter.role}
          options={roleOptions}
          onChange={(value) => setFilter('role', value)}
          testId="users-filter-role"
          allLabel={t('admin.common.all')}
        />
        <FilterText
          label={t('admin.users.fields.firstName')}
          value={state.filter.firstName}
          onChange={(value) => setFilter('firstName', value)}
          testId="users-filter-firstName"
        />
        <FilterText
          label={t('admin.users.fields.lastName')}
          value={state.filter.lastName}
          onChange={(value) => setFilter('lastName', value)}
          testId="users-filter-lastName"
        />
        <FilterSwitch
          label={t('admin.users.filterActive')}
          checked={state.filter.active}
          onChange={(value) => setFilter('active', value)}
          testId="users-filter-active"
        />
        <FilterSwitch
          label={t('admin.users.filterUnpaid')}
          checked={state.filter.unpaid}
          onChange={(value) => setFilter('unpaid', value)}
          testId="users-filter-unpaid"
        />
      </FilterBar>

      <Paper variant="outlined">
        <FetchingBar active={users.isFetching && !users.isLoading} />
        <TableContainer>
          <Table size="small" sx={TABLE_SX} aria-label={t('admin.users.title')}>
            <TableHead>
              <TableRow>
                <SortableCell field="username" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.users.fields.username')}
                </SortableCell>
                <TableCell>{t('admin.users.columns.roles')}</TableCell>
                <TableCell>{t('admin.users.fields.club')}</TableCell>
                <SortableCell field="lastName" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.users.columns.names')}
                </SortableCell>
                <SortableCell field="createdAt" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.users.columns.createdAt')}
                </SortableCell>
                <SortableCell field="paymentUntil" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.users.columns.paymentUntil')}
                </SortableCell>
                <TableCell>{t('admin.users.columns.status')}</TableCell>
                <TableCell align="right">{t('admin.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <LoadingRows columns={COLUMNS} loading={users.isLoading} />
              {rows.map((user) => (
                <TableRow
                  key={user.id}
                  hover
                  tabIndex={0}
                  onClick={() => navigate(ADMIN_PATHS.userShow(user.id))}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') navigate(ADMIN_PATHS.userShow(user.id));
                  }}
                  sx={{ cursor: 'pointer', opacity: user.active ? 1 : 0.75 }}
                  data-testid={`users-row-${user.username}`}
                >
                  <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{user.username}</TableCell>
                  <TableCell>{user.userRoles.map((role) => roleLabel(role.name)).join(', ')}</TableCell>
                  <TableCell>
                    {user.club ? (clubNames.get(user.club.id) ?? `#${user.club.id}`) : '—'}
                  </TableCell>
                  <TableCell>
                    {user.lastName}
                    {user.firstName ? `, ${user.firstName}` : ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <PaidUntil value={user.paymentUntil} />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                      <Chip
                        size="small"
                        color={user.active ? 'success' : 'error'}
                        variant={user.active ? 'outlined' : 'filled'}
                        label={t(user.active ? 'admin.users.active' : 'admin.users.blockedState')}
                      />
                      <Chip
                        size="small"
                        color={user.enabled ? 'info' : 'warning'}
                        variant="outlined"
                        label={t(user.enabled ? 'admin.users.verified' : 'admin.users.unverified')}
                      />
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      title={t('admin.users.copyEmail')}
                      testId={`user-copy-email-${user.username}`}
                      onClick={() => void copyEmail(user)}
                    >
                      <ContentCopyIcon fontSize="small" />
                    </RowAction>
                    {mayEdit ? (
                      <>
                        <RowAction
                          title={t(user.active ? 'admin.users.block' : 'admin.users.unblock')}
                          testId={`user-block-${user.username}`}
                          color={user.active ? 'default' : 'success'}
                          onClick={() => run(() => toggleActive(user))}
                        >
                          {user.active ? <BlockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
                        </RowAction>
                        <RowAction
                          title={t(user.enabled ? 'admin.users.unverify' : 'admin.users.verify')}
                          testId={`user-verify-${user.username}`}
                          color={user.enabled ? 'default' : 'primary'}
                          onClick={() => run(() => toggleEnabled(user))}
                        >
                          {user.enabled ? (
                            <RemoveModeratorIcon fontSize="small" />
                          ) : (
                            <VerifiedUserIcon fontSize="small" />
                          )}
                        </RowAction>
                      </>
                    ) : null}
                    {mayDelete ? (
                      <RowAction
                        title={t('admin.common.delete')}
                        testId={`user-delete-${user.username}`}
                        color="error"
                        onClick={() => ask({ kind: 'delete', user })}
                      >
                        <DeleteIcon fontSize="small" />
                      </RowAction>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListFooter query={users} rows={rows.length} paging={state.paging} setPaging={setPaging} />
      </Paper>

      <ConfirmDialog
        open={confirmOpen}
        danger
        busy={deleting.isLoading || deactivating.isLoading}
        title={t(
          confirm?.kind === 'delete' ? 'admin.users.deleteTitle' : 'admin.users.deactivateUnpaidTitle',
        )}
        text={
          confirm?.kind === 'delete'
            ? t('admin.users.deleteText', { username: confirm.user.username })
            : t('admin.users.deactivateUnpaidText')
        }
        onConfirm={confirmAction}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
};

export default UsersListPage;
