import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, newUser, PASSWORD, startIdentity, userCount, type IdentityHarness } from './support';

const nextYear = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const profileBody = (username: string, extra: Record<string, unknown> = {}) => ({
  email: `${username}@example.at`,
  selectedLanguage: 'de',
  firstName: 'Test',
  lastName: username,
  ...extra,
});
describe('identity hardening: nobody reaches above their own rank', () => {
  let h: IdentityHarness;
  const ids: Record<string, number> = {};
  const t: Record<string, string> = {};
  beforeAll(async () => {
    h = await startIdentity();
    ids.root = await h.user('root', { role: 'ROLE_ADMIN' });
    ids.root2 = await h.user('root2', { role: 'ROLE_ADMIN' });
    ids.portal = await h.user('portal', { role: 'ROLE_PORTAL_ADMIN' });
    ids.club = await h.user('club.one', { role: 'ROLE_CLUB_ADMIN', clubId: 1 });
    ids.shooter = await h.user('shooter.one', { clubId: 1 });
    for (const name of ['root', 'portal', 'club.one']) t[name] = await h.login(name);
  });
  afterAll(async () => h.close());

  it('when a club admin picks another club in the own profile then PERMISSION_DENIED and the token keeps the club', async () => {
    const response = await h.api(`/api/profile/${ids.club}`, {
      method: 'PUT',
      token: t['club.one'],
      json: profileBody('club.one', { club: { id: 2 } }),
    });
    expect([response.status, (await json(response)).error]).toEqual([403, 'PERMISSION_DENIED']);
    const fresh = await h.login('club.one');
    expect(claims(fresh).clubId).toBe(1);
    // saving the profile with the own club still works
    const same = await h.api(`/api/profile/${ids.club}`, {
      method: 'PUT',
      token: t['club.one'],
      json: profileBody('club.one', { club: { id: 1 }, city: 'Linz' }),
    });
    expect(same.status).toBe(200);
  });

  it('when a portal admin sets an admin password and e-mail in the profile then PERMISSION_DENIED and nothing changes', async () => {
    const response = await h.api(`/api/profile/${ids.root}`, {
      method: 'PUT',
      token: t.portal,
      json: profileBody('root', {
        email: 'taken.over@example.at',
        password: 'Hijack123',
        passwordValid: 'Hijack123',
      }),
    });
    expect([response.status, (await json(response)).error]).toEqual([403, 'PERMISSION_DENIED']);
    expect((await h.login('root', PASSWORD)).length).toBeGreaterThan(20);
    const root = await json(await h.api(`/api/profile/${ids.root}`, { token: t.root }));
    expect(root.email).toBe('root@example.at');
    // a shooter's profile is still the portal admin's to edit
    const shooter = await h.api(`/api/profile/${ids.shooter}`, {
      method: 'PUT',
      token: t.portal,
      json: profileBody('shooter.one', { club: { id: 1 }, city: 'Graz' }),
    });
    expect(shooter.status).toBe(200);
  });

  it('when a portal admin blocks, unverifies, edits or deletes an admin then PERMISSION_DENIED; an admin may block another admin', async () => {
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ['/api/users/updateActive', { method: 'PUT', json: { id: ids.root, active: false } }],
      ['/api/users/updateEnabled', { method: 'PUT', json: { id: ids.root, enabled: false } }],
      [
        `/api/users/${ids.root}`,
        { method: 'PUT', json: { ...newUser('root', 1), password: 'Hijack123', password2: 'Hijack123' } },
      ],
      [`/api/users/${ids.root}`, { method: 'DELETE' }],
    ];
    for (const [path, init] of calls) {
      const response = await h.api(path, { ...init, token: t.portal });
      expect([path, response.status, (await json(response)).error]).toEqual([path, 403, 'PERMISSION_DENIED']);
    }
    const root = await json(await h.api(`/api/users/${ids.root}`, { token: t.root }));
    expect(root).toMatchObject({ active: true, enabled: true, username: 'root' });
    expect((await h.login('root', PASSWORD)).length).toBeGreaterThan(20);
    const byAdmin = await h.api('/api/users/updateActive', {
      method: 'PUT',
      token: t.root,
      json: { id: ids.root2, active: false },
    });
    expect(byAdmin.status).toBe(204);
  });

  it('when a portal admin assigns a self-made role carrying IS_ADMIN then ROLE_NOT_ASSIGNABLE', async () => {
    const role = await json(
      await h.api('/api/userRoles', {
        method: 'POST',
        token: t.root,
        json: { name: 'ROLE_DEPUTY_ADMIN', permissions: ['IS_ADMIN', 'USER_LIST'] },
      }),
    );
    const count = await userCount(h);
    const response = await h.api('/api/users', {
      method: 'POST',
      token: t.portal,
      json: newUser('sneaky', role.id),
    });
    expect([response.status, (await json(response)).error]).toEqual([403, 'ROLE_NOT_ASSIGNABLE']);
    expect(await userCount(h)).toBe(count);
  });

  it('when a user body names a role id that does not exist then 400 USERROLE_DOES_NOT_EXIST and nothing is written', async () => {
    const count = await userCount(h);
    const response = await h.api('/api/users', {
      method: 'POST',
      token: t.root,
      json: newUser('ghost', 99_999_999),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: 'USERROLE_DOES_NOT_EXIST', field: 'userRoleIds' });
    expect(await userCount(h)).toBe(count);
  });

  it('when all unpaid users are blocked then a shooter who also holds an admin-like role stays active', async () => {
    const role = await json(
      await h.api('/api/userRoles', {
        method: 'POST',
        token: t.root,
        json: { name: 'ROLE_HELPER_ADMIN', permissions: ['IS_PORTAL_ADMIN'] },
      }),
    );
    const created = await json(
      await h.api('/api/users', {
        method: 'POST',
        token: t.root,
        json: { ...newUser('helper', 4), userRoleIds: [4, role.id] },
      }),
    );
    const response = await h.api('/api/users/deactivateUnpaid', {
      method: 'POST',
      token: t.portal,
      json: {},
    });
    expect(response.status).toBe(200);
    expect((await json(await h.api(`/api/users/${created.id}`, { token: t.root }))).active).toBe(true);
  });
});

