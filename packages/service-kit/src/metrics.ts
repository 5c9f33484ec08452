import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** a service's own metrics use the kit's prom-client, the one its registry belongs to */
export { Counter, Gauge, Histogram };

/** Seconds from a few milliseconds to a minute: lags of events and timers (docs/metrics.md). */
export const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** A scrape never waits longer than this for a gauge read from PostgreSQL or Redis. */
const COLLECT_TIMEOUT_MS = 2000;

/**
 * The kit's metrics of a service process (docs/metrics.md): the outbox relay's lag and backlog,
 * the consumer's retries and dead letters, the depth of its BullMQ queues. Gauges of shared state
 * (a service's outbox table, a queue in Redis) are read on each scrape and are the same in every
 * replica: aggregate them with max, not sum.
 */
export function createServiceMetrics(registry: Registry) {
  const registers = [registry];
  return {
    outboxLag: new Histogram({
      name: 'portal_outbox_lag_seconds',
      help: 'Time from an outbox row being written to its publication being confirmed by the broker',
      buckets: LAG_BUCKETS,
      registers,
    }),
    consumerRetries: new Counter({
      name: 'portal_consumer_retries_total',
      help: 'Events whose handling failed and were sent to a retry queue, by queue and event type',
      labelNames: ['queue', 'type'],
      registers,
    }),
    consumerDeadLetters: new Counter({
      name: 'portal_consumer_dead_letters_total',
      help: 'Events parked in the dead-letter queue after their last attempt (type "malformed": unreadable)',
      labelNames: ['queue', 'type'],
      registers,
    }),
  };
}
export type ServiceMetrics = ReturnType<typeof createServiceMetrics>;

type Sample<L extends string> = [labels: Partial<Record<L, string>>, value: number];

/**
 * A gauge whose values are read when Prometheus scrapes (`read` answers every labelled value).
 * A read that fails or takes too long leaves the gauge empty for that scrape: absent, not stale.
 */
export function gaugeOnScrape<L extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames?: readonly L[] },
  read: () => Promise<Sample<L>[]>,
): Gauge<L> {
  return new Gauge<L>({
    ...options,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    async collect() {
      this.reset();
      const samples = await withTimeout(read(), COLLECT_TIMEOUT_MS).catch(() => []);
      for (const [labels, value] of samples) this.set(labels, value);
    },
  });
}

/** The main thread's side of the timer thread's metrics (timer-thread.ts): one increment or observation. */
export interface MetricMessage {
  metric: string;
  labels: Record<string, string>;
  value: number;
  kind: 'inc' | 'observe';
}

/** Applies a message from the timer thread to the metric of that name, registered in the main thread. */
export function applyMetricMessage(registry: Registry, message: MetricMessage): void {
  const metric = registry.getSingleMetric(message.metric);
  if (message.kind === 'inc' && metric instanceof Counter) metric.inc(message.labels, message.value);
  if (message.kind === 'observe' && metric instanceof Histogram)
    metric.observe(message.labels, message.value);
}

export const isMetricMessage = (message: unknown): message is MetricMessage =>
  typeof message === 'object' && message !== null && 'metric' in message;

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}
