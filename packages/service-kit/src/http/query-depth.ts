import type { RequestHandler } from 'express';
import { DomainError } from '../errors';

/** JSON in a query value (`filter`) nested deeper than this answers 400 (bodies: json-depth). */
export const MAX_QUERY_JSON_DEPTH = 32;

/**
 * Nesting depth of JSON text, counted without parsing (brackets outside strings), so a
 * 5,000-deep `filter` costs one pass and never reaches JSON.parse or a recursive schema.
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/**
 * Refuses query values holding too deep JSON with 400 FIELD_INVALID naming the parameter; used
 * by every service and by the gateway (before the request is proxied).
 */
export function queryDepthLimit(maxDepth = MAX_QUERY_JSON_DEPTH): RequestHandler {
  return (req, _res, next) => {
    const search = req.originalUrl.split('?')[1];
    if (!search || !/[[{]|%5B|%7B/i.test(search)) return next();
    for (const [name, value] of new URLSearchParams(search)) {
      if (jsonTextDepth(value) > maxDepth) return next(new DomainError('FIELD_INVALID', 400, name));
    }
    next();
  };
}
