import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canCreateClient } from '../access';
import { ADMIN_PATHS } from '../adminPaths';
import { useClientsQuery } from '../api/clientsApi';
import { useDebouncedValue, useListState, useScrollTop } from '../common/hooks';
import {
  CreateButton,
  FetchingBar,
  FilterBar,
  FilterSwitch,
  FilterText,
  LinkRow,
  ListFooter,
  LoadingRows,
  SortableCell,
  TABLE_SX,
  TitleActions,
} from '../common/ListParts';
import { buildListQuery, DEFAULT_PAGE_SIZE, nextSort, type Paging } from '../common/listQuery';

type ClientSortField = 'id' | 'name';
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

/** Clients (back-office.md section 2): name filter, active toggle; columns id, name, active. */
const ClientsListPage = () => {
  const { t } = useTranslation();
  const permissions = useAppSelector(selectPermissions);
  useScrollTop();
  const [state, setState] = useListState('clients', initialState);
  const query = useDebouncedValue(buildListQuery(state.paging, { name: state.name, active: state.active }));
  const clients = useClientsQuery(query);
  const rows = clients.error ? [] : (clients.data?.content ?? []);
  const setPaging = (change: Partial<Paging<ClientSortField>>) =>
    setState((previous) => ({ ...previous, paging: { ...previous.paging, ...change } }));
  const sortBy = (field: ClientSortField) => setPaging({ sort: nextSort(state.paging.sort, field), page: 0 });
  const setFilter = (change: Partial<Omit<ListState, 'paging'>>) =>
    setState((previous) => ({ ...previous, ...change, paging: { ...previous.paging, page: 0 } }));

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
          onChange={(name) => setFilter({ name })}
          testId="clients-filter-name"
        />
        <FilterSwitch
          label={t('admin.clients.filterActive')}
          checked={state.active}
          onChange={(active) => setFilter({ active })}
          testId="clients-filter-active"
        />
      </FilterBar>
      <Paper variant="outlined">
        <FetchingBar active={clients.isFetching && !clients.isLoading} />
        <TableContainer>
          <Table size="small" sx={TABLE_SX} aria-label={t('admin.clients.title')}>
            <TableHead>
              <TableRow>
                <SortableCell field="id" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.common.id')}
                </SortableCell>
                <SortableCell field="name" sort={state.paging.sort} onSort={sortBy}>
                  {t('admin.clients.fields.name')}
                </SortableCell>
                <TableCell>{t('admin.clients.fields.active')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <LoadingRows columns={COLUMNS} loading={clients.isLoading} />
              {rows.map((client) => (
                <LinkRow
                  key={client.id}
                  to={ADMIN_PATHS.clientEdit(client.id)}
                  testId={`clients-row-${client.id}`}
                >
                  <TableCell>{client.id}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{client.name}</TableCell>
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
            </TableBody>
          </Table>
        </TableContainer>
        <ListFooter query={clients} rows={rows.length} paging={state.paging} setPaging={setPaging} />
      </Paper>
    </Box>
  );
};

export default ClientsListPage;
