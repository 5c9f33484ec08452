import type { RequestHandler } from 'express';
import { DomainError } from '../errors';

/** Deeper JSON than this (bodies, JSON in query values such as `filter`) answers 400. */
export const MAX_JSON_DEPTH = 32;

/**
 * Nesting depth of JSON text, counted without parsing (brackets outside strings), so a
 * 5,000-deep document costs one pass and never reaches a recursive parser or schema.
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

/** Depth of an already parsed value, walked with an explicit stack (no recursion). */
export function valueDepth(value: unknown, limit = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    max = Math.max(max, depth + 1);
    if (max > limit) return max;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return max;
}

/** Refuses too deep JSON bodies and JSON-looking query values with 400 FIELD_INVALID. */
export function depthLimit(maxDepth = MAX_JSON_DEPTH): RequestHandler {
  return (req, _res, next) => {
    if (valueDepth(req.body, maxDepth) > maxDepth) return next(new DomainError('FIELD_INVALID', 400, 'body'));
    const search = req.originalUrl.split('?')[1];
    if (search && /[[{]|%5B|%7B/i.test(search)) {
      for (const [name, value] of new URLSearchParams(search)) {
        if (jsonTextDepth(value) > maxDepth) return next(new DomainError('FIELD_INVALID', 400, name));
      }
    }
    next();
  };
}
