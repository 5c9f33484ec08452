import type { ProcessingItems } from '@portal/contracts';
import { DomainError, hasPermission, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * Which of the caller's registrations among `itemIds` have a card payment still running: a
 * checkout the caller started for them (REQUESTED: card chosen at checkout; OPEN: sent to the
 * provider) that is still payable, not confirmed for the item (paid_items, also by another
 * checkout) and not for a cancelled item. Only the caller's own checkouts count, and only plain
 * users ask: the red row is theirs (docs/my-competitions.md).
 */
export async function processingItems(
  db: DbExecutor,
  user: AuthUser,
  itemIds: readonly number[],
): Promise<ProcessingItems> {
  if (user.id === null) throw new DomainError('Unauthorized', 401);
  if (hasPermission(user, 'IS_GUEST', 'IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'))
    throw new DomainError('ACCESS_ONLY_SHOOTER', 403);
  const { rows } = await db.execute(sql`
    SELECT DISTINCT item.id AS "itemId"
    FROM checkouts c CROSS JOIN LATERAL unnest(c.item_ids) AS item(id)
    WHERE c.user_id = ${user.id} AND c.purpose <> 'PREMIUM'
      AND c.status IN ('REQUESTED', 'OPEN') AND c.payable_until > now()
      AND item.id = ANY(${sql.param([...itemIds])}::integer[])
      AND NOT EXISTS (SELECT 1 FROM paid_items p WHERE p.item_id = item.id AND p.second = c.second)
      AND NOT EXISTS (SELECT 1 FROM cancelled_items x WHERE x.item_id = item.id)
    ORDER BY item.id`);
  return { itemIds: (rows as { itemId: number }[]).map((row) => row.itemId) };
}
