import type { CompetitionRegistration, ListAnswer, Participant } from '@portal/contracts';
import { catalogApi } from '../api/catalogApi';
import { REGISTRATION_TAG } from './competitionTags';

export interface ParticipantsArgs {
  competitionId: number;
  page: number;
  size: number;
  /** premium users only (`field,direction`) */
  sort?: string;
  /** premium users only */
  search?: string;
  /** the cache is kept per user (0 for guests): premium and plain answers differ */
  audience: number;
}

/** Both lists' tag: a sign-up invalidates it (signUpApi's reserveOrder, competitionTags.ts). */
export { REGISTRATION_TAG };

/**
 * Registration's public reads (participants table, registered icons). They ride on the catalog's
 * slice (same /api base, same error handling) until registration has a slice of its own.
 */
export const participantsApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    participants: build.query<ListAnswer<Participant>, ParticipantsArgs>({
      query: ({ competitionId, page, size, sort, search }) => ({
        url: 'publicResources/orderItems',
        params: { competitionId, page, size, ...(sort ? { sort } : {}), ...(search ? { search } : {}) },
      }),
      // the table shows its own error line; no second message in the shared error dialog
      extraOptions: { silent: true },
      providesTags: [REGISTRATION_TAG],
    }),
    /** my live registrations per competition (logged-in non-guests); a failure shows no icons */
    myRegistrations: build.query<CompetitionRegistration[], number>({
      query: () => 'competitions/registrations',
      extraOptions: { silent: true },
      providesTags: [REGISTRATION_TAG],
    }),
  }),
});

export const { useParticipantsQuery, useMyRegistrationsQuery } = participantsApi;
