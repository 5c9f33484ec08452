import { retriedJobOptions, type Logger, type ServiceContext } from '@portal/service-kit';
import { endHold, sweepOverdueHolds } from '../domain/orders/expire-hold';
import { promoteAfterExpiry, promoteWhereFree } from '../domain/seats/promotion';

const QUEUE = 'hold-expiry';
/** a hold that ends later than this after its countdown kept a place from others: said as a warning */
const LATE_MS = 1000;
/** the promotion repair pass scans every squad; the hold sweep, one index, runs far more often */
const REPAIR_MS = 5000;
export const holdJobId = (orderId: number) => `order-${orderId}`;

/**
 * Ends holds when their countdown runs out (docs/seat-invariant.md): a BullMQ delayed job per hold
 * (job id from the order id, so scheduling twice finds the first), removed when the order is
 * reserved; and a sweep on a timer in every replica (every 500 ms by default) that releases any
 * overdue hold whose job was lost (Redis flushed or restarted, a process killed between commit and
 * scheduling, or killed while it ran the job: BullMQ hands that job on only after its 30 s lock). The timer
 * lives in the process, not in Redis, so losing Redis cannot stop it; replicas sweeping together
 * take different orders (SKIP LOCKED). Scheduling and removing jobs never fail a request: the
 * sweep is the safety net.
 */
export class HoldExpiry {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly sweepIntervalMs: number,
  ) {}

  private get logger(): Logger {
    return this.ctx.logger;
  }

  private queue() {
    return this.ctx.jobs.queue<{ orderId: number }>(QUEUE, retriedJobOptions(200));
  }

  async schedule(orderId: number, expiresAt: string): Promise<void> {
    const delay = Math.max(0, new Date(expiresAt).getTime() - Date.now());
    await this.queue()
      .add('expire', { orderId }, { jobId: holdJobId(orderId), delay })
      .catch((err: unknown) =>
        this.logger.warn({ err, orderId }, 'expiry job not scheduled; the sweep ends the hold'),
      );
  }

  async cancel(orderId: number): Promise<void> {
    await this.queue()
      .remove(holdJobId(orderId))
      .catch((err: unknown) =>
        this.logger.warn({ err, orderId }, 'expiry job not removed; it will find no hold'),
      );
  }

  /**
   * A hold released before its end (the dialog left, or replaced by the same user's new hold):
   * its job goes, and its freed place goes to the oldest waiting entry as after an expiry.
   */
  async released(orderId: number): Promise<void> {
    await this.cancel(orderId);
    await promoteAfterExpiry(this.ctx.db, orderId).catch((err: unknown) =>
      this.logger.warn({ err, orderId }, 'promotion after a release failed; the sweep repairs it'),
    );
  }

  /** Starts the worker and the sweep; the sweep stops with the service's job queues. */
  start(): void {
    // a freed held place goes to the oldest waiting entry, in a transaction of its own (seats/promotion.ts)
    const expire = async (orderId: number) => {
      const lateMs = await endHold(this.ctx.timerDb, orderId);
      if (lateMs === null) return false;
      if (lateMs > LATE_MS) this.logger.warn({ orderId, lateMs }, 'hold ended late by its expiry job');
      return promoteAfterExpiry(this.ctx.timerDb, orderId);
    };
    // as many jobs at once as the timers' pool has clients but one: the sweep always finds a client,
    // and a replica takes no more jobs than it can run (the others' workers take the rest, and a
    // killed replica strands few; docs/replicas-and-schedulers.md)
    this.ctx.jobs.worker<{ orderId: number }>(QUEUE, (job) => expire(job.data.orderId), {
      concurrency: this.ctx.config.TIMER_POOL_SIZE - 1,
    });
    // the places a swept hold frees go to waiting entries in the same round, before anyone else's hold
    const sweep = () =>
      sweepOverdueHolds(this.ctx.timerDb)
        .then(({ released, latestMs }) => {
          if (!released) return;
          const level = latestMs > LATE_MS ? 'warn' : 'info';
          this.logger[level]({ released, latestMs }, 'overdue holds released by the sweep');
          return promoteWhereFree(this.ctx.timerDb);
        })
        .catch((err: unknown) => this.logger.warn({ err }, 'hold sweep failed; next round retries'));
    // the repair pass over every squad (free places while entries wait) needs no sub-second rounds
    const repair = () =>
      promoteWhereFree(this.ctx.timerDb).catch((err: unknown) =>
        this.logger.warn({ err }, 'promotion repair failed; next round retries'),
      );
    this.ctx.jobs.sweepEvery(this.sweepIntervalMs, sweep);
    this.ctx.jobs.sweepEvery(Math.max(REPAIR_MS, this.sweepIntervalMs), repair);
  }
}
