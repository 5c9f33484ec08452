import { Queue, Worker, type JobsOptions, type Processor, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from './logger';
import { contextFrom, currentTraceparent, inSpan, SpanKind } from './trace-context';

/**
 * Redis client whose every key starts with the run's prefix (locks, rate limits, deny list). With
 * a logger, each reconnect while Redis is away is one warn line (instead of ioredis' stack traces
 * on stderr) and its return one info line (docs/kubernetes.md, start-up).
 */
export function createRedis(url: string, keyPrefix: string, logger?: Logger): Redis {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 3, enableAutoPipelining: true });
  if (logger) logReconnects(redis, logger);
  return redis;
}

function logReconnects(redis: Redis, logger: Logger) {
  let attempt = 0;
  let lastError = '';
  redis.on('error', (error: Error) => void (lastError = error.message));
  redis.on('reconnecting', (retryInMs: number) => {
    attempt++;
    logger.warn(
      { dependency: 'redis', attempt, retryInMs, error: lastError },
      'redis not reachable, retrying',
    );
  });
  redis.on('ready', () => {
    if (attempt > 0) logger.info({ dependency: 'redis', attempts: attempt + 1 }, 'redis reached');
    attempt = 0;
  });
}

/**
 * Default options of a queue of delayed jobs backed by a sweep: completed jobs go, failed ones
 * stay a while for a look, a failing job retries five times with growing pauses from `backoffMs`.
 */
export const retriedJobOptions = (backoffMs: number): JobsOptions => ({
  removeOnComplete: true,
  removeOnFail: 1000,
  attempts: 5,
  backoff: { type: 'exponential', delay: backoffMs },
});

/**
 * Jobs added while a span is recorded carry its `traceparent` in their data (object data only),
 * which the worker continues; without tracing the data stays as given (docs/tracing.md).
 */
function carryTraceContext(queue: Queue): void {
  const withContext = (data: unknown) => {
    const traceparent = currentTraceparent();
    return traceparent && data && typeof data === 'object' && !Array.isArray(data)
      ? { ...data, traceparent }
      : data;
  };
  const add = queue.add.bind(queue);
  const addBulk = queue.addBulk.bind(queue);
  queue.add = (name, data, opts) => add(name, withContext(data), opts);
  queue.addBulk = (jobs) => addBulk(jobs.map((job) => ({ ...job, data: withContext(job.data) })));
}

/** Factory for BullMQ queues and workers that share the run's prefix. */
export class JobQueues {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  /** the sweep rounds running now, which `close` waits for */
  private readonly rounds = new Set<Promise<unknown>>();
  /** BullMQ leaves a connection it was given open at close: these are closed here */
  private readonly connections: Redis[] = [];

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {}

  private connection() {
    // BullMQ's blocking commands need unlimited retries and no ioredis keyPrefix
    const connection = new Redis(this.url, { maxRetriesPerRequest: null });
    this.connections.push(connection);
    return connection;
  }

  private get bullPrefix() {
    return `${this.prefix}bull`;
  }

  queue<T = unknown>(name: string, defaultJobOptions?: JobsOptions): Queue<T> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection(), prefix: this.bullPrefix, defaultJobOptions });
      carryTraceContext(queue);
      this.queues.set(name, queue);
    }
    return queue as Queue<T>;
  }

  worker<T = unknown>(
    name: string,
    processor: Processor<T>,
    options: Partial<WorkerOptions> = {},
  ): Worker<T> {
    // the job continues the trace that added it (docs/tracing.md)
    const traced: Processor<T> = (job, token) =>
      inSpan(
        `${name} process`,
        {
          kind: SpanKind.CONSUMER,
          parent: contextFrom(job.data as Record<string, unknown>),
          attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': name, 'job.id': job.id },
        },
        () => processor(job, token),
      );
    const worker = new Worker<T>(name, traced, {
      connection: this.connection(),
      prefix: this.bullPrefix,
      concurrency: 5,
      ...options,
    });
    this.workers.push(worker as Worker);
    return worker;
  }

  /**
   * The safety net of delayed jobs: `sweep` repairs what a lost job left (Redis flushed, a process
   * killed). It runs on a timer in the process, not in Redis, so losing Redis cannot stop it;
   * `first` (the sweep unless given) runs at once. A round that is due while the previous one
   * still runs is skipped, so a slow database under a rush never piles sweeps up. The sweep
   * catches its own errors.
   */
  sweepEvery(intervalMs: number, sweep: () => Promise<unknown>, first: () => Promise<unknown> = sweep): void {
    let running: Promise<unknown> | null = null;
    const run = (round: () => Promise<unknown>) => {
      if (running) return;
      const current = round().finally(() => {
        running = null;
        this.rounds.delete(current);
      });
      running = current;
      this.rounds.add(current);
    };
    const timer = setInterval(() => run(sweep), intervalMs);
    timer.unref();
    this.timers.push(timer);
    run(first);
  }

  /**
   * The jobs waiting, delayed, active and failed in every queue this process opened with `queue`
   * (the metrics' queue depth, docs/metrics.md; a queue is shared by every replica).
   */
  async depths(): Promise<{ queue: string; state: string; jobs: number }[]> {
    const queues = [...this.queues.entries()];
    const counts = await Promise.all(
      queues.map(([, queue]) => queue.getJobCounts('waiting', 'delayed', 'active', 'failed')),
    );
    return queues.flatMap(([name], i) =>
      Object.entries(counts[i]!).map(([state, jobs]) => ({ queue: name, state, jobs })),
    );
  }

  /**
   * Stops the sweeps and waits for a round that is running (none runs on a closed pool), drains
   * workers (active jobs finish), closes queues, then their connections (a thread or process with
   * one left open would not end).
   */
  async close(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all([Promise.allSettled([...this.rounds]), ...this.workers.map((w) => w.close())]);
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await Promise.all(this.connections.splice(0).map((c) => c.quit().catch(() => void c.disconnect())));
  }
}
