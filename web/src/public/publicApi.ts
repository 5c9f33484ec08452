import type { ArchiveYears, CompetitionType, PublicCompetitionSortField } from '@portal/contracts/catalog';
import { catalogApi } from '../api/catalogApi';
import { selectIdentity } from '../session/sessionSlice';
import { useAppSelector } from '../store/hooks';
import type { ApiFilter } from './competitionFilters';
import { PUBLIC_COMPETITIONS_TAG, publicCompetitionTag } from './competitionTags';
import { clubApiPath, competitionApiPath } from './publicApiPaths';
import type { ListAnswer, Named, PublicClub, PublicCompetition, PublicCompetitionDetail } from './types';

/** Page-size options of the competition list and the archive (docs/web-app.md). */
export const COMPETITION_PAGE_SIZES = [25, 50, 100, 250, 500] as const;
export const COMPETITION_DEFAULT_SIZE = 50;
/** The dashboard shows the next three public competitions. */
export const DASHBOARD_SIZE = 3;
/** Lookup sizes (docs/web-app.md): levels 200, competition types 1000, clubs up to 1000. */
const LEVELS_SIZE = 200;
const COMPETITION_TYPES_SIZE = 1000;
export const CLUBS_SIZE = 1000;

/** Sort fields of the public list: the catalog's `PUBLIC_COMPETITION_SORT_FIELDS`. */
export type CompetitionSortField = PublicCompetitionSortField;

export interface CompetitionListArgs {
  filter: ApiFilter;
  page: number;
  size: number;
  sort: `${CompetitionSortField},${'asc' | 'desc'}`;
}

/** What the filters read of a competition type (`GET publicResources/competitionTypes`). */
export type CompetitionTypeOption = Pick<CompetitionType, 'id' | 'name' | 'event' | 'logo'>;

/**
 * What a visitor sees depends on who they are (visibility, favourites), and logout does not reload
 * the page: the cache is kept per user (0 for guests), the server never sees this field.
 */
interface Audience {
  audience: number;
}

const LIST_TAG = PUBLIC_COMPETITIONS_TAG;
const FAVOURITES_TAG = { type: 'Favourite' as const, id: 'IDS' };

/** The catalog's public calls of the browsing screens (docs/public-browsing.md). */
export const publicApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    publicCompetitions: build.query<ListAnswer<PublicCompetition>, CompetitionListArgs & Audience>({
      query: ({ filter, page, size, sort }) => ({
        url: 'publicResources/competitions',
        params: { filter: JSON.stringify(filter), page, size, sort },
      }),
      providesTags: [LIST_TAG],
    }),
    publicCompetition: build.query<PublicCompetitionDetail, { publicLink: string } & Audience>({
      query: ({ publicLink }) => competitionApiPath(publicLink),
      // by id: a sign-up knows the competition's id, not its link
      providesTags: (result) => (result ? [publicCompetitionTag(result.id)] : []),
    }),
    /** the years the archive holds for this visitor: the results page's year filter */
    archiveYears: build.query<number[], Audience>({
      query: () => 'publicResources/competitions/archiveYears',
      transformResponse: (answer: ArchiveYears) => answer.years,
      // a failed lookup only leaves the year filter with the chosen year
      extraOptions: { silent: true },
      providesTags: [LIST_TAG],
    }),
    publicClubs: build.query<PublicClub[], void>({
      query: () => ({
        url: 'publicResources/clubs',
        params: { page: 0, size: CLUBS_SIZE, sort: 'name,asc' },
      }),
      transformResponse: (answer: ListAnswer<PublicClub>) => answer.content,
      providesTags: [{ type: 'Club', id: 'PUBLIC' }],
    }),
    publicClub: build.query<PublicClub, string>({
      query: (publicLinkId) => clubApiPath(publicLinkId),
      providesTags: (_result, _error, publicLinkId) => [{ type: 'Club', id: `PUBLIC-${publicLinkId}` }],
    }),
    publicLevels: build.query<Named[], void>({
      query: () => ({
        url: 'publicResources/levels',
        params: { page: 0, size: LEVELS_SIZE, sort: 'name,asc' },
      }),
      transformResponse: (answer: ListAnswer<Named>) => answer.content.map(({ id, name }) => ({ id, name })),
      // a failed lookup only empties its filter
      extraOptions: { silent: true },
      providesTags: [{ type: 'ReferenceData', id: 'levels' }],
    }),
    publicCompetitionTypes: build.query<CompetitionTypeOption[], void>({
      query: () => ({
        url: 'publicResources/competitionTypes',
        params: { page: 0, size: COMPETITION_TYPES_SIZE, sort: 'name,asc' },
      }),
      transformResponse: (answer: ListAnswer<CompetitionTypeOption>) =>
        answer.content.map(({ id, name, event, logo }) => ({ id, name, event, logo })),
      extraOptions: { silent: true },
      providesTags: [{ type: 'ReferenceData', id: 'competitionTypes' }],
    }),
    /** My favourites' ids (logged-in non-guests only); a failure silently yields none (docs/web-app.md). */
    favouriteIds: build.query<number[], void>({
      query: () => 'competitions/favourite',
      extraOptions: { silent: true },
      providesTags: [FAVOURITES_TAG],
    }),
    setFavourite: build.mutation<{ favourite: boolean }, { id: number; favourite: boolean }>({
      query: ({ id, favourite }) => ({
        url: `competitions/${id}/favourite`,
        method: 'POST',
        body: { favourite },
      }),
      // the icon follows at once and goes back when the call fails
      async onQueryStarted({ id, favourite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          publicApi.util.updateQueryData('favouriteIds', undefined, (draft) => {
            const without = draft.filter((favouriteId) => favouriteId !== id);
            return favourite ? [...without, id] : without;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  usePublicClubsQuery,
  usePublicClubQuery,
  usePublicLevelsQuery,
  usePublicCompetitionTypesQuery,
  useFavouriteIdsQuery,
  useSetFavouriteMutation,
} = publicApi;

const useAudience = (): number => useAppSelector(selectIdentity)?.id ?? 0;

/** The competition list, archive or dashboard entries of the current visitor. */
export const usePublicCompetitionsQuery = (args: CompetitionListArgs) =>
  publicApi.usePublicCompetitionsQuery({ ...args, audience: useAudience() });

/** The years of the results archive the current visitor sees, newest first. */
export const useArchiveYearsQuery = () => publicApi.useArchiveYearsQuery({ audience: useAudience() });

/** A competition page as the current visitor sees it. */
export const usePublicCompetitionQuery = (publicLink: string) =>
  publicApi.usePublicCompetitionQuery({ publicLink, audience: useAudience() });
