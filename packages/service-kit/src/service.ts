import type { Server } from 'node:http';
import { SERVICES, type ServiceName } from '@portal/contracts';
import type { Express, Router } from 'express';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { DenyList } from './auth/deny-list';
import type { TokenVerifier } from './auth/tokens';
import { assemble } from './compose';
import { loadConfig, type BaseConfig } from './config';
import { createDatabase, type Database, type DatabaseHandle } from './db/connection';
import { runMigrations } from './db/migrate';
import { Broker } from './events/broker';
import type { EventConsumer, EventHandler } from './events/consumer';
import type { OutboxRelay } from './events/relay';
import type { EventTopology } from './events/topology';
import type { RouteRegistry } from './http/route';
import type { Metrics } from './health';
import { createLogger, type Logger } from './logger';
import { createRedis, type JobQueues } from './redis';
import { Shutdown } from './shutdown';
import {
  closeServer,
  isConnectionError,
  listenSwitchable,
  pingDatabase,
  pingRedis,
  retryUntilUp,
  startingHandler,
  unlessRefusedCredentials,
  type Dependency,
  type StartingState,
} from './startup';

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
  /** the process's /metrics registry and the kit's metrics; a service adds its own (docs/metrics.md) */
  metrics: Metrics;
  denyList: DenyList;
  verifyToken: TokenVerifier;
}

type Context<E extends z.ZodRawShape> = ServiceContext<Config<E>>;

/**
 * A service for the kit to compose (compose.ts). `P` is what its `prepare` builds once and hands to
 * `handlers`, `jobs`, `routes` and `extraRouters` alike (job schedulers, a provider adapter): one
 * instance per process, passed explicitly instead of looked up by context (docs/service-kit.md).
 */
export type ServiceDefinition<E extends z.ZodRawShape, P = void> = ServiceSteps<E, P> & Preparation<E, P>;

interface ServiceSteps<E extends z.ZodRawShape, P> {
  name: ServiceName;
  /** PostgreSQL schema the service owns */
  schema: string;
  migrationsFolder: string;
  config?: E;
  /** how tokens are verified; default: the JWKS at JWKS_URL (identity verifies with its own keys) */
  tokenVerifier?: (ctx: Pick<ServiceContext, 'db' | 'logger'>) => TokenVerifier;
  routes: (ctx: Context<E>, parts: P) => RouteRegistry[];
  extraRouters?: (ctx: Context<E>, parts: P) => Router[];
  handlers?: (ctx: Context<E>, parts: P) => EventHandler[];
  /** starts BullMQ workers and other background work through ctx.jobs, once the consumer runs */
  jobs?: (ctx: Context<E>, parts: P) => Promise<void> | void;
  /**
   * Timers that must stay on time under a rush, run in a worker thread (timer-thread.ts): the
   * module's URL without extension, `.js` in a bundle, `.ts` from the sources; it calls runTimerThread.
   */
  timerThread?: URL;
}

/**
 * `prepare` runs once after migrations, before the relay, the consumer, the jobs and any traffic
 * (seed keys, check settings, build the parts); it starts no background work, `jobs` does. It is
 * required exactly when the service has parts, so no step can receive parts that were never built.
 */
type Preparation<E extends z.ZodRawShape, P> = [P] extends [void]
  ? { prepare?: (ctx: Context<E>) => Promise<void> | void }
  : { prepare: (ctx: Context<E>) => Promise<P> | P };

export interface RunningService<C extends BaseConfig = BaseConfig, P = unknown> {
  ctx: ServiceContext<C>;
  /** what the definition's `prepare` built (tests reach a service's schedulers through it) */
  parts: P;
  app: Express;
  server: Server;
  port: number;
  relay: OutboxRelay;
  consumer: EventConsumer | null;
  /** true when every shutdown step finished within SHUTDOWN_TIMEOUT_MS */
  stop(): Promise<boolean>;
}

type Config<E extends z.ZodRawShape> = BaseConfig & z.infer<z.ZodObject<E>>;

/** A service process between listening and serving (docs/kubernetes.md, start-up). */
export interface BootingService<C extends BaseConfig = BaseConfig, P = unknown> {
  port: number;
  server: Server;
  logger: Logger;
  /** what /readyz names while starting */
  starting: StartingState;
  /**
   * The running service once PostgreSQL (migrated), Redis and RabbitMQ answered and the full app
   * serves. Rejects on an error that retrying cannot fix, and when stop() came first.
   */
  ready: Promise<RunningService<C, P>>;
  /** SIGTERM: while waiting the listener and connections close at once; once running, the full shutdown */
  stop(): Promise<boolean>;
}

/**
 * Listens at once with the "starting" answers, then connects to its dependencies with retries
 * (startup.ts) and hands the same server to the full app. Config errors throw here.
 */
