import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../src/testing';

/** A service's outgoing fetch (the sandbox's callback, say) as tracing.ts instruments it (docs/tracing.md). */
describe('a fetch made under a span', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const instrumentation = new UndiciInstrumentation({ requireParentforSpans: true });
  const received: (string | undefined)[] = [];
  const server = http.createServer((req, res) => {
    received.push(req.headers.traceparent as string | undefined);
    res.end('ok');
  });
  let url: string;

  beforeAll(async () => {
    provider.register();
    registerInstrumentations({ tracerProvider: provider, instrumentations: [instrumentation] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  });
  afterAll(async () => {
    instrumentation.disable();
    server.close();
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  it('then a client span is its child and the callee gets that span as traceparent', async () => {
    const tracer = provider.getTracer('test');
    const parent = tracer.startSpan('job');
    await context.with(trace.setSpan(context.active(), parent), async () => {
      await (await fetch(url, { method: 'POST' })).text();
    });
    parent.end();
    const client = await waitFor(async () =>
      exporter.getFinishedSpans().find((span) => span.kind === SpanKind.CLIENT),
    );
    expect(client.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(client.attributes['http.request.method']).toBe('POST');
    expect(client.attributes['http.response.status_code']).toBe(200);
    const { traceId, spanId } = client.spanContext();
    expect(received.at(-1)).toBe(`00-${traceId}-${spanId}-01`);
  });

  it('when no span is active then the call makes no span of its own', async () => {
    exporter.reset();
    await (await fetch(url)).text();
    expect(received.at(-1)).toBeUndefined();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
