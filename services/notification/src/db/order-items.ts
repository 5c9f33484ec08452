import type { OrderItemRef, OrderItemReserved } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { orderItems } from './schema';

export interface ItemRow {
  itemId: number;
  token: string;
  userId: number | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  locale: string;
  competitionId: number;
  clubId: number | null;
  squadName: string | null;
  waitingList: boolean;
  paid: boolean;
  cancelled: boolean;
  reservedAt: Date;
  placeSince: Date | null;
}

const COLUMNS = sql`item_id AS "itemId", token, user_id AS "userId", email, first_name AS "firstName",
  last_name AS "lastName", locale, competition_id AS "competitionId", club_id AS "clubId",
  squad_name AS "squadName", waiting_list AS "waitingList", paid, cancelled, reserved_at AS "reservedAt",
  place_since AS "placeSince"`;

/** An item registration reserved; the sign-up time starts its payment reminders. */
export async function recordReservedItem(
  tx: DbExecutor,
  item: OrderItemReserved,
  reservedAt: string,
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${orderItems} (item_id, token, user_id, email, first_name, last_name, locale,
      competition_id, club_id, squad_name, waiting_list, reserved_at)
    VALUES (${item.itemId}, ${item.token}, ${item.userId}, ${item.email}, ${item.firstName},
      ${item.lastName}, ${item.locale}, ${item.competitionId}, ${item.clubId}, ${item.squadName},
      ${item.waitingList}, ${reservedAt})
    ON CONFLICT (item_id) DO NOTHING`);
}

/**
 * Applies what a later item event says (cancelled, paid, place). An item first seen here (its
 * reserved event still on the way) is recorded from the event's reference.
 */
export async function applyItemChange(
  tx: DbExecutor,
  ref: OrderItemRef,
  occurredAt: string,
  change: { cancelled?: boolean; paid?: boolean; waitingList?: boolean },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO ${orderItems} (item_id, token, user_id, email, first_name, last_name, locale,
      competition_id, club_id, squad_name, waiting_list, paid, cancelled, reserved_at)
    VALUES (${ref.itemId}, ${ref.token}, ${ref.userId}, ${ref.email}, ${ref.firstName}, ${ref.lastName},
      ${ref.locale}, ${ref.competitionId}, ${ref.clubId}, ${ref.squadName},
      ${change.waitingList ?? ref.waitingList}, ${change.paid ?? false}, ${change.cancelled ?? false},
      ${occurredAt})
    ON CONFLICT (item_id) DO UPDATE SET
      squad_name = COALESCE(EXCLUDED.squad_name, ${orderItems}.squad_name),
      waiting_list = ${change.waitingList ?? sql`${orderItems}.waiting_list`},
      paid = ${change.paid ?? sql`${orderItems}.paid`},
      cancelled = ${change.cancelled ?? sql`${orderItems}.cancelled`}`);
}

export async function itemById(tx: DbExecutor, itemId: number): Promise<ItemRow | null> {
  const { rows } = await tx.execute(sql`SELECT ${COLUMNS} FROM ${orderItems} WHERE item_id = ${itemId}`);
  return (rows[0] as ItemRow | undefined) ?? null;
}

/** Items with a place (not cancelled, not waiting): who the start reminder goes to. */
export async function placedItemsOf(tx: DbExecutor, competitionId: number): Promise<ItemRow[]> {
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS} FROM ${orderItems}
    WHERE competition_id = ${competitionId} AND NOT cancelled AND NOT waiting_list ORDER BY item_id`);
  return rows as unknown as ItemRow[];
}

/** Items not cancelled and not paid: who the payment reminders go to. */
export async function unpaidItems(tx: DbExecutor, competitionId?: number): Promise<ItemRow[]> {
  const { rows } = await tx.execute(sql`
    SELECT ${COLUMNS} FROM ${orderItems}
    WHERE NOT cancelled AND NOT paid
      ${competitionId === undefined ? sql`` : sql`AND competition_id = ${competitionId}`}
    ORDER BY item_id`);
  return rows as unknown as ItemRow[];
}

/** A waiting-list entry got a place. */
export async function markItemPlaced(tx: DbExecutor, itemId: number, at: string): Promise<void> {
  await tx.execute(
    sql`UPDATE ${orderItems} SET waiting_list = false, place_since = ${at} WHERE item_id = ${itemId}`,
  );
}

/** The start of an item's payment days: its sign-up, or its promotion from the waiting list. */
export const payableSince = (item: ItemRow): number =>
  Math.max(new Date(item.reservedAt).getTime(), item.placeSince ? new Date(item.placeSince).getTime() : 0);
