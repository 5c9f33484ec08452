import type { EditSquadOption, NamedOption, OrderItemDetails } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { itemReachableBy, type ItemKey } from '../orders/item-owner';
import { ARCHIVED, REGISTRATION_ENDED } from './item-states';

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/**
 * One reserved registration with what its edit form needs (shooterOrderItems/{id},
 * publicOrderItems/{id}/{token}). Answers null for an unknown item, a hold, a released item and an
 * item the key does not reach (see itemReachableBy: neither the owner nor a deputy, or a wrong
 * token): the caller answers 404 for all of them alike, so a guessed id reveals nothing.
 */
export async function loadItemDetails(
  db: DbExecutor,
  itemId: number,
  key: ItemKey,
): Promise<OrderItemDetails | null> {
  const { rows } = await db.execute(sql`
    SELECT i.id, i.order_id AS "orderId", i.competition_id AS "competitionId", c.name AS "competitionName",
      c.competition_date AS "competitionCompetitionDate",
      c.snapshot->>'competitionEndDate' AS "competitionEndDate", c.event AS "competitionEvent",
      i.first_name AS "firstName", i.last_name AS "lastName", i.email, i.club_id AS "clubId",
      club.name AS "clubName", i.division_id AS "divisionId", i.competition_class_id AS "competitionClassId",
      i.factor_id AS "factorId", i.squad_id AS "squadId", s.name AS "squadName",
      i.squad_stand_id AS "squadStandId", st.name AS "squadStandName", i.waiting_list AS "waitingList",
      (i.multiple_waiting_list_uuid IS NOT NULL) AS "multipleWaitingList", i.paid, i.paid2, i.cancelled,
      ${ARCHIVED} AS archive, ${REGISTRATION_ENDED} AS "registrationEnded", i.locale,
      COALESCE(c.snapshot->'division_ids', '[]'::jsonb) AS "divisionIds",
      COALESCE(c.snapshot->'competitionClass_ids', '[]'::jsonb) AS "classIds",
      COALESCE(c.snapshot->'factor_ids', '[]'::jsonb) AS "factorIds"
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    LEFT JOIN squads s ON s.id = i.squad_id LEFT JOIN squad_stands st ON st.id = i.squad_stand_id
    LEFT JOIN reference_names club ON club.kind = 'clubs' AND club.id = i.club_id
    WHERE i.id = ${itemId} AND ${itemReachableBy(key)} AND o.status = 'RESERVED' AND NOT i.released AND NOT c.deleted`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const r = rows[0] as any;
  if (!r) return null;
  // one after the other: `db` may be a transaction (an edit answers what it saved), one client
  const divisions = await names(db, 'divisions', r.divisionIds);
  const competitionClasses = await names(db, 'competitionClasses', r.classIds);
  const factors = await names(db, 'factors', r.factorIds);
  const squads = await squadOptions(db, r.competitionId, itemId);
  return {
    id: r.id,
    orderId: r.orderId,
    competitionId: r.competitionId,
    competitionName: r.competitionName,
    competitionCompetitionDate: iso(r.competitionCompetitionDate),
    competitionEndDate: iso(r.competitionEndDate),
    competitionEvent: r.competitionEvent,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    clubId: r.clubId,
    clubName: r.clubName,
    divisionId: r.divisionId,
    competitionClassId: r.competitionClassId,
    factorId: r.factorId,
    squadId: r.squadId,
    squadName: r.squadName,
    squadStandId: r.squadStandId,
    squadStandName: r.squadStandName,
    waitingList: r.waitingList,
    multipleWaitingList: r.multipleWaitingList,
    paid: r.paid,
    paid2: r.paid2,
    cancelled: r.cancelled,
    archive: r.archive,
    registrationEnded: r.registrationEnded,
    editable: !r.cancelled && !r.archive && !r.registrationEnded,
    locale: r.locale === 'en' ? 'en' : 'de',
    competition: {
      id: r.competitionId,
      name: r.competitionName,
      competitionDate: iso(r.competitionCompetitionDate),
      competitionEndDate: iso(r.competitionEndDate),
      event: r.competitionEvent,
      divisions,
      competitionClasses,
      factors,
      squads,
    },
  };
}

/** Names of the competition's divisions, classes or factors (the catalog's names replica). */
async function names(db: DbExecutor, kind: string, ids: number[]): Promise<NamedOption[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute(sql`
    SELECT id, name FROM reference_names
    WHERE kind = ${kind} AND id = ANY(${sql.param(ids)}::integer[]) AND NOT deleted ORDER BY name, id`);
  return rows as unknown as NamedOption[];
}

/** Every squad of the competition, full ones marked, with stands and which are in use by others. */
async function squadOptions(
  db: DbExecutor,
  competitionId: number,
  itemId: number,
): Promise<EditSquadOption[]> {
  const { rows } = await db.execute(sql`
    SELECT s.id, s.name, s.start_date AS "startDate", s.start_time AS "startTime",
      -- the end time travels in the catalog's competition snapshot (labels: date, start and end)
      (SELECT sq->>'endTime' FROM competitions c, jsonb_array_elements(COALESCE(c.snapshot->'squads', '[]'::jsonb)) sq
        WHERE c.id = s.competition_id AND (sq->>'id')::int = s.id) AS "endTime",
      COALESCE(o.taken + o.held >= o.size, true) AS full, s.require_code AS "requireCode",
      s.division_ids AS "divisionIds", s.competition_class_ids AS "competitionClassIds",
      s.factor_ids AS "factorIds",
      COALESCE((SELECT json_agg(json_build_object('id', st.id, 'name', st.name, 'inUse', EXISTS (
          SELECT 1 FROM order_items u WHERE u.squad_stand_id = st.id AND u.id <> ${itemId}
            AND NOT u.cancelled AND NOT u.released)) ORDER BY st.name, st.id)
        FROM squad_stands st WHERE st.squad_id = s.id AND NOT st.removed), '[]'::json) AS stands
    FROM squads s LEFT JOIN squad_occupancy o ON o.squad_id = s.id
    WHERE s.competition_id = ${competitionId} AND NOT s.removed
    ORDER BY s.start_date NULLS LAST, s.start_time NULLS LAST, s.id`);
  return rows as unknown as EditSquadOption[];
}
