import { trace } from '@opentelemetry/api';
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.authorization', 'password', '*.password'], remove: true },
    mixin: traceLogFields,
  });
}

/** A line logged inside a recorded span names its trace (docs/tracing.md); otherwise nothing. */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}
