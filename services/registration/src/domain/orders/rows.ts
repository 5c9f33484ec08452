import type { PreparedOrder } from '@portal/contracts';
import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
  checkOtherRegistrations,
  type CompetitionRow,
  type LiveItem,
  type SquadRow,
} from '../rules/sign-up-rules';

/** Reads of the replicas and orders the steps share. */

export const competitionQuery = (id: number) => sql`
    SELECT id, deleted, club_id AS "clubId", name, event, active, cancelled, registration,
      registration_start AS "registrationStart", registration_end AS "registrationEnd",
      signup_reservation_timeout AS "signupReservationTimeout",
      national_competition AS "nationalCompetition", multiple_registrations AS "multipleRegistrations", state,
      snapshot->>'viewType' AS "viewType"
    FROM competitions WHERE id = ${id}`;

/** A competition row as read (dates as Date or ISO text) to the rules' shape. */
export function toCompetitionRow(
  row:
    | (Omit<CompetitionRow, 'registrationStart' | 'registrationEnd'> & {
        registrationStart: unknown;
        registrationEnd: unknown;
      })
    | undefined
    | null,
): CompetitionRow | null {
  if (!row) return null;
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    ...row,
    registrationStart: date(row.registrationStart),
    registrationEnd: date(row.registrationEnd),
  };
}

export async function findCompetition(tx: DbExecutor, id: number): Promise<CompetitionRow | null> {
  const { rows } = await tx.execute(competitionQuery(id));
  return toCompetitionRow(rows[0] as Parameters<typeof toCompetitionRow>[0]);
}

export const squadQuery = (id: number) => sql`
    SELECT id, competition_id AS "competitionId", name, require_code AS "requireCode", removed,
      division_ids AS "divisionIds", competition_class_ids AS "competitionClassIds", factor_ids AS "factorIds"
    FROM squads WHERE id = ${id}`;

export async function findSquad(tx: DbExecutor, id: number): Promise<SquadRow | null> {
  const { rows } = await tx.execute(squadQuery(id));
  return (rows[0] as SquadRow | undefined) ?? null;
}

export type UserLiveItem = LiveItem & { expired: boolean };

/** The user's running holds and reserved items. */
export const liveItemsQuery = (userId: number) => sql`
    SELECT o.id AS "orderId", i.competition_id AS "competitionId", i.squad_id AS "squadId", o.status,
      (o.status = 'PREPARE' AND o.expires_at <= now()) AS expired
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.user_id = ${userId} AND NOT i.cancelled AND NOT i.released AND o.status IN ('PREPARE', 'RESERVED')`;

export async function liveItemsOf(tx: DbExecutor, userId: number): Promise<UserLiveItem[]> {
  const { rows } = await tx.execute(liveItemsQuery(userId));
  return rows as unknown as UserLiveItem[];
}

/**
 * A sign-up's first check of the user's live registrations: the order of a running hold on one of
 * `squadIds` (a double click gets that hold back, not a second one), else null once the rules on
 * other registrations of the competition passed (they throw their key).
 */
export async function runningHoldOrCheck(
  tx: DbExecutor,
  competition: CompetitionRow,
  user: AuthUser,
  squadIds: readonly number[],
): Promise<number | null> {
  return user.id === null ? null : runningHoldIn(await liveItemsOf(tx, user.id), competition, user, squadIds);
}

/** {@link runningHoldOrCheck} on live items already read. */
export function runningHoldIn(
  items: readonly UserLiveItem[],
  competition: CompetitionRow,
  user: AuthUser,
  squadIds: readonly number[],
): number | null {
  const live = items.filter((item) => !item.expired);
  const same = live.find((i) => i.status === 'PREPARE' && squadIds.includes(i.squadId));
  if (same) return same.orderId;
  checkOtherRegistrations(competition, user, live);
  return null;
}

