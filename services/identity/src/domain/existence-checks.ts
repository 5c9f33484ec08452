import { countInWindow, type AuthUser } from '@portal/service-kit';
import type { Redis } from 'ioredis';

export interface ExistenceLimits {
  /** checks (user name and e-mail together) per caller and window */
  perWindow: number;
  windowSeconds: number;
}

/**
 * checkUsernameExistence and checkEmailExistence answer whether an account exists, so without a
 * limit they list the portal's users. Both count in ONE fixed window in Redis (all replicas):
 * per address for callers without account, per user for signed-in ones (an office of admins
 * behind one address is not starved by guests there). See docs/input-safety.md.
 */
export class ExistenceChecks {
  constructor(
    private readonly redis: Redis,
    private readonly limits: ExistenceLimits,
  ) {}

  /** Counts one check; the one past the limit throws Throttled (429 with Retry-After). */
  count(user: AuthUser, address: string): Promise<void> {
    const who = user.id !== null ? `u${user.id}` : `a${address}`;
    return countInWindow(
      this.redis,
      `ratelimit:existence:${who}`,
      this.limits.perWindow,
      this.limits.windowSeconds,
    );
  }
}
