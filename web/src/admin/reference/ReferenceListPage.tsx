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
import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canWriteReference } from '../access';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDebouncedValue, useListState, useNotify, useScrollTop } from '../common/hooks';
import {
  CreateButton,
  FetchingBar,
  FilterBar,
  FilterText,
  ListFooter,
  LoadingRows,
  SortableCell,
  TABLE_SX,
  TitleActions,
} from '../common/ListParts';
import { nextSort, type Paging } from '../common/listQuery';
import {
  buildReferenceQuery,
  fieldLabel,
  initialListState,
  REFERENCE_CONFIGS,
  resourceText,
  type ColumnConfig,
  type ReferenceListState,
  type ReferenceRecord,
} from './referenceConfig';
import {
  useCompetitionTypeOptionsQuery,
  useDeleteManyReferenceMutation,
  useReferenceListQuery,
} from './referenceDataApi';
import './referenceTexts';
import { REFERENCE_PATHS, type ReferenceResource } from './resources';

const checkboxInput = (testId: string, label: string) =>
  ({ 'data-testid': testId, 'aria-label': label }) as InputHTMLAttributes<HTMLInputElement>;

/**
 * List of one reference-data resource (back-office.md section 2): name filter, sortable columns,
 * paging, row click opens edit; writers also get "new" and bulk delete.
 */
const ReferenceListPage = ({ resource }: { resource: ReferenceResource }) => {
  const config = REFERENCE_CONFIGS[resource];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const writer = canWriteReference(useAppSelector(selectPermissions));
  useScrollTop();
  const [state, setState] = useListState(`reference-${resource}`, () => initialListState(config));
  const [selected, setSelected] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const query = useDebouncedValue(buildReferenceQuery(state));
  const list = useReferenceListQuery({ resource, params: query });
  const showsTypes = config.columns.some((column) => column.kind === 'competitionTypes');
  const typeOptions = useCompetitionTypeOptionsQuery(showsTypes ? undefined : skipToken);
  const typeNames = new Map((typeOptions.data?.content ?? []).map((option) => [option.id, option.name]));
  const [deleteMany, deleting] = useDeleteManyReferenceMutation();
  const rows = list.error ? [] : (list.data?.content ?? []);
  const columns = config.columns.length + (writer ? 1 : 0);

  const change = (update: (previous: ReferenceListState) => ReferenceListState) => {
    setSelected([]);
    setState(update);
  };
  const setPaging = (paging: Partial<Paging>) =>
    change((previous) => ({ ...previous, paging: { ...previous.paging, ...paging } }));
  const sortBy = (field: string) => setPaging({ sort: nextSort(state.paging.sort, field), page: 0 });
  const open = (row: ReferenceRecord) => navigate(REFERENCE_PATHS.edit(resource, row.id));
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const toggle = (id: number) =>
    setSelected((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  const confirmDelete = () => {
    deleteMany({ resource, ids: selected })
      .unwrap()
      .then(({ count }) => {
        notify.success('reference.common.deletedMany', { count });
        setSelected([]);
      })
      .catch(() => undefined) // the shared error bar shows the failure
      .finally(() => setConfirming(false));
  };

  const cell = (row: ReferenceRecord, column: ColumnConfig) => {
    const value = row[column.field];
    switch (column.kind) {
      case 'boolean':
        return t(value === true ? 'reference.common.yes' : 'reference.common.no');
      case 'competitionTypes':
        return (Array.isArray(value) ? (value as unknown[]) : [])
          .map((id) => typeNames.get(id as number) ?? String(id))
          .join(', ');
      default:
        return value === null || value === undefined ? '' : String(value as string | number);
    }
  };

  return (
    <Box data-testid={`reference-page-${resource}`}>
      <PageTitle>{t(resourceText(resource, 'title'))}</PageTitle>
      {writer ? (
        <TitleActions>
          <CreateButton to={REFERENCE_PATHS.create(resource)} testId="reference-create" />
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={selected.length === 0}
            onClick={() => setConfirming(true)}
            data-testid="reference-delete-selected"
          >
            {t('reference.common.deleteSelected', { count: selected.length })}
          </Button>
        </TitleActions>
      ) : null}
      <FilterBar label={t('admin.common.filters')}>
        <FilterText
          label={t(fieldLabel('name'))}
          value={state.name}
          onChange={(name) =>
            change((previous) => ({ ...previous, name, paging: { ...previous.paging, page: 0 } }))
          }
          testId="reference-filter-name"
        />
      </FilterBar>
      <Paper variant="outlined">
        <FetchingBar active={list.isFetching && !list.isLoading} />
        <TableContainer>
          <Table size="small" sx={TABLE_SX} aria-label={t(resourceText(resource, 'title'))}>
            <TableHead>
              <TableRow>
                {writer ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={!allSelected && selected.length > 0}
                      disabled={rows.length === 0}
                      onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                      slotProps={{
                        input: checkboxInput('reference-select-all', t('reference.common.selectAll')),
                      }}
                    />
                  </TableCell>
                ) : null}
                {config.columns.map((column) =>
                  column.sortable ? (
                    <SortableCell
                      key={column.field}
                      field={column.field}
                      sort={state.paging.sort}
                      onSort={sortBy}
                    >
                      {t(fieldLabel(column.field))}
                    </SortableCell>
                  ) : (
                    <TableCell key={column.field}>{t(fieldLabel(column.field))}</TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              <LoadingRows columns={columns} loading={list.isLoading} />
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
                  data-testid={`reference-row-${row.name}`}
                >
                  {writer ? (
                    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                      <Checkbox
                        checked={selected.includes(row.id)}
                        onChange={() => toggle(row.id)}
                        slotProps={{
                          input: checkboxInput(
                            `reference-select-${row.id}`,
                            t('reference.common.selectRow', { name: row.name }),
                          ),
                        }}
                      />
                    </TableCell>
                  ) : null}
                  {config.columns.map((column) => (
                    <TableCell key={column.field} sx={{ overflowWrap: 'anywhere' }}>
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
        title={t('reference.common.deleteManyTitle')}
        text={t('reference.common.deleteManyText', { count: selected.length })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

export default ReferenceListPage;
