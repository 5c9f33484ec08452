import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, createRedis, Shutdown, type TokenVerifier } from '@portal/service-kit';
import { createGatewayApp } from './app';
import { loadGatewayConfig } from './config';

export interface RunningGateway {
  server: Server;
  port: number;
  stop(): Promise<void>;
}

/** Starts the gateway; used by index.ts, by tests and by the benchmark. */
export async function startGateway(
  env: NodeJS.ProcessEnv = process.env,
  overrides: { verifyToken?: TokenVerifier } = {},
): Promise<RunningGateway> {
  const config = loadGatewayConfig(env);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX);
  const state = { accepting: true };
  const { app, agent } = createGatewayApp({ config, logger, redis, state, ...overrides });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.PORT, config.HOST, (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  server.keepAliveTimeout = 65_000;
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'gateway listening');
  const shutdown = new Shutdown(logger, config.SHUTDOWN_TIMEOUT_MS)
    .add('stop accepting', () => {
      state.accepting = false;
    })
    .add('http server', () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      return closed;
    })
    .add('upstream agent', () => agent.destroy())
    .add('redis', async () => void (await redis.quit()));
  return { server, port, stop: () => shutdown.run() };
}
