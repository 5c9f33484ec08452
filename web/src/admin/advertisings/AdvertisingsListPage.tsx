import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../i18n/dates';
import { PageTitle } from '../../pages/PageTitle';
import { useDebouncedValue, useListControls, useScrollTop, useSelection } from '../common/hooks';
import {
  BulkDeleteButton,
  CreateButton,
  FilterBar,
  FilterSelect,
  FilterText,
  ListTable,
  listRows,
  OpenRow,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import type { Paging } from '../common/listQuery';
import {
  buildAdvertisingsQuery,
  DEFAULT_ADVERTISINGS_FILTER,
  initialAdvertisingPaging,
  type AdvertisingSortField,
  type AdvertisingsFilter,
} from './advertisingForm';
import { ADVERTISING_PATHS } from './advertisingPaths';
import {
  useAdvertisingListQuery,
  useDeleteManyAdvertisingsMutation,
  type Advertising,
} from './advertisingsApi';
import './advertisingTexts';

interface ListState {
  filter: AdvertisingsFilter;
  paging: Paging<AdvertisingSortField>;
}

/** The active filter as a select: all, yes (1), no (0). */
const ACTIVE_OPTION = { yes: 1, no: 0 } as const;

type Column = 'name' | 'shortName' | 'fromDate' | 'toDate' | 'active' | 'clicks';
const COLUMNS: readonly Column[] = ['name', 'shortName', 'fromDate', 'toDate', 'active', 'clicks'];

/** The adverts, newest first: name and active filters, sortable columns, row click edits, bulk delete. */
const AdvertisingsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useScrollTop();
  const selection = useSelection<Advertising>();
  const controls = useListControls<ListState, AdvertisingSortField>(
    'advertisings',
    () => ({ filter: DEFAULT_ADVERTISINGS_FILTER, paging: initialAdvertisingPaging() }),
    { onFilter: selection.clear, onPaging: selection.clear },
  );
  const { state, setFilter } = controls;
  const sortable = sortableHead(controls);
  const query = useDebouncedValue(buildAdvertisingsQuery(state.filter, state.paging));
  const list = useAdvertisingListQuery(query);
  const [deleteMany, deleting] = useDeleteManyAdvertisingsMutation();
  const rows = listRows(list);

  const cell = (row: Advertising, column: Column) => {
    switch (column) {
      case 'active':
        return (
          <Chip
            size="small"
            color={row.active ? 'success' : 'default'}
            variant="outlined"
            label={t(row.active ? 'advertisings.yes' : 'advertisings.no')}
          />
        );
      case 'fromDate':
      case 'toDate':
        return row[column] ? formatDateTime(row[column]) : '—';
      case 'clicks':
        return row.clicks;
      default:
        return row[column] ?? '—';
    }
  };

  const activeValue = state.filter.active === null ? null : ACTIVE_OPTION[state.filter.active ? 'yes' : 'no'];

  return (
    <Box data-testid="advertisings-page">
      <PageTitle>{t('advertisings.title')}</PageTitle>
      <TitleActions>
        <CreateButton to={ADVERTISING_PATHS.create} testId="advertisings-create" />
        <BulkDeleteButton
          selection={selection}
          texts="advertisings"
          testId="advertisings-delete-selected"
          busy={deleting.isLoading}
          deleteMany={(ids) => deleteMany(ids).unwrap()}
        />
      </TitleActions>
      <FilterBar label={t('admin.common.filters')}>
        <FilterText
          label={t('advertisings.fields.name')}
          value={state.filter.name}
          onChange={(name) => setFilter({ name })}
          testId="advertisings-filter-name"
        />
        <FilterSelect
          label={t('advertisings.fields.active')}
          value={activeValue}
          options={[
            { id: ACTIVE_OPTION.yes, name: t('advertisings.yes') },
            { id: ACTIVE_OPTION.no, name: t('advertisings.no') },
          ]}
          onChange={(value) => setFilter({ active: value === null ? null : value === ACTIVE_OPTION.yes })}
          testId="advertisings-filter-active"
          allLabel={t('admin.common.all')}
        />
      </FilterBar>
      <ListTable
        query={list}
        label={t('advertisings.title')}
        columns={COLUMNS.length + 1}
        controls={controls}
        selectAll={{ selection, testId: 'advertisings-select-all', label: t('advertisings.selectAll') }}
        head={COLUMNS.map((column) =>
          column === 'shortName' ? (
            <TableCell key={column}>{t('advertisings.fields.shortName')}</TableCell>
          ) : (
            sortable(column, t(`advertisings.fields.${column}`))
          ),
        )}
      >
        {rows.map((row) => (
          <OpenRow
            key={row.id}
            onOpen={() => navigate(ADVERTISING_PATHS.edit(row.id))}
            testId={`advertisings-row-${row.id}`}
            select={{
              selection,
              row,
              testId: `advertisings-select-${row.id}`,
              label: t('advertisings.selectRow', { name: row.name }),
            }}
          >
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                sx={
                  column === 'fromDate' || column === 'toDate'
                    ? { whiteSpace: 'nowrap' }
                    : { overflowWrap: 'break-word' }
                }
              >
                {cell(row, column)}
              </TableCell>
            ))}
          </OpenRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default AdvertisingsListPage;
