import { retriedJobOptions, type Logger, type ServiceContext } from '@portal/service-kit';
import type { PaymentProvider } from '../domain/providers/provider';
import { chargeRenewal, dueRenewals } from '../domain/premium/renewal-charge';
import { autoRenewals, dueReminders, remindRenewal } from '../domain/premium/renewal-due';
import { processingRenewals, settleRenewalCharge } from '../domain/premium/renewal-settle';
import { reminderAt, type PremiumSettings } from '../domain/premium/settings';

const QUEUE = 'premium-renewal';
interface RenewalJob {
  userId: number;
  validUntil: string;
}
type JobName = 'remind' | 'renew';

/** One job per user, year and kind: scheduling the same year twice finds the first job. */
export const reminderJobId = (userId: number, validUntil: Date) =>
  `premium-${userId}-${validUntil.getTime()}`;
export const renewJobId = (userId: number, validUntil: Date) =>
  `premium-renew-${userId}-${validUntil.getTime()}`;
const jobId = (name: JobName, userId: number, validUntil: Date) =>
  name === 'remind' ? reminderJobId(userId, validUntil) : renewJobId(userId, validUntil);

/**
 * The auto-renewal of a membership year, as BullMQ delayed jobs with stable ids from user and
 * year end: the two weeks' notice (`remind`, due `reminderDays` before the year ends) and the
 * charge of the saved card (`renew`, due at the year end; it does nothing without a saved card).
 * Cancelling the auto-renewal removes both (and the jobs find the flag off anyway). At start and on
 * a timer a sweep sends any notice and makes any charge whose job was lost (Redis flushed, a
 * process killed between commit and scheduling), settles the charges the provider answered
 * PROCESSING, and re-adds the jobs of every running auto-renewal. Scheduling never fails a request.
 */
export class PremiumRenewals {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly settings: PremiumSettings,
    private readonly sweepIntervalMs: number,
    private readonly provider: PaymentProvider,
  ) {}

  private get logger(): Logger {
    return this.ctx.logger;
  }

  private queue() {
    return this.ctx.jobs.queue<RenewalJob>(QUEUE, retriedJobOptions(500));
  }

  async schedule(userId: number, validUntil: Date): Promise<void> {
    const now = Date.now();
    const due = { remind: reminderAt(validUntil, this.settings).getTime(), renew: validUntil.getTime() };
    for (const name of ['remind', 'renew'] as const)
      await this.queue()
        .add(
          name,
          { userId, validUntil: validUntil.toISOString() },
          { jobId: jobId(name, userId, validUntil), delay: Math.max(0, due[name] - now) },
        )
        .catch((err: unknown) =>
          this.logger.warn({ err, userId, name }, 'renewal job not scheduled; the sweep runs it'),
        );
  }

  async cancel(userId: number, validUntil: Date): Promise<void> {
    for (const name of ['remind', 'renew'] as const)
      await this.queue()
        .remove(jobId(name, userId, validUntil))
        .catch((err: unknown) =>
          this.logger.warn({ err, userId, name }, 'renewal job not removed; it finds auto-renewal off'),
        );
  }

  /** The notice job as it waits in Redis (tests and ops look at it). */
  job(userId: number, validUntil: Date) {
    return this.queue().getJob(reminderJobId(userId, validUntil));
  }

  /** The year-end charge job as it waits in Redis. */
  renewJob(userId: number, validUntil: Date) {
    return this.queue().getJob(renewJobId(userId, validUntil));
  }

  private remind(userId: number, validUntil: Date) {
    return this.ctx.db.transaction((tx) => remindRenewal(tx, userId, validUntil, this.settings, new Date()));
  }

  /** The year-end charge; a renewed year gets the jobs of its own end. */
  async renew(userId: number, validUntil: Date, now = new Date()) {
    const charged = await chargeRenewal(this.ctx.db, this.provider, userId, validUntil, this.settings, now);
    if (charged.outcome === 'RENEWED' && charged.membership.validUntil)
      await this.schedule(userId, charged.membership.validUntil);
    return charged;
  }

  /** A renewal charge that was processing, asked again; a renewed year gets the jobs of its own end. */
  async settle(userId: number, paymentId: string, now = new Date()) {
    const settled = await settleRenewalCharge(this.ctx.db, this.provider, userId, paymentId, now);
    if (settled.outcome === 'RENEWED' && settled.membership.validUntil)
      await this.schedule(userId, settled.membership.validUntil);
    return settled;
  }

  start(): void {
    this.ctx.jobs.worker<RenewalJob>(QUEUE, async (job) => {
      const validUntil = new Date(job.data.validUntil);
      if (job.name === 'renew') return (await this.renew(job.data.userId, validUntil)).outcome;
      return this.remind(job.data.userId, validUntil);
    });
    // one failing membership (e.g. the provider unreachable) does not hold up the others
    const each = async (run: () => Promise<unknown>, userId: number) =>
      run().catch((err: unknown) =>
        this.logger.warn({ err, userId }, 'premium renewal sweep failed; next round retries'),
      );
    const sweep = async () => {
      try {
        for (const due of await dueReminders(this.ctx.db, this.settings, new Date()))
          await each(() => this.remind(due.userId, due.validUntil), due.userId);
        for (const due of await dueRenewals(this.ctx.db, new Date()))
          await each(() => this.renew(due.userId, due.validUntil), due.userId);
        for (const p of await processingRenewals(this.ctx.db))
          await each(() => this.settle(p.userId, p.paymentId), p.userId);
      } catch (err) {
        this.logger.warn({ err }, 'premium renewal sweep failed; next round retries');
      }
    };
    // at start the jobs of every running auto-renewal are re-added before the first sweep
    this.ctx.jobs.sweepEvery(this.sweepIntervalMs, sweep, async () => {
      try {
        for (const r of await autoRenewals(this.ctx.db)) await this.schedule(r.userId, r.validUntil);
      } catch (err) {
        this.logger.warn({ err }, 'renewal jobs not re-added at start; the sweep runs them');
      }
      await sweep();
    });
  }
}
