import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { Role, RoleSortField } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { ADMIN_PATHS } from '../adminPaths';
import { useDeleteUserRoleMutation, useUserRolesQuery } from '../api/rolesApi';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDebouncedValue, useListControls, useNotify, useScrollTop } from '../common/hooks';
import { useRoleLabel } from '../common/labels';
import {
  CreateButton,
  FilterBar,
  FilterText,
  LinkRow,
  ListTable,
  listRows,
  RowAction,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';

interface ListState {
  name: string;
  paging: Paging<RoleSortField>;
}
const COLUMNS = 5;

const initialState = (): ListState => ({
  name: '',
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { field: 'id', direction: 'desc' } },
});

/** User roles (docs/web-app.md): sorted by id descending, name filter, paging. */
const RolesListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  useScrollTop();
  const controls = useListControls('userRoles', initialState);
  const { state, setFilters } = controls;
  const sortable = sortableHead(controls);
  const query = useDebouncedValue(buildListQuery(state.paging, { name: state.name }));
  const roles = useUserRolesQuery(query);
  const [deleteRole, deleting] = useDeleteUserRoleMutation();
  const [toDelete, setToDelete] = useState<Role | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const rows = listRows(roles);

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
          onChange={(name) => setFilters({ name })}
          testId="roles-filter-name"
        />
      </FilterBar>
      <ListTable
        query={roles}
        label={t('admin.roles.title')}
        columns={COLUMNS}
        controls={controls}
        head={
          <>
            {sortable('id', t('admin.common.id'))}
            {sortable('name', t('admin.roles.fields.name'))}
            <TableCell>{t('admin.roles.fields.client')}</TableCell>
            <TableCell>{t('admin.roles.permissionCount')}</TableCell>
            <TableCell align="right">{t('admin.common.actions')}</TableCell>
          </>
        }
      >
        {rows.map((role) => (
          <LinkRow key={role.id} to={ADMIN_PATHS.userRoleShow(role.id)} testId={`roles-row-${role.name}`}>
            <TableCell>{role.id}</TableCell>
            <TableCell>
              <Box sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>{role.name}</Box>
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
      </ListTable>
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
