import type { Reservation, ReservationBody, ReservationCode } from '@portal/contracts';
import { DEFAULT_ROLE_FILTER } from '../users/userListQuery';
import { catalogApi } from '../../api/catalogApi';
import type { ListAnswer, ListParams, NamedOption } from '../api/types';

/**
 * Registration's back-office calls (reservation codes and reservations) and the lookups their
 * forms need. The gateway routes by path, so they share the catalog slice's base query; their
 * own tags keep the lists fresh after a create or edit.
 */
const api = catalogApi.enhanceEndpoints({ addTagTypes: ['ReservationCode', 'Reservation'] });

const CODES = { type: 'ReservationCode' as const, id: 'LIST' };
const LIST = { type: 'Reservation' as const, id: 'LIST' };
const record = (id: number) => ({ type: 'Reservation' as const, id });

/** The form's body; lists of ids, null for no limit or no end. */
export type ReservationInput = Omit<ReservationBody, 'id'>;

export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reservationCodes: build.query<ListAnswer<ReservationCode>, ListParams>({
      query: (params) => ({ url: 'reservationCodes', params }),
      providesTags: [CODES],
    }),
    createReservationCodes: build.mutation<ReservationCode[], { amount: number; competitionId: number }>({
      query: (body) => ({ url: 'reservationCodes', method: 'POST', body }),
      invalidatesTags: [CODES],
      extraOptions: { silent: true },
    }),
    reservations: build.query<ListAnswer<Reservation>, ListParams>({
      query: (params) => ({ url: 'reservations', params }),
      providesTags: [LIST],
    }),
    reservation: build.query<Reservation, number>({
      query: (id) => `reservations/${id}`,
      providesTags: (_result, _error, id) => [record(id)],
    }),
    createReservation: build.mutation<Reservation, ReservationInput>({
      query: (body) => ({ url: 'reservations', method: 'POST', body }),
      invalidatesTags: [LIST],
      extraOptions: { silent: true },
    }),
    updateReservation: build.mutation<Reservation, { id: number; body: ReservationInput }>({
      query: ({ id, body }) => ({ url: `reservations/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, record(id)]),
      extraOptions: { silent: true },
    }),
    /** Competitions and events for the selects: not archived, newest first (docs/registration.md). */
    competitionOptions: build.query<NamedOption[], void>({
      query: () => ({
        url: 'competitions',
        params: { page: 0, size: 10000, sort: 'competitionDate,desc', archive: false, eventsAndComps: true },
      }),
      transformResponse: (answer: ListAnswer<{ id: number; name: string }>) =>
        answer.content.map(({ id, name }) => ({ id, name })),
      extraOptions: { silent: true },
    }),
    /** Active shooters (ROLE_USER) by username, sorted (the reservation's users select). */
    userOptions: build.query<NamedOption[], void>({
      query: () => ({
        url: 'users',
        params: { page: 0, size: 9999, sort: 'username,asc', active: true, role: DEFAULT_ROLE_FILTER },
      }),
      transformResponse: (answer: ListAnswer<{ id: number; username: string }>) =>
        answer.content
          .map(({ id, username }) => ({ id, name: username }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useReservationCodesQuery,
  useCreateReservationCodesMutation,
  useReservationsQuery,
  useReservationQuery,
  useCreateReservationMutation,
  useUpdateReservationMutation,
  useCompetitionOptionsQuery,
  useUserOptionsQuery,
} = reservationsApi;
