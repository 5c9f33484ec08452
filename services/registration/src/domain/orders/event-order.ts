import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { lockPreparedItem, type LockedItem } from './rows';

/**
 * The item a reserveOrder call completes. An event's order is RESERVED at prepareOrder already
 * (no countdown, its place taken at once), yet the dialog still sends its personal data step:
 * reserveOrder then only writes the names, e-mail and choices (no seat changes). Everything
 * else must be a running PREPARE hold (lockPreparedItem).
 */
export async function lockItemForReserve(
  tx: DbExecutor,
  token: string,
  userId: number | null,
): Promise<LockedItem> {
  const { rows } = await tx.execute(sql`
    SELECT o.id AS "orderId", i.id AS "itemId", o.status, true AS running,
      o.user_id AS "userId", i.competition_id AS "competitionId", i.squad_id AS "squadId",
      i.waiting_list AS "waitingList"
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    WHERE i.token = ${token} AND o.status = 'RESERVED' AND c.event AND NOT i.cancelled AND NOT i.released
    FOR UPDATE OF o`);
  const item = rows[0] as LockedItem | undefined;
  if (!item) return lockPreparedItem(tx, token, userId);
  if (item.userId !== null && item.userId !== userId) throw new DomainError('ACCESS_DENIED', 403);
  return item;
}
