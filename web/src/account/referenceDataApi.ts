import type { Named } from '@portal/contracts';
import { catalogApi } from '../api/catalogApi';

/** A `{ id, name }` row of a public list. */
export type Option = Named;

/** Public lists behind the shooter selects (sizes: docs/web-app.md). */
export const OPTION_LISTS = {
  competitionClasses: 200,
  divisions: 1000,
  factors: 200,
  clubsPubList: 1000,
} as const;
export type OptionList = keyof typeof OPTION_LISTS;

const referenceDataApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    accountOptionList: build.query<Option[], OptionList>({
      query: (list) => ({
        url: `/publicResources/${list}`,
        params: { page: 0, size: OPTION_LISTS[list], sort: 'name,asc' },
      }),
      transformResponse: (answer: { content?: unknown }) =>
        (Array.isArray(answer?.content) ? (answer.content as Option[]) : []).map(({ id, name }) => ({
          id,
          name,
        })),
      // a failed list leaves its select empty and the form says so; no error dialog
      extraOptions: { silent: true },
      providesTags: ['ReferenceData'],
    }),
    /** Up to 100 listed clubs whose name matches (the own booking's club picker). */
    clubsByName: build.query<Option[], string>({
      query: (name) => ({
        url: '/publicResources/clubsPubList',
        params: { page: 0, size: 100, sort: 'name,asc', ...(name ? { name } : {}) },
      }),
      transformResponse: (answer: { content?: unknown }) =>
        (Array.isArray(answer?.content) ? (answer.content as Option[]) : []).map(({ id, name }) => ({
          id,
          name,
        })),
      extraOptions: { silent: true },
      providesTags: ['ReferenceData'],
    }),
  }),
});

export const { useAccountOptionListQuery, useClubsByNameQuery } = referenceDataApi;
