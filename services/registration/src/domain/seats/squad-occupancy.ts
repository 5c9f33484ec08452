import { REGISTRATION_EVENTS } from '@portal/contracts';
import { appendEventFromSql, executePrepared, outboxWrites, type DbExecutor } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';

/**
 * THE SEAT INVARIANT. A squad never has more taken plus held places than its size, and never
 * more waiting-list entries than its maximum, under any concurrency, any number of replicas and
 * any crash. Every change of a squad's places goes through this module, and each change is ONE
 * conditional statement on the squad's occupancy row: PostgreSQL locks the row for the statement,
 * re-checks the condition against the newest committed row, and either changes it or matches
 * nothing. Two transactions can therefore never both take the last place, whatever ran before
 * them. The table's CHECK constraints (taken + held <= size, waiting <= max_waiting_list_size)
 * are the second line of defence: a wrong statement would fail instead of overselling.
 *
 * Call these inside the transaction that also writes the order, so a rolled-back order gives its
 * place back by itself. Each change bumps the row's version and writes
 * `registration.squad.occupancy-changed` to the outbox in the same transaction. The sign-up's
 * hot path uses {@link seatWith} instead: the seat, its event and the order in one statement.
 */

export interface OccupancyRow {
  squadId: number;
  size: number;
  maxWaitingListSize: number;
  taken: number;
  held: number;
  waiting: number;
  version: number;
}

/** What a successful take got: a place (held or, for events, taken at once) or a waiting slot. */
export type Seat = 'place' | 'waiting';

const RETURNING = sql`RETURNING squad_id AS "squadId", size, max_waiting_list_size AS "maxWaitingListSize",
  taken, held, waiting, version`;

async function change(tx: DbExecutor, statement: ReturnType<typeof sql>): Promise<OccupancyRow | null> {
  const { rows } = await executePrepared(tx, sql`${statement} ${RETURNING}`);
  return (rows[0] as OccupancyRow | undefined) ?? null;
}

/** The statements that take a seat, for {@link seatWith} and the functions below. */
export const SEAT = {
  /** holds a free place for a countdown: the one statement that can take a place */
  hold: (squadId: number) =>
    sql`UPDATE squad_occupancy SET held = held + 1, version = version + 1
        WHERE squad_id = ${squadId} AND taken + held < size`,
  /** takes a free place at once, without a countdown (events skip the hold) */
  take: (squadId: number) =>
    sql`UPDATE squad_occupancy SET taken = taken + 1, version = version + 1
        WHERE squad_id = ${squadId} AND taken + held < size`,
  /** takes a free waiting-list slot: the one statement that can grow a waiting list */
  wait: (squadId: number) =>
    sql`UPDATE squad_occupancy SET waiting = waiting + 1, version = version + 1
        WHERE squad_id = ${squadId} AND waiting < max_waiting_list_size`,
};

export const holdPlace = (tx: DbExecutor, squadId: number) => change(tx, SEAT.hold(squadId));
export const takePlace = (tx: DbExecutor, squadId: number) => change(tx, SEAT.take(squadId));
export const takeWaitingSlot = (tx: DbExecutor, squadId: number) => change(tx, SEAT.wait(squadId));

/** A held place becomes a confirmed one (reserve); the sum taken + held does not change. */
export const confirmHeldPlace = (tx: DbExecutor, squadId: number) =>
  change(
    tx,
    sql`UPDATE squad_occupancy SET held = held - 1, taken = taken + 1, version = version + 1
        WHERE squad_id = ${squadId} AND held > 0`,
  );

/**
 * Gives a held place back. When the catalog shrank the squad below what was taken, the limit
 * follows the catalog's figure down with every place that comes back.
 */
export const releaseHeldPlace = (tx: DbExecutor, squadId: number) =>
  change(
    tx,
    sql`UPDATE squad_occupancy SET held = held - 1, version = version + 1,
          size = GREATEST(squad_size, taken + held - 1)
        WHERE squad_id = ${squadId} AND held > 0`,
  );

/**
 * Gives a confirmed place back (a cancel, a removed cart item). Like a released hold, the limit
 * follows a shrunk squad's figure down.
 */
export const releaseTakenPlace = (tx: DbExecutor, squadId: number) =>
  change(
    tx,
    sql`UPDATE squad_occupancy SET taken = taken - 1, version = version + 1,
          size = GREATEST(squad_size, taken - 1 + held)
        WHERE squad_id = ${squadId} AND taken > 0`,
  );

/** Gives a waiting-list slot back. */
export const releaseWaitingSlot = (tx: DbExecutor, squadId: number) =>
  change(
    tx,
    sql`UPDATE squad_occupancy SET waiting = waiting - 1, version = version + 1,
          max_waiting_list_size = GREATEST(squad_max_waiting_list_size, waiting - 1)
        WHERE squad_id = ${squadId} AND waiting > 0`,
  );

