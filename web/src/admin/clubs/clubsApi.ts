import type { Club, ClubBody, StoredFile } from '@portal/contracts';
import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams } from '../api/types';

/** A club as the catalog's back-office API returns and takes it, and its logo: the contracts' shapes. */
export type { Club, ClubBody, StoredFile as ClubLogo };
export type { ClubCountry } from '@portal/contracts';

const listTag = { type: 'Club' as const, id: 'LIST' };
const recordTag = (id: number) => ({ type: 'Club' as const, id });
// the club options of other screens (publicResources/clubsPubList) change with a club too
const optionsTag = { type: 'Club' as const, id: 'OPTIONS' };

/** The catalog's club administration (`/api/clubs`) and the logo upload. */
export const clubsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    clubs: build.query<ListAnswer<Club>, ListParams>({
      query: (params) => ({ url: 'clubs', params }),
      providesTags: [listTag],
    }),
    club: build.query<Club, number>({
      query: (id) => `clubs/${id}`,
      providesTags: (_result, _error, id) => [recordTag(id)],
    }),
    createClub: build.mutation<Club, ClubBody>({
      query: (body) => ({ url: 'clubs', method: 'POST', body }),
      invalidatesTags: [listTag, optionsTag],
      extraOptions: { silent: true },
    }),
    updateClub: build.mutation<Club, { id: number; body: ClubBody }>({
      query: ({ id, body }) => ({ url: `clubs/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error, { id }) => (error ? [] : [listTag, optionsTag, recordTag(id)]),
      extraOptions: { silent: true },
    }),
    updateClubActive: build.mutation<void, { id: number; active: boolean }>({
      query: (body) => ({ url: 'clubs/updateActive', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [listTag, optionsTag, recordTag(id)],
    }),
    uploadLogo: build.mutation<StoredFile, FormData>({
      query: (body) => ({ url: 'upload', method: 'POST', params: { kind: 'logo' }, body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useClubsQuery,
  useClubQuery,
  useCreateClubMutation,
  useUpdateClubMutation,
  useUpdateClubActiveMutation,
  useUploadLogoMutation,
} = clubsApi;
