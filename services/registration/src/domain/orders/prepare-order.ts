import { randomBytes } from 'node:crypto';
import type { PreparedOrder, PrepareOrderBody } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { attachOrderToCart } from '../cart/attach-order';
import { findUser } from '../replicas/users';
import { admit, admitItem } from '../reservations/admission';
import { checkCompetitionOpen, checkSquad } from '../rules/sign-up-rules';
import {
  holdPlace,
  isFull,
  publishOccupancy,
  readOccupancy,
  takePlace,
  takeWaitingSlot,
  type OccupancyRow,
} from '../seats/squad-occupancy';
import { recordCreator, signerFor } from './on-behalf';
import { MULTIPLE_WAITING_LIST_SQUAD_ID, prepareMultipleWaitingList } from './multiple-waiting-list';
import { findCompetition, findSquad, orderView, runningHoldOrCheck } from './rows';
import { announceReserved } from './sign-on-event';

export interface PrepareResult {
  order: PreparedOrder;
  /** a new hold whose expiry job must be scheduled (after commit) */
  newHold: boolean;
}

/** 24 random bytes, URL-safe: the item's capability for updateStand and the personal link. */
export const newItemToken = () => randomBytes(24).toString('base64url');

/**
 * prepareOrder (public-portal.md section 4, step 4): in ONE transaction checks the rules that
 * need only the replicas, takes a place or a waiting-list slot through squad-occupancy.ts,
 * writes the order (PREPARE, or RESERVED at once for events) with its item, and the occupancy
 * event. Any refusal rolls everything back: no order, no seat, no event. A caller who already
 * holds a running hold on this squad gets that hold back (a double click is not a second hold).
 */
export async function prepareOrder(
  db: Database,
  caller: AuthUser,
  body: PrepareOrderBody,
): Promise<PrepareResult> {
  const wanted = body.orderItems[0]!;
  if (wanted.squadId === MULTIPLE_WAITING_LIST_SQUAD_ID) return prepareMultipleWaitingList(db, caller, body);
  return db.transaction(async (tx) => {
    // `user`: whose order it is (the caller, or whom an admin, club admin or deputy signs up)
    const { user, onBehalf } = await signerFor(tx, caller, wanted.userId);
    const competition = checkCompetitionOpen(await findCompetition(tx, wanted.competitionId), new Date());
    const squad = checkSquad(await findSquad(tx, wanted.squadId), competition.id);

    const running = await runningHoldOrCheck(tx, competition, user, [squad.id]);
    if (running !== null)
      return {
        order: { ...(await orderView(tx, running)), ...(onBehalf ? { onBehalf } : {}) },
        newHold: false,
      };
    const admission = await admit(tx, competition, squad, user, wanted.reservationCode, caller);

    const before = await readOccupancy(tx, squad.id);
    if (!before || isFull(before)) throw new DomainError('SQUAD_FULL', 409);

    const person = user.id !== null ? await findUser(tx, user.id) : null;
    const status = competition.event ? 'RESERVED' : 'PREPARE';
    const token = newItemToken();
    // order and item in one statement; the seat comes after them, so the occupancy row stays
    // locked only for the seat, the occupancy event and the commit
    const { rows } = await tx.execute(sql`
      WITH o AS (
        INSERT INTO orders (status, user_id, first_name, last_name, email, expires_at, reserved_at)
        VALUES (${status}, ${user.id}, ${person?.firstName ?? null}, ${person?.lastName ?? null},
          ${person?.email ?? null},
          ${status === 'PREPARE' ? sql`now() + make_interval(secs => ${competition.signupReservationTimeout})` : null},
          ${status === 'RESERVED' ? sql`now()` : null})
        RETURNING id, expires_at),
      i AS (
        INSERT INTO order_items (order_id, competition_id, squad_id, reservation_code, token, waiting_list,
          user_id, first_name, last_name, email, club_id, locale)
        SELECT o.id, ${competition.id}, ${squad.id}, ${wanted.reservationCode ?? null}, ${token}, false,
          ${user.id}, ${person?.firstName ?? null}, ${person?.lastName ?? null}, ${person?.email ?? null},
          ${person?.clubId ?? user.clubId}, ${person?.locale ?? null}
        FROM o RETURNING id)
      SELECT o.id AS "orderId", o.expires_at AS "expiresAt", i.id AS "itemId" FROM o, i`);
    const created = rows[0] as { orderId: number; expiresAt: string | Date | null; itemId: number };
    await admitItem(tx, admission, competition.id, created.itemId, status === 'RESERVED');

    let seat: OccupancyRow | null = competition.event
      ? await takePlace(tx, squad.id)
      : await holdPlace(tx, squad.id);
    let waitingList = false;
    if (!seat) {
      if (wanted.waitingList === false) {
        const now = await readOccupancy(tx, squad.id);
        throw new DomainError(
          now && now.waiting < now.maxWaitingListSize ? 'SQUAD_ONLY_WAITINGLIST_SPOTS' : 'SQUAD_FULL',
          409,
        );
      }
      seat = await takeWaitingSlot(tx, squad.id);
      waitingList = true;
      if (seat)
        await tx.execute(sql`UPDATE order_items SET waiting_list = true WHERE id = ${created.itemId}`);
    }
    if (!seat) throw new DomainError('SQUAD_FULL', 409);
    await publishOccupancy(tx, seat);
    if (onBehalf) await recordCreator(tx, created.orderId, caller);
    if (status === 'RESERVED') await announceReserved(tx, created.itemId, onBehalf);

    const order: PreparedOrder = {
      id: created.orderId,
      status,
      firstName: person?.firstName ?? null,
      lastName: person?.lastName ?? null,
      email: person?.email ?? null,
      paymentMethod: null,
      expiresAt: created.expiresAt ? new Date(created.expiresAt).toISOString() : null,
      orderItems: [
        {
          id: created.itemId,
          token,
          competitionId: competition.id,
          competitionName: competition.name,
          competitionEvent: competition.event,
          squadId: squad.id,
          squadName: squad.name,
          squad: { id: squad.id, name: squad.name },
          squadStandId: null,
          squadStand: null,
          squadStandName: null,
          reservationCode: wanted.reservationCode ?? null,
          waitingList,
          firstName: person?.firstName ?? null,
          lastName: person?.lastName ?? null,
          email: person?.email ?? null,
        },
      ],
      ...(onBehalf ? { onBehalf } : {}),
    };
    if (status === 'RESERVED') Object.assign(order, await attachOrderToCart(tx, caller, order.id, body));
    return { order, newHold: status === 'PREPARE' };
  });
}
