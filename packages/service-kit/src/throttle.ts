import type { Redis } from 'ioredis';
import { DomainError } from './errors';

/** 429 TOO_MANY_REQUESTS; the error handler sends `retryAfterSeconds` as `Retry-After`. */
export class Throttled extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', 429);
  }
}

/**
 * Counts one call under `key` in a fixed window in Redis (shared by every replica); the call past
 * `limit` in the window throws {@link Throttled} with the seconds left in the window.
 */
export async function countInWindow(
  redis: Redis,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const [[, count], [, ttl]] = (await redis.multi().incr(key).ttl(key).exec()) as [
    [unknown, number],
    [unknown, number],
  ];
  if (ttl < 0) await redis.expire(key, windowSeconds);
  if (count > limit) throw new Throttled(ttl > 0 ? ttl : windowSeconds);
}
