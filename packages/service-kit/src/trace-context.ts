import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
} from '@opentelemetry/api';

/**
 * Trace context across the asynchronous hops the instrumentations cannot see: the outbox row, the
 * AMQP headers the relay writes, BullMQ job data (docs/tracing.md). Without a tracer provider
 * (tracing off) the API is a no-op: no span is active, nothing is written, `inSpan` just runs.
 */

const tracer = () => trace.getTracer('@portal/service-kit');

/**
 * The active span's W3C `traceparent`, or null without one. An unsampled span's goes too (flags
 * `00`): the relay, the consumer and the job then continue it unsampled, making non-recording
 * spans, instead of each starting a trace the ratio sampler may keep (docs/tracing.md).
 */
export function currentTraceparent(): string | null {
  const span = trace.getActiveSpan();
  if (!span || !isSpanContextValid(span.spanContext())) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** The context a stored or received `traceparent` (and `tracestate`) continues. */
export function contextFrom(carrier: Record<string, unknown> | null | undefined): Context {
  const headers: Record<string, string> = {};
  for (const key of ['traceparent', 'tracestate'])
    if (typeof carrier?.[key] === 'string') headers[key] = carrier[key];
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** Writes the active context into message headers (W3C trace context). */
export function injectInto(headers: Record<string, unknown>): Record<string, unknown> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return { ...headers, ...carrier };
}

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** continue this context instead of the active one */
  parent?: Context;
}

/** Runs `work` in a new span (ended when it settles; an error marks it failed and is rethrown). */
export async function inSpan<T>(name: string, options: SpanOptions, work: () => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active();
  const span = tracer().startSpan(name, { kind: options.kind, attributes: options.attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

export { SpanKind };

/**
 * Sends the spans still batched, the last step of a shutdown (docs/tracing.md): spans made while
 * the process drained (the last requests, messages, jobs) leave before it exits. Nothing to do
 * without a provider (tracing off).
 */
export async function flushSpans(): Promise<void> {
  const global = trace.getTracerProvider() as { getDelegate?: () => unknown };
  const provider = global.getDelegate?.() as { forceFlush?: () => Promise<void> } | undefined;
  await provider?.forceFlush?.();
}
