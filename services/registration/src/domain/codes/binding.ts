import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * A code's life with the hold it serves, each step one statement in the caller's transaction
 * (the seat's), so a refusal rolls the code back with the seat.
 */

/**
 * Binds a free code of the competition to the new item (one conditional UPDATE: of many calls
 * racing for one code exactly one matches; the others wait for its commit and then find the code
 * taken). Events reserve at once, so their code is used at once.
 */
export async function bindCode(
  tx: DbExecutor,
  code: string,
  competitionId: number,
  itemId: number,
  reserved: boolean,
): Promise<void> {
  const { rows } = await tx.execute(sql`
    UPDATE reservation_codes SET order_item_id = ${itemId}, used = ${reserved},
      used_at = ${reserved ? sql`now()` : null}
    WHERE code = ${code} AND competition_id = ${competitionId} AND order_item_id IS NULL AND NOT used
    RETURNING id`);
  if (rows.length > 0) return;
  const known = await tx.execute(sql`
    SELECT 1 FROM reservation_codes WHERE code = ${code} AND competition_id = ${competitionId}`);
  throw known.rows.length > 0
    ? new DomainError('CODE_USED', 409, 'reservationCode')
    : new DomainError('INVALID_CODE', 400, 'reservationCode');
}

/** reserveOrder: the item's code is used from now on. */
export async function consumeCodeOf(tx: DbExecutor, itemId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE reservation_codes SET used = true, used_at = now() WHERE order_item_id = ${itemId} AND NOT used`);
}

/** The hold of the order ran out: its codes are free again. */
export async function freeCodesOfOrder(tx: DbExecutor, orderId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE reservation_codes SET order_item_id = NULL, used = false, used_at = NULL
    WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = ${orderId})`);
}

/**
 * The item was freed (cart removal, cancel): its code is free again, so the one registration it
 * let in is gone and the code can let in one other; a code never serves two live items.
 */
export async function freeCodeOfItem(tx: DbExecutor, itemId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE reservation_codes SET order_item_id = NULL, used = false, used_at = NULL
    WHERE order_item_id = ${itemId}`);
}
