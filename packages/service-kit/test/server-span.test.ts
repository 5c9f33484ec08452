import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectTraceContext, serverSpan } from '../src/http/server-span';
import { waitFor } from '../src/testing';

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** The gateway's own server span and the `traceparent` its proxy sends upstream (docs/tracing.md). */
describe('serverSpan and injectTraceContext', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const received: (string | undefined)[] = [];
  const upstream = http.createServer((req, res) => {
    received.push(req.headers.traceparent as string | undefined);
    res.end('ok');
  });
  let front: http.Server;
  let url: string;

  beforeAll(async () => {
    provider.register();
    const upstreamUrl = await listen(upstream);
    const app = express();
    app.use(serverSpan());
    // as in a service's app (createApp): the body parser before the handler
    app.post('/body', express.json(), (_req, res) => {
      res.json({ spanId: trace.getActiveSpan()?.spanContext().spanId ?? null });
    });
    app.use((req, res) => {
      const out = http.request(upstreamUrl, (answer) => {
        answer.resume();
        answer.on('end', () => res.status(201).end());
      });
      injectTraceContext(req, out);
      out.end();
    });
    front = http.createServer(app);
    url = await listen(front);
  });
  afterAll(async () => {
    front?.close();
    upstream.close();
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  it('when a request comes with a traceparent then one server span continues it and the upstream request carries that span', async () => {
    const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const answer = await fetch(`${url}/api/publicResources/prepareOrder?x=1`, {
      headers: { traceparent: incoming },
    });
    expect(answer.status).toBe(201);
    const span = await waitFor(async () => exporter.getFinishedSpans()[0]);
    expect(exporter.getFinishedSpans()).toHaveLength(1);
    expect(span.kind).toBe(SpanKind.SERVER);
    expect(span.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(span.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(span.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.path': '/api/publicResources/prepareOrder',
      'http.response.status_code': 201,
    });
    expect(received.at(-1)).toBe(`00-0af7651916cd43dd8448eb211c80319c-${span.spanContext().spanId}-01`);
  });

  /** A JSON body sent in two parts, so the parser's 'end' comes from a later read of the socket. */
  const postInTwoParts = (path: string) =>
    new Promise<{ spanId: string | null }>((resolve, reject) => {
      const request = http.request(
        `${url}${path}`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '13' } },
        (answer) => {
          let text = '';
          answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
          answer.on('end', () => resolve(JSON.parse(text) as { spanId: string | null }));
        },
      );
      request.on('error', reject);
      request.flushHeaders();
      request.write('{"a":');
      setTimeout(() => request.end('"bcdef"}'), 50);
    });

  it('when a service reads a body then its handler runs under the request span', async () => {
    exporter.reset();
    const seen = await postInTwoParts('/body');
    const span = await waitFor(async () => exporter.getFinishedSpans()[0]);
    // the parser's 'end' came from a later read of the socket, yet the handler's SQL and outbox
    // rows will hang under the request's span
    expect(span.name).toBe('POST /body');
    expect(span.attributes['http.route']).toBe('/body');
    expect(seen.spanId).toBe(span.spanContext().spanId);
  });

  it('when a probe is asked for then no span is made and nothing is injected', async () => {
    exporter.reset();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    expect(received.at(-1)).toBeUndefined();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});
