import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { SxProps, Theme } from '@mui/material/styles';
import type { HTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageFromQueryError } from '../../api/errorMessage';
import { useMessage } from '../../i18n/useMessage';
import { DeleteButton } from './ConfirmDialog';
import { useNotify, type Selection } from './hooks';
import { PAGE_SIZES, type Sort } from './listQuery';
import { stackedRowsSx } from '../../layout/stackedRows';

/** Text of a failed call, translated. */
export const useErrorText = () => {
  const message = useMessage();
  return (error: FetchBaseQueryError | SerializedError | undefined): string => {
    if (!error) return '';
    if ('status' in error) return message(messageFromQueryError(error));
    return message(error.message ?? 'INTERNAL_ERROR');
  };
};

/** Filters above a list: wrapping row of inputs. */
export const FilterBar = ({ children, label }: { children: ReactNode; label: string }) => (
  <Paper
    variant="outlined"
    component="form"
    role="search"
    aria-label={label}
    onSubmit={(event) => event.preventDefault()}
    sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
  >
    {children}
  </Paper>
);

/** Buttons beside the page title (wrap below it on phones). */
export const TitleActions = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>{children}</Box>
);

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
export const LoadingRows = ({ columns, loading }: { columns: number; loading: boolean }) =>
  loading ? (
    <>
      {[0, 1, 2].map((row) => (
        <TableRow key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  ) : null;

interface ListMessageProps {
  error: FetchBaseQueryError | SerializedError | undefined;
  empty: boolean;
  onRetry: () => void;
}

/**
 * The error with a retry button, or "no entries", below the table (outside its scroll area,
 * so the text stays readable on phones).
 */
export const ListMessage = ({ error, empty, onRetry }: ListMessageProps) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" data-testid="list-error">
          {t('admin.common.loadFailed')} {errorText(error)}
          <Box sx={{ mt: 1 }}>
            <Button
              color="inherit"
              size="small"
              startIcon={<RefreshIcon />}
              onClick={onRetry}
              sx={{ ml: -0.5 }}
            >
              {t('admin.common.retry')}
            </Button>
          </Box>
        </Alert>
      </Box>
    );
  }
  if (empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="list-empty">
        {t('admin.common.noEntries')}
      </Typography>
    );
  }
  return null;
};

/** Compact cells, so the users list with its action icons fits beside the menu. */
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
export const FetchingBar = ({ active }: { active: boolean }) => (
  <Box sx={{ height: 4 }}>{active ? <LinearProgress aria-label="loading" /> : null}</Box>
);

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

const filterWidth = { width: { xs: '100%', sm: 200 } } as const;

interface FilterTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

export const FilterText = ({ label, value, onChange, testId }: FilterTextProps) => (
  <TextField
    size="small"
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    sx={filterWidth}
    slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 255 } }}
  />
);

interface FilterSelectProps {
  label: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (value: number | null) => void;
  testId: string;
  allLabel: string;
}

/** Select of a short list with an "all" choice. */
export const FilterSelect = ({ label, value, options, onChange, testId, allLabel }: FilterSelectProps) => (
  <TextField
    select
    size="small"
    label={label}
    value={value !== null && options.some((option) => option.id === value) ? String(value) : ''}
    onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    sx={filterWidth}
    slotProps={{
      select: {
        displayEmpty: true,
        SelectDisplayProps: { 'data-testid': testId } as HTMLAttributes<HTMLDivElement>,
      },
      inputLabel: { shrink: true },
    }}
  >
    <MenuItem value="">
      <em>{allLabel}</em>
    </MenuItem>
    {options.map((option) => (
      <MenuItem key={option.id} value={String(option.id)}>
        {option.name}
      </MenuItem>
    ))}
  </TextField>
);

interface FilterSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}

export const FilterSwitch = ({ label, checked, onChange, testId }: FilterSwitchProps) => (
  <FormControlLabel
    control={
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'data-testid': testId } as InputHTMLAttributes<HTMLInputElement> }}
      />
    }
    label={label}
    sx={{ mr: 0 }}
  />
);

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
export const CreateButton = ({ to, testId }: { to: string; testId: string }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(to)} data-testid={testId}>
      {t('admin.common.create')}
    </Button>
  );
};

