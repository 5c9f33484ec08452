import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import { type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from './ConfirmDialog';
import { useNotify, type Selection } from './hooks';

const checkboxInput = (testId: string, label: string) =>
  ({ 'data-testid': testId, 'aria-label': label }) as InputHTMLAttributes<HTMLInputElement>;

export interface SelectAllCellProps<R extends { id: number }> {
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
  const someSelected = !allSelected && rows.some((row) => selection.has(row.id));
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={allSelected}
        indeterminate={someSelected}
        // MUI says aria-checked="mixed" only; the native state must agree, or axe reports the
        // attribute (aria-conditional-attr) while some rows are selected
        inputRef={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = someSelected;
        }}
        disabled={rows.length === 0}
        onChange={() => selection.toggleAll(rows)}
        slotProps={{ input: checkboxInput(testId, label) }}
      />
    </TableCell>
  );
};

export interface SelectCellProps<R extends { id: number }> {
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
