import type { ReservationCode, ReservationCodeBatch } from '@portal/contracts';
import { DomainError, type AuthUser, type Database } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { findCompetition } from '../orders/rows';
import { isAdmin, isClubAdminOf } from '../rules/sign-up-rules';
import { newReservationCode } from './generate';

/**
 * POST reservationCodes: `amount` new codes for one competition, in one transaction. Admins and
 * portal admins for any competition, club admins only for their own club's. A clash with an
 * existing code (50 random bits: practically never) just draws again.
 */
export async function createCodeBatch(
  db: Database,
  user: AuthUser,
  batch: ReservationCodeBatch,
): Promise<ReservationCode[]> {
  return db.transaction(async (tx) => {
    const competition = await findCompetition(tx, batch.competitionId);
    if (!competition || competition.deleted)
      throw new DomainError('COMPETITION_DOESNT_EXIST', 404, 'competitionId');
    if (!isAdmin(user) && !isClubAdminOf(user, competition.clubId))
      throw new DomainError('PERMISSION_DENIED', 403);
    const created: ReservationCode[] = [];
    while (created.length < batch.amount) {
      const codes = Array.from({ length: batch.amount - created.length }, newReservationCode);
      const { rows } = await tx.execute(sql`
        INSERT INTO reservation_codes (code, competition_id, club_id, created_by)
        SELECT c, ${competition.id}, ${competition.clubId}, ${user.id} FROM unnest(${sql.param(codes)}::text[]) AS c
        ON CONFLICT (code) DO NOTHING
        RETURNING id, code, competition_id AS "competitionId", created_at AS "createdAt"`);
      for (const row of rows as {
        id: number;
        code: string;
        competitionId: number;
        createdAt: Date | string;
      }[])
        created.push({
          id: row.id,
          code: row.code,
          competitionId: row.competitionId,
          competitionName: competition.name,
          createdAt: new Date(row.createdAt).toISOString(),
          used: false,
          bound: false,
        });
    }
    return created;
  });
}
