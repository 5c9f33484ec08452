import type { ErrorBody } from '@portal/contracts';
import type { AuthUser, Logger } from '@portal/service-kit';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { setApiSecurityHeaders } from './security-headers';

export interface RateLimits {
  /** per signed-in user */
  userPoints: number;
  /** shared by the guests of one address (a club house may hold a few hundred) */
  guestPoints: number;
  /** session calls per signed-in user; guests' session calls share guestPoints per address */
  sessionPoints: number;
  windowSeconds: number;
}

/**
 * The calls a session lives on. They are counted in buckets of their own: a browser that used up
 * its general budget must still log in and learn who it is; otherwise the app clears the fresh
 * session (any failing /api/identity does) and the user silently stays a guest.
 */
const SESSION_PATHS = new Set(['/api/login', '/api/logout', '/api/identity', '/api/users/checkAuth']);

/**
 * Fixed-window limits in Redis, shared by all gateway replicas. A signed-in user is counted by
 * id, a guest by address (req.ip: X-Forwarded-For only from TRUST_PROXY hops). If Redis fails
 * the request passes: the services' own checks still protect the data.
 */
export function rateLimiter(redis: Redis, limits: RateLimits, logger: Logger): RequestHandler {
  const limiter = (keyPrefix: string, points: number) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: limits.windowSeconds });
  const buckets = {
    user: limiter('ratelimit', limits.userPoints),
    guest: limiter('ratelimit:guest', limits.guestPoints),
    userSession: limiter('ratelimit:session', limits.sessionPoints),
    guestSession: limiter('ratelimit:guest-session', limits.guestPoints),
  };
  return async (req, res, next) => {
    const user = res.locals.user as AuthUser | undefined;
    const signedIn = user?.id != null;
    const session = SESSION_PATHS.has(req.originalUrl.split('?')[0]!);
    const bucket = session
      ? signedIn
        ? buckets.userSession
        : buckets.guestSession
      : signedIn
        ? buckets.user
        : buckets.guest;
    const key = signedIn ? `user:${user!.id}` : `ip:${req.ip}`;
    try {
      const result = await bucket.consume(key);
      res.setHeader('x-ratelimit-remaining', String(result.remainingPoints));
      next();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        // at least one second: a 429 always tells the client when to come back
        res.setHeader('retry-after', String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))));
        setApiSecurityHeaders(res);
        res.status(429).json({ error: 'TOO_MANY_REQUESTS' } satisfies ErrorBody);
        return;
      }
      logger.warn({ err: rejection }, 'rate limiter unavailable, request allowed');
      next();
    }
  };
}
