import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams, NamedOption } from '../api/types';
import type { ReferenceRecord } from './referenceConfig';
import type { ReferenceResource } from './resources';

/** Competition types for the division form and list (docs/web-app.md: divisions load 1000). */
export const COMPETITION_TYPE_OPTIONS_SIZE = 1000;

// the list tag is the resource, so a change also refreshes the public selects of that list
const listTag = (resource: ReferenceResource) => ({ type: 'ReferenceData' as const, id: resource });
const recordTag = (resource: ReferenceResource, id: number) => ({
  type: 'ReferenceData' as const,
  id: `${resource}/${id}`,
});

/** CRUD of the catalog's reference data (`/api/<resource>`), one set of endpoints for all six. */
export const referenceDataApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    referenceList: build.query<
      ListAnswer<ReferenceRecord>,
      { resource: ReferenceResource; params: ListParams }
    >({
      query: ({ resource, params }) => ({ url: resource, params }),
      providesTags: (_result, _error, { resource }) => [listTag(resource)],
    }),
    referenceRecord: build.query<ReferenceRecord, { resource: ReferenceResource; id: number }>({
      query: ({ resource, id }) => `${resource}/${id}`,
      providesTags: (_result, _error, { resource, id }) => [recordTag(resource, id)],
    }),
    createReference: build.mutation<
      ReferenceRecord,
      { resource: ReferenceResource; body: Record<string, unknown> }
    >({
      query: ({ resource, body }) => ({ url: resource, method: 'POST', body }),
      invalidatesTags: (_result, _error, { resource }) => [listTag(resource)],
      extraOptions: { silent: true },
    }),
    updateReference: build.mutation<
      ReferenceRecord,
      { resource: ReferenceResource; id: number; body: Record<string, unknown> }
    >({
      query: ({ resource, id, body }) => ({ url: `${resource}/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error, { resource, id }) =>
        error ? [] : [listTag(resource), recordTag(resource, id)],
      extraOptions: { silent: true },
    }),
    deleteReference: build.mutation<void, { resource: ReferenceResource; id: number }>({
      query: ({ resource, id }) => ({ url: `${resource}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { resource }) => (error ? [] : [listTag(resource)]),
    }),
    deleteManyReference: build.mutation<{ count: number }, { resource: ReferenceResource; ids: number[] }>({
      query: ({ resource, ids }) => ({ url: `${resource}/deleteMany`, method: 'POST', body: { ids } }),
      invalidatesTags: (_result, _error, { resource }) => [listTag(resource)],
    }),
    /** Every competition type by name (division form and list); a failure only empties the names. */
    competitionTypeOptions: build.query<ListAnswer<NamedOption>, void>({
      query: () => ({
        url: 'competitionTypes',
        params: { page: 0, size: COMPETITION_TYPE_OPTIONS_SIZE, sort: 'name,asc' },
      }),
      providesTags: [listTag('competitionTypes')],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useReferenceListQuery,
  useReferenceRecordQuery,
  useCreateReferenceMutation,
  useUpdateReferenceMutation,
  useDeleteReferenceMutation,
  useDeleteManyReferenceMutation,
  useCompetitionTypeOptionsQuery,
} = referenceDataApi;
