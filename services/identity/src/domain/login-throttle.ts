import type { Redis } from 'ioredis';

export interface ThrottleLimits {
  perUser: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * Failed logins counted in Redis per user name and per address over a window (all replicas share
 * the counts). Over either limit the login answers 429 before the password is even checked.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(username: string, address: string) {
    return { user: `login:fail:user:${username.toLowerCase()}`, address: `login:fail:ip:${address}` };
  }

  async isBlocked(username: string, address: string): Promise<boolean> {
    const keys = this.keys(username, address);
    const [user, ip] = await this.redis.mget(keys.user, keys.address);
    return Number(user ?? 0) >= this.limits.perUser || Number(ip ?? 0) >= this.limits.perAddress;
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const keys = this.keys(username, address);
    await this.redis
      .multi()
      .incr(keys.user)
      .expire(keys.user, this.limits.windowSeconds, 'NX')
      .incr(keys.address)
      .expire(keys.address, this.limits.windowSeconds, 'NX')
      .exec();
  }

  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(this.keys(username, '').user);
  }
}
