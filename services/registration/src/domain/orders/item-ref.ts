import type { OrderItemRef } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * What every item event carries (contracts order-events.ts `OrderItemRef`), read in the caller's
 * transaction so the event shows the item as that transaction leaves it (call it after the
 * change). Answers the refs in the order of `itemIds`; unknown ids are left out.
 */
export async function loadItemRefs(tx: DbExecutor, itemIds: number[]): Promise<OrderItemRef[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.order_id AS "orderId", i.token, i.user_id AS "userId", i.email,
      i.first_name AS "firstName", i.last_name AS "lastName", i.locale,
      i.competition_id AS "competitionId", COALESCE(c.name, '') AS "competitionName",
      c.competition_date AS "competitionDate", c.club_id AS "clubId",
      i.squad_id AS "squadId", s.name AS "squadName", i.waiting_list AS "waitingList"
    FROM order_items i LEFT JOIN competitions c ON c.id = i.competition_id
    LEFT JOIN squads s ON s.id = i.squad_id
    WHERE i.id = ANY(${sql.param(itemIds)}::integer[])`);
  const byId = new Map(
    (rows as unknown as (Omit<OrderItemRef, 'competitionDate'> & { competitionDate: unknown })[]).map((r) => [
      r.itemId,
      r,
    ]),
  );
  return itemIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...r,
        locale: r.locale === 'en' ? 'en' : 'de',
        competitionDate: r.competitionDate ? new Date(r.competitionDate as string).toISOString() : null,
      },
    ];
  });
}

/** One item's ref; throws when the item does not exist (callers have just changed it). */
export async function loadItemRef(tx: DbExecutor, itemId: number): Promise<OrderItemRef> {
  const [ref] = await loadItemRefs(tx, [itemId]);
  if (!ref) throw new Error(`order item ${itemId} not found`);
  return ref;
}
