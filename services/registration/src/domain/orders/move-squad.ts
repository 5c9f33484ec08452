import { ORDER_EVENTS, type OrderItemSquadChanged } from '@portal/contracts';
import { appendEvent, DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { lockPromotionSquads, promoteWaitingIn } from '../seats/promotion';
import {
  publishOccupancy,
  releaseTakenPlace,
  releaseWaitingSlot,
  takePlace,
  takeWaitingSlot,
} from '../seats/squad-occupancy';
import { loadItemRef } from './item-ref';

export interface MovableItem {
  itemId: number;
  squadId: number;
  squadName: string | null;
  waitingList: boolean;
}

/**
 * Moves one reserved registration to another squad of its competition (a shooter's edit; an
 * administrator's swap of two items is change-squad.ts), in the caller's transaction, which has
 * locked the item's order. Only through the invariant's statements: a place of the new squad
 * (a waiting-list item: a place if one is free, else a waiting slot), or 409 SQUAD_FULL and
 * nothing changes. The item keeps division, class and factor and loses its stand; its old place
 * goes to the oldest waiting entry there. Writes `registration.order-item.squad-changed`.
 */
export async function moveToSquad(tx: DbExecutor, item: MovableItem, toSquadId: number): Promise<void> {
  await lockPromotionSquads(tx, [item.squadId, toSquadId]);
  let waitingList = false;
  let taken = await takePlace(tx, toSquadId);
  if (!taken && item.waitingList) {
    taken = await takeWaitingSlot(tx, toSquadId);
    waitingList = true;
  }
  if (!taken) throw new DomainError('SQUAD_FULL', 409, 'squadId');
  const released = item.waitingList
    ? await releaseWaitingSlot(tx, item.squadId)
    : await releaseTakenPlace(tx, item.squadId);
  await tx.execute(sql`
    UPDATE order_items SET squad_id = ${toSquadId}, squad_stand_id = NULL, waiting_list = ${waitingList}
    WHERE id = ${item.itemId}`);
  // both rows' events after the item moved, so their stands in use are right
  for (const row of [taken, released].sort((a, b) => (a?.squadId ?? 0) - (b?.squadId ?? 0)))
    if (row) await publishOccupancy(tx, row);
  if (!item.waitingList) await promoteWaitingIn(tx, [item.squadId]);
  await appendEvent<OrderItemSquadChanged>(tx, 'registration', 'registration', {
    type: ORDER_EVENTS.orderItemSquadChanged,
    payload: {
      ...(await loadItemRef(tx, item.itemId)),
      fromSquadId: item.squadId,
      fromSquadName: item.squadName,
      swappedWithItemId: null,
    },
  });
}
