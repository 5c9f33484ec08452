import type { ServiceContext } from '@portal/service-kit';
import { cancelUnpaidDue } from '../domain/orders/auto-cancel';

const QUEUE = 'auto-cancel-unpaid';
const SCHEDULER_ID = 'auto-cancel-unpaid';

/**
 * The automatic cancellation of unpaid registrations as a BullMQ job scheduler: one scheduler id
 * for every replica, so each interval runs the pass once in the whole deployment, and it survives
 * restarts (Redis keeps the scheduler; each start upserts it again, so a flushed Redis gets it
 * back). The pass finds what is due from the database (domain/orders/auto-cancel.ts), so a run
 * that was missed or ran twice cancels nothing twice and leaves nothing behind.
 */
export class AutoCancel {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly dayMs: number,
    private readonly intervalMs: number,
  ) {}

  async start(): Promise<void> {
    const queue = this.ctx.jobs.queue(QUEUE, { removeOnComplete: true, removeOnFail: 100 });
    this.ctx.jobs.worker(QUEUE, async () => {
      const cancelled = await cancelUnpaidDue(this.ctx.db, this.dayMs);
      if (cancelled) this.ctx.logger.info({ cancelled }, 'unpaid registrations cancelled automatically');
    });
    await queue
      .upsertJobScheduler(SCHEDULER_ID, { every: this.intervalMs }, { name: 'cancel-unpaid' })
      .catch((err: unknown) =>
        this.ctx.logger.warn({ err }, 'auto-cancel scheduler not set; next start sets it'),
      );
  }
}
