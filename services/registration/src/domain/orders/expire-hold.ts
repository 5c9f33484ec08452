import type { Database, DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { freeCodesOfOrder } from '../codes/binding';
import {
  endHoldAtOnce,
  publishOccupancy,
  releaseHeldPlace,
  releaseWaitingSlot,
} from '../seats/squad-occupancy';

/**
 * Ends a hold whose countdown ran out (docs/seat-invariant.md): the PREPARE order becomes
 * EXPIRED, its items keep no place, slot or stand, the seats go back and the occupancy event is
 * written, all in the caller's transaction. Only an order still in PREPARE changes, so the
 * BullMQ job, the sweep and a reserve racing for the same order settle it exactly once.
 * `onlyOverdue` (the sweep) also requires the countdown to be over; the job fires at its end.
 */
export async function expireHoldIn(tx: DbExecutor, orderId: number, onlyOverdue: boolean): Promise<boolean> {
  return (await endHoldIn(tx, orderId, onlyOverdue)) !== null;
}

/**
 * `expireHoldIn` answering how many ms after its countdown the hold ended (negative when it was
 * left early), or null when the order was no longer held: the expiry's timeliness is watched
 * (docs/replicas-and-schedulers.md).
 */
async function endHoldIn(tx: DbExecutor, orderId: number, onlyOverdue: boolean): Promise<number | null> {
  const { rows } = await tx.execute(sql`
    UPDATE orders SET status = 'EXPIRED'
    WHERE id = ${orderId} AND status = 'PREPARE' ${onlyOverdue ? sql`AND expires_at <= now()` : sql``}
    RETURNING (extract(epoch FROM clock_timestamp() - expires_at) * 1000)::int AS "lateMs"`);
  const ended = rows[0] as { lateMs: number } | undefined;
  if (!ended) return null;
  const items = await tx.execute(sql`
    UPDATE order_items SET released = true
    WHERE order_id = ${orderId} AND NOT released AND NOT cancelled
    RETURNING squad_id AS "squadId", waiting_list AS "waitingList"`);
  await freeCodesOfOrder(tx, orderId);
  // ascending squads: a multiple-waiting-list order locks its rows in the order every step uses
  const released = (items.rows as { squadId: number; waitingList: boolean }[]).sort(
    (a, b) => a.squadId - b.squadId,
  );
  for (const item of released) {
    const row = item.waitingList
      ? await releaseWaitingSlot(tx, item.squadId)
      : await releaseHeldPlace(tx, item.squadId);
    if (row) await publishOccupancy(tx, row);
  }
  return ended.lateMs;
}

/** The expiry job's step: one transaction per hold. */
export const expireHold = async (db: Database, orderId: number) => (await endHold(db, orderId)) !== null;

/**
 * `expireHold` answering how late the hold ended (ms past its countdown), or null: a hold in one
 * squad (nearly all) in one statement, one over several squads in a transaction.
 */
export async function endHold(db: Database, orderId: number): Promise<number | null> {
  const end = await endHoldAtOnce(db, orderId, false);
  if (end === 'not-held') return null;
  if (end !== 'several-squads') return end.lateMs;
  return db.transaction((tx) => endHoldIn(tx, orderId, false));
}

/**
 * The sweep: releases overdue holds, each in one statement ({@link endHoldAtOnce}, which skips an
 * order another transaction has locked, so replicas sweeping at once never wait on each other or
 * on a reserve in flight); holds over several squads in batches, each batch one transaction that
 * locks its orders with SKIP LOCKED. Answers how many holds it released, the most overdue one's
 * lateness in ms, and each released hold's lateness (the expiry lag metric, docs/metrics.md).
 */
export async function sweepOverdueHolds(
  db: Database,
  batchSize = 200,
): Promise<{ released: number; latestMs: number; lateMs: number[] }> {
  let released = 0;
  let latestMs = 0;
  const lateMs: number[] = [];
  for (;;) {
    const { rows } = await db.execute(sql`
      SELECT id FROM orders WHERE status = 'PREPARE' AND expires_at <= now()
      ORDER BY expires_at LIMIT ${batchSize}`);
    const several: number[] = [];
    let ended = 0;
    for (const { id } of rows as { id: number }[]) {
      const end = await endHoldAtOnce(db, id, true);
      if (end === 'several-squads') several.push(id);
      else if (end !== 'not-held') {
        ended++;
        latestMs = Math.max(latestMs, end.lateMs);
        lateMs.push(end.lateMs);
      }
    }
    if (several.length > 0) {
      const batch = await sweepSeveralSquads(db, several);
      ended += batch.lateMs.length;
      latestMs = Math.max(latestMs, ...batch.lateMs);
      lateMs.push(...batch.lateMs);
    }
    released += ended;
    // a full batch that ended nothing is held by others (reserves in flight): the next round looks again
    if (rows.length < batchSize || ended === 0) return { released, latestMs, lateMs };
  }
}

/**
 * Overdue holds over several squads, in one transaction that locks orders and squads in order;
 * answers each released hold's lateness in ms.
 */
async function sweepSeveralSquads(db: Database, orderIds: number[]): Promise<{ lateMs: number[] }> {
  const lateMs: number[] = [];
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
        SELECT id, (SELECT min(squad_id) FROM order_items WHERE order_id = orders.id) AS squad
        FROM orders WHERE id = ANY(${sql.param(orderIds)}::integer[]) AND status = 'PREPARE'
          AND expires_at <= now()
        ORDER BY expires_at FOR UPDATE SKIP LOCKED`);
    // squads in one order, so two sweepers never lock two occupancy rows the other way round
    const batch = (rows as { id: number; squad: number }[]).sort((a, b) => a.squad - b.squad);
    // a multiple-waiting-list order spans several squads: all rows of the batch, ascending, first
    if (batch.length > 0)
      await tx.execute(sql`
          SELECT 1 FROM squad_occupancy WHERE squad_id IN (SELECT squad_id FROM order_items
            WHERE order_id = ANY(${sql.param(batch.map((b) => b.id))}::integer[]))
          ORDER BY squad_id FOR UPDATE`);
    for (const { id } of batch) {
      const late = await endHoldIn(tx, id, true);
      if (late !== null) lateMs.push(late);
    }
  });
  return { lateMs };
}
