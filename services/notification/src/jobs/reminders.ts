import type { DbExecutor, Logger, ServiceContext } from '@portal/service-kit';
import type { Queue } from 'bullmq';
import { allCompetitions, competitionById, type CompetitionRow } from '../db/competitions';
import { favouriteUserIds } from '../db/favourites';
import { itemById, payableSince, placedItemsOf, unpaidItems, type ItemRow } from '../db/order-items';
import { premiumUserIds } from '../db/recipients';
import { mailAboutCompetition } from '../domain/favourite-mail';
import { mailClubAdmins, mailItemOwner } from '../domain/item-mail';
import type { KindDeps } from '../domain/send-kind';

const QUEUE = 'notification-reminders';

/** When the reminders fall, in days (a day's length is configurable so tests can shorten it). */
export interface ReminderTimes {
  dayMs: number;
  startReminderDays: number;
  signupEndReminderDays: number;
}

export type ReminderJob =
  | { kind: 'start'; competitionId: number; due: number }
  | { kind: 'signupStart'; competitionId: number; due: number }
  | { kind: 'signupEnd'; competitionId: number; due: number }
  | { kind: 'payment'; itemId: number; n: 1 | 2; due: number }
  | { kind: 'cancelReminder'; itemId: number; due: number };

/** The jobs a competition asks for now, each with the instant it is due. */
export function competitionJobs(c: CompetitionRow, t: ReminderTimes): ReminderJob[] {
  if (c.deleted || c.cancelled || !c.active) return [];
  const jobs: ReminderJob[] = [];
  if (c.competitionDate)
    jobs.push({
      kind: 'start',
      competitionId: c.id,
      due: new Date(c.competitionDate).getTime() - t.startReminderDays * t.dayMs,
    });
  if (c.registration && c.registrationStart)
    jobs.push({ kind: 'signupStart', competitionId: c.id, due: new Date(c.registrationStart).getTime() });
  if (c.registration && c.registrationEnd)
    jobs.push({
      kind: 'signupEnd',
      competitionId: c.id,
      due: new Date(c.registrationEnd).getTime() - t.signupEndReminderDays * t.dayMs,
    });
  return jobs;
}

/** The jobs an unpaid item asks for: the payment reminders, the warning before its cancellation. */
export function itemJobs(item: ItemRow, c: CompetitionRow | null, t: ReminderTimes): ReminderJob[] {
  // a waiting entry pays once it has a place: no reminders while it waits
  if (!c || item.cancelled || item.paid || item.waitingList || c.cancelled || c.deleted) return [];
  const from = payableSince(item);
  const jobs: ReminderJob[] = [];
  if (c.firstPaymentReminder !== null)
    jobs.push({ kind: 'payment', itemId: item.itemId, n: 1, due: from + c.firstPaymentReminder * t.dayMs });
  if (c.secondPaymentReminder !== null)
    jobs.push({ kind: 'payment', itemId: item.itemId, n: 2, due: from + c.secondPaymentReminder * t.dayMs });
  if (c.autoSubscriptionCancelation)
    jobs.push({ kind: 'cancelReminder', itemId: item.itemId, due: from + (c.payOnTime - 1) * t.dayMs });
  return jobs;
}

/** Stable job id: the same reminder at the same instant is one job in every replica and restart. */
export const jobIdOf = (job: ReminderJob): string =>
  'itemId' in job
    ? `${job.kind}-${job.itemId}${'n' in job ? `-${job.n}` : ''}-${job.due}`
    : `${job.kind}-${job.competitionId}-${job.due}`;

export interface ReminderScheduler {
  competitionChanged(tx: DbExecutor, competition: CompetitionRow): Promise<void>;
  itemReserved(tx: DbExecutor, item: ItemRow): Promise<void>;
}

/**
 * The scheduled mails (issue 13 item 2) as BullMQ delayed jobs. A job's id holds the instant it is
 * due, so a changed date adds a new job and the old one, when it runs, finds that its instant is
 * no longer the current one and does nothing. What a
 * job mails has a cause without the job (`item:12:payment:1`), so a job that runs twice, or in two
 * replicas, mails once. A sweep at start and on a timer adds every job that is due to exist: a
 * Redis that lost its jobs, or a process stopped between commit and scheduling, loses no reminder.
 */
export class Reminders implements ReminderScheduler {
  constructor(
    private readonly ctx: Pick<ServiceContext, 'db' | 'jobs' | 'logger'>,
    private readonly deps: KindDeps,
    private readonly times: ReminderTimes,
  ) {}

  private get logger(): Logger {
    return this.ctx.logger;
  }

  private queue(): Queue<ReminderJob> {
    return this.ctx.jobs.queue<ReminderJob>(QUEUE, {
      // kept a while, so a sweep adding the same id again finds it and adds nothing
      removeOnComplete: { age: 14 * 24 * 3600, count: 50_000 },
      removeOnFail: 1000,
      // a mail server that is down delays the mail; the cause keeps it to one copy
      attempts: 10,
      backoff: { type: 'exponential', delay: 1000 },
    });
  }

