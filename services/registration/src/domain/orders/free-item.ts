import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { freeCodeOfItem } from '../codes/binding';
import {
  publishOccupancy,
  releaseHeldPlace,
  releaseTakenPlace,
  releaseWaitingSlot,
} from '../seats/squad-occupancy';
import { lockPromotionSquads, promoteWaitingIn } from '../seats/promotion';

export interface FreedItem {
  itemId: number;
  orderId: number;
  squadId: number;
  waitingList: boolean;
  /** waiting-list entries that got a place freed here (each has its own promoted event) */
  promotedItemIds: number[];
}

/**
 * Frees one live item in the caller's transaction (a cancel, a removed cart item): the item
 * becomes cancelled (its stand free with it, see the partial unique index), its place, held place
 * or waiting-list slot goes back, and the occupancy event is written. Answers null when the item
 * was not live (cancelled already, or its hold ran out), so a repeated call changes nothing.
 * A multiple-waiting-list entry is one registration: its items on the other squads go with it.
 * A freed place goes at once to the oldest waiting entry of the squad (seats/promotion.ts).
 */
export async function freeItemIn(tx: DbExecutor, itemId: number): Promise<FreedItem | null> {
  // the order first, as every step that changes an order's items does (a promotion skips it)
  await tx.execute(sql`
    SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.id = ${itemId} FOR UPDATE OF o`);
  const { rows } = await tx.execute(sql`
    UPDATE order_items i SET cancelled = true
    FROM orders o
    WHERE (i.id = ${itemId} OR i.multiple_waiting_list_uuid =
        (SELECT g.multiple_waiting_list_uuid FROM order_items g WHERE g.id = ${itemId}))
      AND o.id = i.order_id AND NOT i.cancelled AND NOT i.released
      AND o.status IN ('PREPARE', 'RESERVED')
    RETURNING i.id AS "itemId", i.order_id AS "orderId", i.squad_id AS "squadId",
      i.waiting_list AS "waitingList", o.status`);
  const items = (rows as unknown as (FreedItem & { status: 'PREPARE' | 'RESERVED' })[]).sort(
    (a, b) => a.squadId - b.squadId,
  );
  const freed = items.find((item) => item.itemId === itemId);
  if (!freed) return null;
  for (const item of items) await freeCodeOfItem(tx, item.itemId);
  await lockPromotionSquads(
    tx,
    items.map((item) => item.squadId),
  );
  for (const item of items) {
    const row = item.waitingList
      ? await releaseWaitingSlot(tx, item.squadId)
      : item.status === 'PREPARE'
        ? await releaseHeldPlace(tx, item.squadId)
        : await releaseTakenPlace(tx, item.squadId);
    if (row) await publishOccupancy(tx, row);
  }
  const promoted = await promoteWaitingIn(
    tx,
    items.filter((item) => !item.waitingList).map((item) => item.squadId),
  );
  return {
    itemId: freed.itemId,
    orderId: freed.orderId,
    squadId: freed.squadId,
    waitingList: freed.waitingList,
    promotedItemIds: promoted.map((entry) => entry.itemId),
  };
}
