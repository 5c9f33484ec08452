import { REGISTRATION_EVENTS, type OrderItemPromoted } from '@portal/contracts';
import { appendEvent, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { promotedTransfer } from '../payments/promoted-transfer';
import {
  promoteWaitingToPlace,
  publishOccupancy,
  readOccupancy,
  releaseWaitingSlot,
} from './squad-occupancy';

/**
 * Waiting-list promotion (docs/seat-invariant.md): when a place of a squad is free, the OLDEST
 * waiting entry of that squad gets it in the same transaction: its slot becomes a confirmed place
 * (one statement of squad-occupancy.ts), the item stops being a waiting-list item, a
 * multiple-waiting-list entry leaves every other squad it waited on (those items are released and
 * their slots given back), and `registration.order-item.promoted` goes to the outbox.
 *
 * Only entries of RESERVED orders are promoted: an entry still in the sign-up dialog (PREPARE) is
 * no registration yet; it is promoted when it is reserved (reserveOrder calls
 * {@link promoteReservedEntry}) if a place is free by then.
 *
 * Serialization: the caller first locks, in ascending squad id order, every occupancy row a
 * promotion may change ({@link lockPromotionSquads}). Two frees on one squad therefore run one
 * after the other, and the second sees the first's promoted entry as no longer waiting. Entries
 * whose order another transaction holds (a reserve, a cancel, an expiry in flight) are skipped
 * (SKIP LOCKED): waiting on them could deadlock, and that transaction changes the entry anyway.
 */

/**
 * Locks, in ascending id order, the occupancy rows of `squadIds` and of every squad a
 * multiple-waiting-list entry of their competitions can wait on (flagged squads and the squads of
 * live entries): a promotion into one of them may release slots on all of those.
 */
export async function lockPromotionSquads(tx: DbExecutor, squadIds: number[]): Promise<void> {
  if (squadIds.length === 0) return;
  const ids = sql.param(squadIds);
  await tx.execute(sql`
    WITH c AS (SELECT DISTINCT competition_id AS id FROM squads WHERE id = ANY(${ids}::integer[]))
    SELECT squad_id FROM squad_occupancy WHERE squad_id IN (
      SELECT unnest(${ids}::integer[])
      UNION SELECT s.id FROM squads s JOIN c ON s.competition_id = c.id WHERE s.multiple_waiting_list
      UNION SELECT i.squad_id FROM order_items i JOIN c ON i.competition_id = c.id
        WHERE i.multiple_waiting_list_uuid IS NOT NULL AND i.waiting_list AND NOT i.cancelled
          AND NOT i.released)
    ORDER BY squad_id FOR UPDATE`);
}

interface Candidate extends OrderItemPromoted {
  multipleWaitingListUuid: string | null;
}

/** The oldest waiting entry of a RESERVED order on the squad that nobody else holds, locked. */
async function oldestWaitingEntry(tx: DbExecutor, squadId: number): Promise<Candidate | null> {
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.order_id AS "orderId", i.user_id AS "userId",
      i.competition_id AS "competitionId", i.squad_id AS "squadId", i.email, i.locale,
      i.first_name AS "firstName", i.last_name AS "lastName", i.token,
      i.multiple_waiting_list_uuid AS "multipleWaitingListUuid"
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.squad_id = ${squadId} AND i.waiting_list AND NOT i.cancelled AND NOT i.released
      AND o.status = 'RESERVED'
    ORDER BY i.id LIMIT 1
    FOR UPDATE OF i, o SKIP LOCKED`);
  return (rows[0] as Candidate | undefined) ?? null;
}

/**
 * A multiple-waiting-list entry got a place with its item `itemId`: it leaves the other squads of
 * its group (`group`, the uuid; null: no group), those items released and their slots given back.
 * The caller holds the locks of {@link lockPromotionSquads}.
 */
export async function leaveOtherSquads(tx: DbExecutor, group: string | null, itemId: number): Promise<void> {
  if (!group) return;
  const { rows } = await tx.execute(sql`
    UPDATE order_items SET released = true
    WHERE multiple_waiting_list_uuid = ${group} AND id <> ${itemId}
      AND NOT released AND NOT cancelled
    RETURNING squad_id AS "squadId"`);
  const squads = (rows as { squadId: number }[]).map((r) => r.squadId).sort((a, b) => a - b);
  for (const squadId of squads) {
    const row = await releaseWaitingSlot(tx, squadId);
    if (row) await publishOccupancy(tx, row);
  }
}

/**
 * Promotes, squad by squad in ascending order, as many oldest entries as there are free places.
 * The caller holds the locks of {@link lockPromotionSquads}. Answers the promoted entries.
 */
export async function promoteWaitingIn(tx: DbExecutor, squadIds: number[]): Promise<OrderItemPromoted[]> {
  const promoted: OrderItemPromoted[] = [];
  for (const squadId of [...new Set(squadIds)].sort((a, b) => a - b)) {
    for (;;) {
      const now = await readOccupancy(tx, squadId); // exact: the row is locked
      if (!now || now.taken + now.held >= now.size || now.waiting === 0) break;
      const entry = await oldestWaitingEntry(tx, squadId);
      if (!entry) break;
      const row = await promoteWaitingToPlace(tx, squadId);
      if (!row) break;
      await tx.execute(sql`UPDATE order_items SET waiting_list = false WHERE id = ${entry.itemId}`);
      await publishOccupancy(tx, row);
      await leaveOtherSquads(tx, entry.multipleWaitingListUuid, entry.itemId);
      const { multipleWaitingListUuid: _group, ...rest } = entry;
      const payload: OrderItemPromoted = { ...rest, transfer: await promotedTransfer(tx, entry.itemId) };
      await appendEvent<OrderItemPromoted>(tx, 'registration', 'registration', {
        type: REGISTRATION_EVENTS.orderItemPromoted,
        payload,
      });
      promoted.push(payload);
    }
  }
  return promoted;
}

/** A waiting entry was just reserved: where one of its squads has a free place, it (or an older entry) moves up. */
export async function promoteReservedEntry(tx: DbExecutor, itemId: number): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT g.squad_id AS "squadId" FROM order_items i JOIN order_items g
      ON g.id = i.id OR g.multiple_waiting_list_uuid = i.multiple_waiting_list_uuid
    WHERE i.id = ${itemId} AND g.waiting_list AND NOT g.cancelled AND NOT g.released`);
  const squads = (rows as { squadId: number }[]).map((r) => r.squadId);
  await lockPromotionSquads(tx, squads);
  await promoteWaitingIn(tx, squads);
}

