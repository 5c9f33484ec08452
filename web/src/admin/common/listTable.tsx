import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { useCellLabels } from '../../layout/cellLabels';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES, type Sort } from './listQuery';
import { stackedRowsSx } from '../../layout/stackedRows';
import { FetchingBar, ListMessage, LoadingRows, type ListMessageProps } from './listStates';
import { SelectAllCell, SelectCell, type SelectAllCellProps, type SelectCellProps } from './listSelection';

interface SortableCellProps<F extends string> {
  field: F;
  sort: Sort<F>;
  onSort: (field: F) => void;
  children: ReactNode;
}

export const SortableCell = <F extends string>({ field, sort, onSort, children }: SortableCellProps<F>) => {
  const active = sort.field === field;
  return (
    <TableCell sortDirection={active ? sort.direction : false} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort(field)}
        data-testid={`sort-${field}`}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
};

/** `(field, label) => header cell` sorting the list of these controls (useListControls) by the field. */
export const sortableHead =
  <F extends string>(controls: { state: { paging: { sort: Sort<F> } }; sortBy: (field: F) => void }) =>
  (field: F, label: string) => (
    <SortableCell key={field} field={field} sort={controls.state.paging.sort} onSort={controls.sortBy}>
      {label}
    </SortableCell>
  );

/** Placeholder rows while the first page loads. */

export const TABLE_SX = {
  '& th, & td': { px: 1 },
  '& th:first-of-type, & td:first-of-type': { pl: 2 },
  '& th:last-of-type, & td:last-of-type': { pr: 2 },
} as const;

/**
 * Row actions without sideways scrolling (issue 9): cells wrap at every width (dates, names and
 * the action icons break into lines instead of widening the table beside the menu), and on phones
 * and tablets each row is a wrapping line of its cells, the header a line of its sort labels.
 */
const FIT_SX = [{ '& th, & td': { whiteSpace: 'normal' } }, stackedRowsSx('md', 'center')] as const;

/** Thin bar above the rows while a newer page is loading. */

interface PaginationProps {
  total: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

export const ListPagination = ({ total, page, size, onPage, onSize }: PaginationProps) => {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={total > 0 && page * size >= total ? Math.max(0, Math.ceil(total / size) - 1) : page}
      rowsPerPage={size}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, next) => onPage(next)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
      labelRowsPerPage={t('admin.common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('admin.common.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`admin.common.page.${type}`)}
      data-testid="list-pagination"
      sx={{
        // phones: no "rows per page" text and tighter gaps, so the page arrows stay visible
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } },
        '& .MuiTablePagination-input': { ml: { xs: 0, sm: 1 }, mr: { xs: 1, sm: 4 } },
        '& .MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
      }}
    />
  );
};

interface ListFooterProps {
  /** the list query (RTK Query result) */
  query: { error?: unknown; isFetching: boolean; data?: { totalElements: number }; refetch: () => unknown };
  rows: number;
  paging: { page: number; size: number };
  setPaging: (change: { page?: number; size?: number }) => void;
}

/** Message (error or empty) and paging under every back-office list. */
export const ListFooter = ({ query, rows, paging, setPaging }: ListFooterProps) => (
  <>
    <ListMessage
      error={query.error as ListMessageProps['error']}
      empty={!query.isFetching && rows === 0}
      onRetry={() => void query.refetch()}
    />
    <ListPagination
      total={query.error ? 0 : (query.data?.totalElements ?? 0)}
      page={paging.page}
      size={paging.size}
      onPage={(page) => setPaging({ page })}
      onSize={(size) => setPaging({ size, page: 0 })}
    />
  </>
);

/** The "new" button of a list page. */

export const LinkRow = ({ to, testId, children }: { to: string; testId: string; children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <TableRow
      hover
      tabIndex={0}
      sx={{ cursor: 'pointer' }}
      onClick={() => navigate(to)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') navigate(to);
      }}
      data-testid={testId}
    >
      {children}
    </TableRow>
  );
};

/** The rows of a list answer; none after an error (the message below the table says why). */
export const listRows = <T,>(list: { error?: unknown; data?: { content: T[] } }): T[] =>
  list.error ? [] : (list.data?.content ?? []);

interface ListTableProps<R extends { id: number }> {
  query: ListFooterProps['query'] & { isLoading: boolean; data?: { content: R[] } };
  /** paging of the list and its setter (from useListControls) */
  controls: { state: { paging: ListFooterProps['paging'] }; setPaging: ListFooterProps['setPaging'] };
  /** the table's accessible name */
  label: string;
  /** how many columns the placeholder rows have */
  columns: number;
  /** a first column of checkboxes: the header's selects the page */
  selectAll?: Omit<SelectAllCellProps<R>, 'rows'>;
  /** the other cells of the header row */
  head: ReactNode;
  children: ReactNode;
}

/** The table of a back-office list: loading bar, header and rows, then message and paging. */
export const ListTable = <R extends { id: number }>({
  query,
  controls,
  label,
  columns,
  selectAll,
  head,
  children,
}: ListTableProps<R>) => {
  const rows = listRows(query);
  const table = useRef<HTMLTableElement>(null);
  useCellLabels(table);
  return (
    <Paper variant="outlined">
      <FetchingBar active={query.isFetching && !query.isLoading} />
      {/* a box that may scroll sideways must be reachable by keyboard: focusable, named */}
      <TableContainer role="region" tabIndex={0} aria-label={label}>
        <Table ref={table} size="small" sx={[TABLE_SX, ...FIT_SX]} aria-label={label}>
          <TableHead>
            <TableRow>
              {selectAll ? <SelectAllCell {...selectAll} rows={rows} /> : null}
              {head}
            </TableRow>
          </TableHead>
          <TableBody>
            <LoadingRows columns={columns} loading={query.isLoading} />
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      <ListFooter
        query={query}
        rows={rows.length}
        paging={controls.state.paging}
        setPaging={controls.setPaging}
      />
    </Paper>
  );
};

interface OpenRowProps<R extends { id: number }> {
  onOpen: () => void;
  testId: string;
  /** a first cell with the row's checkbox; the row shows as selected */
  select?: SelectCellProps<R>;
  sx?: SxProps<Theme>;
  /** further `data-` attributes */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/** A table row that opens on click or on Enter while the row itself (not a button in it) has the focus. */
export const OpenRow = <R extends { id: number }>({
  onOpen,
  testId,
  select,
  sx,
  data,
  children,
}: OpenRowProps<R>) => (
  <TableRow
    hover
    tabIndex={0}
    selected={select ? select.selection.has(select.row.id) : undefined}
    sx={[{ cursor: 'pointer' }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
    onClick={onOpen}
    onKeyDown={(event) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) onOpen();
    }}
    data-testid={testId}
    {...data}
  >
    {select ? <SelectCell {...select} /> : null}
    {children}
  </TableRow>
);
