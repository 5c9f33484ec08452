import type { Advertising, AdvertisingBody, AdvertisingImage } from '@portal/contracts';
import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams } from '../api/types';

/**
 * An advert as `GET /api/advertising` answers it, its image (`POST /api/upload?kind=logo`) and the
 * body of create and update: the contracts' shapes.
 */
export type { Advertising, AdvertisingBody, AdvertisingImage };

const LIST = { type: 'Advertising' as const, id: 'LIST' };
const record = (id: number) => ({ type: 'Advertising' as const, id });

/** Admin CRUD of the adverts (`/api/advertising`). */
export const advertisingsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    advertisingList: build.query<ListAnswer<Advertising>, ListParams>({
      query: (params) => ({ url: 'advertising', params }),
      providesTags: [LIST],
    }),
    advertisingRecord: build.query<Advertising, number>({
      query: (id) => `advertising/${id}`,
      providesTags: (_result, _error, id) => [record(id)],
    }),
    createAdvertising: build.mutation<Advertising, AdvertisingBody>({
      query: (body) => ({ url: 'advertising', method: 'POST', body }),
      invalidatesTags: [LIST],
      extraOptions: { silent: true },
    }),
    updateAdvertising: build.mutation<Advertising, { id: number; body: AdvertisingBody }>({
      query: ({ id, body }) => ({ url: `advertising/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, record(id)]),
      extraOptions: { silent: true },
    }),
    deleteAdvertising: build.mutation<void, number>({
      query: (id) => ({ url: `advertising/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    deleteManyAdvertisings: build.mutation<{ count: number }, number[]>({
      query: (ids) => ({ url: 'advertising/deleteMany', method: 'POST', body: { ids } }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useAdvertisingListQuery,
  useAdvertisingRecordQuery,
  useCreateAdvertisingMutation,
  useUpdateAdvertisingMutation,
  useDeleteAdvertisingMutation,
  useDeleteManyAdvertisingsMutation,
} = advertisingsApi;
