import type { AdminOrderItem, OrderItemSortField } from '@portal/contracts';
import { formatViennaDate } from '@portal/contracts/vienna-time';
import type { ListParams } from '../api/types';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import type { CompetitionChoice } from './ordersApi';

/** Sort fields of the list: registration's (docs/order-admin.md). */
export type { OrderItemSortField };
export type OrderItemColumn = OrderItemSortField | 'userId' | 'firstName' | 'squadStandName' | 'actions';

/** the yes/no filters: 1 yes, 2 no */
export type YesNoFilter = 1 | 2 | null;
const YES_NO = { 1: 'true', 2: 'false' } as const;

export interface OrderItemsFilter {
  competitionId: number | null;
  squadId: number | null;
  search: string;
  paid: YesNoFilter;
  cancelled: YesNoFilter;
}

export interface OrderItemListState {
  paging: Paging<OrderItemSortField>;
  filter: OrderItemsFilter;
}

export const initialOrderItemListState = (): OrderItemListState => ({
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { field: 'id', direction: 'asc' } },
  filter: { competitionId: null, squadId: null, search: '', paid: null, cancelled: null },
});

const SORTABLE: readonly OrderItemColumn[] = [
  'id',
  'lastName',
  'email',
  'squadName',
  'clubName',
  'createdAt',
  'paid',
  'paid2',
  'cancelled',
];

export const isSortableColumn = (column: OrderItemColumn): column is OrderItemSortField =>
  SORTABLE.includes(column);

/** A select's value as a yes/no filter: anything but 1 or 2 is "all". */
export const yesNoFilter = (value: number | null): YesNoFilter => (value === 1 || value === 2 ? value : null);

/**
 * `GET orderItems` query of a competition (docs/order-admin.md); the search text is passed apart
 * because the page waits for it to settle.
 */
export const buildOrderItemsQuery = (
  competitionId: number,
  filter: OrderItemsFilter,
  paging: Paging<OrderItemSortField>,
  search: string,
): ListParams =>
  buildListQuery(paging, {
    competitionId,
    squadId: filter.squadId,
    search,
    paid: filter.paid === null ? null : YES_NO[filter.paid],
    cancelled: filter.cancelled === null ? null : YES_NO[filter.cancelled],
  });

/** The filter of the Excel export of the listed items (docs/order-admin.md). */
export const orderItemsDownloadFilter = (filter: OrderItemsFilter) => ({
  competitionId: filter.competitionId,
  paid: filter.paid === null ? null : filter.paid === 1,
  cancelled: filter.cancelled === null ? null : filter.cancelled === 1,
});

/**
 * The columns a role sees: privileged roles and club admins see id and userId; club admins also
 * the club (docs/back-office-additions.md).
 */
export const orderItemColumns = ({
  privileged,
  clubAdmin,
}: {
  privileged: boolean;
  clubAdmin: boolean;
}): OrderItemColumn[] => [
  ...(privileged || clubAdmin ? (['id', 'userId'] as const) : []),
  'lastName',
  'firstName',
  'email',
  'squadName',
  'squadStandName',
  ...(privileged ? [] : (['clubName'] as const)),
  'createdAt',
  'paid',
  'paid2',
  'cancelled',
  'actions',
];

/** The competitions one may sign up for from the list: those with a public link. */
export const pickableCompetitions = (competitions: readonly CompetitionChoice[]) =>
  competitions.flatMap(({ id, name, publicLink }) => (publicLink ? [{ id, name, publicLink }] : []));

/** The text of a cell (every column but the actions); `t` gives the yes/no and status words. */
export const orderItemCellText = (
  row: AdminOrderItem,
  column: Exclude<OrderItemColumn, 'actions'>,
  t: (key: string) => string,
): string => {
  switch (column) {
    case 'createdAt':
      return formatViennaDate(row.createdAt);
    case 'paid':
    case 'paid2':
      return row[column] ? t('orderItems.yes') : t('orderItems.no');
    case 'cancelled':
      return row.cancelled ? t('orderItems.cancelled') : row.waitingList ? t('orderItems.waitingList') : '';
    case 'squadName':
      return row.squadName ?? '';
    default:
      return String(row[column] ?? '');
  }
};
