import type { SubscriptionInfo } from '@portal/contracts';
import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { visibleTo } from '../rules/members-only';
import { isAdmin, isClubAdminOf } from '../rules/sign-up-rules';
import { LIVE_RESERVED_ITEM } from './live-items';

/**
 * `subscriptionInfo/{competitionId}/{userId}[/{squadId}]`: the free places and waiting-list slots
 * of the squad (or of all the competition's squads) and, for a user, whether that user is signed
 * up there, on a waiting list, and paid. userId 0 asks only for the free counts (anybody, guests
 * too); a user's own id, admins and the club admins of the competition's club may ask for a user.
 * Free counts use the smaller of the enforced limit and the catalog's figure, minus confirmed and
 * held places, so they never promise a place the seat invariant would refuse.
 */
export async function subscriptionInfo(
  db: DbExecutor,
  caller: AuthUser,
  params: { competitionId: number; userId: number; squadId?: number | undefined },
): Promise<SubscriptionInfo> {
  const { competitionId, userId } = params;
  const squadId = params.squadId ?? null;
  const { rows: found } = await db.execute(sql`
    SELECT club_id AS "clubId", deleted, snapshot->>'viewType' AS "viewType"
    FROM competitions WHERE id = ${competitionId}`);
  const competition = found[0] as
    { clubId: number | null; deleted: boolean; viewType: string | null } | undefined;
  // members only: an INTERNAL competition's free places are as hidden as its page
  if (!competition || competition.deleted || !visibleTo(competition, caller))
    throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  if (userId !== 0 && userId !== caller.id && !isAdmin(caller) && !isClubAdminOf(caller, competition.clubId))
    throw new DomainError('ACCESS_DENIED', 403);

  const inSquad = squadId === null ? sql`` : sql`AND s.id = ${squadId}`;
  const { rows: counts } = await db.execute(sql`
    SELECT count(s.id)::int AS squads,
      coalesce(sum(greatest(0, least(q.size, q.squad_size) - q.taken - q.held)), 0)::int AS free,
      coalesce(sum(greatest(0, least(q.max_waiting_list_size, q.squad_max_waiting_list_size) - q.waiting)), 0)::int
        AS "waitingListFree"
    FROM squads s JOIN squad_occupancy q ON q.squad_id = s.id
    WHERE s.competition_id = ${competitionId} AND NOT s.removed ${inSquad}`);
  const { squads, free, waitingListFree } = counts[0] as {
    squads: number;
    free: number;
    waitingListFree: number;
  };
  if (squadId !== null && squads === 0) throw new DomainError('SQUAD_MISSING', 404, 'squadId');

  const answer = { competitionId, squadId, userId, free, waitingListFree };
  if (userId === 0) return { ...answer, signedUp: null, waitingList: null, paid: null };
  const itemSquad = squadId === null ? sql`` : sql`AND i.squad_id = ${squadId}`;
  const { rows } = await db.execute(sql`
    SELECT count(*)::int AS n, coalesce(bool_and(i.waiting_list), false) AS "waitingList",
      coalesce(bool_and(i.paid), false) AS paid
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.user_id = ${userId} AND i.competition_id = ${competitionId} AND ${LIVE_RESERVED_ITEM} ${itemSquad}`);
  const mine = rows[0] as { n: number; waitingList: boolean; paid: boolean };
  return {
    ...answer,
    signedUp: mine.n > 0,
    waitingList: mine.n > 0 ? mine.waitingList : false,
    paid: mine.n > 0 ? mine.paid : false,
  };
}
