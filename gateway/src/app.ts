import fs from 'node:fs';
import path from 'node:path';
import {
  authenticate,
  createMetrics,
  createTokenVerifier,
  DenyList,
  errorHandler,
  healthRouter,
  notFoundHandler,
  requestContext,
  type HealthState,
  type Logger,
  type TokenVerifier,
} from '@portal/service-kit';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import swaggerUi from 'swagger-ui-express';
import { upstreamUrls, type GatewayConfig } from './config';
import { devMailRouter } from './dev-mail';
import { openApiMerger } from './openapi';
import { apiDispatcher, createProxies } from './proxy';
import { rateLimiter } from './rate-limit';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  state: HealthState;
  verifyToken?: TokenVerifier;
}

/** The gateway app without listening: health, docs, /api proxying, the web build at /. */
export function createGatewayApp({ config, logger, redis, state, verifyToken }: GatewayDeps) {
  const app = express();
  const upstreams = upstreamUrls(config);
  const { proxies, agent } = createProxies(upstreams, logger, config.UPSTREAM_TIMEOUT_MS);
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(requestContext(logger, 'gateway'));

  // /api first, without helmet: the services set their own security headers on their answers,
  // and every middleware on this path costs throughput
  const mergedDocs = openApiMerger(upstreams, logger);
  app.get('/api/openapi.json', async (_req, res) => {
    res.json(await mergedDocs());
  });
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
      },
    },
  });
  app.use(
    '/api/docs',
    securityHeaders,
    swaggerUi.serve,
    swaggerUi.setup(undefined, { swaggerOptions: { url: '/api/openapi.json' } }),
  );
  const verifier = verifyToken ?? createTokenVerifier({ jwksUrl: config.JWKS_URL });
  app.use(
    '/api',
    authenticate(verifier, new DenyList(redis)),
    rateLimiter(redis, config.RATE_LIMIT_POINTS, config.RATE_LIMIT_WINDOW_SECONDS, logger),
    apiDispatcher(proxies),
  );

  app.use(securityHeaders);
  app.use(healthRouter({ redis: async () => void (await redis.ping()) }, state, createMetrics('gateway')));
  if (config.NODE_ENV === 'development' && config.MAIL_CATCHER_URL)
    app.use(devMailRouter(config.MAIL_CATCHER_URL, logger));
  if (config.WEB_DIST && fs.existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    app.use(express.static(config.WEB_DIST, { index: 'index.html', maxAge: '1h' }));
  } else {
    logger.warn({ webDist: config.WEB_DIST }, 'no web build found; / serves nothing');
  }
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return { app: app as Express, agent };
}
