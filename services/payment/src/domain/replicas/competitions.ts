import type { Competition } from '@portal/contracts/catalog';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

/**
 * Applies catalog's competition snapshot when newer: club, name, date, the portal fee's paid flag
 * and how many divisions it offers (the start fee's rule, docs/club-invoices-and-exports.md).
 */
export async function applyCompetitionSnapshot(tx: DbExecutor, c: Competition, version: number) {
  await tx.execute(sql`
    INSERT INTO competitions AS r (id, version, club_id, name, event, competition_date, paid, deleted,
      division_count)
    VALUES (${c.id}, ${version}, ${c.club?.id ?? null}, ${c.name}, ${c.event}, ${c.competitionDate ?? null},
      ${c.paid}, ${c.deletedAt !== null && c.deletedAt !== undefined}, ${c.division_ids?.length ?? 0})
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, club_id = EXCLUDED.club_id,
      name = EXCLUDED.name, event = EXCLUDED.event, competition_date = EXCLUDED.competition_date,
      paid = EXCLUDED.paid, deleted = EXCLUDED.deleted, division_count = EXCLUDED.division_count
    WHERE r.version < EXCLUDED.version`);
}

export async function markCompetitionDeleted(tx: DbExecutor, id: number, version: number) {
  await tx.execute(sql`
    INSERT INTO competitions AS r (id, version, deleted) VALUES (${id}, ${version}, true)
    ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, deleted = true
    WHERE r.version < EXCLUDED.version`);
}

export interface CompetitionRow {
  id: number;
  clubId: number | null;
  name: string;
  event: boolean;
  competitionDate: Date | null;
  paid: boolean;
  divisionCount: number;
}

/** One live competition; `lock` holds its row until the transaction ends (one invoice at a time). */
export async function findCompetition(
  tx: DbExecutor,
  id: number,
  lock = false,
): Promise<CompetitionRow | null> {
  const { rows } = await tx.execute(sql`
    SELECT id, club_id AS "clubId", name, event, competition_date AS "competitionDate", paid,
      division_count AS "divisionCount"
    FROM competitions WHERE id = ${id} AND NOT deleted ${lock ? sql`FOR UPDATE` : sql``}`);
  const row = rows[0] as (CompetitionRow & { competitionDate: string | Date | null }) | undefined;
  if (!row) return null;
  return { ...row, competitionDate: row.competitionDate ? new Date(row.competitionDate) : null };
}
