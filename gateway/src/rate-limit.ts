import type { ErrorBody } from '@portal/contracts';
import type { AuthUser, Logger } from '@portal/service-kit';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Fixed-window limit per client in Redis, shared by all gateway replicas. A logged-in user is
 * counted by id (many shooters may share a club's address), a guest by address. If Redis fails
 * the request passes: the services' own checks still protect the data.
 */
export function rateLimiter(
  redis: Redis,
  points: number,
  windowSeconds: number,
  logger: Logger,
): RequestHandler {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: 'ratelimit',
    points,
    duration: windowSeconds,
  });
  return async (req, res, next) => {
    const user = res.locals.user as AuthUser | undefined;
    const key = user?.id != null ? `user:${user.id}` : `ip:${req.ip}`;
    try {
      const result = await limiter.consume(key);
      res.setHeader('x-ratelimit-remaining', String(result.remainingPoints));
      next();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        res.setHeader('retry-after', String(Math.ceil(rejection.msBeforeNext / 1000)));
        res.status(429).json({ error: 'TOO_MANY_REQUESTS' } satisfies ErrorBody);
        return;
      }
      logger.warn({ err: rejection }, 'rate limiter unavailable, request allowed');
      next();
    }
  };
}
