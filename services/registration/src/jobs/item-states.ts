import { retriedJobOptions, type DbExecutor, type Logger, type ServiceContext } from '@portal/service-kit';
import { applyTimeStates, competitionsWithStaleStates, timeStateMoments } from '../domain/orders/time-states';

const QUEUE = 'item-time-states';

/**
 * Sets registrations' `registrationEnded` and `archive` when their competition's window closes
 * and when it is archived (issue 11 item 7): one BullMQ delayed job per competition and moment
 * (the job id carries the moment, so scheduling twice finds the first, and a moved date adds a
 * job for the new moment; the job for the old one recomputes and changes nothing). The replica
 * handler reschedules with every catalog snapshot. A sweep timer in every replica repairs what a
 * lost job left (Redis flushed, a process killed). Scheduling never fails an event: the sweep is
 * the safety net.
 */
export class ItemTimeStates {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly sweepIntervalMs: number,
  ) {}

  private get logger(): Logger {
    return this.ctx.logger;
  }

  private queue() {
    return this.ctx.jobs.queue<{ competitionId: number }>(QUEUE, retriedJobOptions(200));
  }

  /** Jobs for the competition's future moments (read in the caller's transaction). */
  async schedule(competitionId: number, moments: Date[]): Promise<void> {
    for (const moment of moments)
      await this.queue()
        .add(
          'apply',
          { competitionId },
          {
            jobId: `competition-${competitionId}-${moment.getTime()}`,
            // a little after the moment, so the read sees it passed
            delay: Math.max(0, moment.getTime() - Date.now()) + 50,
          },
        )
        .catch((err: unknown) =>
          this.logger.warn({ err, competitionId }, 'item state job not scheduled; the sweep sets the states'),
        );
  }

  /**
   * A newer snapshot of the competition arrived (in the replica handler's transaction): the
   * states follow at once (a cancel archives, moved dates take a state back) and the jobs for its
   * future moments are scheduled.
   */
  async competitionChanged(tx: DbExecutor, competitionId: number): Promise<void> {
    await applyTimeStates(tx, competitionId);
    await this.schedule(competitionId, await timeStateMoments(tx, competitionId));
  }

  /** Starts the worker and the sweep; the sweep stops with the service's job queues. */
  start(): void {
    this.ctx.jobs.worker<{ competitionId: number }>(
      QUEUE,
      (job) => this.ctx.db.transaction((tx) => applyTimeStates(tx, job.data.competitionId)),
      { concurrency: 5 },
    );
    const sweep = async () => {
      try {
        for (const id of await competitionsWithStaleStates(this.ctx.db))
          await this.ctx.db.transaction((tx) => applyTimeStates(tx, id));
      } catch (err) {
        this.logger.warn({ err }, 'item state sweep failed; next round retries');
      }
    };
    this.ctx.jobs.sweepEvery(this.sweepIntervalMs, sweep);
  }
}
