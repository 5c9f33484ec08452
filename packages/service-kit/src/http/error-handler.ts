import type { ErrorBody } from '@portal/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '../errors';
import { Throttled } from '../throttle';
import type { Logger } from '../logger';
import { RequestValidationError } from './validation';

/** Maps every failure to `{ error: KEY }`; input problems are 4xx, never 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    // the client went away during a file's answer (a closed tab, a cancelled load): nothing broke
    if ((error as { code?: unknown }).code === 'ECONNABORTED') {
      (res.locals.log ?? logger).debug({ err: error }, 'client went away');
      return;
    }
    const [status, body] = toResponse(error);
    if (status >= 500) (res.locals.log ?? logger).error({ err: error }, 'request failed');
    if (res.headersSent) return;
    // a 429 always tells the client when to come back
    if (error instanceof Throttled) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(status).json(body);
  };
}

function toResponse(error: unknown): [number, ErrorBody] {
  if (error instanceof RequestValidationError) {
    const first = error.errors[0];
    return [400, { error: first?.key ?? 'FIELD_INVALID', field: first?.field, errors: error.errors }];
  }
  if (error instanceof DomainError) {
    return [error.status, { error: error.key, ...(error.field ? { field: error.field } : {}) }];
  }
  // a value the database cannot hold that slipped past a schema (out of int4 range, NUL byte) is
  // still the caller's input: 400, not 500
  if (INPUT_SQLSTATES.has(sqlState(error) ?? '')) return [400, { error: 'FIELD_INVALID' }];
  // the database refusing connections is an outage the client may retry, not a bug
  if (UNAVAILABLE_SQLSTATES.has(sqlState(error) ?? '')) return [503, { error: 'SERVICE_UNAVAILABLE' }];
  // errors raised by express' body parsers carry a `type` and a 4xx status
  const parserError = error as { type?: string; status?: number };
  if (parserError.type === 'entity.too.large') return [413, { error: 'PAYLOAD_TOO_LARGE', field: 'body' }];
  if (parserError.type === 'entity.parse.failed') return [400, { error: 'MALFORMED_JSON', field: 'body' }];
  if (parserError.type === 'entity.too.deep') return [400, { error: 'FIELD_INVALID', field: 'body' }];
  if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
    return [parserError.status, { error: 'FIELD_INVALID', field: 'body' }];
  }
  return [500, { error: 'INTERNAL_ERROR' }];
}

/** numeric_value_out_of_range, character_not_in_repertoire, untranslatable_character */
const INPUT_SQLSTATES = new Set(['22003', '22021', '22P05']);
/** too_many_connections, cannot_connect_now (starting up or shutting down) */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57P03']);

/** The SQLSTATE of a `pg` error, also when an ORM wrapped it as `cause`. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'NOT_FOUND' } satisfies ErrorBody);
};
