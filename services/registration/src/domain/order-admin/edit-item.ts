import type { AdminOrderItem, AdminOrderItemEditBody } from '@portal/contracts';
import { DomainError, type AuthUser, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { moveToSquad } from '../orders/move-squad';
import { findSquad } from '../orders/rows';
import { checkStandChoice } from '../orders/stand-rule';
import { checkChoiceIds } from '../rules/choice-ids';
import { publishOccupancy, touchOccupancy } from '../seats/squad-occupancy';
import type { SquadRow } from '../rules/sign-up-rules';
import { isPrivileged, lockAdminItem } from './access';
import { findAdminItem } from './read-items';

const UNIQUE_VIOLATION = '23505';

/** Division, class and factor must be the squad's (an empty list on the squad allows any). */
function checkChoices(squad: SquadRow, body: AdminOrderItemEditBody) {
  const rules = [
    ['divisionId', body.divisionId, squad.divisionIds, 'DIVISION_NOT_IN_COMPETITION'],
    ['competitionClassId', body.competitionClassId, squad.competitionClassIds, 'CLASS_NOT_IN_COMPETITION'],
    ['factorId', body.factorId, squad.factorIds, 'FACTOR_NOT_IN_COMPETITION'],
  ] as const;
  for (const [field, value, allowed, key] of rules)
    if (value != null && allowed.length > 0 && !allowed.includes(value))
      throw new DomainError(key, 400, field);
}

/** Only admins and portal admins give a registration to another account (the user picker). */
async function checkUser(
  tx: DbExecutor,
  user: AuthUser,
  current: number | null,
  wanted: number | null | undefined,
) {
  if (wanted === undefined || wanted === current) return;
  if (!isPrivileged(user)) throw new DomainError('PERMISSION_DENIED', 403, 'userId');
  if (wanted === null) return;
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM users WHERE id = ${wanted} AND active AND NOT deleted`);
  if (rows.length === 0) throw new DomainError('NO_USER', 404, 'userId');
}

/**
 * PUT orderItems/{id} (back-office "Order-item edit"): names, e-mail, division, class, factor,
 * squad (a move, see moveItemToSquad), stand, club, country and, for the privileged, the user.
 * A cancelled registration is not edited (409 ORDER_ITEM_NOT_FOUND: take the cancel back first).
 * A stand another live registration holds answers 409 SQUAD_STAND_NOT_FOUND. All or nothing.
 */
export async function editOrderItem(
  db: Database,
  user: AuthUser,
  itemId: number,
  body: AdminOrderItemEditBody,
): Promise<{ message: 'SUCCESS_ORDER_ITEM_EDIT'; item: AdminOrderItem }> {
  try {
    await db.transaction(async (tx) => {
      const item = await lockAdminItem(tx, user, itemId);
      if (item.cancelled) throw new DomainError('ORDER_ITEM_NOT_FOUND', 409);
      await checkUser(tx, user, item.userId, body.userId);
      const squadId = body.squadId ?? item.squadId;
      const squad = await findSquad(tx, squadId);
      if (!squad || squad.removed || squad.competitionId !== item.competitionId)
        throw new DomainError('SQUAD_MISSING', 400, 'squadId');
      checkChoices(squad, body);
      await checkChoiceIds(tx, item.competitionId, body);
      const moved = squadId !== item.squadId;
      // a move without a stand named leaves the old squad's stand behind
      const standId =
        body.squadStandId === undefined ? (moved ? null : item.squadStandId) : body.squadStandId;
      if (moved) {
        // the shared move (move-squad.ts): a place there or SQUAD_FULL, promotion in the old squad
        const from = await findSquad(tx, item.squadId);
        await moveToSquad(
          tx,
          { itemId, squadId: item.squadId, squadName: from?.name ?? null, waitingList: item.waitingList },
          squadId,
        );
      }
      await tx.execute(sql`
        UPDATE order_items SET first_name = ${body.firstName}, last_name = ${body.lastName}, email = ${body.email},
          division_id = ${body.divisionId === undefined ? sql`division_id` : body.divisionId},
          competition_class_id = ${body.competitionClassId === undefined ? sql`competition_class_id` : body.competitionClassId},
          factor_id = ${body.factorId === undefined ? sql`factor_id` : body.factorId},
          club_id = ${body.clubId === undefined ? sql`club_id` : body.clubId},
          country = ${body.country === undefined ? sql`country` : body.country},
          user_id = ${body.userId === undefined ? sql`user_id` : body.userId}
        WHERE id = ${itemId}`);
      const { rows: now } = await tx.execute(
        sql`SELECT squad_stand_id AS "standId", waiting_list AS "waitingList" FROM order_items WHERE id = ${itemId}`,
      );
      const current = now[0] as { standId: number | null; waitingList: boolean };
      // the stand rule of every edit (stand-rule.ts), on the squad and place the item has now
      await checkStandChoice(tx, { itemId, squadId, waitingList: current.waitingList, standId });
      if (!current.waitingList && standId !== current.standId) {
        await tx.execute(sql`UPDATE order_items SET squad_stand_id = ${standId} WHERE id = ${itemId}`);
        const row = await touchOccupancy(tx, squadId);
        if (row) await publishOccupancy(tx, row); // the stands in use changed
      }
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION)
      throw new DomainError('SQUAD_STAND_NOT_FOUND', 409, 'squadStandId');
    throw error;
  }
  return { message: 'SUCCESS_ORDER_ITEM_EDIT', item: await findAdminItem(db, user, itemId) };
}
