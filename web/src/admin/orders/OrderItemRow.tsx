import { alpha, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { AdminOrderItem } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { orderItemCellText, type OrderItemColumn } from './orderItemListQuery';
import type { ItemQuestion } from './OrderItemQuestion';
import { OrderItemRowActions } from './OrderItemRowActions';

/** unpaid rows: a light red the dark text keeps its contrast on */
const UNPAID_SX = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.12) };

interface OrderItemRowProps {
  row: AdminOrderItem;
  columns: readonly OrderItemColumn[];
  onAsk: (question: ItemQuestion) => void;
}

/** One registration: red while neither paid nor cancelled; one cell per column the role sees. */
export const OrderItemRow = ({ row, columns, onAsk }: OrderItemRowProps) => {
  const { t } = useTranslation();
  return (
    <TableRow
      data-testid={`order-item-row-${row.id}`}
      data-paid={String(row.paid)}
      data-cancelled={String(row.cancelled)}
      sx={row.paid || row.cancelled ? undefined : UNPAID_SX}
    >
      {columns.map((column) => (
        <TableCell
          key={column}
          sx={{ overflowWrap: 'break-word' }}
          data-testid={`order-item-${column}-${row.id}`}
        >
          {column === 'actions' ? (
            <OrderItemRowActions row={row} onAsk={onAsk} />
          ) : (
            orderItemCellText(row, column, t)
          )}
        </TableCell>
      ))}
    </TableRow>
  );
};
