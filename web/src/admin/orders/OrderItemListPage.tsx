import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import EditIcon from '@mui/icons-material/Edit';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import RestoreIcon from '@mui/icons-material/Restore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import type { AdminOrderItem } from '@portal/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OrderItemsDownload } from '../../downloads/OrderItemsDownload';
import { PageTitle } from '../../pages/PageTitle';
import { PickAndSignUp } from '../../signup/PickAndSignUp';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { hasAny } from '../access';
import { ComboInput } from '../common/FormParts';
import { useDebouncedValue, useListControls, useScrollTop } from '../common/hooks';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import {
  FilterBar,
  FilterSelect,
  FilterText,
  ListTable,
  listRows,
  RowAction,
  sortableHead,
  TitleActions,
} from '../common/ListParts';
import { ORDER_PATHS } from './orderPaths';
import { OrderItemQuestion, type ItemQuestion } from './OrderItemQuestion';
import { useOrderCompetitionsQuery, useOrderItemSquadsQuery, useOrderItemsQuery } from './ordersApi';
import './orderTexts';
import { formatViennaDate } from '@portal/contracts/vienna-time';

type SortField =
  'id' | 'lastName' | 'email' | 'squadName' | 'clubName' | 'createdAt' | 'paid' | 'paid2' | 'cancelled';
type Column = SortField | 'userId' | 'firstName' | 'squadStandName' | 'actions';
/** the yes/no filters: 1 yes, 2 no */
const YES_NO = { 1: 'true', 2: 'false' } as const;

interface ItemListState {
  paging: Paging<SortField>;
  filter: {
    competitionId: number | null;
    squadId: number | null;
    search: string;
    paid: 1 | 2 | null;
    cancelled: 1 | 2 | null;
  };
}

const initial = (): ItemListState => ({
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { field: 'id', direction: 'asc' } },
  filter: { competitionId: null, squadId: null, search: '', paid: null, cancelled: null },
});

const SORTABLE: readonly Column[] = [
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
/** unpaid rows: a light red the dark text keeps its contrast on */
const UNPAID_SX = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.12) };

/**
 * `orderItemList` (docs/order-admin.md): a competition's registrations with
 * filters, sortable columns and paging; per row pay, second pay, cancel / uncancel (each asked
 * first, OrderItemQuestion), change squad (not for cancelled ones) and edit. Admins, portal
 * admins and club admins also see id and user id, club admins the club too. Unpaid rows are red, cancelled ones say
 * `Abgemeldet`.
 */
