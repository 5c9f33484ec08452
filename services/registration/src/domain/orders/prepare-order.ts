import { randomBytes } from 'node:crypto';
import type { PreparedOrder, PrepareOrderBody } from '@portal/contracts';
import { DomainError, type AuthUser, type Database, type DbExecutor } from '@portal/service-kit';
import { sql, type SQL } from 'drizzle-orm';
import { attachOrderToCart } from '../cart/attach-order';
import { admitGuest, tagGuestOrder } from '../guests/budgets';
import type { GuestPass } from '../guests/sessions';
import { admit, admitItem } from '../reservations/admission';
import { checkMembersOnly } from '../rules/members-only';
import { checkCompetitionOpen, checkSquad, mayJoinWaitingList } from '../rules/sign-up-rules';
import { isFull, readOccupancy, SEAT, seatWith } from '../seats/squad-occupancy';
import { recordCreator, signerFor } from './on-behalf';
import { MULTIPLE_WAITING_LIST_SQUAD_ID, prepareMultipleWaitingList } from './multiple-waiting-list';
import { ownHoldPlan, releaseEarlierHolds } from './own-earlier-holds';
import { orderView } from './rows';
import { readSignUp } from './sign-up-reads';
import { announceReserved } from './sign-on-event';

export interface PrepareResult {
  order: PreparedOrder;
  /** a new hold whose expiry job must be scheduled (after commit) */
  newHold: boolean;
  /** the caller's earlier holds released for it (their expiry jobs to remove, promotion to run) */
  released?: number[];
}

/** 24 random bytes, URL-safe: the item's capability for updateStand and the personal link. */
export const newItemToken = () => randomBytes(24).toString('base64url');

/**
 * prepareOrder (docs/seat-invariant.md): checks the rules that need only the replicas
 * (read in one statement), then takes a place or a waiting-list slot and writes the order (PREPARE,
 * or RESERVED at once for events) with its item and the occupancy event in ONE statement of
 * squad-occupancy.ts ({@link seatWith}): no seat, nothing written. A plain sign-up runs that
 * statement on its own, so the squad's row is locked only while PostgreSQL runs and commits it;
 * one that writes more (a code or a reservation to bind, someone signed up by another, an event's
 * confirmation and cart) runs it in a transaction with the rest, and any refusal rolls everything
 * back. A caller who already holds a running hold on this squad gets that hold back (a double
 * click is not a second hold).
 */
