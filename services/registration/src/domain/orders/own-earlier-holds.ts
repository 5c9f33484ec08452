import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { CompetitionRow } from '../rules/sign-up-rules';
import { expireHoldIn } from './expire-hold';
import { runningHoldIn, type UserLiveItem } from './rows';

/**
 * A user's own earlier hold never blocks the same user (docs/sign-up-opening.md): a hold on the
 * squad asked for is given back (rows.ts `runningHoldIn`); a running hold of the same competition
 * on another squad (a dialog left without its release arriving) is released in the transaction
 * that takes the new seat, instead of answering MULTIPLE_REGISTRATION for the user's own hold.
 * Only when the rules would refuse because of it: where a second registration is allowed, the
 * earlier hold stays (the expiry ends it if it was abandoned). Only the user's own dialogs: a hold
 * made by or for someone acting for the user is left to its maker.
 */

export interface OwnHoldPlan {
  /** the running hold on the squad asked for, given back as it is */
  running: number | null;
  /** earlier holds to release in the new seat's transaction */
  release: number[];
}

export function ownHoldPlan(
  live: readonly UserLiveItem[],
  competition: CompetitionRow,
  user: AuthUser,
  squadIds: readonly number[],
  onBehalf: boolean,
): OwnHoldPlan {
  // another person's dialog (someone acting for the user) is not the caller's to end
  if (onBehalf) return { running: runningHoldIn(live, competition, user, squadIds), release: [] };
  try {
    return { running: runningHoldIn(live, competition, user, squadIds), release: [] };
  } catch (refusal) {
    const earlier = earlierOwnHolds(live, competition.id, squadIds);
    if (earlier.length === 0) throw refusal;
    // still refused without them (a registration elsewhere): that key
    return {
      running: runningHoldIn(withoutOrders(live, earlier), competition, user, squadIds),
      release: earlier,
    };
  }
}

/** The orders of the user's running holds in this competition on squads other than `squadIds`. */
export function earlierOwnHolds(
  live: readonly UserLiveItem[],
  competitionId: number,
  squadIds: readonly number[],
): number[] {
  const holds = live.filter(
    (item) =>
      !item.expired &&
      item.status === 'PREPARE' &&
      item.competitionId === competitionId &&
      !squadIds.includes(item.squadId),
  );
  return [...new Set(holds.map((item) => item.orderId))];
}

/** The live items without those orders: what the rules on other registrations then see. */
export const withoutOrders = (live: readonly UserLiveItem[], orderIds: readonly number[]) =>
  live.filter((item) => !orderIds.includes(item.orderId));

/**
 * Inside the transaction that takes the new seat, before it: locks the earlier orders, then the
 * occupancy rows of their squads and the new one ascending (the order every step locks in, so no
 * deadlock with the expiry, the sweep or another user doing the same), and releases each hold.
 * One reserved meanwhile (another tab) is a registration after all: MULTIPLE_REGISTRATION, and
 * the transaction rolls back with nothing taken.
 */
export async function releaseEarlierHolds(
  tx: DbExecutor,
  orderIds: readonly number[],
  newSquadIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = sql.param([...orderIds].sort((a, b) => a - b));
  const { rows } = await tx.execute(sql`
    SELECT id, status, created_by AS "createdBy" FROM orders WHERE id = ANY(${ids}::integer[])
    ORDER BY id FOR UPDATE`);
  // reserved meanwhile (another tab), or a hold someone else made for the user: not the caller's to end
  if (
    (rows as { status: string; createdBy: number | null }[]).some(
      (r) => r.status === 'RESERVED' || r.createdBy !== null,
    )
  )
    throw new DomainError('MULTIPLE_REGISTRATION', 409);
  await tx.execute(sql`
    SELECT 1 FROM squad_occupancy
    WHERE squad_id = ANY(${sql.param([...newSquadIds])}::integer[]) OR squad_id IN (SELECT squad_id FROM order_items WHERE order_id = ANY(${ids}::integer[]))
    ORDER BY squad_id FOR UPDATE`);
  for (const orderId of orderIds) await expireHoldIn(tx, orderId, false);
}
