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
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Role } from '@portal/contracts';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { ADMIN_PATHS } from '../adminPaths';
import { useDeleteUserRoleMutation, useUserRolesQuery } from '../api/rolesApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDebouncedValue, useListState, useNotify, useScrollTop } from '../common/hooks';
import { useRoleLabel } from '../common/labels';
import {
  CreateButton,
  FetchingBar,
  FilterBar,
  FilterText,
  LinkRow,
  ListFooter,
  LoadingRows,
  SortableCell,
  TABLE_SX,
  TitleActions,
} from '../common/ListParts';
import { buildListQuery, DEFAULT_PAGE_SIZE, nextSort, type Paging } from '../common/listQuery';

type RoleSortField = 'id' | 'name';
interface ListState {
  name: string;
  paging: Paging<RoleSortField>;
}
const COLUMNS = 5;

const initialState = (): ListState => ({
  name: '',
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { field: 'id', direction: 'desc' } },
});

/** A disabled button keeps its tooltip through a wrapping span. */
const RowAction = (props: {
  title: string;
  testId: string;
  disabled: boolean;
  color?: 'default' | 'error';
  onClick: () => void;
  children: ReactNode;
}) => (
  <Tooltip title={props.title}>
    <span>
      <IconButton
        size="small"
        color={props.color ?? 'default'}
        aria-label={props.title}
        disabled={props.disabled}
        data-testid={props.testId}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          props.onClick();
        }}
      >
        {props.children}
      </IconButton>
    </span>
  </Tooltip>
);

/** User roles (back-office.md section 2): sorted by id descending, name filter, paging. */
const RolesListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  useScrollTop();
  const [state, setState] = useListState('userRoles', initialState);
  const query = useDebouncedValue(buildListQuery(state.paging, { name: state.name }));
  const roles = useUserRolesQuery(query);
  const [deleteRole, deleting] = useDeleteUserRoleMutation();
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const rows = roles.error ? [] : (roles.data?.content ?? []);

  const setPaging = (change: Partial<Paging<RoleSortField>>) =>
    setState((previous) => ({ ...previous, paging: { ...previous.paging, ...change } }));
  const sortBy = (field: RoleSortField) => setPaging({ sort: nextSort(state.paging.sort, field), page: 0 });

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteRole(toDelete.id)
      .unwrap()
      .then(() => notify.success('admin.roles.deleted', { name: toDelete.name }))
      .catch(() => undefined)
      .finally(() => setConfirmOpen(false));
  };

  return (
    <Box data-testid="roles-page">
      <PageTitle>{t('admin.roles.title')}</PageTitle>
      <TitleActions>
        <CreateButton to={ADMIN_PATHS.userRoleCreate} testId="roles-create" />
      </TitleActions>
      <FilterBar label={t('admin.common.filters')}>
        <FilterText
          label={t('admin.roles.fields.name')}
          value={state.name}
          onChange={(name) => setState((previous) => ({ name, paging: { ...previous.paging, page: 0 } }))}
          testId="roles-filter-name"
        />
      </FilterBar>
      <Paper variant="outlined">
        <FetchingBar active={roles.isFetching && !roles.isLoading} />
        <TableContainer>
          <Table size="small" sx={TABLE_SX} aria-label={t('admin.roles.title')}>
            <TableHead>
              <TableRow>
                <SortableCell field="id" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.common.id')}
                </SortableCell>
                <SortableCell field="name" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.roles.fields.name')}
                </SortableCell>
                <TableCell>{t('admin.roles.fields.client')}</TableCell>
                <TableCell>{t('admin.roles.permissionCount')}</TableCell>
                <TableCell align="right">{t('admin.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <LoadingRows columns={COLUMNS} loading={roles.isLoading} />
              {rows.map((role) => (
                <LinkRow
                  key={role.id}
                  to={ADMIN_PATHS.userRoleShow(role.id)}
                  testId={`roles-row-${role.name}`}
                >
                  <TableCell>{role.id}</TableCell>
                  <TableCell>
                    <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{role.name}</Box>
                    {roleLabel(role.name) !== role.name || role.reserved ? (
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
                        {roleLabel(role.name) !== role.name ? roleLabel(role.name) : null}
                        {role.reserved ? (
                          <Chip size="small" variant="outlined" label={t('admin.roles.reserved')} />
                        ) : null}
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell>{role.client?.name ?? '—'}</TableCell>
                  <TableCell>{role.permissions.length}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      title={role.reserved ? t('admin.roles.reservedHint') : t('admin.common.edit')}
                      testId={`role-edit-${role.name}`}
                      disabled={role.reserved}
                      onClick={() => navigate(ADMIN_PATHS.userRoleEdit(role.id))}
                    >
                      <EditIcon fontSize="small" />
                    </RowAction>
                    <RowAction
                      title={role.reserved ? t('admin.roles.reservedHint') : t('admin.common.delete')}
                      testId={`role-delete-${role.name}`}
                      disabled={role.reserved}
                      color="error"
                      onClick={() => {
                        setToDelete(role);
                        setConfirmOpen(true);
                      }}
                    >
                      <DeleteIcon fontSize="small" />
                    </RowAction>
                  </TableCell>
                </LinkRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListFooter query={roles} rows={rows.length} paging={state.paging} setPaging={setPaging} />
      </Paper>
      <ConfirmDialog
        open={confirmOpen}
        danger
        busy={deleting.isLoading}
        title={t('admin.roles.deleteTitle')}
        text={t('admin.roles.deleteText', { name: toDelete?.name ?? '' })}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      />
    </Box>
  );
};

export default RolesListPage;
