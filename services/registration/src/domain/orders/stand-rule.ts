import { DomainError, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

export interface StandChoice {
  itemId: number;
  /** the squad the item is in after the edit */
  squadId: number;
  /** the item waits on that squad (after the edit) */
  waitingList: boolean;
  standId: number | null;
}

/**
 * The stand rule of every edit of a registration (own edit, mailed-link edit, back-office edit;
 * docs/registration-mails.md, "Stands on edits"): a waiting-list entry has no stand
 * (SQUAD_STAND_WAITINGLIST_SPOT); a place in a squad with stands needs one (400
 * FIELD_IS_REQUIRED on `squadStandId`) as long as a stand is free for it; the stand must be one of
 * the squad's (404 SQUAD_STAND_NOT_FOUND) and not another live registration's (409; the unique
 * index decides a race). Run after a move, on the squad and waiting state the item has now.
 */
export async function checkStandChoice(tx: DbExecutor, choice: StandChoice): Promise<void> {
  if (choice.waitingList) {
    if (choice.standId !== null) throw new DomainError('SQUAD_STAND_WAITINGLIST_SPOT', 400, 'squadStandId');
    return;
  }
  const { rows } = await tx.execute(sql`
    SELECT st.id, EXISTS (
        SELECT 1 FROM order_items o WHERE o.squad_stand_id = st.id AND o.id <> ${choice.itemId}
          AND NOT o.cancelled AND NOT o.released) AS used
    FROM squad_stands st WHERE st.squad_id = ${choice.squadId} AND NOT st.removed`);
  const stands = rows as { id: number; used: boolean }[];
  if (choice.standId === null) {
    if (stands.some((stand) => !stand.used)) throw new DomainError('FIELD_IS_REQUIRED', 400, 'squadStandId');
    return;
  }
  const stand = stands.find((s) => s.id === choice.standId);
  if (!stand) throw new DomainError('SQUAD_STAND_NOT_FOUND', 404, 'squadStandId');
  if (stand.used) throw new DomainError('SQUAD_STAND_NOT_FOUND', 409, 'squadStandId');
}
