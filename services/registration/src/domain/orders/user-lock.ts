import { randomUUID } from 'node:crypto';
import { DomainError } from '@portal/service-kit';
import type { Redis } from 'ioredis';

const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const LEASE_MS = 10_000;
const WAIT_MS = 8_000;
const STEP_MS = 15;

/**
 * Serializes one user's sign-up calls (double clicks, ten tabs): SET NX PX with a random token,
 * released only by its owner (a Lua compare-and-delete), so a lease that ran out and was taken by
 * the next call is never deleted by the late first one. A second call waits for the first and
 * then finds its hold (prepareOrder answers the same hold). It only orders one user's calls; the
 * seat invariant does not depend on it (squad-occupancy.ts). When Redis is unreachable the call
 * runs unserialized rather than failing the sign-up.
 */
export async function withUserLock<T>(redis: Redis, key: string, work: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  let locked = false;
  for (;;) {
    try {
      locked = (await redis.set(key, token, 'PX', LEASE_MS, 'NX')) === 'OK';
    } catch {
      return work(); // Redis down: the database still guarantees the seats
    }
    if (locked) break;
    if (Date.now() > deadline) throw new DomainError('TOO_MANY_REQUESTS', 429);
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
  try {
    return await work();
  } finally {
    await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
  }
}
