import type { FairQueueEntry, FairQueueInfo } from '@portal/contracts';
import type { DbExecutor } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { signAdmission } from './admission-token';
import type { QueueCompetition } from './join';
import type { FairQueuePolicy } from './policy';

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

interface QueueRow {
  seedHash: string | null;
  seed: Buffer | null;
  drawnAt: unknown;
  endedAt: unknown;
  joined: number;
  admitted: number;
  waiting: number;
  /** admissions per second over the last minute (or since the draw) */
  rate: number;
}

/**
 * The queue's row and counts, read at most every 500 ms per process and competition: a crowd's
 * status polls share one read (a cache of what the database says, not state: every replica reads
 * the same rows).
 */
const recent = new Map<number, { at: number; row: Promise<QueueRow | null> }>();
const FRESH_MS = 500;
function queueRow(db: DbExecutor, competitionId: number): Promise<QueueRow | null> {
  const known = recent.get(competitionId);
  if (known && performance.now() - known.at < FRESH_MS) return known.row;
  const row = readQueueRow(db, competitionId);
  recent.set(competitionId, { at: performance.now(), row });
  // no queue yet (a join makes it) or a failed read: not kept
  row.then(
    (r) => r ?? recent.delete(competitionId),
    () => recent.delete(competitionId),
  );
  if (recent.size > 1000) recent.delete(recent.keys().next().value!);
  return row;
}

async function readQueueRow(db: DbExecutor, competitionId: number): Promise<QueueRow | null> {
  const { rows } = await db.execute(sql`
    SELECT q.seed_hash AS "seedHash", CASE WHEN q.drawn_at IS NOT NULL THEN q.seed END AS seed,
      q.drawn_at AS "drawnAt", q.ended_at AS "endedAt",
      (SELECT count(*) FROM fair_queue_entries e WHERE e.competition_id = q.competition_id)::int AS joined,
      (SELECT count(*) FROM fair_queue_entries e WHERE e.competition_id = q.competition_id
        AND e.admitted_at IS NOT NULL)::int AS admitted,
      (SELECT count(*) FROM fair_queue_entries e WHERE e.competition_id = q.competition_id
        AND e.admitted_at IS NULL)::int AS waiting,
      COALESCE((SELECT count(*) FROM fair_queue_entries e WHERE e.competition_id = q.competition_id
        AND e.admitted_at > now() - interval '60 seconds')::float8
        / NULLIF(LEAST(60, EXTRACT(EPOCH FROM now() - q.drawn_at)), 0), 0)::float8 AS rate
    FROM fair_queues q WHERE q.competition_id = ${competitionId}`);
  return (rows[0] as QueueRow | undefined) ?? null;
}

/** Whether callers need an admission token now: opened, not closed, queue not ended. */
export function queueRuns(
  competition: QueueCompetition,
  queue: { endedAt: unknown } | null,
  now = Date.now(),
) {
  const { fairOpening, registrationStart: start, registrationEnd: end } = competition;
  if (!fairOpening || start === null || now < start.getTime()) return false;
  if (end !== null && now >= end.getTime()) return false;
  return !queue || queue.endedAt === null;
}

