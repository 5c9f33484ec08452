import type { Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { drawQueue } from './draw';
import { ensureQueue } from './join';
import type { FairQueuePolicy } from './policy';

/**
 * One round of every process's queue timer (docs/fair-opening.md): makes the queues whose
 * pre-queue opened (seed committed), draws those whose opening came, and paces the running
 * ones. Every step is decided under the queue row's lock in the database, so replicas ticking
 * together never draw twice nor admit more than the rate.
 */
export async function tickFairQueues(db: Database, policy: FairQueuePolicy): Promise<void> {
  const { rows: due } = await db.execute(sql`
    SELECT c.id FROM competitions c
    WHERE c.fair_opening AND NOT c.deleted AND c.registration_start IS NOT NULL
      AND now() >= c.registration_start - make_interval(mins => c.fair_opening_lead_minutes)
      AND (c.registration_end IS NULL OR now() < c.registration_end)
      AND NOT EXISTS (SELECT 1 FROM fair_queues q WHERE q.competition_id = c.id)`);
  for (const { id } of due as { id: number }[]) await ensureQueue(db, id);
  const { rows: queues } = await db.execute(sql`
    SELECT q.competition_id AS id, q.drawn_at IS NOT NULL AS drawn FROM fair_queues q
    JOIN competitions c ON c.id = q.competition_id
    WHERE q.ended_at IS NULL AND now() >= c.registration_start`);
  for (const queue of queues as { id: number; drawn: boolean }[]) {
    if (!queue.drawn) await drawQueue(db, queue.id);
    await paceQueue(db, queue.id, policy);
  }
}

/**
 * One pacing step of a drawn queue: admitted entries whose window passed without a hold drop
 * out; the rate's credit since the last step (at most one second's worth) admits the next
 * entries in queue order (draw rank, then later arrivals by arrival), as long as fewer than
 * `maxAdmitted` are admitted and unserved; the queue ends when the registration closes, or when
 * nobody waits and every admission window has passed. A replica that finds the row locked skips.
 */
export async function paceQueue(db: Database, competitionId: number, policy: FairQueuePolicy): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT q.admitted, q.credit_millis + LEAST(${policy.admitPerSecond * 1000},
          floor(${policy.admitPerSecond} * 1000 * EXTRACT(EPOCH FROM now() - COALESCE(q.last_tick_at, q.drawn_at))))::int AS credit,
        (c.registration_end IS NOT NULL AND now() >= c.registration_end) AS closed
      FROM fair_queues q JOIN competitions c ON c.id = q.competition_id
      WHERE q.competition_id = ${competitionId} AND q.drawn_at IS NOT NULL AND q.ended_at IS NULL
      FOR UPDATE OF q SKIP LOCKED`);
    const queue = rows[0] as { admitted: number; credit: number; closed: boolean } | undefined;
    if (!queue) return;
    if (queue.closed) {
      await tx.execute(sql`UPDATE fair_queues SET ended_at = now() WHERE competition_id = ${competitionId}`);
      return;
    }
    await tx.execute(sql`
      UPDATE fair_queue_entries SET dropped_at = now()
      WHERE competition_id = ${competitionId} AND admitted_at IS NOT NULL AND served_at IS NULL
        AND dropped_at IS NULL AND window_ends_at <= now()`);
    const { rows: counts } = await tx.execute(sql`
      SELECT count(*) FILTER (WHERE admitted_at IS NOT NULL AND served_at IS NULL AND dropped_at IS NULL)::int AS active,
        count(*) FILTER (WHERE admitted_at IS NULL)::int AS waiting
      FROM fair_queue_entries WHERE competition_id = ${competitionId}`);
    const { active, waiting } = counts[0] as { active: number; waiting: number };
    const credit = Math.min(queue.credit, policy.admitPerSecond * 1000);
    const take = Math.max(0, Math.min(Math.floor(credit / 1000), policy.maxAdmitted - active, waiting));
    if (take > 0)
      await tx.execute(sql`
        WITH next AS (
          SELECT id, row_number() OVER (ORDER BY draw_rank NULLS LAST, id) AS n FROM fair_queue_entries
          WHERE competition_id = ${competitionId} AND admitted_at IS NULL
          ORDER BY draw_rank NULLS LAST, id LIMIT ${take})
        UPDATE fair_queue_entries e SET admitted_at = now(), admission_no = ${queue.admitted} + next.n,
          window_ends_at = now() + make_interval(secs => ${policy.windowSeconds})
        FROM next WHERE e.id = next.id`);
    // the credit is capped at one second's worth when read: no burst after a pause
    const left = credit - take * 1000;
    await tx.execute(sql`
      UPDATE fair_queues SET last_tick_at = now(), credit_millis = ${left}, admitted = admitted + ${take},
        ended_at = CASE WHEN ${waiting} = 0 AND NOT EXISTS (
          SELECT 1 FROM fair_queue_entries WHERE competition_id = ${competitionId} AND window_ends_at > now())
          THEN now() END
      WHERE competition_id = ${competitionId}`);
  });
}
