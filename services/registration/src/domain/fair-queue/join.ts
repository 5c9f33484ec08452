import { randomBytes } from 'node:crypto';
import { DomainError, type AuthUser, type Database, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { visibleTo } from '../rules/members-only';
import { newSeed } from './draw';

/** The competition as the queue sees it; null: unknown, deleted or hidden from this caller. */
export interface QueueCompetition {
  id: number;
  fairOpening: boolean;
  registrationStart: Date | null;
  registrationEnd: Date | null;
  /** the pre-queue is open now (from the lead time before the start until the end) */
  joinable: boolean;
  joinFrom: Date | null;
}

export async function queueCompetition(
  db: DbExecutor,
  competitionId: number,
  user: AuthUser,
): Promise<QueueCompetition> {
  const { rows } = await db.execute(sql`
    SELECT id, club_id AS "clubId", snapshot->>'viewType' AS "viewType", fair_opening AS "fairOpening",
      registration_start AS "registrationStart", registration_end AS "registrationEnd",
      registration_start - make_interval(mins => fair_opening_lead_minutes) AS "joinFrom",
      (fair_opening AND registration_start IS NOT NULL
        AND now() >= registration_start - make_interval(mins => fair_opening_lead_minutes)
        AND (registration_end IS NULL OR now() < registration_end)) AS joinable
    FROM competitions WHERE id = ${competitionId} AND NOT deleted AND active AND NOT cancelled`);
  const row = rows[0] as (QueueCompetition & { clubId: number | null; viewType: string | null }) | undefined;
  if (!row || !visibleTo(row, user)) throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
  const at = (v: unknown) => (v === null ? null : new Date(v as string));
  return {
    ...row,
    registrationStart: at(row.registrationStart),
    registrationEnd: at(row.registrationEnd),
    joinFrom: at(row.joinFrom),
  };
}

/** The queue row with a fresh committed seed, made by the first join or the pacer (docs/fair-opening.md). */
export async function ensureQueue(db: DbExecutor, competitionId: number): Promise<void> {
  const { seed, seedHash } = newSeed();
  await db.execute(sql`
    INSERT INTO fair_queues (competition_id, seed, seed_hash) VALUES (${competitionId}, ${seed}, ${seedHash})
    ON CONFLICT (competition_id) DO NOTHING`);
}

/**
 * Joins the pre-queue: one entry per entry key, a second join finds the same entry. The queue
 * row is share-locked so a join and the draw (which locks it for update) never interleave.
 * Answers false when the queue no longer runs (ended): nobody needs to join then.
 */
export async function joinQueue(
  db: Database,
  competition: QueueCompetition,
  entryKey: string,
): Promise<boolean> {
  if (!competition.joinable) throw new DomainError('FAIR_QUEUE_NOT_OPEN', 400);
  await ensureQueue(db, competition.id);
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      SELECT ended_at AS "endedAt" FROM fair_queues WHERE competition_id = ${competition.id} FOR SHARE`);
    if ((rows[0] as { endedAt: unknown }).endedAt !== null) return false;
    await tx.execute(sql`
      INSERT INTO fair_queue_entries (competition_id, entry_key, public_id)
      VALUES (${competition.id}, ${entryKey}, ${randomBytes(9).toString('base64url')})
      ON CONFLICT (competition_id, entry_key) DO NOTHING`);
    return true;
  });
}
