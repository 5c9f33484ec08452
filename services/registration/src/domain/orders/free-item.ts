import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { freeCodeOfItem } from '../codes/binding';
import {
  publishOccupancy,
  releaseHeldPlace,
  releaseTakenPlace,
  releaseWaitingSlot,
} from '../seats/squad-occupancy';

export interface FreedItem {
  itemId: number;
  orderId: number;
  squadId: number;
  waitingList: boolean;
}

/**
 * Frees one live item in the caller's transaction (a cancel, a removed cart item): the item
 * becomes cancelled (its stand free with it, see the partial unique index), its place, held place
 * or waiting-list slot goes back, and the occupancy event is written. Answers null when the item
 * was not live (cancelled already, or its hold ran out), so a repeated call changes nothing.
 * Waiting-list promotion into a freed place hooks in here.
 */
export async function freeItemIn(tx: DbExecutor, itemId: number): Promise<FreedItem | null> {
  const { rows } = await tx.execute(sql`
    UPDATE order_items i SET cancelled = true
    FROM orders o
    WHERE i.id = ${itemId} AND o.id = i.order_id AND NOT i.cancelled AND NOT i.released
      AND o.status IN ('PREPARE', 'RESERVED')
    RETURNING i.id AS "itemId", i.order_id AS "orderId", i.squad_id AS "squadId",
      i.waiting_list AS "waitingList", o.status`);
  const freed = rows[0] as (FreedItem & { status: 'PREPARE' | 'RESERVED' }) | undefined;
  if (!freed) return null;
  await freeCodeOfItem(tx, freed.itemId);
  const row = freed.waitingList
    ? await releaseWaitingSlot(tx, freed.squadId)
    : freed.status === 'PREPARE'
      ? await releaseHeldPlace(tx, freed.squadId)
      : await releaseTakenPlace(tx, freed.squadId);
  if (row) await publishOccupancy(tx, row);
  return {
    itemId: freed.itemId,
    orderId: freed.orderId,
    squadId: freed.squadId,
    waitingList: freed.waitingList,
  };
}
