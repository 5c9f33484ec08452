import type { IncomingMessage } from 'node:http';

/** Deeper bodies than any schema of ours describes are refused before JSON.parse builds them. */
export const MAX_JSON_DEPTH = 32;

/**
 * `express.json`'s `verify` hook: counts the nesting of the raw body in one pass (brackets inside
 * strings do not count) so a 5,000-deep document never reaches recursive code (validation,
 * logging) that would overflow the stack. The error's `type` is mapped to `400 FIELD_INVALID`.
 */
export function verifyJsonDepth(req: IncomingMessage, _res: unknown, raw: Buffer): void {
  if (jsonDepth(raw) > MAX_JSON_DEPTH)
    throw Object.assign(new Error('JSON nested too deeply'), { type: 'entity.too.deep' });
  // signed callbacks (payment providers) are verified over the exact bytes received
  (req as RawBodyRequest).rawBody = raw;
}

/** A request whose JSON body was parsed keeps the bytes it was parsed from. */
export type RawBodyRequest = IncomingMessage & { rawBody?: Buffer };

export function jsonDepth(raw: Buffer): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return deepest;
}
