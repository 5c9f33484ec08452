import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** JSON answers from 1 KB on are compressed (br or gzip by Accept-Encoding). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compression of the JSON answers on /api. Only JSON: downloads (xlsx, pdf, csv) and event
 * streams pass untouched, and small answers skip the compressor (keep-alive throughput).
 * Brotli at quality 4: close to gzip's speed, smaller output.
 */
export function jsonCompression(): RequestHandler {
  const compress = compression({
    threshold: COMPRESS_THRESHOLD,
    level: 6,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (_req, res) => /\bjson\b/i.test(String(res.getHeader('content-type') ?? '')),
  });
  // a client that accepts no encoding costs nothing (the middleware wraps every response)
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}
