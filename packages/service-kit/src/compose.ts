import { EVENT_TOPOLOGY } from '@portal/contracts';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { DenyList } from './auth/deny-list';
import { createTokenVerifier, type TokenVerifier } from './auth/tokens';
import type { BaseConfig } from './config';
import { quoteIdent, type DatabaseHandle } from './db/connection';
import type { Broker } from './events/broker';
import { EventConsumer } from './events/consumer';
import { OutboxRelay } from './events/relay';
import { serviceQueueName, type EventTopology } from './events/topology';
import { createMetrics, stopBeingReady, type HealthState } from './health';
import { createApp } from './http/app';
import type { Logger } from './logger';
import { createServiceMetrics, gaugeOnScrape } from './metrics';
import { JobQueues } from './redis';
import type { RunningService, ServiceContext, ServiceDefinition } from './service';
import { Shutdown } from './shutdown';
import { startTimerThread } from './timer-thread';
import { flushSpans } from './trace-context';
import { closeServer, type SwitchableServer } from './startup';

type Config<E extends z.ZodRawShape> = BaseConfig & z.infer<z.ZodObject<E>>;

export interface Connections<C extends BaseConfig> {
  config: C;
  logger: Logger;
  database: DatabaseHandle;
  redis: Redis;
  broker: Broker;
  listener: SwitchableServer;
}

/** Everything after the dependencies answered: context, relay, consumer, jobs, app, shutdown order. */
export async function assemble<E extends z.ZodRawShape, P>(
  definition: ServiceDefinition<E, P>,
  overrides: { verifyToken?: TokenVerifier; topology?: EventTopology },
  { config, logger, database, redis, broker, listener }: Connections<Config<E>>,
): Promise<{ service: RunningService<Config<E>, P>; app: Express; state: HealthState }> {
  // first: the service's own metrics (prepare) and the timer thread's register in it (docs/metrics.md)
  const metrics = createMetrics(definition.name);
  const kitMetrics = createServiceMetrics(metrics.registry);
  const ctx: ServiceContext<Config<E>> = {
    name: definition.name,
    schema: definition.schema,
    config,
    logger,
    database,
    db: database.db,
    redis,
    broker,
    jobs: new JobQueues(config.REDIS_URL, config.REDIS_PREFIX),
    metrics,
    denyList: new DenyList(redis),
    verifyToken:
      overrides.verifyToken ??
      definition.tokenVerifier?.({ db: database.db, logger }) ??
      createTokenVerifier({ jwksUrl: config.JWKS_URL }),
  };

  // prepare is required whenever P is not void (ServiceDefinition), so undefined only stands for void
  const parts = (await definition.prepare?.(ctx)) as P;
  const topology = overrides.topology ?? EVENT_TOPOLOGY;
  const relay = new OutboxRelay({
    pool: database.pool,
    schema: definition.schema,
    broker,
    exchange: config.EVENT_EXCHANGE,
    topology: { queuePrefix: config.QUEUE_PREFIX, queues: topology },
    logger,
    metrics: kitMetrics,
  });
  scrapedGauges(ctx);
  await relay.start();
  const handlers = definition.handlers?.(ctx, parts) ?? [];
  const consumer = handlers.length
    ? new EventConsumer({
        broker,
        db: database.db,
        schema: definition.schema,
        exchange: config.EVENT_EXCHANGE,
        queue: serviceQueueName(config.QUEUE_PREFIX, definition.name),
        handlers,
        routingKeys: topology[definition.name] ?? [],
        logger,
        maxAttempts: config.CONSUMER_MAX_ATTEMPTS,
        retryBaseMs: config.CONSUMER_RETRY_BASE_MS,
        metrics: kitMetrics,
      })
    : null;
  await consumer?.start();
  await definition.jobs?.(ctx, parts);
  const timers = definition.timerThread
    ? await startTimerThread({
        entry: definition.timerThread,
        name: definition.name,
        schema: definition.schema,
        config,
        logger,
        registry: metrics.registry,
      })
    : null;

  const state: HealthState = { accepting: true };
  const trackBroker = () => metrics.brokerConnected.set(broker.isConnected ? 1 : 0);
  broker.on('ready', trackBroker).on('lost', trackBroker);
  trackBroker();
  const app = createApp({
    service: definition.name,
    logger,
    metrics,
    health: {
      state,
      // not the broker: while it is away writes still commit (their events wait in the outbox),
      // so pods stay in their Service; the broker shows in /metrics and the logs instead
      checks: {
        database: () => database.answers(),
        redis: async () => void (await redis.ping()), // tokens are checked against the deny list
      },
    },
    verifyToken: ctx.verifyToken,
    denyList: ctx.denyList,
    routes: definition.routes(ctx, parts),
    extraRouters: definition.extraRouters?.(ctx, parts),
  });
  const { server, port } = listener;

  const shutdown = new Shutdown(logger, config.SHUTDOWN_TIMEOUT_MS)
    // readiness 503 first, still serving for SHUTDOWN_UNREADY_MS, then the listener closes and
    // in-flight requests finish (docs/kubernetes.md, shutdown sequence)
    .add('stop being ready', () => stopBeingReady(state, config.SHUTDOWN_UNREADY_MS))
    .add('http server', () => closeServer(server))
    .add('consumer', () => consumer?.stop())
    // half the budget at most: the connections after it still close within the shutdown's time
    .add('timer thread', async () => void (await timers?.stop(config.SHUTDOWN_TIMEOUT_MS / 2)))
    .add('jobs', () => ctx.jobs.close())
    .add('relay', () => relay.stop())
    .add('broker', () => broker.close())
    .add('redis', async () => void (await redis.quit()))
    .add('database', () => database.close())
    .add('traces', () => flushSpans());

  // stop() answers whether the shutdown finished in time (runService exits 1 when not)
  const service = { ctx, parts, app, server, port, relay, consumer, stop: () => shutdown.run() };
  return { service, app, state };
}

/**
 * Gauges of shared state read on each scrape, the same in every replica (aggregate with max):
 * the outbox rows not yet published, the jobs in the queues this process opened (docs/metrics.md).
 */
function scrapedGauges(ctx: ServiceContext): void {
  const registry = ctx.metrics.registry;
  const outbox = `${quoteIdent(ctx.schema)}.outbox`;
  gaugeOnScrape(
    registry,
    { name: 'portal_outbox_unpublished_rows', help: 'Outbox rows of this service not yet published' },
    async () => {
      const { rows } = await ctx.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${outbox} WHERE published_at IS NULL`,
      );
      return [[{}, rows[0]!.n]];
    },
  );
  gaugeOnScrape(
    registry,
    {
      name: 'portal_job_queue_jobs',
      help: 'Jobs in a BullMQ queue by state (waiting, delayed, active, failed); shared by all replicas',
      labelNames: ['queue', 'state'],
    },
    async () => (await ctx.jobs.depths()).map(({ queue, state, jobs }) => [{ queue, state }, jobs]),
  );
}
