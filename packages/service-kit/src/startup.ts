import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ErrorBody } from '@portal/contracts';
import { Redis } from 'ioredis';
import pg from 'pg';
import { HEALTH_PATHS } from './health';
import type { Logger } from './logger';

/**
 * Start-up while a dependency is away (docs/kubernetes.md): the process listens at once and
 * answers as "starting" until PostgreSQL, Redis and RabbitMQ answer, then the same server serves
 * the full app. A replica that cannot reach them retries and stays unready instead of exiting.
 */

export type Dependency = 'database' | 'redis' | 'rabbitmq';

export interface StartingState {
  /** dependencies not reached yet, in the order readiness names them */
  waitingFor: Set<Dependency>;
  /** SIGTERM came while starting */
  stopping: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** what a client is told while the process starts: about one retry round of the back-off */
export const STARTING_RETRY_AFTER_SECONDS = 5;
export const STARTUP_BACKOFF = { firstMs: 250, maxMs: 5000 } as const;

/**
 * The answers before the app exists: alive (so the liveness probe lets the pod wait), not ready
 * with what it waits for, and `503 SERVICE_UNAVAILABLE` with Retry-After for everything else.
 */
export function startingHandler(state: StartingState): Handler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    if (path === HEALTH_PATHS.liveness) return send(res, 200, { status: 'ok', starting: true });
    if (path === HEALTH_PATHS.readiness) {
      return send(res, 503, {
        status: 'not ready',
        pid: process.pid, // launchers tell their own child by it, as with the normal answer
        starting: true,
        shuttingDown: state.stopping,
        waitingFor: [...state.waitingFor],
      });
    }
    res.setHeader('retry-after', String(STARTING_RETRY_AFTER_SECONDS));
    send(res, 503, { error: 'SERVICE_UNAVAILABLE' } satisfies ErrorBody);
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export interface SwitchableServer {
  server: Server;
  port: number;
  /** from now on every request (also on open keep-alive connections) goes to `handler` */
  serve(handler: Handler): void;
}

/** Listens with `handler`; `serve` hands the same server (and port) to another handler later. */
export function listenSwitchable(port: number, host: string, handler: Handler): Promise<SwitchableServer> {
  let current = handler;
  const server = http.createServer((req, res) => current(req, res));
  server.keepAliveTimeout = 65_000; // longer than the gateway's agent keeps idle sockets
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        server,
        port: (server.address() as AddressInfo).port,
        serve: (next) => void (current = next),
      });
    });
  });
}

/** Closes the listener; keep-alive connections close as they become idle. */
export function closeServer(server: Server): Promise<void> {
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

export interface RetryOptions {
  logger: Logger;
  /** aborted at SIGTERM: the wait ends at once */
  signal: AbortSignal;
  /** false for errors that retrying cannot fix (a migration's SQL, a refused password) */
  retryable(error: unknown): boolean;
  firstDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Runs `attempt` until it succeeds, pausing 250 ms, 500 ms, 1 s, ... up to 5 s between attempts
 * and logging each failure at warn. Rejects with the error when it is not retryable, and with the
 * signal's reason when aborted (also in the middle of an attempt).
 */
export async function retryUntilUp<T>(
  dependency: Dependency,
  attempt: () => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const { logger, signal } = options;
  let delay = options.firstDelayMs ?? STARTUP_BACKOFF.firstMs;
  for (let count = 1; ; count++) {
    signal.throwIfAborted();
    try {
      const value = await abortable(attempt(), signal);
      if (count > 1) logger.info({ dependency, attempts: count }, `${dependency} reached`);
      return value;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (!options.retryable(error)) throw error;
      logger.warn(
        { dependency, attempt: count, retryInMs: delay, error: describe(error) },
        `${dependency} not reachable at start-up, retrying`,
      );
      await sleep(delay, undefined, { signal }).catch(() => signal.throwIfAborted());
      delay = Math.min(delay * 2, options.maxDelayMs ?? STARTUP_BACKOFF.maxMs);
    }
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const describe = (error: unknown) => {
  const { message, code } = error as { message?: string; code?: unknown };
  return code ? `${String(code)} ${message ?? ''}`.trim() : (message ?? String(error));
};

/** Socket-level failures: the server is not there (yet), not misconfigured. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** connection_exception (class 08), admin/crash shutdown, cannot_connect_now, too_many_connections */
const RETRYABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** pg: a lost socket, its Client's and its Pool's connect timeouts; amqplib: a socket closed in the handshake */
const CONNECTION_LOST =
  /connection terminated|timeout expired|timeout exceeded when trying to connect|socket closed/i;

/**
 * PostgreSQL errors worth retrying: the server cannot be reached or is starting. An error with
 * another SQLSTATE (a migration's failing SQL, a wrong password, no such database) is final.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length) {
    const current = queue.shift() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || RETRYABLE_SQLSTATE.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return false;
    if (typeof current.message === 'string' && CONNECTION_LOST.test(current.message)) return true;
    // a wrapped driver error, or the per-address errors of a host name with several addresses
    queue.push(current.cause, ...(Array.isArray(current.errors) ? current.errors : []));
  }
  return false;
}

/** Redis and RabbitMQ: every failure is retried except refused credentials. */
export const unlessRefusedCredentials = (error: unknown) =>
  !/WRONGPASS|NOAUTH|NOPERM|ACCESS.REFUSED|NOT.ALLOWED/.test((error as Error)?.message ?? '');

/**
 * How long one connection attempt may take: a server behind a dropped route (a node gone, a
 * network policy) never refuses, and the system's own connect timeout is about two minutes.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/** One connection attempt to PostgreSQL, so a silent server fails within CONNECT_TIMEOUT_MS. */
export async function pingDatabase(url: string): Promise<void> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  probe.on('error', () => undefined); // the attempt's rejection carries it
  await probe.connect();
  await probe.end();
}

/** One connection attempt to Redis with a throw-away client (the service's own is made once it answers). */
export async function pingRedis(url: string): Promise<void> {
  const probe = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
  });
  probe.on('error', () => undefined); // the attempt's rejection carries it
  let timer: NodeJS.Timeout | undefined;
  // ioredis' connectTimeout ends at the TCP connect; a server that then stays silent is cut here
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS} ms`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([probe.connect().then(() => probe.ping()), silent]);
  } finally {
    clearTimeout(timer);
    probe.disconnect();
  }
}
