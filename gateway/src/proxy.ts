import http from 'node:http';
import type { ErrorBody } from '@portal/contracts';
import type { ServiceName } from '@portal/contracts';
import { injectTraceContext, REQUEST_ID_HEADER, type Logger } from '@portal/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { resolveService } from './routes';
import { setApiSecurityHeaders } from './security-headers';
import { upstreamRetry } from './upstream-retry';

/**
 * Idle upstream sockets close after this long, well inside a stopping service's unready window
 * (SHUTDOWN_UNREADY_MS): by the time its listener closes, the gateway holds no idle connection to
 * it that the close could race with (docs/replicas.md, "Keep-alive race").
 */
export const UPSTREAM_IDLE_MS = 1000;

/**
 * One proxy per service, each with a keep-alive agent: without it every request opens a new
 * upstream connection and the gateway loses most of its throughput. No body parser runs before
 * the proxy, so request bodies stream through untouched.
 */
export function createProxies(
  upstreams: Record<ServiceName, string>,
  logger: Logger,
  timeoutMs: number,
  retryAfterSeconds: number,
) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 512,
    // as many idle as busy: with fewer, every dip in a rush closed sockets that the next burst
    // opened again (560 new upstream connections in a 3,000-call rush with 64)
    maxFreeSockets: 512,
    keepAliveMsecs: 1000,
    timeout: UPSTREAM_IDLE_MS,
  });
  const entries = Object.entries(upstreams).map(([service, target]) => {
    const retry = upstreamRetry({ proxyTimeout: timeoutMs });
    const proxy = createProxyMiddleware({
      target,
      agent,
      plugins: [retry.plugin],
      // not xfwd: that would append to whatever X-Forwarded-For the client made up
      xfwd: false,
      proxyTimeout: timeoutMs,
      on: {
        // every 429 leaving the portal says when to come back (identity's login throttle does not)
        proxyRes: (proxyRes, _req, res) => {
          if (proxyRes.statusCode === 429 && !proxyRes.headers['retry-after'])
            proxyRes.headers['retry-after'] = String(retryAfterSeconds);
          // hop-by-hop: a stopping service closes its connection to the gateway, not the client's;
          // the client's closes only when the gateway itself is stopping (docs/kubernetes.md)
          const own = res.getHeader('connection');
          if (own === undefined) delete proxyRes.headers.connection;
          else proxyRes.headers.connection = String(own);
        },
        proxyReq: (proxyReq, req) => {
          const request = req as unknown as Request & { res: Response };
          const requestId = request.res?.locals?.requestId as string | undefined;
          if (requestId) proxyReq.setHeader(REQUEST_ID_HEADER, requestId);
          setForwardedHeaders(proxyReq, request);
          // the trace continues upstream from the gateway's server span (docs/tracing.md)
          injectTraceContext(req, proxyReq);
        },
        error: (error, req, res, failed) => {
          if (retry.replay(error, req, res as http.ServerResponse, failed as string)) {
            logger.info({ err: error, service }, 'upstream closed a kept-alive connection: sent again');
            return;
          }
          logger.warn({ err: error, service, attempt: retry.describe(req) }, 'upstream unavailable');
          const out = res as http.ServerResponse;
          if (!out.headersSent && typeof out.writeHead === 'function') {
            setApiSecurityHeaders(out);
            out.writeHead(502, { 'content-type': 'application/json' });
            out.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE' } satisfies ErrorBody));
          }
        },
      },
    });
    return [service, proxy] as const;
  });
  const proxies = Object.fromEntries(entries) as unknown as Record<ServiceName, RequestHandler>;
  return { proxies, agent };
}

/**
 * The services see exactly one forwarded hop: the client address the gateway determined (only
 * TRUST_PROXY hops are believed), replacing any X-Forwarded-* the client sent.
 */
function setForwardedHeaders(proxyReq: http.ClientRequest, req: Request) {
  proxyReq.setHeader('x-forwarded-for', req.ip ?? req.socket.remoteAddress ?? '');
  proxyReq.setHeader('x-forwarded-proto', req.protocol);
  const host = req.host;
  if (host) proxyReq.setHeader('x-forwarded-host', host);
  else proxyReq.removeHeader('x-forwarded-host');
  proxyReq.removeHeader('x-forwarded-port');
  proxyReq.removeHeader('forwarded');
}

/** Sends /api requests to the owning service; unknown paths get a JSON 404 from the gateway. */
export function apiDispatcher(proxies: Record<ServiceName, RequestHandler>): RequestHandler {
  return (req, res, next) => {
    const service = resolveService(req.originalUrl);
    if (!service) {
      setApiSecurityHeaders(res);
      res.status(404).json({ error: 'NOT_FOUND' } satisfies ErrorBody);
      return;
    }
    res.locals.upstream = service;
    req.url = req.originalUrl; // mounted under /api: the service expects the full path
    proxies[service](req, res, next);
  };
}
