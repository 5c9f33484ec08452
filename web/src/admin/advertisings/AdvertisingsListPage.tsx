import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../i18n/dates';
import { PageTitle } from '../../pages/PageTitle';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDebouncedValue, useListState, useNotify, useScrollTop } from '../common/hooks';
import {
  CreateButton,
  FetchingBar,
  FilterBar,
  FilterSelect,
  FilterText,
  ListFooter,
  LoadingRows,
  SortableCell,
  TABLE_SX,
  TitleActions,
} from '../common/ListParts';
import { nextSort, type Paging } from '../common/listQuery';
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

const checkboxInput = (testId: string, label: string) =>
  ({ 'data-testid': testId, 'aria-label': label }) as InputHTMLAttributes<HTMLInputElement>;

/** The active filter as a select: all, yes (1), no (0). */
const ACTIVE_OPTION = { yes: 1, no: 0 } as const;

type Column = 'name' | 'shortName' | 'fromDate' | 'toDate' | 'active' | 'clicks';
const COLUMNS: readonly Column[] = ['name', 'shortName', 'fromDate', 'toDate', 'active', 'clicks'];

/** The adverts, newest first: name and active filters, sortable columns, row click edits, bulk delete. */
const AdvertisingsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  useScrollTop();
  const [state, setState] = useListState<ListState>('advertisings', () => ({
    filter: DEFAULT_ADVERTISINGS_FILTER,
    paging: initialAdvertisingPaging(),
  }));
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const query = useDebouncedValue(buildAdvertisingsQuery(state.filter, state.paging));
  const list = useAdvertisingListQuery(query);
  const [deleteMany, deleting] = useDeleteManyAdvertisingsMutation();
  const rows = list.error ? [] : (list.data?.content ?? []);

  const setFilter = (change: Partial<AdvertisingsFilter>) => {
    setSelected([]);
    setState((previous) => ({
      filter: { ...previous.filter, ...change },
      paging: { ...previous.paging, page: 0 },
    }));
  };
  const setPaging = (change: Partial<Paging<AdvertisingSortField>>) => {
    setSelected([]);
    setState((previous) => ({ ...previous, paging: { ...previous.paging, ...change } }));
  };
  const sortBy = (field: AdvertisingSortField) =>
    setPaging({ sort: nextSort(state.paging.sort, field), page: 0 });
  const open = (row: Advertising) => navigate(ADVERTISING_PATHS.edit(row.id));
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const toggle = (id: number) =>
    setSelected((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  const confirmDelete = () => {
    deleteMany(selected)
      .unwrap()
      .then(({ count }) => {
        notify.success('advertisings.deletedMany', { count });
        setSelected([]);
      })
      .catch(() => undefined) // the shared error bar shows the failure
      .finally(() => setConfirming(false));
  };

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
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={selected.length === 0}
          onClick={() => setConfirming(true)}
          data-testid="advertisings-delete-selected"
        >
          {t('advertisings.deleteSelected', { count: selected.length })}
        </Button>
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
      <Paper variant="outlined">
        <FetchingBar active={list.isFetching && !list.isLoading} />
        <TableContainer>
          <Table size="small" sx={TABLE_SX} aria-label={t('advertisings.title')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && selected.length > 0}
                    disabled={rows.length === 0}
                    onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                    slotProps={{
                      input: checkboxInput('advertisings-select-all', t('advertisings.selectAll')),
                    }}
                  />
                </TableCell>
                {COLUMNS.map((column) =>
                  column === 'shortName' ? (
                    <TableCell key={column}>{t('advertisings.fields.shortName')}</TableCell>
                  ) : (
                    <SortableCell key={column} field={column} sort={state.paging.sort} onSort={sortBy}>
                      {t(`advertisings.fields.${column}`)}
                    </SortableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              <LoadingRows columns={COLUMNS.length + 1} loading={list.isLoading} />
              {rows.map((row) => (
                <TableRow
                  key={row.id}
                  hover
                  tabIndex={0}
                  selected={selected.includes(row.id)}
                  sx={{ cursor: 'pointer' }}
                  onClick={() => open(row)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' && event.target === event.currentTarget) open(row);
                  }}
                  data-testid={`advertisings-row-${row.id}`}
                >
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                      slotProps={{
                        input: checkboxInput(
                          `advertisings-select-${row.id}`,
                          t('advertisings.selectRow', { name: row.name }),
                        ),
                      }}
                    />
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column}
                      sx={
                        column === 'fromDate' || column === 'toDate'
                          ? { whiteSpace: 'nowrap' }
                          : { overflowWrap: 'anywhere' }
                      }
                    >
                      {cell(row, column)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListFooter query={list} rows={rows.length} paging={state.paging} setPaging={setPaging} />
      </Paper>
      <ConfirmDialog
        open={confirming}
        danger
        busy={deleting.isLoading}
        title={t('advertisings.deleteManyTitle')}
        text={t('advertisings.deleteManyText', { count: selected.length })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

export default AdvertisingsListPage;
