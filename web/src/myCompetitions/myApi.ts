import type {
  BookedCompetition,
  ListAnswer,
  OrderItemDetails,
  OrderItemEditBody,
  ProcessingItems,
} from '@portal/contracts';
import { catalogApi } from '../api/catalogApi';
import type { PublicCompetition } from '../public/types';

const BOOKED_TAG = { type: 'Booked' as const, id: 'LIST' };

export interface BookedArgs {
  archive?: boolean;
  multipleWaitingList?: boolean;
  cancelled?: boolean;
  page: number;
  size: number;
  /** the user the answer belongs to: logout does not reload the page */
  audience: number;
}

/** The mailed link's key. */
export interface LinkArgs {
  id: number;
  token: string;
}

const flags = ({ archive, multipleWaitingList, cancelled }: BookedArgs) => ({
  ...(archive !== undefined ? { archive: String(archive) } : {}),
  ...(multipleWaitingList ? { multipleWaitingList: 'true' } : {}),
  ...(cancelled !== undefined ? { cancelled: String(cancelled) } : {}),
});

/** Registration's calls for one's own registrations (docs/registration.md), and catalog's favourites list. */
// injected into a slice the store already has, so the shell does not carry these calls
export const myApi = catalogApi.enhanceEndpoints({ addTagTypes: ['Booked', 'OrderItem'] }).injectEndpoints({
  endpoints: (build) => ({
    bookedCompetitions: build.query<ListAnswer<BookedCompetition>, BookedArgs>({
      query: (args) => ({
        url: 'userBookedCompetitions',
        params: {
          ...flags(args),
          page: args.page,
          size: args.size,
          sort: `competition.competitionDate,${args.archive ? 'desc' : 'asc'}`,
        },
      }),
      providesTags: [BOOKED_TAG],
    }),
    // payment's answer: which of these registrations have a card payment still running
    processingOrderItems: build.query<ProcessingItems, { itemIds: number[]; audience: number }>({
      query: ({ itemIds }) => ({
        url: 'payments/processingOrderItems',
        params: { itemIds: itemIds.join(',') },
      }),
      // without it the rows are only not marked (docs/my-competitions.md)
      extraOptions: { silent: true },
      providesTags: [BOOKED_TAG],
    }),
    favouriteCompetitions: build.query<
      ListAnswer<PublicCompetition>,
      { page: number; size: number; audience: number }
    >({
      query: ({ page, size }) => ({ url: 'competitions/favourites', params: { page, size } }),
      // a failure silently yields nothing (docs/web-app.md)
      extraOptions: { silent: true },
    }),
    shooterOrderItem: build.query<OrderItemDetails, number>({
      query: (id) => `shooterOrderItems/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'OrderItem', id }],
    }),
    saveShooterOrderItem: build.mutation<OrderItemDetails, { id: number; body: OrderItemEditBody }>({
      query: ({ id, body }) => ({ url: `shooterOrderItems/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [BOOKED_TAG, { type: 'OrderItem', id }],
    }),
    cancelShooterOrderItem: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `shooterOrderItems/${id}/cancel`, method: 'PUT' }),
      invalidatesTags: (_result, _error, id) => [BOOKED_TAG, { type: 'OrderItem', id }],
    }),
    publicOrderItem: build.query<OrderItemDetails, LinkArgs>({
      query: ({ id, token }) => `publicResources/orderItems/${id}/${token}`,
      // the page says itself that the registration could not be loaded
      extraOptions: { silent: true },
      providesTags: (_result, _error, { id }) => [{ type: 'OrderItem', id }],
    }),
    savePublicOrderItem: build.mutation<OrderItemDetails, LinkArgs & { body: OrderItemEditBody }>({
      query: ({ id, token, body }) => ({
        url: `publicResources/orderItems/${id}/${token}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'OrderItem', id }],
    }),
    cancelPublicOrderItem: build.mutation<{ message: string }, LinkArgs>({
      query: ({ id, token }) => ({ url: `publicResources/orderItems/${id}/${token}/cancel`, method: 'PUT' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'OrderItem', id }],
    }),
  }),
});

export const {
  useBookedCompetitionsQuery,
  useFavouriteCompetitionsQuery,
  useProcessingOrderItemsQuery,
  useShooterOrderItemQuery,
  useSaveShooterOrderItemMutation,
  useCancelShooterOrderItemMutation,
  usePublicOrderItemQuery,
  useSavePublicOrderItemMutation,
  useCancelPublicOrderItemMutation,
} = myApi;
