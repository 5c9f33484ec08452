import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The headers helmet's defaults set (the services use exactly those), captured once at start-up.
 * The gateway sets them only on answers it makes itself (401, 404, 429, 400, openapi.json):
 * proxied answers bring the service's own, and running helmet on every proxied request would
 * cost throughput for nothing.
 */
function captureHelmetDefaults(): [string, string][] {
  const headers = new Map<string, string>();
  const fake = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  helmet()({} as never, fake as never, () => undefined);
  return [...headers];
}

const API_HEADERS = captureHelmetDefaults();

export const setApiSecurityHeaders = (res: ServerResponse) => {
  for (const [name, value] of API_HEADERS) res.setHeader(name, value);
};

/** For routes the gateway answers itself. */
export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  setApiSecurityHeaders(res);
  next();
};

/** On the way to the error handler: every gateway-made error answer gets the headers. */
export const apiSecurityHeadersOnError: ErrorRequestHandler = (error, _req, res, next) => {
  if (!res.headersSent) setApiSecurityHeaders(res);
  next(error);
};
