import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENT_TOPOLOGY, SERVICES, type ServiceName } from '@portal/contracts';
import type { Express, Router } from 'express';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DenyList } from './auth/deny-list';
import { createTokenVerifier, type TokenVerifier } from './auth/tokens';
import { loadConfig, type BaseConfig } from './config';
import { createDatabase, type Database, type DatabaseHandle } from './db/connection';
import { runMigrations } from './db/migrate';
import { Broker } from './events/broker';
import { EventConsumer, type EventHandler } from './events/consumer';
import { OutboxRelay } from './events/relay';
import { serviceQueueName, type EventTopology } from './events/topology';
import { createMetrics, stopBeingReady, type HealthState } from './health';
import { createApp } from './http/app';
import type { RouteRegistry } from './http/route';
import { createLogger, type Logger } from './logger';
import { createRedis, JobQueues } from './redis';
import { Shutdown } from './shutdown';

export interface ServiceContext<C extends BaseConfig = BaseConfig> {
  name: ServiceName;
  schema: string;
  config: C;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  redis: Redis;
  broker: Broker;
  jobs: JobQueues;
  denyList: DenyList;
  verifyToken: TokenVerifier;
}

export interface ServiceDefinition<E extends z.ZodRawShape> {
  name: ServiceName;
  /** PostgreSQL schema the service owns */
  schema: string;
  migrationsFolder: string;
  config?: E;
  /** how tokens are verified; default: the JWKS at JWKS_URL (identity verifies with its own keys) */
  tokenVerifier?: (ctx: Pick<ServiceContext, 'db' | 'logger'>) => TokenVerifier;
  /** runs once after migrations, before traffic (seed keys, warm caches) */
  prepare?: (ctx: ServiceContext<BaseConfig & z.infer<z.ZodObject<E>>>) => Promise<void>;
  routes: (ctx: ServiceContext<BaseConfig & z.infer<z.ZodObject<E>>>) => RouteRegistry[];
  extraRouters?: (ctx: ServiceContext<BaseConfig & z.infer<z.ZodObject<E>>>) => Router[];
  handlers?: (ctx: ServiceContext<BaseConfig & z.infer<z.ZodObject<E>>>) => EventHandler[];
  /** starts BullMQ workers and other background work through ctx.jobs */
  jobs?: (ctx: ServiceContext<BaseConfig & z.infer<z.ZodObject<E>>>) => Promise<void> | void;
}

export interface RunningService<C extends BaseConfig = BaseConfig> {
  ctx: ServiceContext<C>;
  app: Express;
  server: Server;
  port: number;
  relay: OutboxRelay;
  consumer: EventConsumer | null;
  /** true when every shutdown step finished within SHUTDOWN_TIMEOUT_MS */
  stop(): Promise<boolean>;
}

/**
 * Composition root shared by all services: config, logger, database (migrated), Redis, broker,
 * outbox relay, consumer, jobs, HTTP app, and the shutdown order.
 */
export async function startService<E extends z.ZodRawShape>(
  definition: ServiceDefinition<E>,
  env: NodeJS.ProcessEnv = process.env,
  /** for tests: own token keys; a fixture service's own topology instead of contracts' */
  overrides: { verifyToken?: TokenVerifier; topology?: EventTopology } = {},
): Promise<RunningService<BaseConfig & z.infer<z.ZodObject<E>>>> {
  const config = loadConfig({ PORT: SERVICES[definition.name] }, definition.config, env);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const database = createDatabase(config.DATABASE_URL, definition.schema, config.DATABASE_POOL_SIZE);
  await runMigrations(database.pool, definition.schema, definition.migrationsFolder);
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const broker = new Broker(config.AMQP_URL, logger, `${definition.name}-${process.pid}`);
  await broker.getChannel();
  const ctx: ServiceContext<typeof config> = {
    name: definition.name,
    schema: definition.schema,
    config,
    logger,
    database,
    db: database.db,
    redis,
    broker,
    jobs: new JobQueues(config.REDIS_URL, config.REDIS_PREFIX),
    denyList: new DenyList(redis),
    verifyToken:
      overrides.verifyToken ??
      definition.tokenVerifier?.({ db: database.db, logger }) ??
      createTokenVerifier({ jwksUrl: config.JWKS_URL }),
  };

  await definition.prepare?.(ctx);
  const topology = overrides.topology ?? EVENT_TOPOLOGY;
  const relay = new OutboxRelay({
    pool: database.pool,
    schema: definition.schema,
    broker,
    exchange: config.EVENT_EXCHANGE,
    topology: { queuePrefix: config.QUEUE_PREFIX, queues: topology },
    logger,
  });
  await relay.start();
  const handlers = definition.handlers?.(ctx) ?? [];
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
      })
    : null;
  await consumer?.start();
  await definition.jobs?.(ctx);

  const state: HealthState = { accepting: true };
  const metrics = createMetrics(definition.name);
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
        database: async () => void (await database.db.execute(sql`SELECT 1`)),
        redis: async () => void (await redis.ping()), // tokens are checked against the deny list
      },
    },
    verifyToken: ctx.verifyToken,
    denyList: ctx.denyList,
    routes: definition.routes(ctx),
    extraRouters: definition.extraRouters?.(ctx),
  });
  const server = await listen(app, config.PORT, config.HOST);
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, `${definition.name} listening`);

  const shutdown = new Shutdown(logger, config.SHUTDOWN_TIMEOUT_MS)
    // readiness 503 first, still serving for SHUTDOWN_UNREADY_MS, then the listener closes and
    // in-flight requests finish (docs/kubernetes.md, shutdown sequence)
    .add('stop being ready', () => stopBeingReady(state, config.SHUTDOWN_UNREADY_MS))
    .add('http server', () => closeServer(server))
    .add('consumer', () => consumer?.stop())
    .add('jobs', () => ctx.jobs.close())
    .add('relay', () => relay.stop())
    .add('broker', () => broker.close())
    .add('redis', async () => void (await redis.quit()))
    .add('database', () => database.close());

  // stop() answers whether the shutdown finished in time (runService exits 1 when not)
  return { ctx, app, server, port, relay, consumer, stop: () => shutdown.run() };
}

/** Runs a service as a process: start, then shut down cleanly on SIGTERM/SIGINT. */
export async function runService<E extends z.ZodRawShape>(definition: ServiceDefinition<E>): Promise<void> {
  try {
    const service = await startService(definition);
    const signal = (name: string) => {
      service.ctx.logger.info({ signal: name }, 'shutting down');
      void service.stop().then((clean) => process.exit(clean ? 0 : 1));
    };
    process.once('SIGTERM', signal);
    process.once('SIGINT', signal);
  } catch (error) {
    // at any LOG_LEVEL (tests run silent): a process that dies at start-up must say why
    createLogger(definition.name, 'fatal').fatal({ err: error }, 'service failed to start');
    process.exit(1);
  }
}

function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(server)));
    server.keepAliveTimeout = 65_000; // longer than the gateway's agent keeps idle sockets
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // a keep-alive connection whose response (a streamed download) ends after close() would
    // otherwise idle until its keep-alive timeout: close such connections as they become idle
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
