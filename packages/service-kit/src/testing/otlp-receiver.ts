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
 * An OTLP/HTTP trace receiver (docs/tracing.md). The JSON protocol (`OTEL_EXPORTER_OTLP_PROTOCOL=
 * http/json`) keeps every span, enough for a test to see what every process exported; the default
 * protobuf one is only counted (`count`), enough for the rush benchmark's tracing cost.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  /** protobuf spans by name */
  const counted = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const protobuf = request.headers['content-type'] === 'application/x-protobuf';
      if (request.method === 'POST' && request.url === '/v1/traces' && protobuf) {
        for (const name of protobufSpanNames(Buffer.concat(chunks)))
          counted.set(name, (counted.get(name) ?? 0) + 1);
      } else if (request.method === 'POST' && request.url === '/v1/traces') {
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
    /** spans received so far, in either protocol */
    count: () => spans.length + [...counted.values()].reduce((sum, n) => sum + n, 0),
    /** protobuf spans received so far by name */
    countsByName: () => new Map(counted),
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

/** Span names in an OTLP ExportTraceServiceRequest: resource_spans (1) > scope_spans (2) > spans (2) > name (5). */
function protobufSpanNames(request: Buffer): string[] {
  return fieldsOf(request, 1).flatMap((resource) =>
    fieldsOf(resource, 2).flatMap((scope) =>
      fieldsOf(scope, 2).map((span) => fieldsOf(span, 5)[0]?.toString() ?? ''),
    ),
  );
}

/** The length-delimited fields numbered `field` of one protobuf message, other fields skipped. */
function fieldsOf(message: Buffer, field: number): Buffer[] {
  const found: Buffer[] = [];
  let offset = 0;
  const varint = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = message[offset++]!;
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  while (offset < message.length) {
    const key = varint();
    const wireType = key % 8;
    if (wireType === 0) varint();
    else if (wireType === 1) offset += 8;
    else if (wireType === 5) offset += 4;
    else if (wireType === 2) {
      const length = varint();
      if (Math.floor(key / 8) === field) found.push(message.subarray(offset, offset + length));
      offset += length;
    } else throw new Error(`protobuf wire type ${wireType} is not used by OTLP`);
  }
  return found;
}
