import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { Registry } from 'prom-client';
import type { BaseConfig } from './config';
import { createDatabase, type Database } from './db/connection';
import { createLogger, type Logger } from './logger';
import { applyMetricMessage, isMetricMessage, type MetricMessage } from './metrics';
import { JobQueues } from './redis';
import { flushSpans } from './trace-context';

/**
 * Timers that must stay on time (a hold's end) run in a worker thread of their own: its own event
 * loop, its own small pool (TIMER_POOL_SIZE) and its own Redis connections, so a rush that
 * saturates the requests' event loop cannot delay them (docs/replicas-and-schedulers.md).
 */
export interface TimerContext<C extends BaseConfig = BaseConfig> {
  name: string;
  config: C;
  logger: Logger;
  db: Database;
  jobs: JobQueues;
  /** the thread's counts and observations, applied to the service's /metrics (docs/metrics.md) */
  metrics: TimerMetrics;
}

/**
 * Metrics from the thread: each call is a message to the main thread, which applies it to the
 * metric of that name in the service's registry (registered there before the thread starts).
 */
export interface TimerMetrics {
  inc(metric: string, labels?: Record<string, string>, value?: number): void;
  observe(metric: string, labels: Record<string, string>, value: number): void;
}

interface ThreadData<C extends BaseConfig> {
  name: string;
  schema: string;
  config: C;
  entry: string;
  tsx?: string;
  /** the process's tracing module, imported first in the thread (docs/tracing.md) */
  tracing?: string;
}

type Message = 'started' | 'stop';

/** a thread that ended unexpectedly is started again after this pause (growing to the maximum) */
const RESTART_MS = { first: 250, max: 5000 };

/** In the thread: builds the context, runs `start`, and closes it all when the service stops. */
export async function runTimerThread<C extends BaseConfig>(
  start: (ctx: TimerContext<C>) => void | Promise<void>,
): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runTimerThread runs in a worker thread (startTimerThread)');
  const { name, schema, config } = workerData as ThreadData<C>;
  const logger = createLogger(name, config.LOG_LEVEL).child({ thread: 'timers' });
  const database = createDatabase(config.DATABASE_URL, schema, config.TIMER_POOL_SIZE);
  const jobs = new JobQueues(config.REDIS_URL, config.REDIS_PREFIX);
  port.on('message', (message: Message) => {
    if (message !== 'stop') return;
    // sweep rounds and workers' running jobs finish, then the pool and Redis connections close
    void jobs
      .close()
      .then(() => database.close())
      // the thread's own spans (tracing.ts starts a provider in it) leave before it ends
      .then(() => flushSpans().catch((err: unknown) => logger.warn({ err }, 'spans not sent at stop')))
      .catch((err: unknown) => logger.warn({ err }, 'timers did not close cleanly'))
      // then the thread ends itself (in a worker, process.exit ends the thread only): none of its
      // work is left, but a library's timer may be. A BullMQ worker closed while its stalled-jobs
      // check is in flight arms its next check (30 s) after the close; waiting for it would keep
      // the thread until the stop's bound ends it by force
      .finally(() => process.exit(0));
  });
  const post = (message: MetricMessage) => port.postMessage(message);
  const metrics: TimerMetrics = {
    inc: (metric, labels = {}, value = 1) => post({ metric, labels, value, kind: 'inc' }),
    observe: (metric, labels, value) => post({ metric, labels, value, kind: 'observe' }),
  };
  await start({ name, config, logger, db: database.db, jobs, metrics });
  port.postMessage('started' satisfies Message);
}

/** `entry` without its extension: the bundle's `.js` beside it, else the TypeScript source (tests). */
function threadEntry(entry: URL): { entry: string; tsx?: string } {
  const js = fileURLToPath(entry) + '.js';
  if (fs.existsSync(js)) return { entry: pathToFileURL(js).href };
  // TypeScript runs through tsx's loader, registered inside the thread (a development dependency);
  // its ES module entry, from its package's exports (the CommonJS one cannot be imported)
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as TsxManifest;
  const tsx = pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api'].import.default)).href;
  return { entry: `${entry.href}.ts`, tsx };
}

