import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startIdentity, type IdentityHarness } from './support';

const loginForm = (username: string, password: string, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams({ username, password }),
});

describe('sessions: blocking, deletion, throttling and renewal', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    // long waits, so a test never races the back-off running out
    h = await startIdentity({
      ACCESS_TOKEN_TTL_SECONDS: '60',
      LOGIN_FREE_FAILURES_PER_PAIR: '3',
      LOGIN_FREE_FAILURES_PER_ADDRESS: '5',
      LOGIN_BACKOFF_BASE_SECONDS: '300',
      LOGIN_BACKOFF_MAX_SECONDS: '600',
    });
    await h.user('chief', { role: 'ROLE_ADMIN' });
  });
  afterAll(async () => h.close());

  it('when an admin blocks a user then the open session is refused at once and login answers 402 Inactive_user', async () => {
    const id = await h.user('to.block');
    const session = await h.login('to.block');
    expect((await h.api('/api/identity', { token: session })).status).toBe(200);
    const admin = await h.login('chief');
    const block = await h.api('/api/users/updateActive', {
      method: 'PUT',
      token: admin,
      json: { id, active: false },
    });
    expect(block.status).toBe(204);
    expect((await h.api('/api/identity', { token: session })).status).toBe(401);
    const login = await fetch(`${h.base}/api/login`, loginForm('to.block', 'Secret123'));
    expect(login.status).toBe(402);
    expect(await json(login)).toEqual({ error: 'Inactive_user' });
    expect((await h.events('identity.user.blocked')).some((e) => e.payload.userId === id)).toBe(true);

    await h.api('/api/users/updateActive', { method: 'PUT', token: admin, json: { id, active: true } });
    expect((await h.api('/api/identity', { token: await h.login('to.block') })).status).toBe(200);
  });

  it('when an admin unverifies or deletes a user then the session ends too', async () => {
    const admin = await h.login('chief');
    const a = await h.user('to.unverify');
    const sessionA = await h.login('to.unverify');
    await h.api('/api/users/updateEnabled', { method: 'PUT', token: admin, json: { id: a, enabled: false } });
    expect((await h.api('/api/identity', { token: sessionA })).status).toBe(401);
    expect((await fetch(`${h.base}/api/login`, loginForm('to.unverify', 'Secret123'))).status).toBe(417);

    const b = await h.user('to.delete');
    const sessionB = await h.login('to.delete');
    expect((await h.api(`/api/users/${b}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await h.api('/api/identity', { token: sessionB })).status).toBe(401);
    expect((await fetch(`${h.base}/api/login`, loginForm('to.delete', 'Secret123'))).status).toBe(401);
  });

  it('when an admin deletes themself then USER_SELF_DELETE', async () => {
    const admin = await h.login('chief');
    const me = await json(await h.api('/api/identity', { token: admin }));
    const response = await h.api(`/api/users/${me.id}`, { method: 'DELETE', token: admin });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: 'USER_SELF_DELETE' });
  });

  it('when one address keeps guessing an account then it waits with Retry-After; the owner from another address still logs in', async () => {
    await h.user('guessed');
    const from = (address: string) => ({ 'x-forwarded-for': address });
    // the free failures, then the first that starts the back-off
    for (let i = 0; i < 4; i++) {
      const failed = await fetch(
        `${h.base}/api/login`,
        loginForm('guessed', `Wrong${i}Aa`, from('203.0.113.7')),
      );
      expect(failed.status).toBe(401);
    }
    const waiting = await fetch(
      `${h.base}/api/login`,
      loginForm('guessed', 'Secret123', from('203.0.113.7')),
    );
    expect(waiting.status).toBe(429);
    expect(await json(waiting)).toEqual({ error: 'TOO_MANY_LOGIN_ATTEMPTS' });
    const retryAfter = Number(waiting.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // a stranger cannot lock the account: its owner, elsewhere, gets in
    const owner = await fetch(
      `${h.base}/api/login`,
      loginForm('guessed', 'Secret123', from('198.51.100.20')),
    );
    expect(owner.status).toBe(200);
  });

  it('when a client writes its own X-Forwarded-For entries then the address the gateway appended is counted', async () => {
    await h.user('spoofed');
    // the gateway appends the address it saw; entries before it come from the client
    const via = (spoofed: string) => ({ 'x-forwarded-for': `${spoofed}, 203.0.113.77` });
    for (let i = 0; i < 4; i++) {
      const failed = await fetch(
        `${h.base}/api/login`,
        loginForm('spoofed', `Wrong${i}Aa`, via(`10.0.0.${i}`)),
      );
      expect(failed.status).toBe(401);
    }
    const waiting = await fetch(`${h.base}/api/login`, loginForm('spoofed', 'Secret123', via('10.0.0.99')));
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when one address guesses many accounts then that address waits with Retry-After, other addresses do not', async () => {
    const names = ['spray.a', 'spray.b', 'spray.c', 'spray.d', 'spray.e', 'spray.f', 'spray.g'];
    for (const name of names) await h.user(name);
    for (const name of names.slice(0, 6)) {
      const failed = await fetch(
        `${h.base}/api/login`,
        loginForm(name, 'Wrong1Aa', { 'x-forwarded-for': '203.0.113.99' }),
      );
      expect(failed.status).toBe(401);
    }
    const sprayer = await fetch(
      `${h.base}/api/login`,
      loginForm('spray.g', 'Secret123', { 'x-forwarded-for': '203.0.113.99' }),
    );
    expect(sprayer.status).toBe(429);
    expect(Number(sprayer.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await fetch(
      `${h.base}/api/login`,
      loginForm('spray.g', 'Secret123', { 'x-forwarded-for': '198.51.100.21' }),
    );
    expect(other.status).toBe(200);
  });

  it('when a guest asks for checkAuth or identity then 401', async () => {
    expect((await h.api('/api/users/checkAuth')).status).toBe(401);
    expect((await h.api('/api/identity')).status).toBe(401);
  });
});

describe('sliding session', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity({ ACCESS_TOKEN_TTL_SECONDS: '4' });
  });
  afterAll(async () => h.close());

  it('when a token is past half its life then checkAuth returns a renewed token in the Authorization header', async () => {
    await h.user('long.session');
    const token = await h.login('long.session');
    expect((await h.api('/api/identity', { token })).headers.get('authorization')).toBeNull();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(4);
    await new Promise((r) => setTimeout(r, 2200));
    const renewed = await h.api('/api/users/checkAuth', { token });
    expect(renewed.status).toBe(200);
    const newToken = renewed.headers.get('authorization')!.replace('Bearer ', '');
    expect(newToken).not.toBe(token);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await h.api('/api/identity', { token })).status).toBe(401); // the old one expired
    expect((await h.api('/api/identity', { token: newToken })).status).toBe(200);
  });
});
