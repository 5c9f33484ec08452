import type { Competition } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { promoteAfterCapacityChange } from '../seats/promotion';
import { applySquadCapacity } from '../seats/squad-occupancy';

/**
 * Applies one of the catalog's competition snapshots when it is newer than the replica's row
 * (events may come twice or out of order). Squads and stands missing from the snapshot are
 * marked removed; each squad's size and waiting-list maximum go to its occupancy row.
 * Answers false when the snapshot was older and nothing changed.
 */
export async function applyCompetitionSnapshot(
  tx: DbExecutor,
  competition: Competition,
  version: number,
): Promise<boolean> {
  const c = competition;
  const { rows } = await tx.execute(sql`
    INSERT INTO competitions AS r (id, version, deleted, club_id, name, event, active, cancelled,
      registration, registration_start, registration_end, competition_date,
      signup_reservation_timeout, national_competition, multiple_registrations, state, fair_opening,
      fair_opening_lead_minutes, snapshot)
    VALUES (${c.id}, ${version}, ${c.deletedAt !== null}, ${c.club.id}, ${c.name}, ${c.event},
      ${c.active}, ${c.cancelled}, ${c.registration}, ${c.registrationStart}, ${c.registrationEnd},
      ${c.competitionDate}, ${c.competitionType.signupReservationTimeout}, ${c.nationalCompetition},
      ${c.multipleRegistrations}, ${c.state}, ${c.fairOpening ?? false}, ${c.fairOpeningLeadMinutes ?? 15},
      ${JSON.stringify(c)}::jsonb)
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, deleted = EXCLUDED.deleted,
      club_id = EXCLUDED.club_id, name = EXCLUDED.name, event = EXCLUDED.event,
      active = EXCLUDED.active, cancelled = EXCLUDED.cancelled, registration = EXCLUDED.registration,
      registration_start = EXCLUDED.registration_start, registration_end = EXCLUDED.registration_end,
      competition_date = EXCLUDED.competition_date,
      signup_reservation_timeout = EXCLUDED.signup_reservation_timeout,
      national_competition = EXCLUDED.national_competition,
      multiple_registrations = EXCLUDED.multiple_registrations, state = EXCLUDED.state,
      fair_opening = EXCLUDED.fair_opening, fair_opening_lead_minutes = EXCLUDED.fair_opening_lead_minutes,
      snapshot = EXCLUDED.snapshot
    WHERE r.version < EXCLUDED.version
    RETURNING id`);
  if (rows.length === 0) return false;

  const squadIds = c.squads.map((s) => s.id);
  await tx.execute(sql`
    UPDATE squads SET removed = true
    WHERE competition_id = ${c.id} AND NOT (id = ANY(${sql.param(squadIds)}::integer[]))`);
  // ascending squad ids: the occupancy rows are locked in the order every multi-squad step uses
  for (const squad of [...c.squads].sort((a, b) => a.id - b.id)) {
    await tx.execute(sql`
      INSERT INTO squads (id, competition_id, name, require_code, removed, division_ids,
        competition_class_ids, factor_ids, multiple_waiting_list, start_date, start_time)
      VALUES (${squad.id}, ${c.id}, ${squad.name}, ${squad.requireCode}, false,
        ${sql.param(squad.divisionIds)}::integer[], ${sql.param(squad.competitionClassIds)}::integer[],
        ${sql.param(squad.factorIds)}::integer[], ${squad.multipleWaitingList ?? false},
        ${squad.startDate ?? null}, ${squad.startTime ?? null})
      ON CONFLICT (id) DO UPDATE SET competition_id = EXCLUDED.competition_id, name = EXCLUDED.name,
        require_code = EXCLUDED.require_code, removed = false, division_ids = EXCLUDED.division_ids,
        competition_class_ids = EXCLUDED.competition_class_ids, factor_ids = EXCLUDED.factor_ids,
        multiple_waiting_list = EXCLUDED.multiple_waiting_list, start_date = EXCLUDED.start_date,
        start_time = EXCLUDED.start_time`);
    const standIds = squad.stands.map((s) => s.id);
    await tx.execute(sql`
      UPDATE squad_stands SET removed = true
      WHERE squad_id = ${squad.id} AND NOT (id = ANY(${sql.param(standIds)}::integer[]))`);
    for (const stand of squad.stands)
      await tx.execute(sql`
        INSERT INTO squad_stands (id, squad_id, name, removed) VALUES (${stand.id}, ${squad.id}, ${stand.name}, false)
        ON CONFLICT (id) DO UPDATE SET squad_id = EXCLUDED.squad_id, name = EXCLUDED.name, removed = false`);
    await applySquadCapacity(tx, squad.id, squad.squadSize, squad.maxWaitingListSize);
  }
  await promoteAfterCapacityChange(tx, c.id);
  return true;
}

/** `catalog.competition.deleted`: a tombstone at that version (an older snapshot cannot revive it). */
export async function markCompetitionDeleted(tx: DbExecutor, id: number, version: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO competitions AS r (id, version, deleted) VALUES (${id}, ${version}, true)
    ON CONFLICT (id) DO UPDATE SET deleted = true, version = EXCLUDED.version
    WHERE r.version < EXCLUDED.version`);
}
