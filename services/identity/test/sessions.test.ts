import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startIdentity, type IdentityHarness } from './support';

const loginForm = (username: string, password: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ username, password }),
});

describe('sessions: blocking, deletion, throttling and renewal', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity({ ACCESS_TOKEN_TTL_SECONDS: '60', LOGIN_MAX_FAILURES_PER_USER: '10' });
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

  it('when a user name fails 10 times then the 11th login is refused with 429 even with the right password', async () => {
    await h.user('guessed');
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${h.base}/api/login`, loginForm('guessed', `Wrong${i}Aa`))).status).toBe(401);
    }
    const locked = await fetch(`${h.base}/api/login`, loginForm('guessed', 'Secret123'));
    expect(locked.status).toBe(429);
    expect(await json(locked)).toEqual({ error: 'TOO_MANY_LOGIN_ATTEMPTS' });
    // other users are not affected
    await h.user('innocent');
    expect((await fetch(`${h.base}/api/login`, loginForm('innocent', 'Secret123'))).status).toBe(200);
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
