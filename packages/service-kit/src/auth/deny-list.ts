import type { Redis } from 'ioredis';

/**
 * Blocked or deleted users: identity records the moment of the block; every service refuses tokens
 * issued before it. Entries outlive the longest token, then expire by themselves.
 */
export class DenyList {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds = 24 * 3600,
  ) {}

  private key(userId: string) {
    return `deny:user:${userId}`;
  }

  async deny(userId: string, at = Math.floor(Date.now() / 1000)): Promise<void> {
    await this.redis.set(this.key(userId), String(at), 'EX', this.ttlSeconds);
  }

  /** True when a token of `userId` issued at `issuedAt` (seconds) must be refused. */
  async isDenied(userId: string, issuedAt: number): Promise<boolean> {
    const since = await this.redis.get(this.key(userId));
    return since !== null && issuedAt <= Number(since);
  }
}
