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

  /** Refuses every token of the user issued up to `atMs` (milliseconds). */
  async deny(userId: string, atMs = Date.now()): Promise<void> {
    await this.redis.set(this.key(userId), String(atMs), 'EX', this.ttlSeconds);
  }

  /** True when a token of `userId` issued at `issuedAtMs` must be refused. */
  async isDenied(userId: string, issuedAtMs: number): Promise<boolean> {
    const since = await this.redis.get(this.key(userId));
    return since !== null && issuedAtMs <= Number(since);
  }
}
