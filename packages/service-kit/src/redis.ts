import { Queue, Worker, type JobsOptions, type Processor, type WorkerOptions } from 'bullmq';
import { Redis } from 'ioredis';

/** Redis client whose every key starts with the run's prefix (locks, rate limits, deny list). */
export function createRedis(url: string, keyPrefix: string): Redis {
  return new Redis(url, { keyPrefix, maxRetriesPerRequest: 3, enableAutoPipelining: true });
}

/** Factory for BullMQ queues and workers that share the run's prefix. */
export class JobQueues {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {}

  private connection() {
    // BullMQ's blocking commands need unlimited retries and no ioredis keyPrefix
    return new Redis(this.url, { maxRetriesPerRequest: null });
  }

  private get bullPrefix() {
    return `${this.prefix}bull`;
  }

  queue<T = unknown>(name: string, defaultJobOptions?: JobsOptions): Queue<T> {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection(), prefix: this.bullPrefix, defaultJobOptions });
      this.queues.set(name, queue);
    }
    return queue as Queue<T>;
  }

  worker<T = unknown>(
    name: string,
    processor: Processor<T>,
    options: Partial<WorkerOptions> = {},
  ): Worker<T> {
    const worker = new Worker<T>(name, processor, {
      connection: this.connection(),
      prefix: this.bullPrefix,
      concurrency: 5,
      ...options,
    });
    this.workers.push(worker as Worker);
    return worker;
  }

  /** Drains workers (active jobs finish) then closes queues. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