/** The caller's entry (docs/fair-opening.md): position, estimated wait, admission token. */
export async function entryStatus(
  db: DbExecutor,
  policy: FairQueuePolicy,
  competition: QueueCompetition,
  entryKey: string,
): Promise<FairQueueEntry> {
  const queue = await queueRow(db, competition.id);
  const { rows } = await db.execute(sql`
    SELECT e.public_id AS "publicId", e.draw_rank AS "drawRank", e.admitted_at AS "admittedAt",
      e.window_ends_at AS "windowEndsAt", e.served_at AS "servedAt", e.dropped_at AS "droppedAt",
      e.window_ends_at > now() AS "windowOpen",
      CASE WHEN e.admitted_at IS NOT NULL OR q.drawn_at IS NULL THEN NULL
        -- the waiting entries ahead: the drawn ones of lower rank (an index range), or for a later
        -- arrival every drawn one and the later arrivals before it
        WHEN e.draw_rank IS NOT NULL THEN (SELECT count(*) FROM fair_queue_entries o
          WHERE o.competition_id = e.competition_id AND o.admitted_at IS NULL AND o.draw_rank < e.draw_rank)::int + 1
        ELSE (SELECT count(*) FROM fair_queue_entries o WHERE o.competition_id = e.competition_id
          AND o.admitted_at IS NULL AND (o.draw_rank IS NOT NULL OR o.id < e.id))::int + 1
      END AS position
    FROM fair_queue_entries e JOIN fair_queues q ON q.competition_id = e.competition_id
    WHERE e.competition_id = ${competition.id} AND e.entry_key = ${entryKey}`);
  const entry = rows[0] as
    | {
        publicId: string;
        position: number | null;
        admittedAt: unknown;
        windowEndsAt: unknown;
        servedAt: unknown;
        droppedAt: unknown;
        windowOpen: boolean;
      }
    | undefined;
  const running = queueRuns(competition, queue);
  const rate = queue && queue.rate > 0 ? queue.rate : policy.admitPerSecond;
  const admittedNow = entry?.admittedAt != null && entry.droppedAt === null && entry.windowOpen;
  const state: FairQueueEntry['state'] = !entry
    ? running || (competition.joinable && !queue?.endedAt)
      ? 'NONE'
      : 'ENDED'
    : entry.droppedAt !== null
      ? 'DROPPED'
      : entry.servedAt !== null
        ? 'SERVED'
        : admittedNow
          ? 'ADMITTED'
          : !running && queue?.endedAt
            ? 'ENDED'
            : 'WAITING';
  const windowEndsAt = admittedNow ? new Date(entry.windowEndsAt as string) : null;
  return {
    competitionId: competition.id,
    state,
    publicId: entry?.publicId ?? null,
    position: state === 'WAITING' ? (entry?.position ?? null) : null,
    estimatedWaitSeconds: state === 'WAITING' && entry?.position ? Math.ceil(entry.position / rate) : null,
    admissionToken: windowEndsAt
      ? signAdmission(policy.secret, {
          competitionId: competition.id,
          entryKey,
          expiresAt: windowEndsAt.getTime(),
        })
      : null,
    windowEndsAt: windowEndsAt?.toISOString() ?? null,
    opensAt: iso(competition.registrationStart),
    seedHash: queue?.seedHash ?? null,
    seed: queue?.seed ? queue.seed.toString('hex') : null,
    now: Date.now(),
  };
}

/** The public view: commitment, counts, and after the draw what re-computes it (no entry keys). */
export async function queueInfo(db: DbExecutor, competition: QueueCompetition): Promise<FairQueueInfo> {
  const queue = await queueRow(db, competition.id);
  let drawEntries: string[] | null = null;
  let order: string[] | null = null;
  if (queue?.drawnAt) {
    const { rows } = await db.execute(sql`
      SELECT public_id AS "publicId", draw_rank AS "drawRank" FROM fair_queue_entries
      WHERE competition_id = ${competition.id} ORDER BY draw_rank NULLS LAST, id`);
    const all = rows as { publicId: string; drawRank: number | null }[];
    order = all.map((r) => r.publicId);
    const { rows: arrivals } = await db.execute(sql`
      SELECT public_id AS "publicId" FROM fair_queue_entries
      WHERE competition_id = ${competition.id} AND draw_rank IS NOT NULL ORDER BY id`);
    drawEntries = (arrivals as { publicId: string }[]).map((r) => r.publicId);
  }
  return {
    competitionId: competition.id,
    fairOpening: competition.fairOpening,
    joinFrom: iso(competition.joinFrom),
    opensAt: iso(competition.registrationStart),
    running: queueRuns(competition, queue),
    seedHash: queue?.seedHash ?? null,
    seed: queue?.seed ? queue.seed.toString('hex') : null,
    drawnAt: iso(queue?.drawnAt),
    endedAt: iso(queue?.endedAt),
    joined: queue?.joined ?? 0,
    admitted: queue?.admitted ?? 0,
    waiting: queue?.waiting ?? 0,
    admissionRate: Math.round((queue?.rate ?? 0) * 100) / 100,
    drawEntries,
    order,
  };
}
