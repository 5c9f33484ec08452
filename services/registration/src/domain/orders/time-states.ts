import type { Database, DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { ARCHIVED, REGISTRATION_ENDED } from '../reads/item-states';

/**
 * The stored time states of registrations (issue 11 item 7): `registration_ended` once the
 * competition's registration window closed, `archive` once it is archived (reads/item-states.ts
 * defines both on the competition replica). The BullMQ jobs (jobs/item-states.ts) call
 * {@link applyTimeStates} at those moments; the replica handler calls it with every snapshot (a
 * cancel archives at once, moved dates take a state back); a sweep repairs what a lost job left.
 * Each call recomputes from the replica as it is now, so a stale or doubled job changes nothing.
 */
export async function applyTimeStates(tx: DbExecutor, competitionId: number): Promise<number> {
  const { rows } = await tx.execute(sql`
    UPDATE order_items i SET registration_ended = ${REGISTRATION_ENDED}, archive = COALESCE(${ARCHIVED}, false)
    FROM competitions c
    WHERE c.id = i.competition_id AND i.competition_id = ${competitionId}
      AND (i.registration_ended IS DISTINCT FROM ${REGISTRATION_ENDED}
        OR i.archive IS DISTINCT FROM COALESCE(${ARCHIVED}, false))
    RETURNING i.id`);
  return rows.length;
}

/** The future moments at which the competition's states change: window end and archive time. */
export async function timeStateMoments(tx: DbExecutor, competitionId: number): Promise<Date[]> {
  const { rows } = await tx.execute(sql`
    SELECT c.registration_end AS "registrationEnd",
      COALESCE((c.snapshot->>'competitionEndDate')::timestamptz, c.competition_date) + interval '1 day' AS "archiveAt"
    FROM competitions c WHERE c.id = ${competitionId}`);
  const row = rows[0] as { registrationEnd: unknown; archiveAt: unknown } | undefined;
  if (!row) return [];
  return [row.registrationEnd, row.archiveAt]
    .filter((value) => value != null)
    .map((value) => new Date(value as string))
    .filter((moment) => moment.getTime() > Date.now());
}

/** Competitions whose items' stored states disagree with the replica (the sweep's work list). */
export async function competitionsWithStaleStates(db: Database): Promise<number[]> {
  const { rows } = await db.execute(sql`
    SELECT DISTINCT i.competition_id AS id FROM order_items i JOIN competitions c ON c.id = i.competition_id
    WHERE i.registration_ended IS DISTINCT FROM ${REGISTRATION_ENDED}
      OR i.archive IS DISTINCT FROM COALESCE(${ARCHIVED}, false)
    ORDER BY 1 LIMIT 500`);
  return (rows as { id: number }[]).map((row) => row.id);
}
