import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { UserRow } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDate } from '../../i18n/dates';
import { viennaDay } from '@portal/contracts/vienna-time';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canCreateUser, canDeactivateUnpaid, canDeleteUser, canEditUser } from '../access';
import { ADMIN_PATHS } from '../adminPaths';
import { useReferenceOptionsQuery } from '../api/referenceApi';
import {
  useDeactivateUnpaidMutation,
  useDecideClubMembershipMutation,
  useDeleteUserMutation,
  useRoleOptionsQuery,
  useUpdateUserActiveMutation,
  useUpdateUserEnabledMutation,
  useUsersQuery,
} from '../api/usersApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { ComboInput } from '../common/FormParts';
import {
  copyToClipboard,
  useDebouncedValue,
  useListControls,
  useNotify,
  useScrollTop,
} from '../common/hooks';
import {
  CreateButton,
  FilterBar,
  FilterSelect,
  FilterSwitch,
  FilterText,
  ListTable,
  listRows,
  RowAction,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import type { Paging } from '../common/listQuery';
import { useRoleLabel } from '../common/labels';
import {
  buildUsersQuery,
  DEFAULT_USERS_FILTER,
  DEFAULT_USERS_PAGING,
  SEEDED_ROLES,
  type UserSortField,
  type UsersFilter,
} from './userListQuery';
import { UserStatusChips } from './UserStatusChips';

interface ListState {
  filter: UsersFilter;
  paging: Paging<UserSortField>;
}

type Confirm = { kind: 'delete'; user: UserRow } | { kind: 'deactivateUnpaid' } | null;

const COLUMNS = 8;

const PaidUntil = ({ value }: { value: string | null }) => {
  const { t } = useTranslation();
  if (!value) return <Typography variant="body2">—</Typography>;
  const expired = viennaDay(value) < viennaDay(new Date());
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

/** User list (docs/web-app.md): filters, sortable columns, row actions, paging. */
const UsersListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  const permissions = useAppSelector(selectPermissions);
  useScrollTop();
  const controls = useListControls<ListState, UserSortField>('users', () => ({
    filter: DEFAULT_USERS_FILTER,
    paging: DEFAULT_USERS_PAGING,
  }));
  const { state, setFilter } = controls;
  const sortable = sortableHead(controls);
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
  const [decideMembership] = useDecideClubMembershipMutation();

  const clubNames = useMemo(
    () => new Map((clubs.data?.content ?? []).map((club) => [club.id, club.name])),
    [clubs.data],
  );
  const roleOptions = useMemo(
    () => (roles.data ?? SEEDED_ROLES).map((role) => ({ id: role.id, name: roleLabel(role.name) })),
    [roles.data, roleLabel],
  );

  const mayEdit = canEditUser(permissions);
  const mayDelete = canDeleteUser(permissions);
  const rows = listRows(users);

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
  const confirmMembership = async (user: UserRow) => {
    await decideMembership({ id: user.id, confirmed: true }).unwrap();
    notify.success('admin.users.membershipConfirmed', { username: user.username });
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
          onChange={(club) => setFilter({ club })}
          testId="users-filter-club"
        />
        <FilterText
          label={t('admin.users.fields.username')}
          value={state.filter.username}
          onChange={(username) => setFilter({ username })}
          testId="users-filter-username"
        />
        <FilterSelect
          label={t('admin.users.fields.role')}
          value={state.filter.role}
          options={roleOptions}
          onChange={(role) => setFilter({ role })}
          testId="users-filter-role"
          allLabel={t('admin.common.all')}
        />
        <FilterText
          label={t('admin.users.fields.firstName')}
          value={state.filter.firstName}
          onChange={(firstName) => setFilter({ firstName })}
          testId="users-filter-firstName"
        />
        <FilterText
          label={t('admin.users.fields.lastName')}
          value={state.filter.lastName}
          onChange={(lastName) => setFilter({ lastName })}
          testId="users-filter-lastName"
        />
        <FilterSwitch
          label={t('admin.users.filterActive')}
          checked={state.filter.active}
          onChange={(active) => setFilter({ active })}
          testId="users-filter-active"
        />
        <FilterSwitch
          label={t('admin.users.filterUnpaid')}
          checked={state.filter.unpaid}
          onChange={(unpaid) => setFilter({ unpaid })}
          testId="users-filter-unpaid"
        />
        <FilterSwitch
          label={t('admin.users.filterPendingMembership')}
          checked={Boolean(state.filter.pendingMembership)}
          onChange={(pendingMembership) => setFilter({ pendingMembership })}
          testId="users-filter-pending-membership"
        />
      </FilterBar>

      <ListTable
        query={users}
        label={t('admin.users.title')}
        columns={COLUMNS}
        controls={controls}
        head={
          <>
            {sortable('username', t('admin.users.fields.username'))}
            <TableCell>{t('admin.users.columns.roles')}</TableCell>
            <TableCell>{t('admin.users.fields.club')}</TableCell>
            {sortable('lastName', t('admin.users.columns.names'))}
            {sortable('createdAt', t('admin.users.columns.createdAt'))}
            {sortable('paymentUntil', t('admin.users.columns.paymentUntil'))}
            <TableCell>{t('admin.users.columns.status')}</TableCell>
            <TableCell align="right">{t('admin.common.actions')}</TableCell>
          </>
        }
      >
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
            <TableCell sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>{user.username}</TableCell>
            <TableCell>{user.userRoles.map((role) => roleLabel(role.name)).join(', ')}</TableCell>
            <TableCell>{user.club ? (clubNames.get(user.club.id) ?? `#${user.club.id}`) : '—'}</TableCell>
            <TableCell>
              {user.lastName}
              {user.firstName ? `, ${user.firstName}` : ''}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(user.createdAt)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <PaidUntil value={user.paymentUntil} />
            </TableCell>
            <TableCell>
              <UserStatusChips user={user} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <RowAction
                title={t('admin.users.copyEmail')}
                testId={`user-copy-email-${user.username}`}
                onClick={() => void copyEmail(user)}
              >
                <ContentCopyIcon fontSize="small" />
              </RowAction>
              {mayEdit && user.clubMembership === 'PENDING' ? (
                <RowAction
                  title={t('admin.users.confirmMembership')}
                  testId={`user-confirm-membership-${user.username}`}
                  color="primary"
                  onClick={() => run(() => confirmMembership(user))}
                >
                  <HowToRegIcon fontSize="small" />
                </RowAction>
              ) : null}
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
      </ListTable>

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
