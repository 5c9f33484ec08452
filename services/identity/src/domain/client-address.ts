import type { Request } from 'express';

/**
 * The caller's address for login throttling. `req.ip` trusts the left-most X-Forwarded-For entry,
 * which the client writes itself; each proxy in front of identity appends the address it saw, so
 * the entry `hops` places from the right (the socket peer counted as the last) is the one the
 * outermost trusted proxy saw. hops = 1: identity right behind the gateway.
 */
export function clientAddress(req: Pick<Request, 'headers' | 'socket'>, hops: number): string {
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, req.socket.remoteAddress ?? 'unknown'];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}
