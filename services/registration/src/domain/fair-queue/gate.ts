import { DomainError, type AuthUser, type DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { GuestPass } from '../guests/sessions';
import { admits } from './admission-token';
import { entryKeyOf, type FairQueuePolicy } from './policy';

/**
 * prepareOrder's gate (docs/fair-opening.md): while a competition's queue runs (fair opening,
 * registration opened and not closed, queue not ended) only a caller with a valid admission token
 * of their own passes; everybody else `403 ADMISSION_REQUIRED`, before anything is read or
 * written. Answers the entry key to mark served after the hold, or null when no queue runs.
 */
export async function requireAdmission(
  db: DbExecutor,
  policy: FairQueuePolicy,
  competitionId: number,
  caller: AuthUser,
  guest: GuestPass | null,
  token: string | null | undefined,
): Promise<string | null> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM competitions c LEFT JOIN fair_queues q ON q.competition_id = c.id
    WHERE c.id = ${competitionId} AND c.fair_opening AND now() >= c.registration_start
      AND (c.registration_end IS NULL OR now() < c.registration_end) AND q.ended_at IS NULL`);
  if (rows.length === 0) return null;
  const entryKey = entryKeyOf(caller, guest);
  if (!admits(policy.secret, token, competitionId, entryKey))
    throw new DomainError('ADMISSION_REQUIRED', 403);
  return entryKey;
}

/** An admitted entry whose hold was taken counts as served: its place among the admitted is free. */
export async function markServed(db: DbExecutor, competitionId: number, entryKey: string): Promise<void> {
  await db.execute(sql`
    UPDATE fair_queue_entries SET served_at = now()
    WHERE competition_id = ${competitionId} AND entry_key = ${entryKey} AND admitted_at IS NOT NULL
      AND served_at IS NULL AND dropped_at IS NULL`);
}
