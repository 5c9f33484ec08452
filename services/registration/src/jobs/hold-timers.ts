import type { TimerContext } from '@portal/service-kit/timer-thread';
import { endHold, sweepOverdueHolds } from '../domain/orders/expire-hold';
import { promoteAfterExpiry, promoteWhereFree } from '../domain/seats/promotion';
import { HOLD_EXPIRY_LAG, HOLDS_ENDED } from '../rush-metrics';

export const HOLD_QUEUE = 'hold-expiry';
export const holdJobId = (orderId: number) => `order-${orderId}`;
/** a hold that ends later than this after its countdown kept a place from others: said as a warning */
const LATE_MS = 1000;
/** the promotion repair pass scans every squad; the hold sweep, one index, runs far more often */
const REPAIR_MS = 5000;

/**
 * Ends holds when their countdown runs out, in the timer thread (docs/replicas-and-schedulers.md):
 * the delayed jobs HoldExpiry schedules, and a sweep (every 250 ms by default) that releases any
 * overdue hold whose job was lost (Redis flushed or restarted, a process killed between commit and
 * scheduling, or killed while it ran the job: BullMQ hands that job on only after its 30 s lock).
 * The sweep's timer lives in the process, not in Redis, so losing Redis cannot stop it; replicas
 * sweeping together take different orders (SKIP LOCKED).
 */
export function startHoldTimers(ctx: TimerContext, sweepIntervalMs: number): void {
  const { db, logger, metrics } = ctx;
  // each ended hold in /metrics, through the service's registry (docs/metrics.md)
  const expired = (path: 'job' | 'sweep', lateMs: number) => {
    metrics.inc(HOLDS_ENDED, { how: 'expired' });
    metrics.observe(HOLD_EXPIRY_LAG, { path }, Math.max(0, lateMs) / 1000);
  };
  // a freed held place goes to the oldest waiting entry, in a transaction of its own (seats/promotion.ts)
  const expire = async (orderId: number) => {
    const lateMs = await endHold(db, orderId);
    if (lateMs === null) return false;
    expired('job', lateMs);
    if (lateMs > LATE_MS) logger.warn({ orderId, lateMs }, 'hold ended late by its expiry job');
    return promoteAfterExpiry(db, orderId);
  };
  // as many jobs at once as the thread's pool has clients but one: the sweep always finds a client,
  // and a replica takes no more jobs than it can run (the others' workers take the rest, and a
  // killed replica strands few)
  ctx.jobs.worker<{ orderId: number }>(HOLD_QUEUE, (job) => expire(job.data.orderId), {
    concurrency: ctx.config.TIMER_POOL_SIZE - 1,
  });
  // the places a swept hold frees go to waiting entries in the same round, before anyone else's hold
  const sweep = () =>
    sweepOverdueHolds(db)
      .then(({ released, latestMs, lateMs }) => {
        for (const late of lateMs) expired('sweep', late);
        if (!released) return;
        const level = latestMs > LATE_MS ? 'warn' : 'info';
        logger[level]({ released, latestMs }, 'overdue holds released by the sweep');
        return promoteWhereFree(db);
      })
      .catch((err: unknown) => logger.warn({ err }, 'hold sweep failed; next round retries'));
  // the repair pass over every squad (free places while entries wait) needs no sub-second rounds
  const repair = () =>
    promoteWhereFree(db).catch((err: unknown) =>
      logger.warn({ err }, 'promotion repair failed; next round retries'),
    );
  ctx.jobs.sweepEvery(sweepIntervalMs, sweep);
  ctx.jobs.sweepEvery(Math.max(REPAIR_MS, sweepIntervalMs), repair);
}
