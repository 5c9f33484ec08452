import {
  parseSort,
  type BookedCompetition,
  type BookedCompetitionsQuery,
  type ListAnswer,
} from '@portal/contracts';
import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { ARCHIVED, REGISTRATION_ENDED } from './item-states';

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/**
 * GET userBookedCompetitions (myCompetitions' booked and participated lists, the dashboard's
 * lists): the caller's own reserved registrations, cancelled ones included (they show
 * 'Abgemeldet'), one row per registration: a multiple-waiting-list entry (one item per squad)
 * is shown once, by its first live item. Sorted by competition date: upcoming first in the
 * booked list, newest first among archived ones unless `sort` says otherwise.
 */
export async function listBookedCompetitions(
  db: DbExecutor,
  user: AuthUser,
  query: BookedCompetitionsQuery,
): Promise<ListAnswer<BookedCompetition>> {
  if (user.id === null) throw new DomainError('ACCESS_DENIED', 403);
  const direction = parseSort(query.sort)?.direction ?? (query.archive ? 'desc' : 'asc');
  const filters = [
    query.archive === undefined ? sql`` : query.archive ? sql`AND ${ARCHIVED}` : sql`AND NOT ${ARCHIVED}`,
    query.multipleWaitingList === undefined
      ? sql``
      : query.multipleWaitingList
        ? sql`AND i.multiple_waiting_list_uuid IS NOT NULL`
        : sql`AND i.multiple_waiting_list_uuid IS NULL`,
    query.cancelled === false ? sql`AND NOT i.cancelled` : sql``,
  ];
  const from = sql`
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    LEFT JOIN squads s ON s.id = i.squad_id
    LEFT JOIN reference_names club ON club.kind = 'clubs' AND club.id = c.club_id
    LEFT JOIN reference_names division ON division.kind = 'divisions' AND division.id = i.division_id
    WHERE i.user_id = ${user.id} AND o.status = 'RESERVED' AND NOT i.released AND NOT c.deleted
      AND (i.multiple_waiting_list_uuid IS NULL OR i.id = (SELECT min(g.id) FROM order_items g
        WHERE g.multiple_waiting_list_uuid = i.multiple_waiting_list_uuid AND NOT g.released))
      ${filters[0]} ${filters[1]} ${filters[2]}`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute(sql`
      SELECT i.id, i.order_id AS "orderId", i.competition_id AS "competitionId",
        c.name AS "competitionName", c.competition_date AS "competitionDate",
        c.snapshot->>'competitionEndDate' AS "competitionEndDate", c.snapshot->>'publicLink' AS "publicLink",
        i.first_name AS "firstName", i.last_name AS "lastName", i.paid, i.paid2, i.cancelled, ${REGISTRATION_ENDED} AS "registrationEnded", ${ARCHIVED} AS archive,
        COALESCE(c.snapshot->'competitionUploads', '[]'::jsonb) AS uploads,
        NULLIF(c.snapshot->>'resultListLink', '') AS "resultListLink",
        s.name AS "squadName", s.start_date AS "squadDate", s.start_time AS "squadTime",
        c.event, c.snapshot->>'eventType' AS "eventType", c.snapshot->>'city' AS city,
        COALESCE(club.name, c.snapshot->'club'->>'name') AS "clubShortName",
        c.snapshot->'level'->>'name' AS "levelName", division.name AS "divisionName", i.country,
        (i.multiple_waiting_list_uuid IS NOT NULL) AS "multipleWaitingList", i.waiting_list AS "waitingList",
        COALESCE((c.snapshot->>'paymentWithWirecard')::boolean, false) AS "paymentWithCard"
      ${from}
      ORDER BY c.competition_date ${sql.raw(direction)}, i.id
      LIMIT ${query.size} OFFSET ${query.page * query.size}`),
    db.execute(sql`SELECT count(*)::int AS n ${from}`),
  ]);
  const content = (rows as Record<string, unknown>[]).map(({ uploads, ...row }) => ({
    ...(row as unknown as Omit<BookedCompetition, 'competitionUploads'>),
    competitionDate: iso(row.competitionDate),
    competitionEndDate: iso(row.competitionEndDate),
    competitionUploads: (
      uploads as {
        type?: { name?: string; showName?: boolean };
        document?: { publicId?: string; fileName?: string };
      }[]
    ).map((u) => ({
      typeName: u.type?.name ?? '',
      showName: u.type?.showName ?? false,
      publicId: u.document?.publicId ?? '',
      fileName: u.document?.fileName ?? '',
    })),
  }));
  return { content, totalElements: (count[0] as { n: number }).n };
}