/** A table row that opens `to` on click or Enter. */
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

const checkboxInput = (testId: string, label: string) =>
  ({ 'data-testid': testId, 'aria-label': label }) as InputHTMLAttributes<HTMLInputElement>;

interface SelectAllCellProps<R extends { id: number }> {
  selection: Selection<R>;
  /** the rows of the page shown */
  rows: readonly R[];
  testId: string;
  label: string;
}

/** Header checkbox: selects or unselects every row of the page. */
export const SelectAllCell = <R extends { id: number }>({
  selection,
  rows,
  testId,
  label,
}: SelectAllCellProps<R>) => {
  const allSelected = rows.length > 0 && rows.every((row) => selection.has(row.id));
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={allSelected}
        indeterminate={!allSelected && rows.some((row) => selection.has(row.id))}
        disabled={rows.length === 0}
        onChange={() => selection.toggleAll(rows)}
        slotProps={{ input: checkboxInput(testId, label) }}
      />
    </TableCell>
  );
};

interface SelectCellProps<R extends { id: number }> {
  selection: Selection<R>;
  row: R;
  testId: string;
  label: string;
}

/** A row's checkbox (a click on it does not open the row). */
export const SelectCell = <R extends { id: number }>({
  selection,
  row,
  testId,
  label,
}: SelectCellProps<R>) => (
  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
    <Checkbox
      checked={selection.has(row.id)}
      onChange={() => selection.toggle(row)}
      slotProps={{ input: checkboxInput(testId, label) }}
    />
  </TableCell>
);

interface RowActionProps {
  title: string;
  testId: string;
  onClick: () => void;
  color?: 'default' | 'error' | 'primary' | 'success';
  /** given (even false), the button sits in a span, so a disabled one keeps its tooltip */
  disabled?: boolean;
  children: ReactNode;
}

/** An icon button of a row with its tooltip; the click does not open the row. */
export const RowAction = ({
  title,
  testId,
  onClick,
  color = 'default',
  disabled,
  children,
}: RowActionProps) => {
  const button = (
    <IconButton
      size="small"
      color={color}
      aria-label={title}
      disabled={disabled}
      data-testid={testId}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </IconButton>
  );
  return <Tooltip title={title}>{disabled === undefined ? button : <span>{button}</span>}</Tooltip>;
};

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
  return (
    <Paper variant="outlined">
      <FetchingBar active={query.isFetching && !query.isLoading} />
      {/* a box that may scroll sideways must be reachable by keyboard: focusable, named */}
      <TableContainer role="region" tabIndex={0} aria-label={label}>
        <Table size="small" sx={[TABLE_SX, ...FIT_SX]} aria-label={label}>
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

interface BulkDeleteButtonProps<R extends { id: number }> {
  selection: Selection<R>;
  /** the texts `<texts>.deleteSelected`, `.deleteManyTitle`, `.deleteManyText` and `.deletedMany` */
  texts: string;
  testId: string;
  busy: boolean;
  /** deletes the rows, answers how many */
  deleteMany: (ids: number[]) => Promise<{ count: number }>;
}

/** "Delete selected" above a list: asks, deletes, says how many and clears the selection. */
export const BulkDeleteButton = <R extends { id: number }>({
  selection,
  texts,
  testId,
  busy,
  deleteMany,
}: BulkDeleteButtonProps<R>) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const count = selection.count;
  return (
    <DeleteButton
      variant="outlined"
      disabled={count === 0}
      label={t(`${texts}.deleteSelected`, { count })}
      testId={testId}
      busy={busy}
      title={t(`${texts}.deleteManyTitle`)}
      text={t(`${texts}.deleteManyText`, { count })}
      onConfirm={() =>
        deleteMany(selection.ids).then((answer) => {
          notify.success(`${texts}.deletedMany`, { count: answer.count });
          selection.clear();
        })
      }
    />
  );
};
