import { encodeLiveSquad, LIVE_PLACES_KEYS } from '@portal/contracts';
import type { DbExecutor, Logger, ServiceContext } from '@portal/service-kit';
import { sql } from 'drizzle-orm';

type Redis = ServiceContext['redis'];

/**
 * Live free places, the producer side (docs/live-places.md): after an occupancy event is applied,
 * the figures of every squad of its competition go to a Redis hash (each squad only forward in
 * its occupancy version, so concurrent handlers of several replicas merge correctly) and the
 * competition is marked dirty. A flush, at most one per interval over all replicas, appends every
 * dirty competition's hash to the stream the gateways read: a rush's hundreds of changes per
 * second become one message per competition per interval.
 */

/** KEYS: hash, dirty set; ARGV: competition id, then squadId/figures pairs. */
const MERGE = `
local changed = 0
for i = 2, #ARGV, 2 do
  local kept = redis.call('HGET', KEYS[1], ARGV[i])
  if not kept or tonumber(string.match(kept, '^%d+')) <= tonumber(string.match(ARGV[i + 1], '^%d+')) then
    if kept ~= ARGV[i + 1] then
      redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
      changed = 1
    end
  end
end
redis.call('EXPIRE', KEYS[1], 2592000)
if changed == 1 then redis.call('SADD', KEYS[2], ARGV[1]) end
return changed`;

/** KEYS: lock, dirty set, stream; ARGV: state key prefix, lock ms, stream length. */
const FLUSH = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[2]) then return -1 end
local ids = redis.call('SPOP', KEYS[2], 1000)
for _, id in ipairs(ids) do
  local fields = redis.call('HGETALL', ARGV[1] .. id)
  if #fields > 0 then
    redis.call('XADD', KEYS[3], 'MAXLEN', '~', ARGV[3], '*', 'c', id, unpack(fields))
  end
end
return #ids`;

/** entries the stream keeps for Last-Event-ID replay (a few minutes of a rush) */
export const LIVE_STREAM_LENGTH = 10_000;

/**
 * Writes the figures of the squad's competition (as this transaction sees them) to Redis.
 * INTERNAL competitions are not broadcast. A Redis failure is logged, never fails the event: the
 * replica must follow registration; the next change brings the live figures up to date.
 */
export async function publishLivePlaces(tx: DbExecutor, redis: Redis, logger: Logger, squadId: number) {
  const { rows } = await tx.execute(sql`
    SELECT s.competition_id AS "competitionId", s.id, s.squad_size AS size,
      s.max_waiting_list_size AS "maxWaitingListSize", coalesce(o.taken, 0) AS taken,
      coalesce(o.waiting, 0) AS waiting, coalesce(o.version, 0) AS version,
      s.multiple_waiting_list AS "multipleWaitingList"
    FROM catalog.squads s
    JOIN catalog.competitions c ON c.id = s.competition_id AND c.view_type <> 'INTERNAL'
    LEFT JOIN catalog.squad_occupancy o ON o.squad_id = s.id
    WHERE s.competition_id = (SELECT competition_id FROM catalog.squads WHERE id = ${squadId})`);
  const squads = rows as unknown as ({ competitionId: number; id: number } & Parameters<
    typeof encodeLiveSquad
  >[0])[];
  const competitionId = squads[0]?.competitionId;
  if (competitionId === undefined) return;
  const pairs = squads.flatMap((s) => [String(s.id), encodeLiveSquad(s)]);
  try {
    await redis.eval(
      MERGE,
      2,
      LIVE_PLACES_KEYS.state(competitionId),
      LIVE_PLACES_KEYS.dirty,
      competitionId,
      ...pairs,
    );
  } catch (err) {
    logger.warn({ err, competitionId }, 'live places not written');
  }
}

/** Every process flushes on a timer; the lock lets one flush per interval through. */
export function startLivePlacesFlush(redis: Redis, logger: Logger, intervalMs: number, prefix: string) {
  let busy = false;
  const timer = setInterval(() => {
    // after the shutdown closed Redis, nothing is flushed (the timer does not hold the process)
    if (busy || redis.status !== 'ready') return;
    busy = true;
    redis
      .eval(
        FLUSH,
        3,
        LIVE_PLACES_KEYS.flushLock,
        LIVE_PLACES_KEYS.dirty,
        LIVE_PLACES_KEYS.stream,
        prefix + LIVE_PLACES_KEYS.state(''),
        Math.max(10, intervalMs - 10),
        LIVE_STREAM_LENGTH,
      )
      .catch((err: unknown) => logger.warn({ err }, 'live places flush failed'))
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
