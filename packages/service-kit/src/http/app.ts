import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import type { DenyList } from '../auth/deny-list';
import { authenticate } from '../auth/middleware';
import type { TokenVerifier } from '../auth/tokens';
import {
  closeConnectionsWhenStopping,
  healthRouter,
  type HealthState,
  type Metrics,
  type ReadinessCheck,
} from '../health';
import type { Logger } from '../logger';
import { errorHandler, notFoundHandler } from './error-handler';
import { verifyJsonDepth } from './json-depth';
import { buildOpenApi } from './openapi';
import { queryDepthLimit } from './query-depth';
import { requestContext } from './request-id';
import type { RouteRegistry } from './route';
import { serverSpan } from './server-span';
import { serviceTrustProxy } from './trust-proxy';

export interface AppOptions {
  service: string;
  logger: Logger;
  metrics: Metrics;
  health: { checks: Record<string, ReadinessCheck>; state: HealthState };
  verifyToken: TokenVerifier;
  denyList?: DenyList;
  routes: RouteRegistry[];
  /** routers that are not declared through a registry (e.g. webhooks with raw bodies) */
  extraRouters?: Router[];
  jsonLimit?: string;
}

/** The express app of a service, without listening (tests use it in-process). */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For only from the gateway hop, never from whoever connects
  app.set('trust proxy', serviceTrustProxy());
  app.set('query parser', 'extended');
  // the request's trace span, made here rather than by instrumentation-http (docs/tracing.md)
  app.use(serverSpan());
  app.use(helmet());
  app.use(closeConnectionsWhenStopping(options.health.state));
  app.use(requestContext(options.logger, options.service));
  app.use(httpTiming(options.metrics));
  // a too deep `filter` is refused before any schema parses it recursively
  app.use(queryDepthLimit());
  app.use(healthRouter(options.health.checks, options.health.state, options.metrics));
  const openApi = buildOpenApi(
    options.service,
    options.routes.flatMap((r) => r.routes),
  );
  app.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  // not strict: some spec calls send a bare JSON boolean; every body still passes its zod schema
  app.use(express.json({ limit: options.jsonLimit ?? '1mb', strict: false, verify: verifyJsonDepth }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));
  app.use(authenticate(options.verifyToken, options.denyList));
  for (const registry of options.routes) app.use(registry.router);
  for (const router of options.extraRouters ?? []) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}

function httpTiming(metrics: Metrics): express.RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = (req.route?.path as string | undefined) ?? 'unmatched';
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
