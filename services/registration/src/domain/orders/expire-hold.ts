import type { Database, DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { freeCodesOfOrder } from '../codes/binding';
import { publishOccupancy, releaseHeldPlace, releaseWaitingSlot } from '../seats/squad-occupancy';

/**
 * Ends a hold whose countdown ran out (public-portal.md section 4): the PREPARE order becomes
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

/** `expireHold` answering how late the hold ended (ms past its countdown), or null. */
export const endHold = (db: Database, orderId: number) =>
  db.transaction((tx) => endHoldIn(tx, orderId, false));

/**
 * The sweep: releases overdue holds in batches, each batch one transaction that locks its orders
 * with SKIP LOCKED, so replicas sweeping at once take different orders and never wait on each
 * other or on a reserve in flight. Answers how many holds it released, and the most overdue one's
 * lateness in ms.
 */
export async function sweepOverdueHolds(
  db: Database,
  batchSize = 200,
): Promise<{ released: number; latestMs: number }> {
  let released = 0;
  let latestMs = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.execute(sql`
        SELECT id, (SELECT min(squad_id) FROM order_items WHERE order_id = orders.id) AS squad
        FROM orders WHERE status = 'PREPARE' AND expires_at <= now()
        ORDER BY expires_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`);
      // squads in one order, so two sweepers never lock two occupancy rows the other way round
      const batch = (rows as { id: number; squad: number }[]).sort((a, b) => a.squad - b.squad);
      // a multiple-waiting-list order spans several squads: all rows of the batch, ascending, first
      if (batch.length > 0)
        await tx.execute(sql`
          SELECT 1 FROM squad_occupancy WHERE squad_id IN (SELECT squad_id FROM order_items
            WHERE order_id = ANY(${sql.param(batch.map((b) => b.id))}::integer[]))
          ORDER BY squad_id FOR UPDATE`);
      for (const { id } of batch) latestMs = Math.max(latestMs, (await endHoldIn(tx, id, true)) ?? 0);
      return rows.length;
    });
    released += count;
    if (count < batchSize) return { released, latestMs };
  }
}
