import {
  DomainError,
  executePrepared,
  type AuthUser,
  type Database,
  type DbExecutor,
} from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import type { GuestPass } from '../guests/sessions';
import { admits } from './admission-token';
import { entryKeyOf, type FairQueuePolicy } from './policy';
import { FreshReads } from '../fresh-reads';

/** How long one process trusts what it read about a competition's fair-opening switch. */
export const FAIR_SWITCH_HINT_MS = 1000;

/**
 * Whether a competition has fair opening switched on, read by each process at most once per
 * {@link FAIR_SWITCH_HINT_MS} (concurrent calls share the read): the rush's calls to competitions
 * without it, nearly all, pass the gate without a database round trip. The switch reaches this
 * service by catalog's events, seconds ahead of any opening it matters for; one more second of
 * trust changes nothing a club admin can notice.
 */
export class FairSwitchHint {
  private readonly reads: FreshReads<number, boolean>;

  constructor(db: Database, ttlMs = FAIR_SWITCH_HINT_MS) {
    this.reads = new FreshReads(async (competitionId) => {
      const { rows } = await executePrepared(
        db,
        sql`SELECT fair_opening AS fair FROM competitions WHERE id = ${competitionId}`,
      );
      return (rows[0] as { fair: boolean } | undefined)?.fair === true;
    }, ttlMs);
  }

  isFair(competitionId: number): Promise<boolean> {
    return this.reads.get(competitionId);
  }
}

/**
 * prepareOrder's gate (docs/fair-opening.md): while a competition's queue runs (fair opening,
 * registration opened and not closed, queue not ended) only a caller with a valid admission token
 * of their own passes; everybody else `403 ADMISSION_REQUIRED`, before anything is read or
 * written. Answers the entry key to mark served after the hold, or null when no queue runs.
 */
export async function requireAdmission(
  db: DbExecutor,
  fairSwitch: FairSwitchHint,
  policy: FairQueuePolicy,
  competitionId: number,
  caller: AuthUser,
  guest: GuestPass | null,
  token: string | null | undefined,
): Promise<string | null> {
  if (!(await fairSwitch.isFair(competitionId))) return null;
  // fair opening on: whether its queue runs now, by the database's clock
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