/**
 * Applies the catalog's size and waiting-list maximum of a squad (a newer snapshot). A size
 * smaller than taken + held keeps every place already given: the limit stays at taken + held
 * (the CHECK holds) and shrinks to the catalog's size as places come back; no new place is given
 * until then. The counts do not change, so no occupancy event follows.
 */
export async function applySquadCapacity(
  tx: DbExecutor,
  squadId: number,
  squadSize: number,
  maxWaitingListSize: number,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO squad_occupancy AS o
      (squad_id, squad_size, squad_max_waiting_list_size, size, max_waiting_list_size)
    VALUES (${squadId}, ${squadSize}, ${maxWaitingListSize}, ${squadSize}, ${maxWaitingListSize})
    ON CONFLICT (squad_id) DO UPDATE SET
      squad_size = EXCLUDED.squad_size,
      squad_max_waiting_list_size = EXCLUDED.squad_max_waiting_list_size,
      size = GREATEST(EXCLUDED.squad_size, o.taken + o.held),
      max_waiting_list_size = GREATEST(EXCLUDED.squad_max_waiting_list_size, o.waiting)`);
}

/** The occupancy row as it is now (no lock; for answers and quick refusals only). */
export const occupancyQuery = (squadId: number) => sql`
    SELECT squad_id AS "squadId", size, max_waiting_list_size AS "maxWaitingListSize",
           taken, held, waiting, version
    FROM squad_occupancy WHERE squad_id = ${squadId}`;

export async function readOccupancy(tx: DbExecutor, squadId: number): Promise<OccupancyRow | null> {
  const { rows } = await executePrepared(tx, occupancyQuery(squadId));
  return (rows[0] as OccupancyRow | undefined) ?? null;
}

/** Neither a place nor a waiting-list slot is free (a hint: only the statements above decide). */
export const isFull = (row: OccupancyRow) =>
  row.taken + row.held >= row.size && row.waiting >= row.maxWaitingListSize;

/** The occupancy event's payload (contracts' SquadOccupancy) from a row's columns; `taken` counts held places too. */
const occupancyPayload = (row: { squadId: SQL; taken: SQL; waiting: SQL; standIds?: SQL }) =>
  sql`jsonb_build_object('squadId', ${row.squadId}, 'taken', ${row.taken}, 'waiting', ${row.waiting},
    'standIds', ${row.standIds ?? sql`squad_stands_in_use(${row.squadId})`})`;

/**
 * Writes the squad's occupancy event at the row's version into the outbox (call it in the
 * transaction that changed the row, after the change).
 */
export async function publishOccupancy(tx: DbExecutor, row: OccupancyRow): Promise<void> {
  // the stands in use and the event in one statement: the caller holds the squad's row lock until
  // its commit, so every round trip here is a turn the rush's other sign-ups wait for
  await appendEventFromSql(tx, 'registration', 'registration', {
    type: REGISTRATION_EVENTS.squadOccupancyChanged,
    version: row.version,
    payload: occupancyPayload({
      squadId: sql`${row.squadId}::int`,
      taken: sql`${row.taken + row.held}::int`,
      waiting: sql`${row.waiting}::int`,
    }),
  });
}

/**
 * A seat change (one of {@link SEAT}), its occupancy event and the caller's writes in ONE
 * statement. `writes` are CTEs that read the changed row from `seat` (e.g. `INSERT ... SELECT
 * ... FROM seat`), so nothing is written when no seat was free; `result` lists the columns the
 * caller wants from them, `from` joins them. Run on the pool outside a transaction, the squad's
 * row stays locked only for the statement and its commit, never for a round trip of the caller
 * (the stands of the event are read afresh after the lock, see migration 0011). Null: no seat.
 */
export async function seatWith<T extends object>(
  db: DbExecutor,
  seat: SQL,
  writes: SQL,
  result: SQL,
  from: SQL,
): Promise<(OccupancyRow & T) | null> {
  const { rows } = await executePrepared(
    db,
    sql`
    WITH seat AS (${seat} ${RETURNING}),
    ${outboxWrites('registration', 'registration', {
      type: REGISTRATION_EVENTS.squadOccupancyChanged,
      version: sql`version`,
      payload: occupancyPayload({ squadId: sql`"squadId"`, taken: sql`taken + held`, waiting: sql`waiting` }),
      from: sql`seat`,
    })},
    ${writes}
    SELECT seat.*, ${result}, (SELECT count(*) FROM outbox_notified) AS "eventsNotified"
    FROM seat, ${from}`,
  );
  return (rows[0] as (OccupancyRow & T) | undefined) ?? null;
}

/** The stands in use changed but no count did: a new version for the occupancy event. */
export const touchOccupancy = (tx: DbExecutor, squadId: number) =>
  change(tx, sql`UPDATE squad_occupancy SET version = version + 1 WHERE squad_id = ${squadId}`);

/**
 * A waiting-list entry gets a free place (promotion): its slot goes back and a confirmed place is
 * taken in ONE statement, so the row changes once (one version, one event) and both CHECKs hold.
 */
export const promoteWaitingToPlace = (tx: DbExecutor, squadId: number) =>
  change(
    tx,
    sql`UPDATE squad_occupancy SET waiting = waiting - 1, taken = taken + 1, version = version + 1,
          max_waiting_list_size = GREATEST(squad_max_waiting_list_size, waiting - 1)
        WHERE squad_id = ${squadId} AND waiting > 0 AND taken + held < size`,
  );

/** How {@link endHoldAtOnce} went: ended (ms past its countdown), not held, or spread over squads. */
export type HoldEnd = { lateMs: number } | 'not-held' | 'several-squads';

/**
 * Ends a running hold whose live items are all in one squad in ONE statement: the order expires,
 * its items are released and their codes freed, the squad's held places and waiting slots go back
 * and its occupancy event is written. The squad's row is locked for that statement only, never
 * across round trips, so under a rush a hold ends at its countdown instead of queueing behind
 * round trips on a starved machine (docs/seat-invariant.md). An order another transaction has
 * locked (a reserve in flight) is left alone: the reserve decides it, or the sweep ends it next.
 * Items are only ever inserted with their order, so the statement's snapshot sees all of them.
 * `onlyOverdue` (the sweep) also requires the countdown to be over.
 */
export async function endHoldAtOnce(db: DbExecutor, orderId: number, onlyOverdue: boolean): Promise<HoldEnd> {
  const { rows } = await executePrepared(
    db,
    sql`
    WITH live AS (
      SELECT id, squad_id, waiting_list FROM order_items
      WHERE order_id = ${orderId} AND NOT released AND NOT cancelled),
    target AS (
      SELECT id FROM orders
      WHERE id = ${orderId} AND status = 'PREPARE' ${onlyOverdue ? sql`AND expires_at <= now()` : sql``}
        AND (SELECT count(DISTINCT squad_id) FROM live) <= 1
      FOR UPDATE SKIP LOCKED),
    ended AS (
      UPDATE orders SET status = 'EXPIRED' WHERE id IN (SELECT id FROM target)
      RETURNING expires_at),
    items AS (
      UPDATE order_items SET released = true
      WHERE id IN (SELECT id FROM live) AND EXISTS (SELECT 1 FROM ended)
      RETURNING squad_id, waiting_list),
    codes AS (
      UPDATE reservation_codes SET order_item_id = NULL, used = false, used_at = NULL
      WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = ${orderId})
        AND EXISTS (SELECT 1 FROM ended)),
    counts AS (
      SELECT squad_id, count(*) FILTER (WHERE NOT waiting_list)::int AS places,
        count(*) FILTER (WHERE waiting_list)::int AS slots
      FROM items GROUP BY squad_id),
    seat AS (
      UPDATE squad_occupancy o SET held = o.held - c.places, waiting = o.waiting - c.slots,
        version = o.version + 1,
        size = CASE WHEN c.places > 0 THEN GREATEST(o.squad_size, o.taken + o.held - c.places) ELSE o.size END,
        max_waiting_list_size = CASE WHEN c.slots > 0
          THEN GREATEST(o.squad_max_waiting_list_size, o.waiting - c.slots) ELSE o.max_waiting_list_size END
      FROM counts c WHERE o.squad_id = c.squad_id AND o.held >= c.places AND o.waiting >= c.slots
      RETURNING o.squad_id AS "squadId", o.taken, o.held, o.waiting, o.version),
    ${outboxWrites('registration', 'registration', {
      type: REGISTRATION_EVENTS.squadOccupancyChanged,
      version: sql`version`,
      // the stands as the next committed state will have them: this statement's release is not yet visible
      payload: occupancyPayload({
        squadId: sql`"squadId"`,
        taken: sql`taken + held`,
        waiting: sql`waiting`,
        standIds: sql`squad_stands_in_use("squadId", ${orderId}::int)`,
      }),
      from: sql`seat`,
    })}
    SELECT (SELECT count(*) FROM outbox_notified) AS "eventsNotified",
      (SELECT count(DISTINCT squad_id) FROM live)::int AS squads,
      -- after the seat's change (the event waited for it): how late the hold ends, lock waits included
      (SELECT (extract(epoch FROM clock_timestamp() - expires_at) * 1000)::int FROM ended) AS "lateMs"`,
  );
  const row = rows[0] as { lateMs: number | null; squads: number };
  if (row.lateMs !== null) return { lateMs: row.lateMs };
  return row.squads > 1 ? 'several-squads' : 'not-held';
}
