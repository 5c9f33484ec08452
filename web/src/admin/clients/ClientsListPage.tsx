import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import type { ClientSortField } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canCreateClient } from '../access';
import { ADMIN_PATHS } from '../adminPaths';
import { useClientsQuery } from '../api/clientsApi';
import { useDebouncedValue, useListControls, useScrollTop } from '../common/hooks';
import {
  CreateButton,
  FilterBar,
  FilterSwitch,
  FilterText,
  LinkRow,
  ListTable,
  listRows,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';

interface ListState {
  name: string;
  active: boolean;
  paging: Paging<ClientSortField>;
}
const COLUMNS = 3;

const initialState = (): ListState => ({
  name: '',
  active: true,
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { field: 'name', direction: 'asc' } },
});

/** Clients (docs/web-app.md): name filter, active toggle; columns id, name, active. */
const ClientsListPage = () => {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  useScrollTop();
  const controls = useListControls('clients', initialState);
  const { state, setFilters } = controls;
  const sortable = sortableHead(controls);
  const query = useDebouncedValue(buildListQuery(state.paging, { name: state.name, active: state.active }));
  const clients = useClientsQuery(query);
  const rows = listRows(clients);

  return (
    <Box data-testid="clients-page">
      <PageTitle>{t('admin.clients.title')}</PageTitle>
      {canCreateClient(permissions) ? (
        <TitleActions>
          <CreateButton to={ADMIN_PATHS.clientCreate} testId="clients-create" />
        </TitleActions>
      ) : null}
      <FilterBar label={t('admin.common.filters')}>
        <FilterText
          label={t('admin.clients.fields.name')}
          value={state.name}
          onChange={(name) => setFilters({ name })}
          testId="clients-filter-name"
        />
        <FilterSwitch
          label={t('admin.clients.filterActive')}
          checked={state.active}
          onChange={(active) => setFilters({ active })}
          testId="clients-filter-active"
        />
      </FilterBar>
      <ListTable
        query={clients}
        label={t('admin.clients.title')}
        columns={COLUMNS}
        controls={controls}
        head={
          <>
            {sortable('id', t('admin.common.id'))}
            {sortable('name', t('admin.clients.fields.name'))}
            <TableCell>{t('admin.clients.fields.active')}</TableCell>
          </>
        }
      >
        {rows.map((client) => (
          <LinkRow key={client.id} to={ADMIN_PATHS.clientEdit(client.id)} testId={`clients-row-${client.id}`}>
            <TableCell>{client.id}</TableCell>
            <TableCell sx={{ overflowWrap: 'break-word' }}>{client.name}</TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={client.active ? 'success' : 'default'}
                label={t(client.active ? 'admin.clients.active' : 'admin.clients.inactive')}
              />
            </TableCell>
          </LinkRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default ClientsListPage;
