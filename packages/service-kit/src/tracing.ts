// OpenTelemetry for one process (docs/tracing.md). Built as `<component>/dist/tracing.js` and given
// to node with `--import` before the component's bundle, so the loader hook is in place before pg,
// ioredis, amqplib, express and http are imported from node_modules. Off unless the OTEL_*
// variables ask for export: then nothing but this file is loaded.
import path from 'node:path';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { isMainThread } from 'node:worker_threads';

/** Whether the OTEL_* variables ask for traces to be exported (OTLP over HTTP). */
export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER;
  if (exporter !== undefined && exporter !== '') return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** `services/<name>/dist/index.js` or `gateway/dist/index.js`: the component's name. */
const componentName = () => path.basename(path.resolve(process.argv[1] ?? '.', '../..')) || 'portal';

/** The instrumentations this file knows, by OpenTelemetry's short names. */
export const INSTRUMENTATIONS = ['http', 'undici', 'express', 'pg', 'ioredis', 'amqplib'] as const;
export type InstrumentationName = (typeof INSTRUMENTATIONS)[number];

/**
 * Which instrumentations to register: OTEL_NODE_ENABLED_INSTRUMENTATIONS (comma-separated short
 * names) replaces the default, OTEL_NODE_DISABLED_INSTRUMENTATIONS then removes names. The default
 * leaves out ioredis and express, whose spans say least and cost the rush most, and http: every
 * component makes its own server span (`serverSpan`) and the gateway sets `traceparent` itself;
 * the services' outgoing calls use fetch, whose client spans undici's instrumentation makes
 * (docs/tracing.md).
 */
export function chosenInstrumentations(env: NodeJS.ProcessEnv, component: string): InstrumentationName[] {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  const enabled = list(env.OTEL_NODE_ENABLED_INSTRUMENTATIONS);
  const wanted = new Set(
    enabled.length > 0 ? enabled : component === 'gateway' ? [] : ['undici', 'pg', 'amqplib'],
  );
  for (const name of list(env.OTEL_NODE_DISABLED_INSTRUMENTATIONS)) wanted.delete(name);
  return INSTRUMENTATIONS.filter((name) => wanted.has(name));
}

async function startTracing(): Promise<void> {
  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // the hook wraps only the modules an instrumentation asked for, not every import
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [sdk, resources, instrumentation] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
  ]);
  const protocol =
    process.env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ??
    process.env.OTEL_EXPORTER_OTLP_PROTOCOL ??
    'http/protobuf';
  const { OTLPTraceExporter } =
    protocol === 'http/json'
      ? await import('@opentelemetry/exporter-trace-otlp-http')
      : await import('@opentelemetry/exporter-trace-otlp-proto');

  const provider = new sdk.NodeTracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || componentName(),
    }),
    // OTEL_BSP_* set the batch's delay and size
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // context manager (AsyncLocalStorage) and the W3C trace-context propagator
  provider.register();
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: await Promise.all(
      chosenInstrumentations(process.env, componentName()).map((name) => instrumentations[name]()),
    ),
  });
  await waitForAllMessagesAcknowledged();

  // signals reach the main thread only; a worker thread flushes when it stops (timer-thread.ts)
  if (!isMainThread) return;
  // what is still batched goes out when the process is told to stop (best effort: exit may win);
  // a signal before the component listens for it still ends the process once flushed
  const flush = (signal: NodeJS.Signals) => {
    const alone = process.listenerCount(signal) === 0;
    void provider
      .forceFlush()
      .catch(() => undefined)
      .finally(() => alone && process.kill(process.pid, signal));
  };
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}

const probes = new Set(['/healthz', '/readyz', '/metrics']);

/** Each instrumentation, loaded only when chosen. */
const instrumentations: Record<InstrumentationName, () => Promise<Instrumentation>> = {
  http: async () =>
    new (await import('@opentelemetry/instrumentation-http')).HttpInstrumentation({
      // probes every few seconds would bury the requests
      ignoreIncomingRequestHook: (request) => probes.has((request.url ?? '').split('?')[0]!),
      // a JWKS fetch or a readiness check outside any request starts no trace of its own
      requireParentforOutgoingSpans: true,
    }),
  // fetch (undici): a client span per outgoing call made under a span, `traceparent` sent along
  undici: async () =>
    new (await import('@opentelemetry/instrumentation-undici')).UndiciInstrumentation({
      requireParentforSpans: true,
    }),
  // one span for the route's handler, none per middleware (helmet, parsers, auth: a dozen a
  // request, which cost the rush more than the rest of the trace; docs/tracing.md)
  express: async () => {
    const express = await import('@opentelemetry/instrumentation-express');
    return new express.ExpressInstrumentation({
      ignoreLayersType: [express.ExpressLayerType.MIDDLEWARE, express.ExpressLayerType.ROUTER],
    });
  },
  // the relay's polls and BullMQ's blocking reads would each start a trace of their own; a
  // pool checkout is no span of its own either
  pg: async () =>
    new (await import('@opentelemetry/instrumentation-pg')).PgInstrumentation({
      requireParentSpan: true,
      ignoreConnectSpans: true,
    }),
  ioredis: async () =>
    new (await import('@opentelemetry/instrumentation-ioredis')).IORedisInstrumentation({
      requireParentSpan: true,
    }),
  amqplib: async () => new (await import('@opentelemetry/instrumentation-amqplib')).AmqplibInstrumentation(),
};

// a worker thread (the timer thread) inherits `--import` and starts a provider of its own: its
// expiry jobs continue the sign-up's trace (docs/tracing.md)
if (tracingEnabled(process.env)) await startTracing();
