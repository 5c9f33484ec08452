import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../src/events/outbox';
import type { EventHandler } from '../src/events/consumer';
import { traceLogFields } from '../src/logger';
import { JobQueues } from '../src/redis';
import { createTestInfra, waitFor, type TestInfra } from '../src/testing';
import { SCHEMA, startHarness, type Harness } from './fixture/harness';

/** the trace each handled event ran in, by its sequence */
const seen = new Map<number, { traceId: string; spanId: string; recording?: boolean }>();
const tracedHandler: EventHandler<{ sequence: number }> = {
  name: 'record-trace',
  type: 'kit.traced.happened',
  async handle(_tx, event) {
    const span = trace.getActiveSpan();
    seen.set(event.payload.sequence, {
      ...(span?.spanContext() ?? { traceId: '', spanId: '' }),
      recording: span?.isRecording(),
    });
  },
};

/**
 * Trace context through the outbox, the relay, RabbitMQ and the consumer, and through BullMQ job
 * data (docs/tracing.md), against real PostgreSQL, RabbitMQ and Redis with an in-memory exporter.
 */
describe('trace context across the asynchronous hops', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const tracer = trace.getTracer('test');
  let h: Harness;
  let infra: TestInfra;
  let jobs: JobQueues;

  beforeAll(async () => {
    provider.register();
    h = await startHarness([tracedHandler as EventHandler<never>]);
    infra = await createTestInfra('tracejobs');
    jobs = new JobQueues(infra.env.REDIS_URL, infra.redisPrefix);
  });
  afterAll(async () => {
    await jobs?.close();
    await infra?.cleanup();
    await h?.close();
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  const traceparentOf = async (sequence: number) =>
    (
      await h.database.pool.query<{ traceparent: string | null }>(
        `SELECT traceparent FROM ${SCHEMA}.outbox WHERE envelope->'payload'->>'sequence' = $1`,
        [String(sequence)],
      )
    ).rows[0]?.traceparent;

  it('when an event is written in a span then the handler runs in a consumer span under the relay’s producer span of that trace', async () => {
    const writer = await tracer.startActiveSpan('sign-up', async (span) => {
      await h.database.db.transaction((tx) =>
        appendEvent(tx, SCHEMA, 'kit', { type: 'kit.traced.happened', payload: { sequence: 1 } }),
      );
      span.end();
      return span.spanContext();
    });
    expect(await traceparentOf(1)).toBe(`00-${writer.traceId}-${writer.spanId}-01`);

    const handled = await waitFor(async () => seen.get(1));
    expect(handled.traceId).toBe(writer.traceId);
    // the consumer span ends after the handler (and its commit) returned
    const finished = (name: string) =>
      waitFor(async () =>
        exporter
          .getFinishedSpans()
          .find((s) => s.spanContext().traceId === writer.traceId && s.name === name),
      );
    const publish = await finished('kit.traced.happened publish');
    const process = await finished('kit.traced.happened process');
    expect(publish.kind).toBe(SpanKind.PRODUCER);
    expect(publish.parentSpanContext?.spanId).toBe(writer.spanId);
    expect(process.kind).toBe(SpanKind.CONSUMER);
    expect(process.parentSpanContext?.spanId).toBe(publish.spanContext().spanId);
    expect(handled.spanId).toBe(process.spanContext().spanId);
  });

  it('when an event is written outside any span then its row has no traceparent and its handling starts a trace of its own', async () => {
    await h.database.db.transaction((tx) =>
      appendEvent(tx, SCHEMA, 'kit', { type: 'kit.traced.happened', payload: { sequence: 2 } }),
    );
    expect(await traceparentOf(2)).toBeNull();
    const handled = await waitFor(async () => seen.get(2));
    const process = await waitFor(async () =>
      exporter.getFinishedSpans().find((s) => s.spanContext().spanId === handled.spanId),
    );
    expect(process.parentSpanContext).toBeUndefined();
  });

  it('when an event is written in an unsampled span then relay and consumer continue that trace without recording a span', async () => {
    const unsampled = trace.wrapSpanContext({
      traceId: '5e1ec7ed5e1ec7ed5e1ec7ed5e1ec7ed',
      spanId: '5e1ec7ed5e1ec7ed',
      traceFlags: 0,
    });
    await context.with(trace.setSpan(context.active(), unsampled), () =>
      h.database.db.transaction((tx) =>
        appendEvent(tx, SCHEMA, 'kit', { type: 'kit.traced.happened', payload: { sequence: 3 } }),
      ),
    );
    expect(await traceparentOf(3)).toBe('00-5e1ec7ed5e1ec7ed5e1ec7ed5e1ec7ed-5e1ec7ed5e1ec7ed-00');
    const handled = await waitFor(async () => seen.get(3));
    expect(handled.traceId).toBe('5e1ec7ed5e1ec7ed5e1ec7ed5e1ec7ed');
    expect(handled.recording).toBe(false);
  });

  it('when a job is added in a span then its data carries the traceparent and the worker continues the trace', async () => {
    const ran: { traceId: string; data: Record<string, unknown> }[] = [];
    jobs.worker<Record<string, unknown>>('traced', async (job) => {
      ran.push({ traceId: trace.getActiveSpan()!.spanContext().traceId, data: job.data });
    });
    const queue = jobs.queue<Record<string, unknown>>('traced');
    const adder = await tracer.startActiveSpan('request', async (span) => {
      await queue.add('run', { orderId: 1 });
      span.end();
      return span.spanContext();
    });
    await queue.add('run', { orderId: 2 });
    await waitFor(async () => ran.length === 2, 10_000);
    const first = ran.find((r) => r.data.orderId === 1)!;
    expect(first.data.traceparent).toBe(`00-${adder.traceId}-${adder.spanId}-01`);
    expect(first.traceId).toBe(adder.traceId);
    // without a span the data stays as given
    expect(ran.find((r) => r.data.orderId === 2)!.data).toEqual({ orderId: 2 });
  });

  it('when a line is logged inside a span then it carries the trace and span id, outside none', () => {
    expect(traceLogFields()).toEqual({});
    tracer.startActiveSpan('logging', (span) => {
      const { traceId, spanId } = span.spanContext();
      expect(traceLogFields()).toEqual({ trace_id: traceId, span_id: spanId });
      span.end();
    });
  });

  it('when the sampler left a request out then its lines still carry its trace id', () => {
    // an unsampled traceparent (flags 00) from the gateway: the span records nothing
    const unsampled = trace.wrapSpanContext({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: 0,
    });
    context.with(trace.setSpan(context.active(), unsampled), () => {
      expect(trace.getActiveSpan()!.isRecording()).toBe(false);
      expect(traceLogFields()).toEqual({
        trace_id: '0af7651916cd43dd8448eb211c80319c',
        span_id: 'b7ad6b7169203331',
      });
    });
  });
});
