import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { useListControls, useScrollTop, useSelection } from '../common/hooks';
import {
  BulkDeleteButton,
  CreateButton,
  ListTable,
  listRows,
  OpenRow,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import { useDeleteManyMaintenanceMutation, useMaintenanceListQuery } from './maintenanceApi';
import { formatWindowDate, type MaintenanceWindow } from './maintenanceDates';
import {
  buildMaintenanceQuery,
  initialMaintenancePaging,
  type MaintenanceSortField,
} from './maintenanceForm';
import { MAINTENANCE_PATHS } from './maintenancePaths';
import './maintenanceTexts';

type Column = 'reason' | 'fromDate' | 'toDate' | 'active';
const COLUMNS: readonly Column[] = ['reason', 'fromDate', 'toDate', 'active'];
/** the catalog sorts by the period only: the other headers are plain */
const sortField = (column: Column): MaintenanceSortField | null =>
  column === 'fromDate' || column === 'toDate' ? column : null;

/** The maintenance windows, newest start first; row click edits, create and bulk delete. */
const MaintenanceListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useScrollTop();
  const selection = useSelection<MaintenanceWindow>();
  const controls = useListControls('maintenanceWindows', () => ({ paging: initialMaintenancePaging() }), {
    onPaging: selection.clear,
  });
  const { state } = controls;
  const sortable = sortableHead(controls);
  const list = useMaintenanceListQuery(buildMaintenanceQuery(state.paging));
  const [deleteMany, deleting] = useDeleteManyMaintenanceMutation();
  const rows = listRows(list);

  const cell = (row: MaintenanceWindow, field: Column) => {
    if (field === 'active') return t(row.active ? 'maintenance.yes' : 'maintenance.no');
    if (field === 'reason') return row.reason;
    return formatWindowDate(row[field]);
  };

  return (
    <Box data-testid="maintenance-page">
      <PageTitle>{t('maintenance.title')}</PageTitle>
      <TitleActions>
        <CreateButton to={MAINTENANCE_PATHS.create} testId="maintenance-create" />
        <BulkDeleteButton
          selection={selection}
          texts="maintenance"
          testId="maintenance-delete-selected"
          busy={deleting.isLoading}
          deleteMany={(ids) => deleteMany(ids).unwrap()}
        />
      </TitleActions>
      <ListTable
        query={list}
        label={t('maintenance.title')}
        columns={COLUMNS.length + 1}
        controls={controls}
        selectAll={{ selection, testId: 'maintenance-select-all', label: t('maintenance.selectAll') }}
        head={COLUMNS.map((column) => {
          const field = sortField(column);
          const label = t(`maintenance.fields.${column}`);
          return field ? sortable(field, label) : <TableCell key={column}>{label}</TableCell>;
        })}
      >
        {rows.map((row) => (
          <OpenRow
            key={row.id}
            onOpen={() => navigate(MAINTENANCE_PATHS.edit(row.id))}
            testId={`maintenance-row-${row.id}`}
            select={{
              selection,
              row,
              testId: `maintenance-select-${row.id}`,
              label: t('maintenance.selectRow', { name: row.reason }),
            }}
          >
            {COLUMNS.map((field) => (
              <TableCell key={field} sx={{ overflowWrap: 'break-word' }}>
                {cell(row, field)}
              </TableCell>
            ))}
          </OpenRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default MaintenanceListPage;
