import { isSpanContextValid, trace } from '@opentelemetry/api';
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

/**
 * A line logged inside a span names its trace (docs/tracing.md#sampling), recorded or not: a
 * request the sampler left out is still followed through every process's log by its trace id.
 */
export function traceLogFields(): Record<string, string> {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return {};
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
}
