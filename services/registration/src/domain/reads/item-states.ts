import { sql } from 'drizzle-orm';

/**
 * The time-bound states of a registration (docs/registration.md), from the competition
 * replica (alias `c`) at the moment of the read, so they can never lag behind a job:
 * archived: the competition is cancelled or its end date (or date) plus one day is past;
 * registration ended: the registration window closed.
 */
export const ARCHIVED = sql`(c.cancelled OR COALESCE((c.snapshot->>'competitionEndDate')::timestamptz,
  c.competition_date) + interval '1 day' < now())`;

export const REGISTRATION_ENDED = sql`(c.registration_end IS NOT NULL AND c.registration_end <= now())`;
