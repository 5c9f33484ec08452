import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams } from '../api/types';

/** An uploaded image of an advert (`POST /api/upload?kind=logo`). */
export interface AdvertisingImage {
  id: number;
  fileName: string;
}

/** An advert as `GET /api/advertising` answers it (dates ISO date-times, text sanitized HTML). */
export interface Advertising {
  id: number;
  publicId: string;
  active: boolean;
  name: string;
  shortName: string | null;
  text: string | null;
  image: AdvertisingImage | null;
  detailImage: AdvertisingImage | null;
  fromDate: string | null;
  toDate: string | null;
  buttonText: string;
  buttonLink: string | null;
  detailView: boolean;
  clicks: number;
  createdAt: string;
}

/** Body of create and update: exactly these fields (the server refuses others). */
export interface AdvertisingBody {
  active: boolean;
  name: string;
  shortName: string | null;
  text: string | null;
  image: { id: number } | null;
  detailImage: { id: number } | null;
  fromDate: string | null;
  toDate: string | null;
  buttonText: string;
  buttonLink: string | null;
  detailView: boolean;
}

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
      invalidatesTags: (_result, _error, { id }) => [LIST, record(id)],
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
