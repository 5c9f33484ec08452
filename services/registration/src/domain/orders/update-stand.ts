import type { PreparedOrder } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { publishOccupancy, touchOccupancy } from '../seats/squad-occupancy';
import { actingOwner } from './on-behalf';
import { lockPreparedItem, orderView } from './rows';

const UNIQUE_VIOLATION = '23505';

/**
 * updateStand/{itemToken} (docs/seat-invariant.md): a free stand of the item's squad,
 * or none (null). Waiting-list places get no stand (SQUAD_STAND_WAITINGLIST_SPOT); a stand another
 * live registration has is not free (409 SQUAD_STAND_NOT_FOUND: the unique index decides races).
 * The caller is the hold's owner or someone allowed to act for them (actingOwner, docs/registration-mails.md).
 */
export async function updateStand(
  db: Database,
  user: AuthUser,
  token: string,
  squadStandId: number | null,
): Promise<PreparedOrder> {
  try {
    return await db.transaction(async (tx) => {
      // a hold made for someone the caller represents (admin, club admin, deputy) is theirs to complete
      const { ownerId } = await actingOwner(tx, user, token);
      const item = await lockPreparedItem(tx, token, ownerId);
      if (squadStandId !== null) {
        if (item.waitingList) throw new DomainError('SQUAD_STAND_WAITINGLIST_SPOT', 400, 'squadStandId');
        const { rows } = await tx.execute(sql`
          SELECT 1 FROM squad_stands WHERE id = ${squadStandId} AND squad_id = ${item.squadId} AND NOT removed`);
        if (rows.length === 0) throw new DomainError('SQUAD_STAND_NOT_FOUND', 404, 'squadStandId');
      }
      await tx.execute(
        sql`UPDATE order_items SET squad_stand_id = ${squadStandId} WHERE id = ${item.itemId}`,
      );
      const row = await touchOccupancy(tx, item.squadId);
      if (row) await publishOccupancy(tx, row); // the stands in use changed
      return orderView(tx, item.orderId);
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION)
      throw new DomainError('SQUAD_STAND_NOT_FOUND', 409, 'squadStandId');
    throw error;
  }
}
