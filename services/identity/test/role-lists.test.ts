import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startIdentity, type IdentityHarness } from './support';

/**
 * Role lists (docs/api-paths-and-keys.md): a client admin's role list
 * holds only ROLE_CLIENT_* roles, the role pickers (`roles?assignable=true`) offer only the roles
 * the caller may grant, and a client role not named ROLE_CLIENT_* is refused.
 */
describe('role lists by who asks', () => {
  let h: IdentityHarness;
  const t: Record<string, string> = {};
  let clientRoleId: number;
  beforeAll(async () => {
    h = await startIdentity();
    await h.user('root', { role: 'ROLE_ADMIN' });
    t.root = await h.login('root');
    const client = await json(
      await h.api('/api/clients', { method: 'POST', token: t.root, json: { name: 'LV Salzburg' } }),
    );
    await h.user('portal', { role: 'ROLE_PORTAL_ADMIN' });
    await h.user('club', { role: 'ROLE_CLUB_ADMIN', clubId: 1 });
    await h.user('client', { role: 'ROLE_CLIENT_ADMIN', clientId: client.id });
    for (const name of ['portal', 'club', 'client']) t[name] = await h.login(name);
    const created = await h.api('/api/userRoles', {
      method: 'POST',
      token: t.client,
      json: { name: 'ROLE_CLIENT_KASSIER', permissions: ['USER_LIST'] },
    });
    expect(created.status).toBe(201);
    clientRoleId = (await json(created)).id;
  });
  afterAll(async () => h.close());

  const names = async (path: string, who: string) => {
    const answer = await h.api(path, { token: t[who] });
    expect({ path, who, status: answer.status }).toEqual({ path, who, status: 200 });
    const body = await json(answer);
    return ((Array.isArray(body) ? body : body.content) as { name: string }[])
      .map((role) => role.name)
      .sort();
  };

  it('the pickers offer only the roles the caller may grant', async () => {
    expect(await names('/api/roles?assignable=true', 'club')).toEqual(['ROLE_USER']);
    expect(await names('/api/roles?assignable=true', 'client')).toEqual([
      'ROLE_CLIENT_KASSIER',
      'ROLE_CLUB_ADMIN',
      'ROLE_USER',
    ]);
    const portal = await names('/api/roles?assignable=true', 'portal');
    expect(portal).toContain('ROLE_PORTAL_ADMIN');
    expect(portal).not.toContain('ROLE_ADMIN');
    expect(portal).not.toContain('ROLE_SYSTEM_ADMIN');
    const root = await names('/api/roles?assignable=true', 'root');
    expect(root).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_SYSTEM_ADMIN', 'ROLE_CLIENT_KASSIER']));
    expect(root).not.toContain('ROLE_GUEST');
    // the filters' lookup stays every role the caller may see
    expect(await names('/api/roles', 'club')).toEqual(
      expect.arrayContaining(['ROLE_CLUB_ADMIN', 'ROLE_USER']),
    );
    expect((await h.api('/api/roles?assignable=maybe', { token: t.root })).status).toBe(400);
  });

  it('a client admin’s role list holds only ROLE_CLIENT_* roles; the admin’s holds all', async () => {
    const client = await names('/api/userRoles?size=100', 'client');
    expect(client.length).toBeGreaterThan(0);
    expect(client.every((name) => name.startsWith('ROLE_CLIENT_'))).toBe(true);
    expect(client).toContain('ROLE_CLIENT_KASSIER');
    expect(await names('/api/userRoles?size=100', 'root')).toEqual(
      expect.arrayContaining(['ROLE_USER', 'ROLE_CLIENT_KASSIER']),
    );
    expect((await h.api(`/api/userRoles/${clientRoleId}`, { token: t.client })).status).toBe(200);
  });

  it('a client admin’s role not named ROLE_CLIENT_* is refused with USERROLE_NAME_NOT_VALID, nothing written', async () => {
    const before = (await json(await h.api('/api/userRoles?size=100', { token: t.root }))).totalElements;
    const refused = await h.api('/api/userRoles', {
      method: 'POST',
      token: t.client,
      json: { name: 'ROLE_KASSIER', permissions: [] },
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ error: 'USERROLE_NAME_NOT_VALID', field: 'name' });
    expect((await json(await h.api('/api/userRoles?size=100', { token: t.root }))).totalElements).toBe(
      before,
    );
  });
});
