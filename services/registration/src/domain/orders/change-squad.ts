import { ORDER_EVENTS, type OrderItemSquadChanged } from '@portal/contracts';
import { appendEvent, DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { lockPromotionSquads } from '../seats/promotion';
import { loadItemRefs } from './item-ref';

interface SwapItem {
  id: number;
  orderId: number;
  competitionId: number;
  squadId: number;
  squadName: string | null;
  squadStandId: number | null;
  waitingList: boolean;
  live: boolean;
  multipleWaitingList: boolean;
}

async function lockItems(tx: DbExecutor, itemIds: number[]): Promise<SwapItem[]> {
  const ids = sql.param([...itemIds].sort((a, b) => a - b));
  // orders first, in ascending id order, then the items (the order every multi-item step uses)
  await tx.execute(sql`
    SELECT o.id FROM orders o WHERE o.id IN (SELECT order_id FROM order_items WHERE id = ANY(${ids}::integer[]))
    ORDER BY o.id FOR UPDATE`);
  const { rows } = await tx.execute(sql`
    SELECT i.id, i.order_id AS "orderId", i.competition_id AS "competitionId", i.squad_id AS "squadId",
      s.name AS "squadName", i.squad_stand_id AS "squadStandId", i.waiting_list AS "waitingList",
      (o.status = 'RESERVED' AND NOT i.cancelled AND NOT i.released) AS live,
      i.multiple_waiting_list_uuid IS NOT NULL AS "multipleWaitingList"
    FROM order_items i JOIN orders o ON o.id = i.order_id LEFT JOIN squads s ON s.id = i.squad_id
    WHERE i.id = ANY(${ids}::integer[]) ORDER BY i.id FOR UPDATE OF i`);
  return rows as unknown as SwapItem[];
}

async function announce(
  tx: DbExecutor,
  moves: { item: SwapItem; swappedWithItemId: number | null }[],
): Promise<void> {
  const refs = await loadItemRefs(
    tx,
    moves.map((move) => move.item.id),
  );
  for (const ref of refs) {
    const move = moves.find((m) => m.item.id === ref.itemId)!;
    await appendEvent<OrderItemSquadChanged>(tx, 'registration', 'registration', {
      type: ORDER_EVENTS.orderItemSquadChanged,
      payload: {
        ...ref,
        fromSquadId: move.item.squadId,
        fromSquadName: move.item.squadName,
        swappedWithItemId: move.swappedWithItemId,
      },
    });
  }
}

/**
 * The back-office's change squad (orderItems/changeSquad/{id}): two live registrations of one
 * competition in different squads trade places. Each takes the other's squad, its place or
 * waiting-list slot and its stand, so every squad keeps exactly its counts and its set of stands
 * in use: the seat invariant holds without any occupancy change, whatever sign-ups run meanwhile
 * (the squads' occupancy rows are locked like a promotion's, so none runs between). Division,
 * class and factor stay with the shooter. Writes `registration.order-item.squad-changed` for both.
 * Refusals (nothing changed): unknown, cancelled or released items 404 ORDER_ITEM_NOT_FOUND; the
 * same item, the same squad, another competition or a multiple-waiting-list entry 400 FIELD_INVALID
 * on `targetItemId`.
 */
export async function swapSquads(tx: DbExecutor, sourceId: number, targetId: number): Promise<void> {
  if (sourceId === targetId) throw new DomainError('FIELD_INVALID', 400, 'targetItemId');
  const items = await lockItems(tx, [sourceId, targetId]);
  const source = items.find((item) => item.id === sourceId);
  const target = items.find((item) => item.id === targetId);
  if (!source?.live) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  if (!target?.live) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404, 'targetItemId');
  if (
    source.competitionId !== target.competitionId ||
    source.squadId === target.squadId ||
    source.multipleWaitingList ||
    target.multipleWaitingList
  )
    throw new DomainError('FIELD_INVALID', 400, 'targetItemId');
  await lockPromotionSquads(tx, [source.squadId, target.squadId]);
  // the stand index allows one live item per stand: free the source's first
  await tx.execute(sql`UPDATE order_items SET squad_stand_id = NULL WHERE id = ${source.id}`);
  const place = (item: SwapItem, to: SwapItem) => sql`
    UPDATE order_items SET squad_id = ${to.squadId}, waiting_list = ${to.waitingList},
      squad_stand_id = ${to.squadStandId}
    WHERE id = ${item.id}`;
  await tx.execute(place(target, source));
  await tx.execute(place(source, target));
  await announce(tx, [
    { item: source, swappedWithItemId: target.id },
    { item: target, swappedWithItemId: source.id },
  ]);
}
