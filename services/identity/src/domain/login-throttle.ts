import type { Redis } from 'ioredis';

export interface ThrottleLimits {
  /** failures of one account from one address before the back-off starts */
  freePerPair: number;
  /** failures from one address (any accounts) before the back-off starts */
  freePerAddress: number;
  /** first delay; each further failure doubles it */
  backoffBaseSeconds: number;
  backoffMaxSeconds: number;
  /** a counter is forgotten this long after its last failure */
  windowSeconds: number;
}

/**
 * Slows password guessing without letting a stranger lock an account: failures are counted per
 * address and per (account, address) pair in Redis (shared by all replicas), and past a few free
 * ones each further failure makes that address, or that account from that address, wait
 * exponentially longer (capped). The account itself is never locked: its owner, logging in from
 * an address that has not been failing, gets in.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly limits: ThrottleLimits,
  ) {}

  private keys(username: string, address: string) {
    const pair = `${username.toLowerCase()}|${address}`;
    return {
      pairCount: `login:fail:pair:${pair}`,
      pairWait: `login:wait:pair:${pair}`,
      addressCount: `login:fail:ip:${address}`,
      addressWait: `login:wait:ip:${address}`,
    };
  }

  /** Seconds to wait before this address may try this account again; 0 when it may now. */
  async retryAfter(username: string, address: string): Promise<number> {
    const keys = this.keys(username, address);
    const [pair, ip] = await Promise.all([this.redis.pttl(keys.pairWait), this.redis.pttl(keys.addressWait)]);
    return Math.ceil(Math.max(0, pair, ip) / 1000);
  }

  private delay(failures: number, free: number): number {
    if (failures <= free) return 0;
    const { backoffBaseSeconds: base, backoffMaxSeconds: max } = this.limits;
    return Math.min(max, base * 2 ** Math.min(failures - free - 1, 30));
  }

  async recordFailure(username: string, address: string): Promise<void> {
    const keys = this.keys(username, address);
    const window = Math.max(this.limits.windowSeconds, this.limits.backoffMaxSeconds);
    const results = await this.redis
      .multi()
      .incr(keys.pairCount)
      .expire(keys.pairCount, window)
      .incr(keys.addressCount)
      .expire(keys.addressCount, window)
      .exec();
    const pairFailures = Number(results?.[0]?.[1] ?? 0);
    const addressFailures = Number(results?.[2]?.[1] ?? 0);
    const waits = [
      [keys.pairWait, this.delay(pairFailures, this.limits.freePerPair)],
      [keys.addressWait, this.delay(addressFailures, this.limits.freePerAddress)],
    ] as const;
    const multi = this.redis.multi();
    for (const [key, seconds] of waits) if (seconds > 0) multi.set(key, '1', 'EX', seconds);
    await multi.exec();
  }

  /** The right password from this address: this pair starts afresh (the address count stays). */
  async recordSuccess(username: string, address: string): Promise<void> {
    const keys = this.keys(username, address);
    await this.redis.del(keys.pairCount, keys.pairWait);
  }
}
