import { DomainError, hasPermission, type AuthUser } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { Pool } from 'pg';

/** Admins and portal admins see every club's rows; the spec's extra exports are theirs only. */
export const REPORTING_ADMINS = ['IS_ADMIN', 'IS_PORTAL_ADMIN'] as const;
/** who runs the club exports of the exports page: admins and club admins */
export const CLUB_EXPORTERS = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'] as const;

export const isReportingAdmin = (user: AuthUser) => hasPermission(user, ...REPORTING_ADMINS);

/**
 * The competitions a user's club exports may read, as a condition on a competition alias `c`:
 * all for admins, their own club's for a club admin (never another club's rows).
 */
export function clubScope(user: AuthUser): SQL {
  if (isReportingAdmin(user)) return sql`true`;
  if (hasPermission(user, 'IS_CLUB_ADMIN') && user.clubId !== null) return sql`c.club_id = ${user.clubId}`;
  return sql`false`;
}

export interface CompetitionRow {
  id: number;
  clubId: number;
  paid: boolean;
  viewType: string;
  name: string;
}

/**
 * A competition the user may export from: unknown, deleted or another club's competition answers
 * the spec's COMPETITION_DOESNT_EXIST (404), so a foreign id does not even tell that it exists.
 */
export async function competitionInScope(pool: Pool, user: AuthUser, id: number): Promise<CompetitionRow> {
  const { rows } = await pool.query<CompetitionRow>(
    `SELECT id, club_id AS "clubId", paid, view_type AS "viewType", name
       FROM export.competitions WHERE id = $1 AND NOT deleted`,
    [id],
  );
  const competition = rows[0];
  const own = isReportingAdmin(user) || (user.clubId !== null && competition?.clubId === user.clubId);
  if (!competition || !own) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  return competition;
}

/**
 * Every one of the chosen competitions exists (not deleted); the first unknown or deleted one
 * answers COMPETITION_DOESNT_EXIST, so a selection never silently loses a row.
 */
export async function competitionsExist(pool: Pool, ids: readonly number[]): Promise<void> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(DISTINCT id)::int AS n FROM export.competitions WHERE id = ANY($1::int[]) AND NOT deleted`,
    [ids],
  );
  if (rows[0]!.n !== new Set(ids).size) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
}

/**
 * A competition the public may see the participants of (its page is reachable): not deleted,
 * INTERNAL only for its club's members and admins; anything else answers COMPETITION_DOESNT_EXIST.
 */
export async function reachableCompetition(pool: Pool, user: AuthUser, id: number): Promise<CompetitionRow> {
  const { rows } = await pool.query<CompetitionRow>(
    `SELECT c.id, c.club_id AS "clubId", c.paid, c.view_type AS "viewType", c.name
       FROM export.competitions c JOIN export.clubs cl ON cl.id = c.club_id
      WHERE c.id = $1 AND NOT c.deleted AND NOT cl.deleted AND cl.active`,
    [id],
  );
  const competition = rows[0];
  const visible =
    competition &&
    (competition.viewType !== 'INTERNAL' || isReportingAdmin(user) || user.clubId === competition.clubId);
  if (!visible) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  return competition;
}

/** Public-list visibility (catalog's listedFor) on competition `c` joined with club `cl`. */
export function listedFor(user: AuthUser): SQL {
  const admin = isReportingAdmin(user);
  const internal = admin ? sql`true` : user.clubId !== null ? sql`c.club_id = ${user.clubId}` : sql`false`;
  return sql`NOT c.deleted AND c.active AND cl.active AND NOT cl.deleted AND (
    c.view_type = 'ALL' OR (${user.id !== null} AND c.view_type = 'EXTERNAL')
    OR (c.view_type = 'INTERNAL' AND ${internal}))`;
}
