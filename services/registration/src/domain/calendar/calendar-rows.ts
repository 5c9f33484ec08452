import type { AuthUser, DbExecutor } from '@portal/service-kit';
import { notFound } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { visibleTo } from '../rules/members-only';
import type { CalendarLocale } from './calendar-document';

/** What one calendar entry is made of: a registration, or a squad of a competition. */
export interface CalendarRow {
  /** the registration's id, or (competition calendar) the squad's */
  id: number;
  competitionId: number;
  competitionName: string;
  eventName: string | null;
  event: boolean;
  publicLink: string | null;
  competitionDate: string | null;
  competitionEndDate: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  squadName: string | null;
  /** the squad's Vienna wall-clock day and times (docs/time-zone.md) */
  squadDate: string | null;
  startTime: string | null;
  endTime: string | null;
  /** the registration was cancelled (personal feed) */
  cancelled: boolean;
  /** the competition was called off or deleted */
  competitionCancelled: boolean;
  waitingList: boolean;
}

/** How long a past (or cancelled) registration stays in the feed. */
const FEED_HISTORY = sql`interval '180 days'`;

const COMPETITION_COLUMNS = sql`
  c.id AS "competitionId", c.name AS "competitionName", c.snapshot->>'eventName' AS "eventName", c.event,
  c.snapshot->>'publicLink' AS "publicLink", c.competition_date AS "competitionDate",
  c.snapshot->>'competitionEndDate' AS "competitionEndDate", c.snapshot->>'address' AS address,
  c.snapshot->>'zip' AS zip, c.snapshot->>'city' AS city, c.snapshot->>'country' AS country,
  (c.cancelled OR c.deleted) AS "competitionCancelled"`;

const SQUAD_COLUMNS = sql`
  sq->>'name' AS "squadName", sq->>'startDate' AS "squadDate",
  sq->>'startTime' AS "startTime", sq->>'endTime' AS "endTime"`;

/**
 * The user's registrations for the personal feed: reserved (not released) items, cancelled
 * ones too, whose competition is not more than `FEED_HISTORY` past. Each item is one entry, so
 * a multiple-waiting-list entry shows each squad it waits on. Squad times come from the
 * competition's snapshot (the catalog's squad, end time included).
 */
export async function registrationRows(db: DbExecutor, userId: number): Promise<CalendarRow[]> {
  const { rows } = await db.execute(sql`
    SELECT i.id, ${COMPETITION_COLUMNS}, ${SQUAD_COLUMNS}, i.cancelled, i.waiting_list AS "waitingList"
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    LEFT JOIN LATERAL (SELECT e AS sq FROM jsonb_array_elements(c.snapshot->'squads') e
      WHERE (e->>'id')::int = i.squad_id LIMIT 1) squad ON true
    WHERE i.user_id = ${userId} AND o.status = 'RESERVED' AND NOT i.released AND c.snapshot IS NOT NULL
      AND COALESCE((c.snapshot->>'competitionEndDate')::timestamptz, c.competition_date) >= now() - ${FEED_HISTORY}
    ORDER BY c.competition_date, i.id`);
  return rows.map(normalise);
}

/**
 * A published competition's squads (or the competition alone without squads) for its public
 * calendar: active, not deleted and visible to the caller as its page is; else 404.
 */
export async function competitionRows(
  db: DbExecutor,
  user: AuthUser,
  publicLink: string,
): Promise<CalendarRow[]> {
  const { rows: found } = await db.execute(sql`
    SELECT id, club_id AS "clubId", snapshot->>'viewType' AS "viewType" FROM competitions
    WHERE snapshot->>'publicLink' = ${publicLink} AND active AND NOT deleted AND snapshot IS NOT NULL`);
  const competition = found[0] as { id: number; clubId: number | null; viewType: string | null } | undefined;
  if (!competition || !visibleTo(competition, user)) throw notFound();
  const { rows } = await db.execute(sql`
    SELECT COALESCE((sq->>'id')::int, 0) AS id, ${COMPETITION_COLUMNS}, ${SQUAD_COLUMNS},
      false AS cancelled, false AS "waitingList"
    FROM competitions c LEFT JOIN LATERAL jsonb_array_elements(c.snapshot->'squads') sq ON true
    WHERE c.id = ${competition.id}
    ORDER BY sq->>'startDate', sq->>'startTime', (sq->>'id')::int`);
  return rows.map(normalise);
}

/** The language of the user's feed: the user's locale, German unless English. */
export async function feedLocale(db: DbExecutor, userId: number): Promise<CalendarLocale> {
  const { rows } = await db.execute(sql`SELECT locale FROM users WHERE id = ${userId}`);
  return (rows[0] as { locale: string | null } | undefined)?.locale === 'en' ? 'en' : 'de';
}

const normalise = (row: unknown): CalendarRow => {
  const r = row as CalendarRow & { competitionDate: string | Date | null };
  return {
    ...r,
    competitionDate: r.competitionDate === null ? null : new Date(r.competitionDate).toISOString(),
  };
};
