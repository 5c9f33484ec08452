import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, NamedOption } from './types';

/** Page sizes of the reference selects (docs/web-app.md). */
export const REFERENCE_SIZES = {
  clubsPubList: 1000,
  competitionClasses: 200,
  divisions: 1000,
  factors: 200,
} as const;
export type ReferenceList = keyof typeof REFERENCE_SIZES;

/** Public reference lists of the catalog, sorted by name; a failure only empties the select. */
export const referenceApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    referenceOptions: build.query<ListAnswer<NamedOption>, ReferenceList>({
      query: (list) => ({
        url: `publicResources/${list}`,
        params: { page: 0, size: REFERENCE_SIZES[list], sort: 'name,asc' },
      }),
      providesTags: (_result, _error, list) => [
        list === 'clubsPubList' ? { type: 'Club', id: 'OPTIONS' } : { type: 'ReferenceData', id: list },
      ],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useReferenceOptionsQuery } = referenceApi;
