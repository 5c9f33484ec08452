import type { IncomingMessage, OutgoingMessage } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Tracer,
} from '@opentelemetry/api';
import type { RequestHandler } from 'express';
import { HEALTH_PATHS } from '../health';

/**
 * One server span per request, made by the app itself instead of instrumentation-http, whose span
 * attributes, URL parsing and binding of every request and response listener to the context cost
 * the rush more CPU than the rest of tracing (docs/tracing.md, docs/benchmarks.md). The request
 * keeps its span's context, so the gateway's proxy writes `traceparent` from it
 * (`injectTraceContext`). The handlers of a service run in it too: express's body parser
 * (raw-body) calls back in the context it was called in, not the socket's.
 */
const contexts = new WeakMap<IncomingMessage, Context>();
const probes = new Set<string>(Object.values(HEALTH_PATHS));
/** a ProxyTracer: it finds the provider once one is registered, so it can be kept */
let kitTracer: Tracer | undefined;
const tracer = () => (kitTracer ??= trace.getTracer('@portal/service-kit'));

export function serverSpan(): RequestHandler {
  return (req, res, next) => {
    // no propagator: tracing is off; an active span: instrumentation-http made one already
    if (propagation.fields().length === 0 || trace.getActiveSpan() || probes.has(req.path)) return next();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer().startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path } },
      parent,
    );
    const active = trace.setSpan(parent, span);
    contexts.set(req, active);
    // an unsampled request's span records nothing: no listener to end it (end does nothing)
    if (span.isRecording())
      res.once('close', () => {
        // the route is known only once a router matched; the span is named by it, as the
        // semantic conventions ask (`POST /api/publicResources/prepareOrder`)
        const route = req.route?.path as string | undefined;
        if (route) {
          span.updateName(`${req.method} ${req.baseUrl}${route}`);
          span.setAttribute('http.route', `${req.baseUrl}${route}`);
        }
        span.setAttribute('http.response.status_code', res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
    context.with(active, next);
  };
}

/** Sets `traceparent` (and `tracestate`) of the request's server span on an upstream request. */
export function injectTraceContext(req: IncomingMessage, upstream: OutgoingMessage): void {
  const active = contexts.get(req);
  if (active)
    propagation.inject(active, upstream, { set: (carrier, key, value) => carrier.setHeader(key, value) });
}