export async function bootService<E extends z.ZodRawShape, P = void>(
  definition: ServiceDefinition<E, P>,
  env: NodeJS.ProcessEnv = process.env,
  overrides: { verifyToken?: TokenVerifier; topology?: EventTopology } = {},
): Promise<BootingService<Config<E>, P>> {
  const config = loadConfig({ PORT: SERVICES[definition.name] }, definition.config, env);
  const logger = createLogger(definition.name, config.LOG_LEVEL);
  const starting: StartingState = { waitingFor: new Set(['database', 'redis', 'rabbitmq']), stopping: false };
  const listener = await listenSwitchable(config.PORT, config.HOST, startingHandler(starting));
  logger.info({ port: listener.port }, `${definition.name} listening, connecting to its dependencies`);

  const abort = new AbortController();
  const database = createDatabase(config.DATABASE_URL, definition.schema, config.DATABASE_POOL_SIZE);
  const broker = new Broker(config.AMQP_URL, logger, `${definition.name}-${process.pid}`);
  let redis: Redis | null = null;
  const reach = async <T>(
    dependency: Dependency,
    attempt: () => Promise<T>,
    retryable = unlessRefusedCredentials,
  ) => {
    const value = await retryUntilUp(dependency, attempt, { logger, signal: abort.signal, retryable });
    starting.waitingFor.delete(dependency);
    return value;
  };
  // what the process holds before it runs: released at once when start-up ends early
  const release = new Shutdown(logger, config.SHUTDOWN_TIMEOUT_MS)
    .add('http server', () => closeServer(listener.server))
    .add('broker', () => broker.close())
    .add('redis', () => void redis?.disconnect())
    .add('database', () => database.close());

  const ready = (async () => {
    await Promise.all([
      reach(
        'database',
        async () => {
          await pingDatabase(config.DATABASE_URL);
          await runMigrations(database.pool, definition.schema, definition.migrationsFolder);
        },
        isConnectionError,
      ),
      reach('redis', () => pingRedis(config.REDIS_URL)),
      reach('rabbitmq', () => broker.connectOnce()),
    ]);
    redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX, logger);
    const running = await assemble(definition, overrides, {
      config,
      logger,
      database,
      redis,
      broker,
      listener,
    });
    if (starting.stopping) running.state.accepting = false; // SIGTERM came while it assembled
    listener.serve(running.app);
    logger.info({ port: listener.port }, `${definition.name} ready to serve`);
    return running.service;
  })().catch(async (error: unknown) => {
    abort.abort(error);
    await release.run();
    throw error;
  });

  let stopping: Promise<boolean> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      starting.stopping = true;
      abort.abort(new Error('stopped while starting'));
      const running = await ready.catch(() => null);
      return running ? running.stop() : release.run();
    })());
  return { port: listener.port, server: listener.server, logger, starting, ready, stop };
}

/**
 * Composition root shared by all services: config, logger, database (migrated), Redis, broker,
 * outbox relay, consumer, jobs, HTTP app, and the shutdown order. Resolves once the service serves;
 * meanwhile its port already answers as "starting" (bootService).
 */
export async function startService<E extends z.ZodRawShape, P = void>(
  definition: ServiceDefinition<E, P>,
  env: NodeJS.ProcessEnv = process.env,
  /** for tests: own token keys; a fixture service's own topology instead of contracts' */
  overrides: { verifyToken?: TokenVerifier; topology?: EventTopology } = {},
): Promise<RunningService<Config<E>, P>> {
  return (await bootService(definition, env, overrides)).ready;
}

/**
 * Runs a service as a process: listen, wait for the dependencies (unready meanwhile), serve; shut
 * down cleanly on SIGTERM/SIGINT, also while still waiting. Only errors that retrying cannot fix
 * (bad config, a failing migration, a taken port) end the process with 1.
 */
export async function runService<E extends z.ZodRawShape, P = void>(
  definition: ServiceDefinition<E, P>,
): Promise<void> {
  // at any LOG_LEVEL (tests run silent): a process that dies at start-up must say why
  const fatal = (error: unknown) => {
    createLogger(definition.name, 'fatal').fatal({ err: error }, 'service failed to start');
    process.exit(1);
  };
  let boot: BootingService;
  try {
    boot = (await bootService(definition)) as unknown as BootingService;
  } catch (error) {
    return fatal(error);
  }
  let stopping = false;
  const signal = (name: string) => {
    stopping = true;
    boot.logger.info({ signal: name }, 'shutting down');
    void boot.stop().then((clean) => process.exit(clean ? 0 : 1));
  };
  process.once('SIGTERM', signal);
  process.once('SIGINT', signal);
  boot.ready.catch((error: unknown) => {
    if (!stopping) fatal(error);
  });
}
