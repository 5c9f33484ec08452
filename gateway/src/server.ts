import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLogger,
  createRedis,
  flushSpans,
  Shutdown,
  stopBeingReady,
  type TokenVerifier,
} from '@portal/service-kit';
import type { Express } from 'express';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';
import { answerClientError } from './limits';

export interface RunningGateway {
  server: Server;
  port: number;
  /** the internal /metrics listener's port, when METRICS_PORT is set */
  metricsPort: number | null;
  /** true when every shutdown step finished within SHUTDOWN_TIMEOUT_MS */
  stop(): Promise<boolean>;
}

/**
 * Request line plus headers may reach 128 KB (Node's default: 16 KB), so a long URL or a deep
 * `filter` gets its JSON 414/400 from the app; beyond that the clientError handler answers.
 */
const MAX_HEADER_SIZE = 128 * 1024;

const listen = (app: Express, port: number, host: string) =>
  new Promise<Server>((resolve, reject) => {
    const s = http.createServer({ maxHeaderSize: MAX_HEADER_SIZE }, app);
    s.once('error', reject);
    s.listen(port, host, () => resolve(s));
  });

const close = (server: Server) => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  return closed;
};

/** Starts the gateway; used by index.ts, by tests and by the benchmark. */
export async function startGateway(
  env: NodeJS.ProcessEnv = process.env,
  overrides: { verifyToken?: TokenVerifier } = {},
): Promise<RunningGateway> {
  const config = loadGatewayConfig(env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  // the one dependency at start: while Redis is away the gateway listens, /readyz answers 503 and
  // ioredis reconnects (docs/kubernetes.md, start-up); services and JWKS are reached per request
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX, logger);
  const state = { accepting: true };
  const { app, agent, live, internalApp } = createGatewayApp({ config, logger, redis, state, ...overrides });
  const server = await listen(app, config.PORT, config.HOST);
  server.keepAliveTimeout = 65_000;
  // requestTimeout and headersTimeout bound receiving a request, never a response: an event
  // stream lives on (docs/live-places.md); server.timeout stays 0 (no idle cut of a socket)
  live.start();
  // too long URLs and headers get a JSON answer instead of a dropped connection
  server.on('clientError', answerClientError);
  const internal =
    config.METRICS_PORT === undefined ? null : await listen(internalApp, config.METRICS_PORT, config.HOST);
  const port = (server.address() as AddressInfo).port;
  const metricsPort = internal ? (internal.address() as AddressInfo).port : null;
  logger.info({ port, metricsPort }, 'gateway listening');
  const shutdown = new Shutdown(logger, config.SHUTDOWN_TIMEOUT_MS)
    // readiness 503, still serving for SHUTDOWN_UNREADY_MS, then close (docs/kubernetes.md)
    .add('stop being ready', () => stopBeingReady(state, config.SHUTDOWN_UNREADY_MS))
    // the event streams end first (their clients reconnect to another replica), else the
    // server's close would wait for them until the timeout
    .add('live streams', () => live.stop())
    .add('http server', () => close(server))
    .add('metrics server', async () => {
      if (internal) await close(internal);
    })
    .add('upstream agent', () => agent.destroy())
    .add('redis', async () => void (await redis.quit()))
    .add('traces', () => flushSpans());
  return { server, port, metricsPort, stop: () => shutdown.run() };
}
