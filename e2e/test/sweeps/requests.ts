import { PNG } from '../session';
import type { SweepRequest } from './http';
import { fillPath, sample, type Operation } from './openapi';

export interface RequestParts {
  params?: Record<string, string | number>;
  /** raw query string values (already strings) */
  query?: Record<string, string>;
  /** a raw query string instead of `query` */
  rawQuery?: string;
  body?: unknown;
  /** a raw JSON text instead of `body` */
  rawBody?: string;
}

/** Valid-looking path and query values: ids of demo records, the schema's minimum otherwise. */
export function defaultParts(op: Operation): RequestParts {
  const params: Record<string, string | number> = {};
  const query: Record<string, string> = {};
  for (const parameter of op.parameters) {
    const value = sample(parameter.schema, parameter.name);
    if (parameter.in === 'path')
      params[parameter.name] = typeof value === 'string' ? 'sweep' : (value as number);
    else if (parameter.required) query[parameter.name] = String(value);
  }
  return { params, query, body: op.bodySchema ? sample(op.bodySchema) : undefined };
}

const BOUNDARY = 'sweepboundary7d1f';

/** A multipart body with one PNG `file` and the given text fields. */
function multipart(fields: Record<string, unknown>): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="sweep.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

export function toRequest(op: Operation, parts: RequestParts, token: string | null): SweepRequest {
  const query = parts.rawQuery ?? new URLSearchParams(parts.query ?? {}).toString();
  const path = fillPath(op.path, parts.params ?? {}) + (query ? `?${query}` : '');
  let body: SweepRequest['body'];
  if (parts.rawBody !== undefined) body = { type: 'application/json', data: parts.rawBody };
  else if (op.bodyType === 'multipart/form-data' || op.key === 'POST /api/upload')
    body = {
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      data: multipart((parts.body as Record<string, unknown>) ?? {}),
    };
  else if (op.bodyType === 'application/x-www-form-urlencoded')
    body = {
      type: op.bodyType,
      data: new URLSearchParams(
        Object.entries((parts.body as Record<string, unknown>) ?? {}).map(([k, v]): [string, string] => [
          k,
          String(v),
        ]),
      ).toString(),
    };
  else if (parts.body !== undefined) body = { type: 'application/json', data: JSON.stringify(parts.body) };
  return { method: op.method, path, token, body };
}
