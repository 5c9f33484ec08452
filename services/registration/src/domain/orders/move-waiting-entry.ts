import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { leaveOtherSquads, lockPromotionSquads } from '../seats/promotion';
import { publishOccupancy, releaseWaitingSlot } from '../seats/squad-occupancy';
import { moveToSquad, type MovableItem } from './move-squad';

/**
 * The edit page's squad change (docs/registration.md: another squad keeps division, class
 * and factor and clears the stand) for a registration that still waits on the multiple waiting
 * list, in the caller's transaction, which has locked the item's order (the whole group is one
 * order). The entry waits on several squads, one item per squad (multiple-waiting-list.ts); the
 * edited item's squad is swapped for `toSquadId`, the others stay:
 * - a free place there: the entry takes it and, as a promotion does, leaves every other squad;
 * - else a waiting slot there, when that squad takes part in the multiple waiting list (the
 *   entry waits only on such squads, as at sign-up): the entry now waits there instead; on a
 *   squad that does not take part, 409 SQUAD_ONLY_WAITINGLIST_SPOTS;
 * - neither: 409 SQUAD_FULL.
 * When the entry already waits on the target squad too, that item gives its slot back and the
 * edited one takes the entry's place there (the entry stops waiting on the edited item's squad).
 * Every seat change goes through the invariant's statements; a refusal throws, and the caller's
 * transaction rolls everything back.
 */
export async function moveWaitingEntry(tx: DbExecutor, item: MovableItem, toSquadId: number): Promise<void> {
  const { rows: own } = await tx.execute(sql`
    SELECT multiple_waiting_list_uuid AS "group" FROM order_items WHERE id = ${item.itemId}`);
  const group = (own[0] as { group: string }).group;
  const { rows } = await tx.execute(sql`
    SELECT id, squad_id AS "squadId" FROM order_items
    WHERE multiple_waiting_list_uuid = ${group} AND id <> ${item.itemId} AND NOT cancelled AND NOT released`);
  const others = rows as { id: number; squadId: number }[];
  await lockPromotionSquads(tx, [item.squadId, toSquadId, ...others.map((o) => o.squadId)]);

  // one item per squad: the entry's item on the target squad gives its slot back first
  const there = others.find((o) => o.squadId === toSquadId);
  if (there) {
    await tx.execute(sql`UPDATE order_items SET released = true WHERE id = ${there.id}`);
    const row = await releaseWaitingSlot(tx, toSquadId);
    if (row) await publishOccupancy(tx, row);
  }

  await moveToSquad(tx, item, toSquadId);
  const { rows: now } = await tx.execute(sql`
    SELECT i.waiting_list AS "waitingList", s.multiple_waiting_list AS flagged
    FROM order_items i JOIN squads s ON s.id = i.squad_id WHERE i.id = ${item.itemId}`);
  const moved = now[0] as { waitingList: boolean; flagged: boolean };
  if (!moved.waitingList) await leaveOtherSquads(tx, group, item.itemId);
  else if (!moved.flagged) throw new DomainError('SQUAD_ONLY_WAITINGLIST_SPOTS', 409, 'squadId');
}