describe('identity hardening: premium is set by admins only', () => {
  let h: IdentityHarness;
  const t: Record<string, string> = {};
  let shooter: number;
  beforeAll(async () => {
    h = await startIdentity();
    await h.user('root', { role: 'ROLE_ADMIN' });
    await h.user('portal', { role: 'ROLE_PORTAL_ADMIN' });
    await h.user('club.one', { role: 'ROLE_CLUB_ADMIN', clubId: 1 });
    shooter = await h.user('member', { clubId: 1, paymentUntil: '2020-01-01' });
    for (const name of ['root', 'portal', 'club.one']) t[name] = await h.login(name);
  });
  afterAll(async () => h.close());

  it('when a club admin creates a user with paymentUntil then PERMISSION_DENIED and nobody is created', async () => {
    const count = await userCount(h);
    const response = await h.api('/api/users', {
      method: 'POST',
      token: t['club.one'],
      json: newUser('free.premium', 4, { paymentUntil: nextYear }),
    });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ error: 'PERMISSION_DENIED', field: 'paymentUntil' });
    expect(await userCount(h)).toBe(count);
    const without = await h.api('/api/users', {
      method: 'POST',
      token: t['club.one'],
      json: newUser('no.premium', 4),
    });
    expect(without.status).toBe(201);
    expect((await json(without)).paymentUntil).toBeNull();
  });

  it('when a club admin changes paymentUntil of a member then PERMISSION_DENIED; the unchanged value is accepted', async () => {
    const edit = (paymentUntil: string) =>
      h.api(`/api/users/${shooter}`, {
        method: 'PUT',
        token: t['club.one'],
        json: { ...newUser('member', 4, { paymentUntil }), password: '', password2: '' },
      });
    const raised = await edit(nextYear);
    expect([raised.status, (await json(raised)).error]).toEqual([403, 'PERMISSION_DENIED']);
    const same = await edit('2020-01-01');
    expect(same.status).toBe(200);
    expect((await json(same)).paymentUntil).toBe('2020-01-01');
  });

  it('when a client admin creates a user of the client with paymentUntil then PERMISSION_DENIED; without it the user is created', async () => {
    const client = await json(
      await h.api('/api/clients', { method: 'POST', token: t.root, json: { name: 'Landesverband' } }),
    );
    await h.user('client.admin', { role: 'ROLE_CLIENT_ADMIN', clientId: client.id });
    const token = await h.login('client.admin');
    const refused = await h.api('/api/users', {
      method: 'POST',
      token,
      json: newUser('client.member', 4, { paymentUntil: nextYear }),
    });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: 'PERMISSION_DENIED', field: 'paymentUntil' });
    const created = await h.api('/api/users', { method: 'POST', token, json: newUser('client.member', 4) });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ paymentUntil: null, client: { id: client.id } });
  });

  it('when an admin or portal admin sets paymentUntil then the user is payment-valid', async () => {
    const created = await h.api('/api/users', {
      method: 'POST',
      token: t.portal,
      json: newUser('paid.member', 4, { paymentUntil: nextYear }),
    });
    expect(created.status).toBe(201);
    const identity = await json(
      await h.api('/api/identity', { token: await h.login('paid.member', 'Create123') }),
    );
    expect(identity.paymentValid).toBe(true);
  });
});

describe('identity hardening: bounded texts', () => {
  let h: IdentityHarness;
  let anna: number;
  let root: string;
  beforeAll(async () => {
    h = await startIdentity();
    anna = await h.user('anna');
    await h.user('root', { role: 'ROLE_ADMIN' });
    root = await h.login('root');
  });
  afterAll(async () => h.close());

  it('when a 100,000-character state comes in a profile, user or registration body then 400 FIELD_MAXLENGTH_255 and nothing is stored', async () => {
    const state = 'x'.repeat(100_000);
    const token = await h.login('anna');
    const profile = await h.api(`/api/profile/${anna}`, {
      method: 'PUT',
      token,
      json: profileBody('anna', { country: 'ch', state }),
    });
    expect(profile.status).toBe(400);
    expect((await json(profile)).errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'state', key: 'FIELD_MAXLENGTH_255' })]),
    );
    const count = await userCount(h);
    const created = await h.api('/api/users', {
      method: 'POST',
      token: root,
      json: newUser('long.state', 4, { country: 'ch', state }),
    });
    expect(created.status).toBe(400);
    expect(await userCount(h)).toBe(count);
    const role = await h.api('/api/userRoles', {
      method: 'POST',
      token: root,
      json: { name: 'ROLE_LONG', permissions: ['P'.repeat(100_000)] },
    });
    expect(role.status).toBe(400);
  });
});
