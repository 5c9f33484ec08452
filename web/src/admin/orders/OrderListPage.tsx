import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { AdminOrder, OrderSortField } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../pages/PageTitle';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { hasAny } from '../access';
import { useDebouncedValue, useListControls, useScrollTop } from '../common/hooks';
import { buildListQuery, type Paging } from '../common/listQuery';
import { FilterBar, FilterText, ListTable, listRows, RowAction, sortableHead } from '../common/ListParts';
import { OrderActions } from './OrderActions';
import { ORDER_PATHS } from './orderPaths';
import { useOrdersQuery } from './ordersApi';
import './orderTexts';
import { formatViennaDate } from '@portal/contracts/vienna-time';

type SortField = OrderSortField;
type Column = SortField | 'competitionNames' | 'itemCount' | 'paid' | 'cancelled' | 'actions';
const COLUMNS: readonly Column[] = [
  'id',
  'lastName',
  'email',
  'createdAt',
  'competitionNames',
  'itemCount',
  'paid',
  'cancelled',
  'actions',
];
const SORTABLE: readonly string[] = ['id', 'lastName', 'email', 'createdAt'];

interface OrderListState {
  paging: Paging<SortField>;
  filter: { search: string };
}

/** docs/order-admin.md: page 0, 10 per page, by id ascending. */
const initial = (): OrderListState => ({
  paging: { page: 0, size: 10, sort: { field: 'id', direction: 'asc' } },
  filter: { search: '' },
});

/** `orderList`: orders with paid and cancelled state, details, and pay / cancel of the whole order. */
const OrderListPage = () => {
  const { t } = useTranslation();
  useScrollTop();
  const navigate = useNavigate();
  const permissions = useAppSelector(selectPermissions);
  const title = t(hasAny(permissions, ['IS_ADMIN']) ? 'orders.titleAdmin' : 'orders.titleClubAdmin');
  const controls = useListControls<OrderListState, SortField>('orders', initial);
  const search = useDebouncedValue(controls.state.filter.search);
  const list = useOrdersQuery(buildListQuery(controls.state.paging, { search }));
  const rows = listRows(list);
  const sortable = sortableHead(controls);
  const yesNo = (value: boolean) => (value ? t('orders.yes') : t('orders.no'));

  const cell = (row: AdminOrder, column: Column) => {
    switch (column) {
      case 'lastName':
        return [row.firstName, row.lastName].filter(Boolean).join(' ');
      case 'createdAt':
        return formatViennaDate(row.createdAt);
      case 'competitionNames':
        return row.competitionNames.join(', ');
      case 'paid':
      case 'cancelled':
        return yesNo(row[column]);
      case 'actions':
        return (
          <Box sx={{ display: 'flex' }}>
            <RowAction
              title={t('orders.details')}
              testId={`order-details-${row.id}`}
              onClick={() => navigate(ORDER_PATHS.orderDetails(row.id))}
            >
              <VisibilityIcon fontSize="small" />
            </RowAction>
            <OrderActions order={row} />
          </Box>
        );
      default:
        return String(row[column] ?? '');
    }
  };

  return (
    <Box data-testid="order-list-page">
      <PageTitle>{title}</PageTitle>
      <FilterBar label={t('orders.filters')}>
        <FilterText
          label={t('orders.search')}
          testId="order-filter-search"
          value={controls.state.filter.search}
          onChange={(value) => controls.setFilter({ search: value })}
        />
      </FilterBar>
      <ListTable
        query={list}
        label={title}
        columns={COLUMNS.length}
        controls={controls}
        head={COLUMNS.map((column) =>
          SORTABLE.includes(column) ? (
            sortable(column as SortField, t(`orders.fields.${column}`))
          ) : (
            <TableCell key={column}>{t(`orders.fields.${column}`)}</TableCell>
          ),
        )}
      >
        {rows.map((row) => (
          <TableRow key={row.id} data-testid={`order-row-${row.id}`}>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ overflowWrap: 'break-word' }}>
                {cell(row, column)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </ListTable>
    </Box>
  );
};

export default OrderListPage;
