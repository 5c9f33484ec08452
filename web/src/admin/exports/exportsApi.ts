import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, NamedOption } from '../api/types';

/** Competitions of the exports page's dropdown (docs/web-app.md: 300, newest first, no events). */
export const exportsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    exportCompetitionOptions: build.query<NamedOption[], { clubId: number | null }>({
      query: ({ clubId }) => ({
        url: 'competitions',
        // a club admin's list is their club's anyway; the filter says so explicitly
        params: {
          page: 0,
          size: 300,
          sort: 'competitionDate,desc',
          event: false,
          ...(clubId ? { clubId } : {}),
        },
      }),
      transformResponse: (answer: ListAnswer<{ id: number; name: string }>) =>
        answer.content.map(({ id, name }) => ({ id, name })),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useExportCompetitionOptionsQuery } = exportsApi;
