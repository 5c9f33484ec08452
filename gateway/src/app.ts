import fs from 'node:fs';
import path from 'node:path';
import {
  authenticate,
  createMetrics,
  closeConnectionsWhenStopping,
  createTokenVerifier,
  DenyList,
  queryDepthLimit,
  errorHandler,
  healthRouter,
  HEALTH_PATHS,
  notFoundHandler,
  requestContext,
  serverSpan,
  type HealthState,
  type Logger,
  type Metrics,
  type TokenVerifier,
} from '@portal/service-kit';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import swaggerUi from 'swagger-ui-express';
import { jsonCompression } from './compress';
import { LivePlacesHub } from './live-hub';
import { registerLiveMetrics } from './live-metrics';
import { liveOpenApiPaths, liveRouter } from './live-route';
import { upstreamUrls, type GatewayConfig } from './config';
import { devMailRouter } from './dev-mail';
import { urlLengthLimit } from './limits';
import { openApiMerger } from './openapi';
import { apiDispatcher, createProxies } from './proxy';
import { rateLimiter } from './rate-limit';
import { apiSecurityHeaders, apiSecurityHeadersOnError } from './security-headers';
import { inlineScriptHashes } from './inline-scripts';
import { staticAssets } from './static-assets';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  state: HealthState;
  verifyToken?: TokenVerifier;
}

/** /dev/mail shows reset tokens: only with the explicit flag, a catcher, and never in production. */
export const devMailEnabled = (config: GatewayConfig) =>
  config.DEV_MAIL === '1' && !!config.MAIL_CATCHER_URL && config.NODE_ENV !== 'production';

/** The gateway app without listening: health, docs, /api proxying, the web build at /. */
export function createGatewayApp({ config, logger, redis, state, verifyToken }: GatewayDeps) {
  const app = express();
  const upstreams = upstreamUrls(config);
  const { proxies, agent } = createProxies(
    upstreams,
    logger,
    config.UPSTREAM_TIMEOUT_MS,
    config.RATE_LIMIT_WINDOW_SECONDS,
  );
  const metrics = createMetrics('gateway');
  const readiness = { redis: async () => void (await redis.ping()) };
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the configured proxy hops (TRUST_PROXY)
  app.set('trust proxy', config.TRUST_PROXY);
  // the request's trace span, made here rather than by instrumentation-http (docs/tracing.md)
  app.use(serverSpan());
  app.use(closeConnectionsWhenStopping(state));
  app.use(requestContext(logger, 'gateway'));
  // live free places: streams end here, before compression, rate limit and proxy (docs/live-places.md)
  const live = new LivePlacesHub(redis, logger, {
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    maxViewers: config.LIVE_MAX_VIEWERS,
    maxPerAddress: config.LIVE_MAX_PER_ADDRESS,
  });
  registerLiveMetrics(metrics.registry, live);
  app.use(liveRouter(live, state));
  app.use('/api', jsonCompression());
  // too deep JSON in a query (`filter`) is 400 even in a long URL, before any service parses it
  app.use(queryDepthLimit(), urlLengthLimit(config.MAX_URL_LENGTH));

  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScriptHashes(config.WEB_DIST)],
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
  const mergedDocs = openApiMerger(upstreams, logger, liveOpenApiPaths());
  app.get('/api/openapi.json', apiSecurityHeaders, async (_req, res) => {
    res.json(await mergedDocs());
  });
  const verifier = verifyToken ?? createTokenVerifier({ jwksUrl: config.JWKS_URL });
  app.use(
    '/api',
    authenticate(verifier, new DenyList(redis)),
    rateLimiter(
      redis,
      {
        userPoints: config.RATE_LIMIT_POINTS,
        guestPoints: config.RATE_LIMIT_GUEST_POINTS ?? config.RATE_LIMIT_POINTS * 10,
        sessionPoints: config.RATE_LIMIT_SESSION_POINTS,
        windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
      },
      logger,
    ),
    apiDispatcher(proxies),
  );
  app.use('/api', apiSecurityHeadersOnError);

  app.use(securityHeaders);
  // metrics only on the internal listener (METRICS_PORT), never on the public one
  app.get(HEALTH_PATHS.metrics, notFoundHandler);
  app.use(healthRouter(readiness, state, metrics));
  if (devMailEnabled(config)) app.use(devMailRouter(config.MAIL_CATCHER_URL!, logger));
  if (config.WEB_DIST && fs.existsSync(path.join(config.WEB_DIST, 'index.html'))) {
    app.use(staticAssets(config.WEB_DIST));
  } else {
    logger.warn({ webDist: config.WEB_DIST }, 'no web build found; / serves nothing');
  }
  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return { app: app as Express, agent, live, internalApp: internalApp(readiness, state, metrics) };
}

/** The internal listener: /metrics for Prometheus plus the probes, nothing else. */
function internalApp(readiness: Parameters<typeof healthRouter>[0], state: HealthState, metrics: Metrics) {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet());
  app.use(healthRouter(readiness, state, metrics));
  app.use(notFoundHandler);
  return app as Express;
}
