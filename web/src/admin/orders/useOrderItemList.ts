import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { selectPermissions } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { hasAny } from '../access';
import { useDebouncedValue, useListControls, useScrollTop } from '../common/hooks';
import { listRows } from '../common/ListParts';
import {
  buildOrderItemsQuery,
  initialOrderItemListState,
  orderItemColumns,
  pickableCompetitions,
  type OrderItemListState,
  type OrderItemSortField,
} from './orderItemListQuery';
import { useOrderCompetitionsQuery, useOrderItemSquadsQuery, useOrderItemsQuery } from './ordersApi';

/**
 * The state of the order-item list: the caller's role, filter and paging, the competitions and
 * squads to filter by, the page of a competition's registrations and the columns the role sees.
 * Nothing is asked for before a competition is chosen.
 */
export const useOrderItemList = () => {
  useScrollTop();
  const permissions = useAppSelector(selectPermissions);
  const privileged = hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN']);
  const clubAdmin = hasAny(permissions, ['IS_CLUB_ADMIN']);
  const controls = useListControls<OrderItemListState, OrderItemSortField>(
    'orderItems',
    initialOrderItemListState,
  );
  const { state } = controls;
  const search = useDebouncedValue(state.filter.search);
  const competitions = useOrderCompetitionsQuery();
  const competitionId = state.filter.competitionId;
  const squads = useOrderItemSquadsQuery(competitionId ?? skipToken);
  const list = useOrderItemsQuery(
    competitionId === null
      ? skipToken
      : buildOrderItemsQuery(competitionId, state.filter, state.paging, search),
  );
  const pickable = useMemo(() => pickableCompetitions(competitions.data ?? []), [competitions.data]);
  return {
    privileged,
    controls,
    competitionId,
    competitions,
    squads,
    list,
    rows: listRows(list),
    columns: orderItemColumns({ privileged, clubAdmin }),
    pickable,
  };
};

export type OrderItemList = ReturnType<typeof useOrderItemList>;
