import type { CalendarFeed } from '@portal/contracts';
import { catalogApi } from '../api/catalogApi';

/** Paths of the calendars (docs/calendar-feed.md); registration answers them through the gateway. */
export const competitionCalendarPath = (publicLink: string, locale: string) =>
  `/api/publicResources/calendar/competitions/${encodeURIComponent(publicLink)}.ics?locale=${locale === 'en' ? 'en' : 'de'}`;

/**
 * The caller's calendar subscription. The first call makes the token and answers its address;
 * later calls answer only when it was made (only its hash is kept). A query, not a mutation, so
 * that a second mount (StrictMode, returning to the page) reuses the answer with the address.
 * The argument is the user id: another user signing in on the same page gets their own entry.
 */
export const calendarApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    calendarFeed: build.query<CalendarFeed, number>({
      query: () => ({ url: '/calendarFeed', method: 'POST' }),
      // the section says it failed itself
      extraOptions: { silent: true },
      keepUnusedDataFor: 600,
    }),
    rotateCalendarFeed: build.mutation<CalendarFeed, number>({
      query: () => ({ url: '/calendarFeed/rotate', method: 'POST' }),
      async onQueryStarted(userId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(calendarApi.util.upsertQueryData('calendarFeed', userId, data));
      },
    }),
  }),
});

export const { useCalendarFeedQuery, useRotateCalendarFeedMutation } = calendarApi;