const OrderItemListPage = () => {
  const { t } = useTranslation();
  useScrollTop();
  const navigate = useNavigate();
  const permissions = useAppSelector(selectPermissions);
  const privileged = hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  const clubAdmin = hasAny(permissions, ['IS_CLUB_ADMIN']);
  const controls = useListControls<ItemListState, SortField>('orderItems', initial);
  const { state, setFilter } = controls;
  const search = useDebouncedValue(state.filter.search);
  const competitions = useOrderCompetitionsQuery();
  const competitionId = state.filter.competitionId;
  const squads = useOrderItemSquadsQuery(competitionId ?? skipToken);
  const list = useOrderItemsQuery(
    competitionId === null
      ? skipToken
      : buildListQuery(state.paging, {
          competitionId,
          squadId: state.filter.squadId,
          search,
          paid: state.filter.paid === null ? null : YES_NO[state.filter.paid],
          cancelled: state.filter.cancelled === null ? null : YES_NO[state.filter.cancelled],
        }),
  );
  // one question at a time: which row and which toggle
  const [asking, setAsking] = useState<ItemQuestion | null>(null);
  const closeQuestion = useCallback(() => setAsking(null), []);
  const rows = listRows(list);
  const sortable = sortableHead(controls);
  const columns: Column[] = [
    // privileged roles and club admins see id and userId; club admins also the club (docs/back-office-additions.md)
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
  const pickable = useMemo(
    () =>
      (competitions.data ?? []).flatMap(({ id, name, publicLink }) =>
        publicLink ? [{ id, name, publicLink }] : [],
      ),
    [competitions.data],
  );

  const head = columns.map((column) =>
    (SORTABLE as readonly string[]).includes(column) ? (
      sortable(column as SortField, t(`orderItems.fields.${column}`))
    ) : (
      <TableCell key={column}>{t(`orderItems.fields.${column}`)}</TableCell>
    ),
  );

  const cell = (row: AdminOrderItem, column: Column) => {
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
      case 'actions':
        return actions(row);
      default:
        return String(row[column] ?? '');
    }
  };

  const actions = (row: AdminOrderItem) => (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap' }}>
      <RowAction
        title={t(row.paid ? 'orderItems.unpay' : 'orderItems.pay')}
        testId={`order-item-pay-${row.id}`}
        color={row.paid ? 'success' : 'default'}
        onClick={() => setAsking({ row, kind: row.paid ? 'unpay' : 'pay' })}
      >
        <CheckCircleIcon fontSize="small" />
      </RowAction>
      <RowAction
        title={t(row.paid2 ? 'orderItems.unpay2' : 'orderItems.pay2')}
        testId={`order-item-pay2-${row.id}`}
        color={row.paid2 ? 'success' : 'default'}
        onClick={() => setAsking({ row, kind: row.paid2 ? 'unpay2' : 'pay2' })}
      >
        <DoneAllIcon fontSize="small" />
      </RowAction>
      {row.cancelled ? (
        <RowAction
          title={t('orderItems.uncancel')}
          testId={`order-item-uncancel-${row.id}`}
          onClick={() => setAsking({ row, kind: 'uncancel' })}
        >
          <RestoreIcon fontSize="small" />
        </RowAction>
      ) : (
        <>
          <RowAction
            title={t('orderItems.cancel')}
            testId={`order-item-cancel-${row.id}`}
            color="error"
            onClick={() => setAsking({ row, kind: 'cancel' })}
          >
            <EventBusyIcon fontSize="small" />
          </RowAction>
          <RowAction
            title={t('orderItems.changeSquad')}
            testId={`order-item-change-squad-${row.id}`}
            onClick={() => navigate(ORDER_PATHS.changeSquad(row.id))}
          >
            <SwapHorizIcon fontSize="small" />
          </RowAction>
          <RowAction
            title={t('orderItems.edit')}
            testId={`order-item-edit-${row.id}`}
            onClick={() => navigate(ORDER_PATHS.orderItemEdit(row.id))}
          >
            <EditIcon fontSize="small" />
          </RowAction>
        </>
      )}
    </Box>
  );

  const yesNo = [
    { id: 1, name: t('orderItems.yes') },
    { id: 2, name: t('orderItems.no') },
  ];

  return (
    <Box data-testid="order-item-list-page">
      <PageTitle>{t('orderItems.title')}</PageTitle>
      <TitleActions>
        {/* the dialog opens here; its step 1 picks the competition unless the filter gives one */}
        <PickAndSignUp competitions={pickable} givenId={competitionId} testId="order-item-sign-up" />
        {/* the Excel export of the filtered items (docs/order-admin.md) */}
        <OrderItemsDownload
          filter={{
            competitionId,
            paid: state.filter.paid === null ? null : state.filter.paid === 1,
            cancelled: state.filter.cancelled === null ? null : state.filter.cancelled === 1,
          }}
        />
      </TitleActions>
      <FilterBar label={t('orderItems.filters')}>
        <ComboInput
          filter
          label={t('orderItems.chooseCompetition')}
          testId="order-item-filter-competition"
          value={competitionId}
          options={competitions.data ?? []}
          loading={competitions.isLoading}
          onChange={(id) => setFilter({ competitionId: id, squadId: null })}
        />
        <FilterSelect
          label={t('orderItems.squad')}
          testId="order-item-filter-squad"
          value={state.filter.squadId}
          allLabel={t('orderItems.allSquads')}
          options={(squads.data ?? []).map((squad) => ({ id: squad.id, name: squad.name }))}
          onChange={(squadId) => setFilter({ squadId })}
        />
        <FilterText
          label={t('orderItems.search')}
          testId="order-item-filter-search"
          value={state.filter.search}
          onChange={(value) => setFilter({ search: value })}
        />
        <FilterSelect
          label={t('orderItems.paidFilter')}
          testId="order-item-filter-paid"
          value={state.filter.paid}
          allLabel={t('orderItems.all')}
          options={yesNo}
          onChange={(paid) => setFilter({ paid: paid === 1 || paid === 2 ? paid : null })}
        />
        <FilterSelect
          label={t('orderItems.cancelledFilter')}
          testId="order-item-filter-cancelled"
          value={state.filter.cancelled}
          allLabel={t('orderItems.all')}
          options={yesNo}
          onChange={(cancelled) =>
            setFilter({ cancelled: cancelled === 1 || cancelled === 2 ? cancelled : null })
          }
        />
      </FilterBar>
      {competitionId === null ? (
        <Box sx={{ py: 2 }} data-testid="order-item-choose-hint">
          {t('orderItems.chooseHint')}
        </Box>
      ) : (
        <ListTable
          query={list}
          label={t('orderItems.title')}
          columns={columns.length}
          controls={controls}
          head={head}
        >
          {rows.map((row) => (
            <TableRow
              key={row.id}
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
                  {cell(row, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </ListTable>
      )}
      <OrderItemQuestion asking={asking} onClose={closeQuestion} mayRefund={privileged} />
    </Box>
  );
};

export default OrderItemListPage;
