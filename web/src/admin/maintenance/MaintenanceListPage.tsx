import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import { PageTitle } from '../../pages/PageTitle';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useListState, useNotify, useScrollTop } from '../common/hooks';
import {
  CreateButton,
  FetchingBar,
  ListFooter,
  LoadingRows,
  SortableCell,
  TABLE_SX,
  TitleActions,
} from '../common/ListParts';
import { nextSort, type Paging } from '../common/listQuery';
import { useDeleteManyMaintenanceMutation, useMaintenanceListQuery } from './maintenanceApi';
import { formatWindowDate, type MaintenanceWindow } from './maintenanceDates';
import {
  buildMaintenanceQuery,
  initialMaintenancePaging,
  type MaintenanceSortField,
} from './maintenanceForm';
import { MAINTENANCE_PATHS } from './maintenancePaths';
import './maintenanceTexts';

const checkboxInput = (testId: string, label: string) =>
  ({ 'data-testid': testId, 'aria-label': label }) as InputHTMLAttributes<HTMLInputElement>;

const COLUMNS: readonly MaintenanceSortField[] = ['reason', 'fromDate', 'toDate', 'active'];

/** The maintenance windows, newest start first; row click edits, create and bulk delete. */
const MaintenanceListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  useScrollTop();
  const [paging, setPagingState] = useListState<Paging>('maintenanceWindows', initialMaintenancePaging);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const list = useMaintenanceListQuery(buildMaintenanceQuery(paging));
  const [deleteMany, deleting] = useDeleteManyMaintenanceMutation();
  const rows = list.error ? [] : (list.data?.content ?? []);

  const setPaging = (change: Partial<Paging>) => {
    setSelected([]);
    setPagingState((previous) => ({ ...previous, ...change }));
  };
  const sortBy = (field: string) => setPaging({ sort: nextSort(paging.sort, field), page: 0 });
  const open = (row: MaintenanceWindow) => navigate(MAINTENANCE_PATHS.edit(row.id));
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const toggle = (id: number) =>
    setSelected((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  const confirmDelete = () => {
    deleteMany(selected)
      .unwrap()
      .then(({ count }) => {
        notify.success('maintenance.deletedMany', { count });
        setSelected([]);
      })
      .catch(() => undefined) // the shared error bar shows the failure
      .finally(() => setConfirming(false));
  };

  const cell = (row: MaintenanceWindow, field: MaintenanceSortField) => {
    if (field === 'active') return t(row.active ? 'maintenance.yes' : 'maintenance.no');
    if (field === 'reason') return row.reason;
    return formatWindowDate(row[field]);
  };

  return (
    <Box data-testid="maintenance-page">
      <PageTitle>{t('maintenance.title')}</PageTitle>
      <TitleActions>
        <CreateButton to={MAINTENANCE_PATHS.create} testId="maintenance-create" />
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={selected.length === 0}
          onClick={() => setConfirming(true)}
          data-testid="maintenance-delete-selected"
        >
          {t('maintenance.deleteSelected', { count: selected.length })}
        </Button>
      </TitleActions>
      <Paper variant="outlined">
        <FetchingBar active={list.isFetching && !list.isLoading} />
        <TableContainer>
          <Table size="small" sx={TABLE_SX} aria-label={t('maintenance.title')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && selected.length > 0}
                    disabled={rows.length === 0}
                    onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                    slotProps={{ input: checkboxInput('maintenance-select-all', t('maintenance.selectAll')) }}
                  />
                </TableCell>
                {COLUMNS.map((field) => (
                  <SortableCell key={field} field={field} sort={paging.sort} onSort={sortBy}>
                    {t(`maintenance.fields.${field}`)}
                  </SortableCell>
                ))}
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
                  data-testid={`maintenance-row-${row.id}`}
                >
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                      slotProps={{
                        input: checkboxInput(
                          `maintenance-select-${row.id}`,
                          t('maintenance.selectRow', { name: row.reason }),
                        ),
                      }}
                    />
                  </TableCell>
                  {COLUMNS.map((field) => (
                    <TableCell key={field} sx={{ overflowWrap: 'anywhere' }}>
                      {cell(row, field)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListFooter query={list} rows={rows.length} paging={paging} setPaging={setPaging} />
      </Paper>
      <ConfirmDialog
        open={confirming}
        danger
        busy={deleting.isLoading}
        title={t('maintenance.deleteManyTitle')}
        text={t('maintenance.deleteManyText', { count: selected.length })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

export default MaintenanceListPage;
