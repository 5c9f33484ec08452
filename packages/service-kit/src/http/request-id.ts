import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const PROBES = new Set(['/readyz', '/healthz']);

/** Takes the caller's request id (the gateway sets one) or makes one, and logs each request once. */
export function requestContext(logger: Logger, service: string): RequestHandler {
  return (req, res, next) => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const requestId = incoming && VALID_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.log = logger.child({ requestId });
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.setHeader('x-service', service);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = { method: req.method, url: req.originalUrl, status: res.statusCode, ms };
      // probes come every few seconds from each balancer or kubelet: only a failing one is news
      if (PROBES.has(req.path) && res.statusCode < 400) res.locals.log.debug(entry, 'request');
      else res.locals.log.info(entry, 'request');
    });
    next();
  };
}
