import { context, trace } from '@opentelemetry/api';
import { BatchSpanProcessor, InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, describe, expect, it } from 'vitest';
import { flushSpans } from '../src/trace-context';

/** The last shutdown step of every process (compose.ts, the gateway's server.ts; docs/tracing.md). */
describe('flushing the batched spans at shutdown', () => {
  afterAll(() => {
    trace.disable();
    context.disable();
  });

  it('when no provider is registered then it does nothing, and with one it sends what is batched', async () => {
    await expect(flushSpans()).resolves.toBeUndefined();
    const exporter = new InMemorySpanExporter();
    // a batch that would wait a minute: only the flush sends it
    const processor = new BatchSpanProcessor(exporter, { scheduledDelayMillis: 60_000 });
    new NodeTracerProvider({ spanProcessors: [processor] }).register();
    trace.getTracer('test').startSpan('last request').end();
    expect(exporter.getFinishedSpans()).toHaveLength(0);
    await flushSpans();
    expect(exporter.getFinishedSpans().map((span) => span.name)).toEqual(['last request']);
  });
});
