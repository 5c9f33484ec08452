import type {
  AdminOrder,
  AdminOrderDetails,
  AdminOrderItem,
  AdminOrderItemEditBody,
  AdminSquad,
  ItemCardPayment,
  OrderToggleAnswer,
  PaymentRefunded,
} from '@portal/contracts';
import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams } from '../api/types';

/**
 * Registration's order administration calls (docs/order-admin.md: orders, orderItems, the
 * toggles and changeSquad). The gateway routes by path, so they share the catalog slice's base
 * query; every toggle refreshes the lists (tag `OrderItem`).
 */
const api = catalogApi.enhanceEndpoints({ addTagTypes: ['OrderItem'] });
export const ALL = [{ type: 'OrderItem' as const, id: 'LIST' }];

export interface CompetitionChoice {
  id: number;
  name: string;
  publicLink: string | null;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<ListAnswer<AdminOrder>, ListParams>({
      query: (params) => ({ url: 'orders', params }),
      providesTags: ALL,
    }),
    order: build.query<AdminOrderDetails, number>({
      query: (id) => `orders/${id}`,
      providesTags: ALL,
    }),
    orderItems: build.query<ListAnswer<AdminOrderItem>, ListParams>({
      query: (params) => ({ url: 'orderItems', params }),
      providesTags: ALL,
    }),
    orderItem: build.query<AdminOrderItem, number>({
      query: (id) => `orderItems/${id}`,
      providesTags: ALL,
    }),
    orderItemSquads: build.query<AdminSquad[], number>({
      query: (competitionId) => ({ url: 'orderItems/squads', params: { competitionId } }),
      providesTags: ALL,
    }),
    /** The competitions of the order-item list's picker (club admins get their club's). */
    orderCompetitions: build.query<CompetitionChoice[], void>({
      query: () => ({
        url: 'competitions',
        params: { page: 0, size: 300, sort: 'competitionDate,desc', eventsAndComps: true },
      }),
      transformResponse: (answer: ListAnswer<CompetitionChoice>) =>
        answer.content.map(({ id, name, publicLink }) => ({ id, name, publicLink: publicLink ?? null })),
      extraOptions: { silent: true },
    }),
    toggleOrder: build.mutation<
      OrderToggleAnswer,
      { kind: 'pay'; id: number; paid: boolean } | { kind: 'cancel'; id: number; cancelled: boolean }
    >({
      query: ({ kind, ...body }) => ({ url: `orders/${kind}`, method: 'PUT', body }),
      invalidatesTags: ALL,
    }),
    toggleOrderItem: build.mutation<
      OrderToggleAnswer,
      | { kind: 'pay'; id: number; paid: boolean }
      | { kind: 'pay2'; id: number; paid2: boolean }
      | { kind: 'cancel'; id: number; cancelled: boolean }
    >({
      query: ({ kind, ...body }) => ({ url: `orderItems/${kind}`, method: 'PUT', body }),
      invalidatesTags: ALL,
    }),
    changeSquad: build.mutation<{ items: AdminOrderItem[] }, { id: number; targetItemId: number }>({
      query: ({ id, targetItemId }) => ({
        url: `orderItems/changeSquad/${id}`,
        method: 'POST',
        body: { targetItemId },
      }),
      invalidatesTags: ALL,
    }),
    /** The card payment a refund of the item would take (payment's admins-only read). */
    itemCardPayment: build.query<ItemCardPayment, number>({
      query: (id) => `payments/orderItems/${id}/cardPayment`,
      providesTags: ALL,
      extraOptions: { silent: true },
    }),
    /** Refunds the item's card payment through the provider (payment service, once). */
    refundItemPayment: build.mutation<PaymentRefunded, { itemId: number }>({
      query: (body) => ({ url: 'payments/refunds', method: 'POST', body }),
      // registration takes the items' paid flags back when the refund event arrives; a failure
      // refreshes nothing, so the open offer keeps showing its error
      invalidatesTags: (result) => (result ? ALL : []),
      extraOptions: { silent: true },
    }),
    updateOrderItem: build.mutation<
      { message: 'SUCCESS_ORDER_ITEM_EDIT'; item: AdminOrderItem },
      { id: number; body: AdminOrderItemEditBody }
    >({
      query: ({ id, body }) => ({ url: `orderItems/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error) => (error ? [] : ALL),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useOrderItemsQuery,
  useOrderItemQuery,
  useOrderItemSquadsQuery,
  useOrderCompetitionsQuery,
  useToggleOrderMutation,
  useToggleOrderItemMutation,
  useChangeSquadMutation,
  useUpdateOrderItemMutation,
  useItemCardPaymentQuery,
  useRefundItemPaymentMutation,
} = ordersApi;
