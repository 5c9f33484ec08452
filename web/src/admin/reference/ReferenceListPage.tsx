import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { canWriteReference } from '../access';
import { useDebouncedValue, useListControls, useScrollTop, useSelection } from '../common/hooks';
import {
  BulkDeleteButton,
  CreateButton,
  FilterBar,
  FilterText,
  ListTable,
  listRows,
  OpenRow,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import {
  buildReferenceQuery,
  fieldLabel,
  initialListState,
  REFERENCE_CONFIGS,
  resourceText,
  type ColumnConfig,
  type ReferenceRecord,
} from './referenceConfig';
import {
  useCompetitionTypeOptionsQuery,
  useDeleteManyReferenceMutation,
  useReferenceListQuery,
} from './referenceDataApi';
import './referenceTexts';
import { REFERENCE_PATHS, type ReferenceResource } from './resources';

/**
 * List of one reference-data resource (docs/catalog.md): name filter, sortable columns,
 * paging, row click opens edit; writers also get "new" and bulk delete.
 */
const ReferenceListPage = ({ resource }: { resource: ReferenceResource }) => {
  const config = REFERENCE_CONFIGS[resource];
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writer = canWriteReference(useAppSelector(selectPermissions));
  useScrollTop();
  const selection = useSelection<ReferenceRecord>();
  const controls = useListControls(`reference-${resource}`, () => initialListState(config), {
    onFilter: selection.clear,
    onPaging: selection.clear,
  });
  const { state, setFilters } = controls;
  const sortable = sortableHead(controls);
  const query = useDebouncedValue(buildReferenceQuery(state));
  const list = useReferenceListQuery({ resource, params: query });
  const showsTypes = config.columns.some((column) => column.kind === 'competitionTypes');
  const typeOptions = useCompetitionTypeOptionsQuery(showsTypes ? undefined : skipToken);
  const typeNames = new Map((typeOptions.data?.content ?? []).map((option) => [option.id, option.name]));
  const [deleteMany, deleting] = useDeleteManyReferenceMutation();
  const rows = listRows(list);
  const columns = config.columns.length + (writer ? 1 : 0);

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
          <BulkDeleteButton
            selection={selection}
            texts="reference.common"
            testId="reference-delete-selected"
            busy={deleting.isLoading}
            deleteMany={(ids) => deleteMany({ resource, ids }).unwrap()}
          />
        </TitleActions>
      ) : null}
      <FilterBar label={t('admin.common.filters')}>
        <FilterText
          label={t(fieldLabel('name'))}
          value={state.name}
          onChange={(name) => setFilters({ name })}
          testId="reference-filter-name"
        />
      </FilterBar>
      <ListTable
        query={list}
        label={t(resourceText(resource, 'title'))}
        columns={columns}
        controls={controls}
        selectAll={
          writer
            ? { selection, testId: 'reference-select-all', label: t('reference.common.selectAll') }
            : undefined
        }
        head={config.columns.map((column) =>
          column.sortable ? (
            sortable(column.field, t(fieldLabel(column.field)))
          ) : (
            <TableCell key={column.field}>{t(fieldLabel(column.field))}</TableCell>
          ),
        )}
      >
        {rows.map((row) => (
          <OpenRow
            key={row.id}
            onOpen={() => navigate(REFERENCE_PATHS.edit(resource, row.id))}
            testId={`reference-row-${row.name}`}
            select={
              writer
                ? {
                    selection,
                    row,
                    testId: `reference-select-${row.id}`,
                    label: t('reference.common.selectRow', { name: row.name }),
                  }
                : undefined
            }
          >
            {config.columns.map((column) => (
              <TableCell key={column.field} sx={{ overflowWrap: 'break-word' }}>
                {cell(row, column)}
              </TableCell>
            ))}
          </OpenRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default ReferenceListPage;
