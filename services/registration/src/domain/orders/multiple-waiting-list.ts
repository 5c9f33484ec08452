import { randomUUID } from 'node:crypto';
import type { PrepareOrderBody } from '@portal/contracts';
import { DomainError, type AuthUser, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { findUser } from '../replicas/users';
import { admit, admitItem } from '../reservations/admission';
import { admitGuest, tagGuestOrder } from '../guests/budgets';
import type { GuestPass } from '../guests/sessions';
import { checkMembersOnly } from '../rules/members-only';
import { checkCompetitionOpen, checkSquad, mayJoinWaitingList, type SquadRow } from '../rules/sign-up-rules';
import { holdPlace, publishOccupancy, takePlace, takeWaitingSlot } from '../seats/squad-occupancy';
import { newItemToken, type PrepareResult } from './prepare-order';
import { recordCreator, signerFor } from './on-behalf';
import { findCompetition, findSquad, orderView, runningHoldOrCheck } from './rows';
import { announceReserved } from './sign-on-event';

/** The pseudo-squad of the sign-up dialog's step 2 (docs/registration.md). */
export const MULTIPLE_WAITING_LIST_SQUAD_ID = 0;

/**
 * The listed squads, each one of the competition's current squads (SQUAD_MISSING) taking part in
 * its multiple waiting list (400 FIELD_INVALID on squadIds), ascending.
 */
async function listedSquads(tx: DbExecutor, competitionId: number, squadIds: number[]): Promise<SquadRow[]> {
  const squads: SquadRow[] = [];
  for (const id of [...squadIds].sort((a, b) => a - b))
    squads.push(checkSquad(await findSquad(tx, id), competitionId));
  const { rows } = await tx.execute(sql`
    SELECT count(*)::int AS n FROM squads
    WHERE id = ANY(${sql.param(squadIds)}::integer[]) AND multiple_waiting_list`);
  if ((rows[0] as { n: number }).n !== squadIds.length)
    throw new DomainError('FIELD_INVALID', 400, 'squadIds');
  return squads;
}

/**
 * The rush's common answer for the multiple waiting list, as FullSquadHint is for one squad:
 * when EVERY listed squad is a flagged squad of the open competition with neither a place nor a
 * waiting slot (and the caller holds no running hold on one of them), SQUAD_FULL from one read.
 * Anything else (a bad squad included) goes the full way.
 */
export async function refuseMultipleWhenFull(
  db: Database,
  user: AuthUser,
  body: PrepareOrderBody,
): Promise<void> {
  const { competitionId, squadIds } = body.orderItems[0]!;
  if (!squadIds || squadIds.length === 0) return;
  const { rows } = await db.execute(sql`
    SELECT count(*)::int AS n FROM squad_occupancy o
    JOIN squads s ON s.id = o.squad_id AND s.competition_id = ${competitionId} AND NOT s.removed
      AND s.multiple_waiting_list
    JOIN competitions c ON c.id = s.competition_id
    WHERE o.squad_id = ANY(${sql.param(squadIds)}::integer[])
      AND o.taken + o.held >= o.size AND o.waiting >= o.max_waiting_list_size
      AND NOT c.deleted AND c.active AND NOT c.cancelled AND c.registration
      AND (c.registration_start IS NULL OR c.registration_start <= now())
      AND (c.registration_end IS NULL OR now() <= c.registration_end)
      AND c.snapshot->>'viewType' IS DISTINCT FROM 'INTERNAL' -- members only: the full way decides
      AND NOT EXISTS (
        SELECT 1 FROM order_items i JOIN orders r ON r.id = i.order_id
        WHERE i.user_id = ${user.id} AND i.squad_id = o.squad_id AND NOT i.released
          AND r.status = 'PREPARE' AND r.expires_at > now())`);
  if ((rows[0] as { n: number }).n === squadIds.length) throw new DomainError('SQUAD_FULL', 409);
}

/**
 * prepareOrder with squadId 0 and `squadIds`: ONE registration waiting on several squads, in one
 * transaction. The listed squads' occupancy rows are locked in ascending id order first (the
 * order every multi-squad step uses, so none of them can deadlock). A listed squad with a free
 * place gets a plain hold (nobody waits where a place is free); else the entry takes a waiting
 * slot in EVERY listed squad whose waiting list has room (the others are left out of the entry)
 * and SQUAD_FULL when none has. Storage: one item per squad it waits on, all in one order and
 * grouped by `multiple_waiting_list_uuid`, so each item keeps its own slot and the existing expiry,
 * cancel and occupancy code handles a group item by item. The answer's first item carries the
 * group's `squadIds` and `multipleWaitingListUuid`; its token drives updateStand and reserveOrder.
 */
export async function prepareMultipleWaitingList(
  db: Database,
  caller: AuthUser,
  body: PrepareOrderBody,
  guest: GuestPass | null = null,
): Promise<PrepareResult> {
  const wanted = body.orderItems[0]!;
  const squadIds = wanted.squadIds ?? [];
  return db.transaction(async (tx) => {
    // `user`: whose entry it is (the caller, or whom an admin, club admin or deputy signs up)
    const { user, onBehalf } = await signerFor(tx, caller, wanted.userId);
    const competition = checkCompetitionOpen(await findCompetition(tx, wanted.competitionId), new Date());
    checkMembersOnly(competition, caller, user);
    const squads = await listedSquads(tx, competition.id, squadIds);

    const running = await runningHoldOrCheck(tx, competition, user, squadIds);
    if (running !== null)
      return {
        order: { ...(await orderView(tx, running)), ...(onBehalf ? { onBehalf } : {}) },
        newHold: false,
      };
    // one code (or reservation) admits the whole entry; a squad that requires a code decides
    const gate = squads.find((squad) => squad.requireCode) ?? squads[0]!;
    const admission = await admit(tx, competition, gate, user, wanted.reservationCode, caller);

    const released = guest ? await admitGuest(tx, guest, competition.id, squadIds) : [];
    const person = user.id !== null ? await findUser(tx, user.id) : null;
    const status = competition.event ? 'RESERVED' : 'PREPARE';
    const { rows } = await tx.execute(sql`
      INSERT INTO orders (status, user_id, first_name, last_name, email, expires_at, reserved_at)
      VALUES (${status}, ${user.id}, ${person?.firstName ?? null}, ${person?.lastName ?? null},
        ${person?.email ?? null},
        ${status === 'PREPARE' ? sql`now() + make_interval(secs => ${competition.signupReservationTimeout})` : null},
        ${status === 'RESERVED' ? sql`now()` : null})
      RETURNING id`);
    const orderId = (rows[0] as { id: number }).id;
    if (guest) await tagGuestOrder(tx, guest, orderId);

    await tx.execute(sql`
      SELECT squad_id FROM squad_occupancy WHERE squad_id = ANY(${sql.param(squadIds)}::integer[])
      ORDER BY squad_id FOR UPDATE`);

    // the answer; who made it and, for events (reserved at once), the sign-on mail
    const done = async (): Promise<PrepareResult> => {
      if (onBehalf) await recordCreator(tx, orderId, caller);
      const first = await tx.execute(sql`SELECT min(id) AS id FROM order_items WHERE order_id = ${orderId}`);
      const firstItemId = (first.rows[0] as { id: number }).id;
      // the code is bound by (the reservation counts) the entry's first item
      await admitItem(tx, admission, competition.id, firstItemId, status === 'RESERVED');
      // one mail for the entry, whatever number of squads it waits on
      if (status === 'RESERVED') await announceReserved(tx, firstItemId, onBehalf);
      const order = await orderView(tx, orderId);
      return { order: onBehalf ? { ...order, onBehalf } : order, newHold: status === 'PREPARE', released };
    };

    const addItems = async (chosen: SquadRow[], waitingList: boolean, group: string | null) =>
      tx.execute(sql`
        INSERT INTO order_items (order_id, competition_id, squad_id, reservation_code, token, waiting_list,
          user_id, first_name, last_name, email, club_id, locale, multiple_waiting_list_uuid)
        SELECT ${orderId}, ${competition.id}, s.id, ${wanted.reservationCode ?? null}, s.token,
          ${waitingList}, ${user.id}, ${person?.firstName ?? null}, ${person?.lastName ?? null},
          ${person?.email ?? null}, ${person?.clubId ?? user.clubId}, ${person?.locale ?? null}, ${group}::uuid
        FROM unnest(${sql.param(chosen.map((s) => s.id))}::integer[],
          ${sql.param(chosen.map(() => newItemToken()))}::text[]) AS s(id, token)`);

    for (const squad of squads) {
      const place = competition.event ? await takePlace(tx, squad.id) : await holdPlace(tx, squad.id);
      if (!place) continue;
      await publishOccupancy(tx, place);
      await addItems([squad], false, null);
      return done();
    }

    // no place free: waiting is a premium feature (docs/premium-features.md); the order rolls back
    if (!mayJoinWaitingList(caller, user)) throw new DomainError('PREMIUM_FEATURE', 403);
    const waiting: SquadRow[] = [];
    for (const squad of squads) {
      const slot = await takeWaitingSlot(tx, squad.id);
      if (!slot) continue;
      await publishOccupancy(tx, slot);
      waiting.push(squad);
    }
    if (waiting.length === 0) throw new DomainError('SQUAD_FULL', 409);
    await addItems(waiting, true, randomUUID());
    return done();
  });
}
