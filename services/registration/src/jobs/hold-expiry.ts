import { retriedJobOptions, type Logger, type ServiceContext } from '@portal/service-kit';
import { promoteAfterExpiry } from '../domain/seats/promotion';
import type { RushMetrics } from '../rush-metrics';
import { HOLD_QUEUE, holdJobId } from './hold-timers';

/**
 * A hold's end, as the requests see it (docs/seat-invariant.md): a BullMQ delayed job per hold (job
 * id from the order id, so scheduling twice finds the first), removed when the order is reserved.
 * The jobs run, and the sweep for lost ones, in the timer thread (hold-timers.ts). Scheduling and
 * removing jobs never fail a request: the sweep is the safety net.
 */
export class HoldExpiry {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly metrics: RushMetrics,
  ) {}

  private get logger(): Logger {
    return this.ctx.logger;
  }

  private queue() {
    return this.ctx.jobs.queue<{ orderId: number }>(HOLD_QUEUE, retriedJobOptions(200));
  }

  /** opens the queue at start, so its depth is in /metrics before the first hold (docs/metrics.md) */
  open(): void {
    this.queue();
  }

  /** a new hold: its job, counted in the holds taken */
  async schedule(orderId: number, expiresAt: string): Promise<void> {
    this.metrics.holdTaken();
    const delay = Math.max(0, new Date(expiresAt).getTime() - Date.now());
    await this.queue()
      .add('expire', { orderId }, { jobId: holdJobId(orderId), delay })
      .catch((err: unknown) =>
        this.logger.warn({ err, orderId }, 'expiry job not scheduled; the sweep ends the hold'),
      );
  }

  /** a hold reserved: its countdown ends, its job goes */
  async reserved(orderId: number): Promise<void> {
    this.metrics.holdEnded('reserved');
    await this.cancel(orderId);
  }

  private async cancel(orderId: number): Promise<void> {
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
    this.metrics.holdEnded('released');
    await this.cancel(orderId);
    await promoteAfterExpiry(this.ctx.db, orderId).catch((err: unknown) =>
      this.logger.warn({ err, orderId }, 'promotion after a release failed; the sweep repairs it'),
    );
  }
}