export interface LockedItem {
  orderId: number;
  itemId: number;
  status: 'PREPARE' | 'RESERVED' | 'EXPIRED';
  running: boolean;
  userId: number | null;
  competitionId: number;
  squadId: number;
  waitingList: boolean;
}

/**
 * The order of an item token, locked for the step. Unknown tokens, holds that ran out and orders
 * no longer in PREPARE all answer 404 PREPARED_ORDER_NOT_FOUND; another user's order 403.
 */
export async function lockPreparedItem(
  tx: DbExecutor,
  token: string,
  userId: number | null,
): Promise<LockedItem> {
  const { rows } = await tx.execute(sql`
    SELECT o.id AS "orderId", i.id AS "itemId", o.status, (o.expires_at > now()) AS running,
      o.user_id AS "userId", i.competition_id AS "competitionId", i.squad_id AS "squadId",
      i.waiting_list AS "waitingList"
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.token = ${token}
    FOR UPDATE OF o`);
  const item = rows[0] as LockedItem | undefined;
  if (!item || item.status !== 'PREPARE' || !item.running)
    throw new DomainError('PREPARED_ORDER_NOT_FOUND', 404);
  if (item.userId !== null && item.userId !== userId) throw new DomainError('ACCESS_DENIED', 403);
  return item;
}

/** The order as the sign-up dialog reads it (docs/seat-invariant.md: orderItems[0] with squad and stand). */
export async function orderView(tx: DbExecutor, orderId: number): Promise<PreparedOrder> {
  const { rows } = await tx.execute(sql`
    SELECT o.id, o.status, o.first_name AS "firstName", o.last_name AS "lastName", o.email,
      o.payment_method AS "paymentMethod", o.expires_at AS "expiresAt",
      i.id AS "itemId", i.token, i.competition_id AS "competitionId", c.name AS "competitionName",
      c.event AS "competitionEvent", i.squad_id AS "squadId", s.name AS "squadName",
      i.squad_stand_id AS "squadStandId", st.name AS "squadStandName",
      i.reservation_code AS "reservationCode", i.waiting_list AS "waitingList",
      i.first_name AS "itemFirstName", i.last_name AS "itemLastName", i.email AS "itemEmail",
      i.multiple_waiting_list_uuid AS "multipleWaitingListUuid",
      (SELECT array_agg(g.squad_id ORDER BY g.squad_id) FROM order_items g
        WHERE g.multiple_waiting_list_uuid = i.multiple_waiting_list_uuid AND NOT g.released) AS "squadIds"
    FROM orders o JOIN order_items i ON i.order_id = o.id
    JOIN competitions c ON c.id = i.competition_id JOIN squads s ON s.id = i.squad_id
    LEFT JOIN squad_stands st ON st.id = i.squad_stand_id
    WHERE o.id = ${orderId} ORDER BY i.released, i.id LIMIT 1`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const r = rows[0] as any;
  return {
    id: r.id,
    status: r.status,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    paymentMethod: r.paymentMethod,
    expiresAt: r.status === 'PREPARE' && r.expiresAt ? new Date(r.expiresAt).toISOString() : null,
    orderItems: [
      {
        id: r.itemId,
        token: r.token,
        competitionId: r.competitionId,
        competitionName: r.competitionName,
        competitionEvent: r.competitionEvent,
        squadId: r.squadId,
        squadName: r.squadName,
        squad: { id: r.squadId, name: r.squadName },
        squadStandId: r.squadStandId,
        squadStand: r.squadStandId ? { id: r.squadStandId, name: r.squadStandName } : null,
        squadStandName: r.squadStandName,
        reservationCode: r.reservationCode,
        waitingList: r.waitingList,
        firstName: r.itemFirstName,
        lastName: r.itemLastName,
        email: r.itemEmail,
        // a multiple-waiting-list entry: the squads it (still) waits on or got its place in
        ...(r.multipleWaitingListUuid
          ? { multipleWaitingListUuid: r.multipleWaitingListUuid, squadIds: r.squadIds ?? [r.squadId] }
          : {}),
      },
    ],
  };
}
