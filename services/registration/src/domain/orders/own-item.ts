import { type OrderItemCancelled, type OrderItemDetails, type OrderItemEditBody } from '@portal/contracts';
import { DomainError, GUEST, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { loadItemDetails } from '../reads/order-item-details';
import { ARCHIVED, REGISTRATION_ENDED } from '../reads/item-states';
import { publishOccupancy, touchOccupancy } from '../seats/squad-occupancy';
import { checkChoiceIds } from '../rules/choice-ids';
import { checkReservation } from '../rules/sign-up-rules';
import { cancelItem } from './cancel-item';
import { itemReachableBy, type ItemKey } from './item-owner';
import { moveToSquad } from './move-squad';
import { moveWaitingEntry } from './move-waiting-entry';
import { findCompetition, findSquad } from './rows';
import { checkStandChoice } from './stand-rule';

const UNIQUE_VIOLATION = '23505';

interface OwnItem {
  itemId: number;
  competitionId: number;
  squadId: number;
  squadName: string | null;
  squadStandId: number | null;
  waitingList: boolean;
  multipleWaitingList: boolean;
  country: string | null;
  state: string | null;
  cancelled: boolean;
  locked: boolean;
}

/**
 * The registration `key` reaches (its owner or a deputy of the owner, or its token: see
 * itemReachableBy), its order locked for the step. Unknown items, other users' items, wrong tokens, holds and released items all answer 404
 * ORDER_ITEM_NOT_FOUND alike; a cancelled one 409 ORDER_ITEM_NOT_FOUND; one whose competition is
 * archived or whose registration window closed 409 CHECK_REGISTRATION_DATE (edits are locked).
 */
async function lockOwnItem(tx: DbExecutor, itemId: number, key: ItemKey): Promise<OwnItem> {
  const { rows } = await tx.execute(sql`
    SELECT i.id AS "itemId", i.competition_id AS "competitionId", i.squad_id AS "squadId", s.name AS "squadName",
      i.squad_stand_id AS "squadStandId", i.waiting_list AS "waitingList",
      (i.multiple_waiting_list_uuid IS NOT NULL) AS "multipleWaitingList", i.country, i.state, i.cancelled,
      (${ARCHIVED} OR ${REGISTRATION_ENDED}) AS locked
    FROM order_items i JOIN orders o ON o.id = i.order_id JOIN competitions c ON c.id = i.competition_id
    LEFT JOIN squads s ON s.id = i.squad_id
    WHERE i.id = ${itemId} AND ${itemReachableBy(key)} AND o.status = 'RESERVED' AND NOT i.released AND NOT c.deleted
    FOR UPDATE OF o, i`);
  const item = rows[0] as OwnItem | undefined;
  if (!item) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  if (item.cancelled) throw new DomainError('ORDER_ITEM_NOT_FOUND', 409);
  if (item.locked) throw new DomainError('CHECK_REGISTRATION_DATE', 409);
  return item;
}

/**
 * The club an own edit sets: undefined keeps the item's (and the mailed link never changes it),
 * null clears it, an id must be a club the catalog lists (its name replica here).
 */
async function chosenClub(
  tx: DbExecutor,
  key: ItemKey,
  clubId: number | null | undefined,
): Promise<number | null | undefined> {
  if (clubId === undefined || 'token' in key) return undefined;
  if (clubId === null) return null;
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM reference_names WHERE kind = 'clubs' AND id = ${clubId} AND NOT deleted`,
  );
  if (rows.length === 0) throw new DomainError('CLUB_DOES_NOT_EXIST', 404, 'clubId');
  return clubId;
}

/** The item's details for its edit page, or 404 ORDER_ITEM_NOT_FOUND (see loadItemDetails). */
export async function readOwnItem(db: DbExecutor, itemId: number, key: ItemKey): Promise<OrderItemDetails> {
  const details = await loadItemDetails(db, itemId, key);
  if (!details) throw new DomainError('ORDER_ITEM_NOT_FOUND', 404);
  return details;
}

/**
 * The shooter's (or the link holder's) cancel: the place goes back and the oldest waiting entry
 * moves up in the same transaction (cancelItem, by SHOOTER). Not to be undone by the shooter.
 */
export async function cancelOwnItem(db: Database, itemId: number, key: ItemKey): Promise<OrderItemCancelled> {
  return db.transaction(async (tx) => {
    await lockOwnItem(tx, itemId, key);
    const cancelled = await cancelItem(tx, itemId, 'SHOOTER');
    if (!cancelled) throw new DomainError('ORDER_ITEM_NOT_FOUND', 409);
    return cancelled;
  });
}

/**
 * Saves the edit form (shooterOrderItems, publicOrderItems): names, division, class and factor
 * (the squad's rules of the sign-up, events take none), a stand of the squad, and a move to
 * another squad of the competition (moveToSquad: keeps the choices, clears the stand unless a
 * stand of the new squad is chosen; a multiple-waiting-list entry: moveWaitingEntry). The club
 * changes on the signed-in owner's own booking only (a listed catalog club or none; 404
 * CLUB_DOES_NOT_EXIST otherwise; docs/people-data-and-consent.md). E-mail and competition do not change.
 */
export async function editOwnItem(
  db: Database,
  itemId: number,
  key: ItemKey,
  body: OrderItemEditBody,
): Promise<OrderItemDetails> {
  try {
    // the answer is what this transaction saved, read before its commit: right after it, a
    // promotion on another squad of a multiple-waiting-list entry may release the item
    return await db.transaction(async (tx) => {
      const item = await lockOwnItem(tx, itemId, key);
      const competition = (await findCompetition(tx, item.competitionId))!;
      const squad = await findSquad(tx, body.squadId);
      if (!squad || squad.removed || squad.competitionId !== item.competitionId)
        throw new DomainError('SQUAD_MISSING', 400, 'squadId');
      const moving = squad.id !== item.squadId;
      if (moving && squad.requireCode) throw new DomainError('SQUAD_REQUIRE_CODE', 409, 'squadId');
      const choice = competition.event
        ? { divisionId: null, competitionClassId: null, factorId: null }
        : {
            divisionId: body.divisionId ?? null,
            competitionClassId: body.competitionClassId ?? null,
            factorId: body.factorId ?? null,
          };
      // the sign-up's rules of the squad (terms were accepted at sign-up: agbs true, the caller does not matter)
      checkReservation(
        competition,
        squad,
        GUEST,
        { ...choice, country: item.country, state: item.state },
        true,
      );
      await checkChoiceIds(tx, competition.id, choice);
      const clubId = await chosenClub(tx, key, body.clubId);
      const standId =
        body.squadStandId === undefined && !moving ? item.squadStandId : (body.squadStandId ?? null);
      // an entry still waiting on the multiple waiting list swaps one of its squads
      if (moving && item.multipleWaitingList && item.waitingList) await moveWaitingEntry(tx, item, squad.id);
      else if (moving) await moveToSquad(tx, item, squad.id);
      const waitingNow = moving
        ? (
            (await tx.execute(sql`SELECT waiting_list AS w FROM order_items WHERE id = ${itemId}`))
              .rows[0] as {
              w: boolean;
            }
          ).w
        : item.waitingList;
      // a place in a squad with stands needs one (the stand rule of every edit, stand-rule.ts)
      await checkStandChoice(tx, { itemId, squadId: squad.id, waitingList: waitingNow, standId });
      await tx.execute(sql`
        UPDATE order_items SET first_name = ${body.firstName}, last_name = ${body.lastName},
          division_id = ${choice.divisionId}, competition_class_id = ${choice.competitionClassId},
          factor_id = ${choice.factorId}, squad_stand_id = ${standId},
          club_id = ${clubId === undefined ? sql`club_id` : clubId}
        WHERE id = ${itemId}`);
      if (standId !== (moving ? null : item.squadStandId)) {
        const row = await touchOccupancy(tx, squad.id);
        if (row) await publishOccupancy(tx, row); // the stands in use changed
      }
      return readOwnItem(tx, itemId, key);
    });
  } catch (error) {
    // a stand taken by a transaction that committed after the check
    if ((error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION)
      throw new DomainError('SQUAD_STAND_NOT_FOUND', 409, 'squadStandId');
    throw error;
  }
}
