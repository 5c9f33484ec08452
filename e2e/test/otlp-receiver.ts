import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as the receiver keeps it: ids in hex, the sending process's `service.name`. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  attributes: Record<string, string | number | undefined>;
}

interface KeyValue {
  key: string;
  value: { stringValue?: string; intValue?: number | string };
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

/**
 * An OTLP/HTTP trace receiver for the JSON protocol (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`),
 * enough for a test to see what every process exported (docs/tracing.md).
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as ExportRequest;
        for (const resource of body.resourceSpans ?? []) {
          const service =
            resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || null,
                name: span.name,
                kind: span.kind,
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map((a) => [a.key, a.value.stringValue ?? a.value.intValue]),
                ),
              });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    /** the spans of one trace */
    trace: (traceId: string) => spans.filter((span) => span.traceId === traceId),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Whether `spans` form one tree: exactly one root and every other span's parent among them. The
 * answer names what is missing, for a failure message.
 */
export function connectedTree(spans: ReceivedSpan[]): {
  connected: boolean;
  roots: string[];
  orphans: string[];
} {
  const ids = new Set(spans.map((span) => span.spanId));
  const label = (span: ReceivedSpan) => `${span.service}: ${span.name}`;
  const roots = spans.filter((span) => !span.parentSpanId).map(label);
  const orphans = spans.filter((span) => span.parentSpanId && !ids.has(span.parentSpanId)).map(label);
  return { connected: roots.length === 1 && orphans.length === 0, roots, orphans };
}
