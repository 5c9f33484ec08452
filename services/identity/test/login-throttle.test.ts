import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/domain/login-throttle';
import { startIdentity, type IdentityHarness } from './support';

describe('login back-off schedule (Redis)', () => {
  let h: IdentityHarness;
  let throttle: LoginThrottle;
  beforeAll(async () => {
    h = await startIdentity();
    throttle = new LoginThrottle(h.service.ctx.redis, {
      freePerPair: 2,
      freePerAddress: 100,
      backoffBaseSeconds: 100,
      backoffMaxSeconds: 300,
      windowSeconds: 900,
    });
  });
  afterAll(async () => h.close());

  it('when failures of a pair go on then the wait doubles up to the cap, and a right password clears it', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await throttle.recordFailure('Target', '192.0.2.1');
      waits.push(await throttle.retryAfter('target', '192.0.2.1'));
    }
    expect(waits.slice(0, 2)).toEqual([0, 0]); // the free failures
    expect(waits[2]).toBeGreaterThan(0);
    expect(waits[2]).toBeLessThanOrEqual(100);
    expect(waits[3]).toBeGreaterThan(100);
    expect(waits[3]).toBeLessThanOrEqual(200);
    for (const wait of waits.slice(4)) {
      expect(wait).toBeGreaterThan(200);
      expect(wait).toBeLessThanOrEqual(300);
    }
    // the same account from another address and another account from this address are free
    expect(await throttle.retryAfter('target', '192.0.2.2')).toBe(0);
    expect(await throttle.retryAfter('other', '192.0.2.1')).toBe(0);
    await throttle.recordSuccess('target', '192.0.2.1');
    expect(await throttle.retryAfter('target', '192.0.2.1')).toBe(0);
  });
});
