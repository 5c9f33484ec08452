import type { RequestHandler } from 'express';
import { DomainError } from '../errors';
import { jsonDepth, MAX_JSON_DEPTH } from './json-depth';

/** JSON in a query value (`filter`) nested deeper than bodies may be answers 400 as well. */
export const MAX_QUERY_JSON_DEPTH = MAX_JSON_DEPTH;

/** Nesting depth of JSON text, counted without parsing (the body check's one-pass scanner). */
export const jsonTextDepth = (text: string): number => jsonDepth(Buffer.from(text));

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
