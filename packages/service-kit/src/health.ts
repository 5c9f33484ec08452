import { Router, type RequestHandler } from 'express';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { withTimeout } from './metrics';

export const HEALTH_PATHS = { liveness: '/healthz', readiness: '/readyz', metrics: '/metrics' } as const;

export type ReadinessCheck = () => Promise<void>;

export interface HealthState {
  /** false once shutdown began: readiness fails so the load balancer stops sending traffic */
  accepting: boolean;
}

export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // the broker is not part of readiness (the outbox keeps writes safe while it is away): ops see it here
  const brokerConnected = new Gauge({
    name: 'portal_broker_connected',
    help: '1 while the RabbitMQ connection is up, 0 while it is lost and being re-established',
    registers: [registry],
  });
  return { registry, httpDuration, brokerConnected };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * `/healthz` (process alive), `/readyz` (the service can serve requests: the given checks, e.g.
 * database and Redis, pass and shutdown has not begun) and `/metrics`.
 */
export function healthRouter(checks: Record<string, ReadinessCheck>, state: HealthState, metrics: Metrics) {
  const router = Router();
  router.get(HEALTH_PATHS.liveness, (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get(HEALTH_PATHS.readiness, async (_req, res) => {
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check(), 2000);
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, (error as Error).message || 'failed'] as const;
        }
      }),
    );
    const ready = state.accepting && results.every(([, r]) => r === 'ok');
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'not ready',
      // lets a launcher tell its own child from another process that took a port it had probed
      pid: process.pid,
      shuttingDown: !state.accepting,
      checks: Object.fromEntries(results),
    });
  });
  router.get(HEALTH_PATHS.metrics, async (_req, res) => {
    res.setHeader('content-type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
  return router;
}

/**
 * Once shutdown began every answer carries `Connection: close`: keep-alive clients (the gateway's
 * upstream agent, a balancer) drop their pooled connection to this process instead of sending the
 * next request into a socket that closes with the listener (docs/kubernetes.md).
 */
export function closeConnectionsWhenStopping(state: HealthState): RequestHandler {
  return (_req, res, next) => {
    if (!state.accepting) res.setHeader('connection', 'close');
    next();
  };
}

/**
 * The first shutdown steps of a process: readiness answers 503 at once, then it keeps serving for
 * `unreadyMs` (SHUTDOWN_UNREADY_MS) so balancers polling /readyz take it out before it stops listening.
 */
export async function stopBeingReady(state: HealthState, unreadyMs: number): Promise<void> {
  state.accepting = false;
  if (unreadyMs > 0) await new Promise((resolve) => setTimeout(resolve, unreadyMs));
}