export async function prepareOrder(
  db: Database,
  caller: AuthUser,
  body: PrepareOrderBody,
  /** a caller without account: the guest session's rules (domain/guests/budgets.ts) */
  guest: GuestPass | null = null,
): Promise<PrepareResult> {
  const wanted = body.orderItems[0]!;
  if (wanted.squadId === MULTIPLE_WAITING_LIST_SQUAD_ID)
    return prepareMultipleWaitingList(db, caller, body, guest);
  // `user`: whose order it is (the caller, or whom an admin, club admin or deputy signs up)
  const { user, onBehalf } = await signerFor(db, caller, wanted.userId);
  const read = await readSignUp(db, wanted.competitionId, wanted.squadId, user.id);
  const competition = checkCompetitionOpen(read.competition, new Date());
  checkMembersOnly(competition, caller, user);
  const squad = checkSquad(read.squad, competition.id);

  const { running, release } = ownHoldPlan(read.live, competition, user, [squad.id], onBehalf);
  if (running !== null)
    return {
      order: { ...(await orderView(db, running)), ...(onBehalf ? { onBehalf } : {}) },
      newHold: false,
    };
  const admitted = (executor: DbExecutor) =>
    admit(executor, competition, squad, user, wanted.reservationCode, caller, read.qualification);
  // refuses early (SQUAD_REQUIRE_CODE, NO_RESERVATION_LIMIT); a reservation is counted again below
  const admission = await admitted(db);
  if (!read.occupancy || isFull(read.occupancy)) throw new DomainError('SQUAD_FULL', 409);

  const person = read.person;
  const status = competition.event ? 'RESERVED' : 'PREPARE';
  const token = newItemToken();
  const write = (executor: DbExecutor) =>
    takeSeatWithOrder(executor, {
      squadId: squad.id,
      place: competition.event ? SEAT.take : SEAT.hold,
      waitingListAllowed: wanted.waitingList !== false,
      premium: mayJoinWaitingList(caller, user),
      order: sql`${status}, ${user.id}::int, ${person?.firstName ?? null}::text, ${person?.lastName ?? null}::text,
        ${person?.email ?? null}::text,
        ${status === 'PREPARE' ? sql`now() + make_interval(secs => ${competition.signupReservationTimeout})` : sql`NULL::timestamptz`},
        ${status === 'RESERVED' ? sql`now()` : sql`NULL::timestamptz`}`,
      item: sql`${competition.id}::int, ${squad.id}::int, ${wanted.reservationCode ?? null}::text, ${token},
        ${user.id}::int, ${person?.firstName ?? null}::text, ${person?.lastName ?? null}::text,
        ${person?.email ?? null}::text, ${person?.clubId ?? user.clubId}::int, ${person?.locale ?? null}::text`,
    });
  const plain =
    admission.kind === 'free' && !onBehalf && status === 'PREPARE' && release.length === 0 && !guest;
  const { created, cart, guestReleased } = plain
    ? { created: await write(db), cart: {}, guestReleased: [] }
    : await db.transaction(async (tx) => {
        // a reservation's room is counted under its row lock, in the transaction that uses it
        const admittedNow = admission.kind === 'reservation' ? await admitted(tx) : admission;
        await releaseEarlierHolds(tx, release, [squad.id]);
        const guestReleased = guest ? await admitGuest(tx, guest, competition.id, [squad.id]) : [];
        const made = await write(tx);
        if (guest) await tagGuestOrder(tx, guest, made.orderId);
        await admitItem(tx, admittedNow, competition.id, made.itemId, status === 'RESERVED');
        if (onBehalf) await recordCreator(tx, made.orderId, caller);
        if (status === 'RESERVED') await announceReserved(tx, made.itemId, onBehalf);
        const attached = status === 'RESERVED' ? await attachOrderToCart(tx, caller, made.orderId, body) : {};
        return { created: made, cart: attached, guestReleased };
      });
  const waitingList = created.waitingList;

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
  return {
    order: Object.assign(order, cart),
    newHold: status === 'PREPARE',
    released: [...release, ...guestReleased],
  };
}

interface CreatedOrder {
  orderId: number;
  itemId: number;
  expiresAt: string | Date | null;
  waitingList: boolean;
}

/**
 * A place (or, when none is free and the caller allows it, a waiting-list slot) and the order
 * with its item, each try ONE statement through {@link seatWith}. No seat: the spec's key.
 */
async function takeSeatWithOrder(
  executor: DbExecutor,
  what: {
    squadId: number;
    place: (squadId: number) => SQL;
    waitingListAllowed: boolean;
    /** may the owner wait at all (a premium feature, docs/premium-features.md) */
    premium: boolean;
    /** status, user_id, first_name, last_name, email, expires_at, reserved_at */
    order: SQL;
    /** competition_id, squad_id, reservation_code, token, user_id, first_name, last_name, email, club_id, locale */
    item: SQL;
  },
): Promise<CreatedOrder> {
  const attempt = (seat: SQL, waitingList: boolean) =>
    seatWith<CreatedOrder>(
      executor,
      seat,
      sql`o AS (
        INSERT INTO orders (status, user_id, first_name, last_name, email, expires_at, reserved_at)
        SELECT ${what.order} FROM seat
        RETURNING id, expires_at),
      i AS (
        INSERT INTO order_items (order_id, competition_id, squad_id, reservation_code, token, user_id,
          first_name, last_name, email, club_id, locale, waiting_list)
        SELECT o.id, ${what.item}, ${waitingList} FROM o
        RETURNING id, waiting_list)`,
      sql`o.id AS "orderId", o.expires_at AS "expiresAt", i.id AS "itemId", i.waiting_list AS "waitingList"`,
      sql`o, i`,
    );
  const place = await attempt(what.place(what.squadId), false);
  if (place) return place;
  if (!what.waitingListAllowed || !what.premium) {
    const now = await readOccupancy(executor, what.squadId);
    if (!now || now.waiting >= now.maxWaitingListSize) throw new DomainError('SQUAD_FULL', 409);
    if (!what.premium) throw new DomainError('PREMIUM_FEATURE', 403);
    throw new DomainError('SQUAD_ONLY_WAITINGLIST_SPOTS', 409);
  }
  const slot = await attempt(SEAT.wait(what.squadId), true);
  if (!slot) throw new DomainError('SQUAD_FULL', 409);
  return slot;
}
