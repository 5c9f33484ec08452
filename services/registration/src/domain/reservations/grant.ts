import type { ReservationGrant } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * A user's valid reservations (validUntil not past) that list the competition, each with its
 * live registrations (running holds and reserved items let in through it). `lock` locks the
 * reservations for the sign-up transaction, so two holds racing for the last registration of a
 * reservation are counted one after the other.
 */
export async function grantsOf(
  tx: DbExecutor,
  userId: number,
  competitionId: number,
  lock = false,
): Promise<ReservationGrant[]> {
  const { rows } = await tx.execute(sql`
    SELECT r.id, r.max_reservations AS "maxReservations", r.valid_until AS "validUntil", r.qualification,
      r.division_ids AS divisions, r.competition_class_ids AS "competitionClasses", r.factor_ids AS factors
    FROM reservations r
    WHERE ${userId} = ANY(r.user_ids) AND ${competitionId} = ANY(r.competition_ids)
      AND (r.valid_until IS NULL OR r.valid_until > now())
    ORDER BY r.id ${lock ? sql`FOR UPDATE` : sql``}`);
  const grants = rows as unknown as (ReservationGrant & { validUntil: Date | string | null })[];
  const result: ReservationGrant[] = [];
  for (const grant of grants) {
    const used = await tx.execute(sql`
      SELECT count(*) AS n FROM reservation_uses u
      JOIN order_items i ON i.id = u.order_item_id JOIN orders o ON o.id = i.order_id
      WHERE u.reservation_id = ${grant.id} AND NOT i.cancelled AND NOT i.released
        AND (o.status = 'RESERVED' OR (o.status = 'PREPARE' AND o.expires_at > now()))`);
    result.push({
      ...grant,
      validUntil: grant.validUntil === null ? null : new Date(grant.validUntil).toISOString(),
      usedReservations: Number((used.rows[0] as { n: string }).n),
    });
  }
  return result;
}

/** The user had a reservation listing the competition whose validUntil has passed. */
export async function hasExpiredGrant(
  tx: DbExecutor,
  userId: number,
  competitionId: number,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM reservations r
    WHERE ${userId} = ANY(r.user_ids) AND ${competitionId} = ANY(r.competition_ids) AND r.valid_until <= now()
    LIMIT 1`);
  return rows.length > 0;
}

export const hasRoom = (grant: ReservationGrant) =>
  grant.maxReservations === null || grant.usedReservations < grant.maxReservations;

/** The reservation that admits the next registration: the first with room, else the first. */
export const bestGrant = (grants: ReservationGrant[]): ReservationGrant | null =>
  grants.find(hasRoom) ?? grants[0] ?? null;

/**
 * The competition admits only qualified shooters: a valid qualification reservation lists it.
 * This is what makes the pre-registration check ask for a code beyond the national and squad
 * rules; holders of a reservation go in through it, everybody else needs a code.
 */
export const qualificationQuery = (competitionId: number) => sql`
    SELECT 1 FROM reservations
    WHERE qualification AND ${competitionId} = ANY(competition_ids)
      AND (valid_until IS NULL OR valid_until > now())
    LIMIT 1`;

export async function qualificationRequired(tx: DbExecutor, competitionId: number): Promise<boolean> {
  const { rows } = await tx.execute(qualificationQuery(competitionId));
  return rows.length > 0;
}
