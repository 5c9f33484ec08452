import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startIdentity, type IdentityHarness } from './support';

/** The existence checks answer whether an account exists: limited per address, in Redis. */
describe('user-name and e-mail existence checks', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity({ EXISTENCE_CHECKS_PER_WINDOW: '6', EXISTENCE_CHECK_WINDOW_SECONDS: '60' });
    await h.user('known.shooter');
  });
  afterAll(async () => h.close());

  // the service believes X-Forwarded-For from the gateway's hop (loopback here): one address each
  const check = (path: string, address: string, token?: string) =>
    h.api(`/api/users/${path}`, { headers: { 'x-forwarded-for': address }, token });

  it('when one address checks past the limit, then 429 with Retry-After and no answer; other addresses and signed-in users are still served', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await json(await check('checkUsernameExistence/known.shooter', '192.0.2.10'))).toBe(true);
      expect(await json(await check(`checkEmailExistence/nobody${i}%40example.at`, '192.0.2.10'))).toBe(
        false,
      );
    }
    // user name and e-mail share the counter
    for (const path of [
      'checkUsernameExistence/known.shooter',
      'checkEmailExistence/known.shooter%40example.at',
    ]) {
      const refused = await check(path, '192.0.2.10');
      expect(refused.status).toBe(429);
      expect(await json(refused)).toEqual({ error: 'TOO_MANY_REQUESTS' });
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    }
    expect(await json(await check('checkUsernameExistence/known.shooter', '192.0.2.11'))).toBe(true);
    await h.user('office.admin', { role: 'ROLE_ADMIN' });
    const admin = await h.login('office.admin');
    expect(await json(await check('checkUsernameExistence/known.shooter', '192.0.2.10', admin))).toBe(true);
  });

  it('when sixty checks of one address arrive at once, then exactly the limit is answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => check(`checkEmailExistence/race${i}%40example.at`, '192.0.2.20')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(54);
  });
});
