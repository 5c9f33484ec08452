/** The personal calendar feed and the competition calendars (docs/calendar-feed.md). */
import { z } from 'zod';

/** A feed token: 32 random bytes, base64url without padding (43 characters). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The caller's subscription address: `url` only right after the token was made (it is stored
 * hashed and cannot be shown again), `createdAt` when the current token was made.
 */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** Paths of the calendars, relative to the API's root (`/api/`). */
export const CALENDAR_PATHS = {
  feed: 'calendarFeed',
  rotate: 'calendarFeed/rotate',
  personal: (token: string) => `publicResources/calendar/${token}.ics`,
  competition: (publicLink: string) =>
    `publicResources/calendar/competitions/${encodeURIComponent(publicLink)}.ics`,
} as const;
