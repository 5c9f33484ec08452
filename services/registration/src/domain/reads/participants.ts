import {
  parseSort,
  type ListAnswer,
  type Participant,
  type ParticipantSortField,
  type ParticipantsQuery,
} from '@portal/contracts';
import {
  DomainError,
  escapeLike,
  executePrepared,
  type AuthUser,
  type DbExecutor,
} from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { visibleTo } from '../rules/members-only';
import { isPaymentValid } from '../rules/sign-up-rules';
import { LIVE_RESERVED_ITEM } from './live-items';

/** The SQL of each sortable column (docs/registration.md: sorting is a premium feature). */
const SORT_COLUMNS: Record<ParticipantSortField, SQL> = {
  firstName: sql`lower(i.first_name)`,
  lastName: sql`lower(i.last_name)`,
  clubName: sql`lower(club.name)`,
  squadName: sql`lower(s.name)`,
  squadStandName: sql`lower(st.name)`,
  divisionName: sql`lower(division.name)`,
  competitionClassName: sql`lower(class.name)`,
  factorName: sql`lower(factor.name)`,
};

/** Squad by squad (the catalog's squad ids grow in creation order), then by name. */
const DEFAULT_ORDER = sql`i.squad_id, lower(i.last_name), lower(i.first_name), i.id`;

/**
 * The participants table of a competition page: its live reserved registrations (not cancelled,
 * not released holds; waiting-list entries marked). Public, so no e-mail and no user id. Sorting
 * and searching answer 403 PREMIUM_FEATURE unless the caller is payment-valid; the others get the
 * default order.
 */
export async function listParticipants(
  db: DbExecutor,
  user: AuthUser,
  query: ParticipantsQuery,
): Promise<ListAnswer<Participant>> {
  if ((query.sort || query.search) && !isPaymentValid(user)) throw new DomainError('PREMIUM_FEATURE', 403);
  await checkVisible(db, user, query.competitionId);

  const sort = parseSort(query.sort);
  const order = sort
    ? sql`${SORT_COLUMNS[sort.field as ParticipantSortField]} ${sql.raw(sort.direction)} NULLS LAST, i.id`
    : DEFAULT_ORDER;
  const search = query.search ? `%${escapeLike(query.search)}%` : null;
  const matches = search
    ? sql`AND (i.first_name ILIKE ${search} OR i.last_name ILIKE ${search}
        OR concat_ws(' ', i.first_name, i.last_name) ILIKE ${search} OR club.name ILIKE ${search}
        OR s.name ILIKE ${search})`
    : sql``;
  const from = sql`
    FROM order_items i JOIN orders o ON o.id = i.order_id
    LEFT JOIN squads s ON s.id = i.squad_id
    LEFT JOIN squad_stands st ON st.id = i.squad_stand_id
    LEFT JOIN reference_names club ON club.kind = 'clubs' AND club.id = i.club_id
    LEFT JOIN reference_names division ON division.kind = 'divisions' AND division.id = i.division_id
    LEFT JOIN reference_names class
      ON class.kind = 'competitionClasses' AND class.id = i.competition_class_id
    LEFT JOIN reference_names factor ON factor.kind = 'factors' AND factor.id = i.factor_id
    WHERE i.competition_id = ${query.competitionId} AND ${LIVE_RESERVED_ITEM} ${matches}`;

  const [{ rows }, { rows: count }] = await Promise.all([
    executePrepared(
      db,
      sql`
      SELECT i.first_name AS "firstName", i.last_name AS "lastName", club.name AS "clubName",
        s.name AS "squadName", st.name AS "squadStandName", division.name AS "divisionName",
        class.name AS "competitionClassName", factor.name AS "factorName", i.waiting_list AS "waitingList"
      ${from}
      ORDER BY ${order}
      LIMIT ${query.size} OFFSET ${query.page * query.size}`,
    ),
    executePrepared(db, sql`SELECT count(*)::int AS n ${from}`),
  ]);
  return { content: rows as unknown as Participant[], totalElements: (count[0] as { n: number }).n };
}

/**
 * Who may see the participants is who may open the competition page (catalog's reachableFor):
 * unknown and deleted competitions answer 404, INTERNAL ones too except to admins and the
 * organising club's users; inactive ones are shown as their page is (with its badge).
 */
async function checkVisible(db: DbExecutor, user: AuthUser, competitionId: number): Promise<void> {
  const { rows } = await executePrepared(
    db,
    sql`
    SELECT deleted, club_id AS "clubId", snapshot->>'viewType' AS "viewType"
    FROM competitions WHERE id = ${competitionId}`,
  );
  const c = rows[0] as { deleted: boolean; clubId: number | null; viewType: string | null } | undefined;
  if (!c || c.deleted || !visibleTo(c, user)) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
}