/**
 * A newer catalog snapshot may have made squads bigger: promotes into every squad of the
 * competition with a free place and a waiting entry, in the snapshot's transaction (which already
 * locked the competition's occupancy rows in ascending order).
 */
export async function promoteAfterCapacityChange(tx: DbExecutor, competitionId: number): Promise<void> {
  const { rows } = await tx.execute(sql`
    SELECT o.squad_id AS "squadId" FROM squad_occupancy o JOIN squads s ON s.id = o.squad_id
    WHERE s.competition_id = ${competitionId} AND o.taken + o.held < o.size AND o.waiting > 0`);
  const squads = (rows as { squadId: number }[]).map((r) => r.squadId);
  if (squads.length === 0) return;
  await lockPromotionSquads(tx, squads);
  await promoteWaitingIn(tx, squads);
}

/**
 * Promotes into squads where a place is free while entries wait, each squad in its own
 * transaction: after a hold ran out (its held place is free; the expiry job and the sweep call
 * this after their commit) and as the sweep's repair pass (a crash between the two, or a waiting
 * entry that joined while a place freed). `squadIds` limits the pass; without it every squad.
 */
export async function promoteWhereFree(db: Database, squadIds?: number[]): Promise<number> {
  const { rows } = await db.execute(sql`
    SELECT squad_id AS "squadId" FROM squad_occupancy
    WHERE taken + held < size AND waiting > 0
      ${squadIds ? sql`AND squad_id = ANY(${sql.param(squadIds)}::integer[])` : sql``}
    ORDER BY squad_id`);
  let promoted = 0;
  for (const { squadId } of rows as { squadId: number }[])
    promoted += await db.transaction(async (tx) => {
      await lockPromotionSquads(tx, [squadId]);
      return (await promoteWaitingIn(tx, [squadId])).length;
    });
  return promoted;
}

/** After an expired hold: the squads of the order's items get their promotions. */
export async function promoteAfterExpiry(db: Database, orderId: number): Promise<number> {
  const { rows } = await db.execute(
    sql`SELECT DISTINCT squad_id AS "squadId" FROM order_items WHERE order_id = ${orderId}`,
  );
  const squads = (rows as { squadId: number }[]).map((r) => r.squadId);
  return squads.length === 0 ? 0 : promoteWhereFree(db, squads);
}