type TsxManifest = { exports: { './esm/api': { import: { default: string } } } };

/**
 * The process's `--import <component>/dist/tracing.js`, as a URL: an eval'd thread runs none of
 * the process's `--import` modules, so the thread imports it itself before its entry (after tsx's
 * loader in tests: the tracing hook, registered last, then sees the modules first).
 */
function tracingModule(): string | undefined {
  const args = process.execArgv.flatMap((arg, i, all) =>
    arg === '--import' ? [all[i + 1] ?? ''] : arg.startsWith('--import=') ? [arg.slice(9)] : [],
  );
  const tracing = args.find((spec) => path.basename(spec) === 'tracing.js');
  if (!tracing) return undefined;
  return tracing.startsWith('file:') ? tracing : pathToFileURL(path.resolve(tracing)).href;
}

const BOOT = `const { workerData } = require('node:worker_threads');
(workerData.tsx ? import(workerData.tsx).then((tsx) => tsx.register()) : Promise.resolve())
  .then(() => workerData.tracing && import(workerData.tracing))
  .then(() => import(workerData.entry));`;

export interface TimerThread {
  /** asks the thread to finish its jobs and close; ends it by force after `timeoutMs` */
  stop(timeoutMs: number): Promise<'ended' | 'terminated' | 'not running'>;
}

/**
 * In the service: starts the thread and resolves once it runs (rejects when it fails to start).
 * A thread that ends on its own later is logged and started again, as a supervisor would.
 */
export async function startTimerThread<C extends BaseConfig>(options: {
  entry: URL;
  name: string;
  schema: string;
  config: C;
  logger: Logger;
  /** where the thread's metrics go */
  registry?: Registry;
}): Promise<TimerThread> {
  const { name, schema, config, logger, registry } = options;
  const data: ThreadData<C> = {
    name,
    schema,
    config,
    ...threadEntry(options.entry),
    tracing: tracingModule(),
  };
  let stopping = false;
  let restartMs = RESTART_MS.first;
  let running: Worker | null = null;

  const launch = () =>
    new Promise<void>((resolve, reject) => {
      // its spans carry the service's name (tracing.ts cannot read it from an eval'd thread's argv)
      const env = { ...process.env, OTEL_SERVICE_NAME: process.env.OTEL_SERVICE_NAME || name };
      const worker = new Worker(BOOT, { eval: true, workerData: data, env });
      let started = false;
      let failure: Error | undefined;
      worker.on('message', (message: Message | MetricMessage) => {
        if (isMetricMessage(message)) return void (registry && applyMetricMessage(registry, message));
        if (message !== 'started') return;
        started = true;
        running = worker;
        if (stopping) worker.postMessage('stop' satisfies Message); // the service stopped meanwhile
        restartMs = RESTART_MS.first;
        resolve();
      });
      worker.on('error', (err) => {
        failure ??= err;
        logger.error({ err }, 'timer thread failed');
      });
      worker.on('exit', (code) => {
        running = null;
        if (!started) reject(new Error(`timer thread ended at start (exit ${code})`, { cause: failure }));
        else if (!stopping) restart(code);
      });
    });
  const restart = (code: number) => {
    logger.error({ code, restartInMs: restartMs }, 'timer thread ended; starting it again');
    setTimeout(() => {
      if (!stopping) void launch().catch(() => restart(code));
    }, restartMs).unref();
    restartMs = Math.min(restartMs * 2, RESTART_MS.max);
  };

  await launch();
  return {
    async stop(timeoutMs) {
      stopping = true;
      const worker = running;
      if (!worker) return 'not running';
      const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      worker.postMessage('stop' satisfies Message);
      let terminated = false;
      const timer = setTimeout(() => {
        terminated = true;
        logger.warn({ timeoutMs }, 'timer thread did not end in time; ending it');
        void worker.terminate();
      }, timeoutMs);
      await ended;
      clearTimeout(timer);
      return terminated ? 'terminated' : 'ended';
    },
  };
}