  private async add(jobs: ReminderJob[]): Promise<void> {
    const now = Date.now();
    // a reminder more than a day late is dropped: mailing it now would say something stale
    const wanted = jobs.filter((job) => job.due > now - this.times.dayMs);
    if (wanted.length === 0) return;
    await this.queue()
      .addBulk(
        wanted.map((job) => ({
          name: job.kind,
          data: job,
          opts: { jobId: jobIdOf(job), delay: Math.max(0, job.due - now) },
        })),
      )
      .catch((err: unknown) => this.logger.warn({ err }, 'reminders not scheduled; the sweep adds them'));
  }

  async competitionChanged(tx: DbExecutor, competition: CompetitionRow): Promise<void> {
    const jobs = competitionJobs(competition, this.times);
    for (const item of await unpaidItems(tx, competition.id))
      jobs.push(...itemJobs(item, competition, this.times));
    await this.add(jobs);
  }

  async itemReserved(tx: DbExecutor, item: ItemRow): Promise<void> {
    await this.add(itemJobs(item, await competitionById(tx, item.competitionId), this.times));
  }

  /** Adds every job that should exist (idempotent: existing ids are kept). */
  async sweep(): Promise<void> {
    const competitions = await allCompetitions(this.ctx.db);
    const byId = new Map(competitions.map((c) => [c.id, c]));
    const jobs = competitions.flatMap((c) => competitionJobs(c, this.times));
    for (const item of await unpaidItems(this.ctx.db))
      jobs.push(...itemJobs(item, byId.get(item.competitionId) ?? null, this.times));
    await this.add(jobs);
  }

  /** Runs one job: mails what is still due at exactly this instant. */
  async run(job: ReminderJob): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      if ('itemId' in job) {
        const item = await itemById(tx, job.itemId);
        const competition = item && (await competitionById(tx, item.competitionId));
        if (!item || !competition) return;
        const current = itemJobs(item, competition, this.times).find((j) => jobIdOf(j) === jobIdOf(job));
        if (!current) return; // paid, cancelled, or the reminder days changed
        if (job.kind === 'payment')
          await mailItemOwner(
            tx,
            this.deps,
            'competitionPaymentReminder',
            item,
            `item:${item.itemId}:payment:${job.n}`,
            {
              dueDate: new Date(payableSince(item) + competition.payOnTime * this.times.dayMs),
            },
          );
        else
          await mailClubAdmins(
            tx,
            this.deps,
            'memberCancelNoPaymentReminder',
            item,
            `item:${item.itemId}:cancel-reminder`,
            {
              dueDate: new Date(payableSince(item) + competition.payOnTime * this.times.dayMs),
            },
          );
        return;
      }
      const competition = await competitionById(tx, job.competitionId);
      if (!competition) return;
      if (!competitionJobs(competition, this.times).some((j) => jobIdOf(j) === jobIdOf(job))) return;
      if (job.kind === 'start') {
        const at = new Date(competition.competitionDate!).getTime();
        const placed = await placedItemsOf(tx, competition.id);
        // reminders are premium (docs/premium-features.md); a guest's item has none
        const premium = await premiumUserIds(
          tx,
          placed.flatMap((item) => item.userId ?? []),
        );
        for (const item of placed.filter((i) => i.userId !== null && premium.has(i.userId)))
          await mailItemOwner(
            tx,
            this.deps,
            'competitionStartReminder',
            item,
            `item:${item.itemId}:start:${at}`,
            {
              competitionDate: competition.competitionDate,
              withTime: true,
            },
          );
      } else {
        const start = job.kind === 'signupStart';
        const at = new Date((start ? competition.registrationStart : competition.registrationEnd)!).getTime();
        const favourites = await favouriteUserIds(tx, competition.id, !start);
        // the reminder before sign-up ends is premium (docs/premium-features.md)
        const premium = start ? null : await premiumUserIds(tx, favourites);
        const userIds = premium ? favourites.filter((id) => premium.has(id)) : favourites;
        if (userIds.length)
          await mailAboutCompetition(
            tx,
            this.deps,
            start ? 'signupPhaseOfFavourizedCompetitionStarted' : 'signupPhaseEndsReminder',
            competition,
            { userIds },
            `competition:${competition.id}:${start ? 'signup-start' : 'signup-end'}:${at}`,
            {
              registrationStart: competition.registrationStart,
              registrationEnd: competition.registrationEnd,
            },
          );
      }
    });
  }

  start(sweepIntervalMs: number): void {
    this.ctx.jobs.worker<ReminderJob>(QUEUE, (job) => this.run(job.data), { concurrency: 2 });
    const sweep = () =>
      this.sweep().catch((err: unknown) =>
        this.logger.warn({ err }, 'reminder sweep failed; next round retries'),
      );
    this.ctx.jobs.sweepEvery(sweepIntervalMs, sweep);
  }
}
