import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams, NamedOption } from '../api/types';
import type {
  Competition,
  CompetitionBody,
  CompetitionTypeOption,
  UploadedDocument,
  UploadTypeOption,
} from './competitionModel';
import type { CompetitionKind } from './competitionPaths';

/** Page sizes of the form's selects (docs/web-app.md). */
export const LOOKUP_SIZES = {
  competitionTypes: 200,
  competitionClasses: 200,
  factors: 200,
  levels: 100,
  uploadTypes: 100,
} as const;
export type LookupList = keyof typeof LOOKUP_SIZES;

const LIST = { type: 'Competition' as const, id: 'LIST' };
const record = (id: number) => ({ type: 'Competition' as const, id });

/** The lists and records of one kind, and the competition's status calls (they work for events too). */
export const competitionsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    competitionList: build.query<ListAnswer<Competition>, { kind: CompetitionKind; params: ListParams }>({
      query: ({ kind, params }) => ({ url: kind, params }),
      providesTags: [LIST],
    }),
    competitionRecord: build.query<Competition, { kind: CompetitionKind; id: number }>({
      query: ({ kind, id }) => `${kind}/${id}`,
      providesTags: (_result, _error, { id }) => [record(id)],
    }),
    createCompetition: build.mutation<Competition, { kind: CompetitionKind; body: CompetitionBody }>({
      query: ({ kind, body }) => ({ url: kind, method: 'POST', body }),
      invalidatesTags: [LIST],
      extraOptions: { silent: true },
    }),
    updateCompetition: build.mutation<
      Competition,
      { kind: CompetitionKind; id: number; body: CompetitionBody }
    >({
      query: ({ kind, id, body }) => ({ url: `${kind}/${id}`, method: 'PUT', body }),
      // a refused save keeps the record: reading it again would replace the open form, and with
      // it the admin's edits and the server's errors at their fields
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, record(id)]),
      extraOptions: { silent: true },
    }),
    deleteCompetition: build.mutation<void, { kind: CompetitionKind; id: number }>({
      query: ({ kind, id }) => ({ url: `${kind}/${id}`, method: 'DELETE' }),
      // not the record: the open edit page would read it again and find it gone
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    deleteManyCompetitions: build.mutation<{ count: number }, { kind: CompetitionKind; ids: number[] }>({
      query: ({ kind, ids }) => ({ url: `${kind}/deleteMany`, method: 'POST', body: { ids } }),
      invalidatesTags: [LIST],
    }),
    /**
     * Cancel or reactivate. Silent: ERROR.REGISTRATION_ALREADY_STARTED is a question the dialog
     * asks, not a failure; `force` confirms it (`forceUpdateCancel`).
     */
    updateCancel: build.mutation<unknown, { id: number; cancelled: boolean; force?: boolean }>({
      query: ({ id, cancelled, force }) => ({
        url: force ? 'competitions/forceUpdateCancel' : 'competitions/updateCancel',
        method: 'PUT',
        body: { id, cancelled },
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, record(id)],
      extraOptions: { silent: true },
    }),
    /** The start fee of one competition paid or not (admins). */
    payCompetition: build.mutation<unknown, { id: number; paid: boolean }>({
      query: (body) => ({ url: 'competitions/pay', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, record(id)],
    }),
    /** Marks several competitions paid (admins). */
    markCompetitionsPaid: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'competitions/paid', method: 'PUT', body: { ids } }),
      invalidatesTags: [LIST],
    }),
    /** Form lookups: competition types (with the event flag), levels, classes, factors, upload types. */
    lookupList: build.query<
      ListAnswer<NamedOption & Partial<CompetitionTypeOption & UploadTypeOption>>,
      LookupList
    >({
      query: (list) => ({
        url: list,
        params: {
          page: 0,
          size: LOOKUP_SIZES[list],
          sort: list === 'uploadTypes' ? 'sortingOrder,asc' : 'name,asc',
        },
      }),
      providesTags: (_result, _error, list) => [{ type: 'ReferenceData', id: list }],
      extraOptions: { silent: true },
    }),
    /** The divisions a competition type offers. */
    divisionsOfType: build.query<NamedOption[], number>({
      query: (typeId) => `divisions/findByCompetitionType/${typeId}`,
      providesTags: [{ type: 'ReferenceData', id: 'divisions' }],
      extraOptions: { silent: true },
    }),
    uploadDocument: build.mutation<UploadedDocument, FormData>({
      query: (body) => ({ url: 'upload', method: 'POST', params: { kind: 'document' }, body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useCompetitionListQuery,
  useCompetitionRecordQuery,
  useCreateCompetitionMutation,
  useUpdateCompetitionMutation,
  useDeleteCompetitionMutation,
  useDeleteManyCompetitionsMutation,
  useUpdateCancelMutation,
  usePayCompetitionMutation,
  useMarkCompetitionsPaidMutation,
  useLookupListQuery,
  useDivisionsOfTypeQuery,
  useUploadDocumentMutation,
} = competitionsApi;
