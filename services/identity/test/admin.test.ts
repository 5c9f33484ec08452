import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, newUser, startIdentity, userCount, type IdentityHarness } from './support';

const paid = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
const expired = '2020-01-01';

describe('users, roles and clients administration by role', () => {
  let h: IdentityHarness;
  const t: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    h = await startIdentity();
    ids.admin = await h.user('root', { role: 'ROLE_ADMIN' });
    ids.portal = await h.user('portal', { role: 'ROLE_PORTAL_ADMIN' });
    ids.clubA = await h.user('club.a', { role: 'ROLE_CLUB_ADMIN', clubId: 1 });
    ids.clubB = await h.user('club.b', { role: 'ROLE_CLUB_ADMIN', clubId: 2 });
    ids.shooterA = await h.user('shooter.a', { clubId: 1, paymentUntil: paid });
    ids.shooterA2 = await h.user('shooter.a2', { clubId: 1, paymentUntil: expired });
    ids.shooterB = await h.user('shooter.b', { clubId: 2 });
    for (const name of ['root', 'portal', 'club.a', 'club.b', 'shooter.a']) t[name] = await h.login(name);
  });
  afterAll(async () => h.close());

  it('when the admin lists users with the default filter then shooters come sorted by last name with totals', async () => {
    const response = await h.api('/api/users?role=4&active=true&sort=lastName,asc&page=0&size=2', {
      token: t.root,
    });
    const body = await json(response);
    expect(body.totalElements).toBe(3);
    expect(body.content.map((u: { username: string }) => u.username)).toEqual(['shooter.a', 'shooter.a2']);
    const page2 = await json(await h.api('/api/users?role=4&page=1&size=2', { token: t.root }));
    expect(page2.content.map((u: { username: string }) => u.username)).toEqual(['shooter.b']);
    const unpaid = await json(await h.api('/api/users?role=4&unpaid=true', { token: t.root }));
    expect(unpaid.content.map((u: { username: string }) => u.username).sort()).toEqual([
      'shooter.a2',
      'shooter.b',
    ]);
    const byName = await json(await h.api('/api/users?username=A2', { token: t.root }));
    expect(byName.content).toHaveLength(1);
  });

  it('when list parameters are bad then 400 and never a dump', async () => {
    for (const query of [
      'size=0',
      'size=100000',
      'page=-1',
      'sort=passwordHash,asc',
      'active=maybe',
      'club=abc',
      'foo=1',
    ]) {
      const response = await h.api(`/api/users?${query}`, { token: t.root });
      expect(response.status, query).toBe(400);
    }
  });

  it('when a club admin lists users then only their club is visible, and other clubs users are out of reach', async () => {
    const list = await json(await h.api('/api/users?size=100', { token: t['club.a'] }));
    expect(list.content.map((u: { username: string }) => u.username).sort()).toEqual([
      'club.a',
      'shooter.a',
      'shooter.a2',
    ]);
    expect((await h.api(`/api/users/${ids.shooterB}`, { token: t['club.a'] })).status).toBe(404);
    const block = await h.api('/api/users/updateActive', {
      method: 'PUT',
      token: t['club.a'],
      json: { id: ids.shooterB, active: false },
    });
    expect(block.status).toBe(404);
    expect((await h.api(`/api/users/${ids.shooterA}`, { token: t['club.b'] })).status).toBe(404);
  });

  it('when a club admin creates users then only shooters of their own club, never admins', async () => {
    const shooter = await h.api('/api/users', {
      method: 'POST',
      token: t['club.a'],
      json: newUser('club.made', 4, { club: { id: 2 } }),
    });
    expect(shooter.status).toBe(201);
    expect((await json(shooter)).club).toEqual({ id: 1 }); // forced to the admin's club
    const admin = await h.api('/api/users', {
      method: 'POST',
      token: t['club.a'],
      json: newUser('evil.admin', 1),
    });
    expect([admin.status, (await json(admin)).error]).toEqual([403, 'ROLE_NOT_ASSIGNABLE']);
    const delegated = await h.api('/api/users', {
      method: 'POST',
      token: t['club.a'],
      json: newUser('evil.club', 5, { club: { id: 1 } }),
    });
    expect(delegated.status).toBe(403);
    expect((await h.api(`/api/users/${ids.shooterA}`, { method: 'DELETE', token: t['club.a'] })).status).toBe(
      403,
    );
  });

  it('when a shooter or a guest calls the admin API then 403 or 401', async () => {
    expect((await h.api('/api/users', { token: t['shooter.a'] })).status).toBe(403);
    expect((await h.api('/api/users')).status).toBe(401);
    expect((await h.api('/api/userRoles', { token: t['shooter.a'] })).status).toBe(403);
    expect((await h.api('/api/clients', { token: t['club.a'] })).status).toBe(403);
    expect(
      (await h.api('/api/users/deactivateUnpaid', { method: 'POST', token: t['club.a'], json: {} })).status,
    ).toBe(403);
  });

  it('when the admin creates, edits and shows a user then the fields and roles are kept; bad input writes nothing', async () => {
    const count = await userCount(h);
    const bad = await h.api('/api/users', {
      method: 'POST',
      token: t.root,
      json: newUser('x', 4, { password2: 'Other999' }),
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', key: 'FIELD_MINLENGTH_3' }),
        expect.objectContaining({ field: 'password2', key: 'PW_MUST_MATCH' }),
      ]),
    );
    const clubless = await h.api('/api/users', {
      method: 'POST',
      token: t.root,
      json: newUser('clubless', 5),
    });
    expect((await json(clubless)).error).toBe('CLUB_MISSING');
    const taken = await h.api('/api/users', { method: 'POST', token: t.root, json: newUser('ROOT', 4) });
    expect((await json(taken)).error).toBe('USER_ALREADY_EXISTS');
    expect(await userCount(h)).toBe(count);

    const created = await json(
      await h.api('/api/users', {
        method: 'POST',
        token: t.root,
        json: newUser('made.by.root', 5, { club: { id: 3 }, bmdAccountNumber: '4711' }),
      }),
    );
    expect(created).toMatchObject({
      username: 'made.by.root',
      club: { id: 3 },
      enabled: true,
      active: true,
      bmdAccountNumber: '4711',
      userRoles: [{ id: 5, name: 'ROLE_CLUB_ADMIN' }],
    });
    const edited = await h.api(`/api/users/${created.id}`, {
      method: 'PUT',
      token: t.root,
      json: {
        ...newUser('made.by.root', 4, { lastName: 'Geändert', country: 'at', state: 'W' }),
        password: '',
        password2: '',
      },
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      lastName: 'Geändert',
      userRoles: [{ id: 4, name: 'ROLE_USER' }],
    });
    expect((await h.login('made.by.root', 'Create123')).length).toBeGreaterThan(20); // empty password kept the old one
  });

  it('when the admin picks the divisions and the new-competition switch on the user form then they are stored and published for notification', async () => {
    const created = await json(
      await h.api('/api/users', { method: 'POST', token: t.root, json: newUser('picks.divisions', 4) }),
    );
    const selection = { ...created.notificationSelection, newCompetitionCreated: true };
    const edited = await h.api(`/api/users/${created.id}`, {
      method: 'PUT',
      token: t.root,
      json: {
        ...newUser('picks.divisions', 4),
        password: '',
        password2: '',
        notificationSelection: selection,
        division_ids: [3, 4],
      },
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      notificationSelection: { newCompetitionCreated: true },
      division_ids: [3, 4],
    });
    const upserted = (await h.events('identity.user.upserted')).filter(
      (e) => e.payload.userId === created.id,
    );
    expect(upserted.at(-1)!.payload).toMatchObject({
      divisionIds: [3, 4],
      notificationSelection: { newCompetitionCreated: true },
    });
    // a division catalog does not know: 400 on division_ids, nothing written
    const unknown = await h.api(`/api/users/${created.id}`, {
      method: 'PUT',
      token: t.root,
      json: { ...newUser('picks.divisions', 4), password: '', password2: '', division_ids: [999] },
    });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ error: 'FIELD_INVALID' });
    const shown = await json(await h.api(`/api/users/${created.id}`, { token: t.root }));
    expect(shown.division_ids).toEqual([3, 4]);
  });

  it('when all unpaid users are blocked then unpaid shooters are blocked, paid ones and admins stay', async () => {
    const response = await h.api('/api/users/deactivateUnpaid', {
      method: 'POST',
      token: t.portal,
      json: {},
    });
    const { count } = await json(response);
    expect(count).toBeGreaterThanOrEqual(2);
    const all = await json(await h.api('/api/users?size=100', { token: t.root }));
    const active = Object.fromEntries(
      all.content.map((u: { username: string; active: boolean }) => [u.username, u.active]),
    );
    expect(active).toMatchObject({
      'shooter.a': true,
      'shooter.a2': false,
      'shooter.b': false,
      'club.a': true,
      portal: true,
      root: true,
    });
  });

  it('when reserved roles are edited or deleted then USERROLE_NOT_EDITABLE / NOT_DELETABLE; own roles work', async () => {
    const edit = await h.api('/api/userRoles/4', {
      method: 'PUT',
      token: t.root,
      json: { name: 'ROLE_USER', permissions: ['IS_ADMIN'] },
    });
    expect([edit.status, (await json(edit)).error]).toEqual([403, 'USERROLE_NOT_EDITABLE']);
    const del = await h.api('/api/userRoles/1', { method: 'DELETE', token: t.root });
    expect([del.status, (await json(del)).error]).toEqual([403, 'USERROLE_NOT_DELETABLE']);

    const short = await h.api('/api/userRoles', {
      method: 'POST',
      token: t.root,
      json: { name: 'AB', permissions: [] },
    });
    expect((await json(short)).error).toBe('FIELD_MINLENGTH_3');
    const lower = await h.api('/api/userRoles', {
      method: 'POST',
      token: t.root,
      json: { name: 'role_lower', permissions: [] },
    });
    expect((await json(lower)).error).toBe('USERROLE_NAME_NOT_VALID');
    const unknownPerm = await h.api('/api/userRoles', {
      method: 'POST',
      token: t.root,
      json: { name: 'ROLE_X', permissions: ['FLY'] },
    });
    expect(unknownPerm.status).toBe(400);

    const created = await h.api('/api/userRoles', {
      method: 'POST',
      token: t.root,
      json: { name: 'ROLE_RESULTS', permissions: ['COMPETITION_LIST', 'COMPETITION_VIEW'] },
    });
    expect(created.status).toBe(201);
    const role = await json(created);
    expect(role).toMatchObject({ name: 'ROLE_RESULTS', reserved: false });
    expect(role.permissions).toEqual([
      { name: 'COMPETITION_LIST', category: 'competitions' },
      { name: 'COMPETITION_VIEW', category: 'competitions' },
    ]);
    const dup = await h.api('/api/userRoles', {
      method: 'POST',
      token: t.root,
      json: { name: 'ROLE_RESULTS', permissions: [] },
    });
    expect([dup.status, (await json(dup)).error]).toEqual([409, 'USERROLE_ALREADY_EXISTS']);
    const list = await json(await h.api('/api/userRoles', { token: t.root }));
    expect(list.content[0].name).toBe('ROLE_RESULTS'); // id descending
    expect((await h.api(`/api/userRoles/${role.id}`, { method: 'DELETE', token: t.root })).status).toBe(204);
    expect((await h.api(`/api/userRoles/${role.id}`, { token: t.root })).status).toBe(404);

    const groups = await json(await h.api('/api/userPermissions?page=0&size=200', { token: t.root }));
    expect(groups.content.map((g: { category: string }) => g.category)).toEqual([
      'administration',
      'other',
      'competitions',
      'user',
      'club',
    ]);
    const roles = await json(await h.api('/api/roles', { token: t.root }));
    expect(roles).toEqual(
      expect.arrayContaining([
        { id: 4, name: 'ROLE_USER' },
        { id: 5, name: 'ROLE_CLUB_ADMIN' },
      ]),
    );
  });

  it('when clients are managed then names are unique and unknown ones answer CLIENT_DOES_NOT_EXIST', async () => {
    const created = await h.api('/api/clients', {
      method: 'POST',
      token: t.root,
      json: { name: 'Landesverband Tirol' },
    });
    expect(created.status).toBe(201);
    const client = await json(created);
    const dup = await h.api('/api/clients', {
      method: 'POST',
      token: t.root,
      json: { name: 'landesverband tirol' },
    });
    expect([dup.status, (await json(dup)).error]).toEqual([409, 'CLIENT_ALREADY_EXISTS']);
    const edited = await h.api(`/api/clients/${client.id}`, {
      method: 'PUT',
      token: t.root,
      json: { name: 'LV Tirol', active: false },
    });
    expect(await json(edited)).toEqual({ id: client.id, name: 'LV Tirol', active: false });
    const inactive = await json(await h.api('/api/clients?active=false', { token: t.root }));
    expect(inactive.totalElements).toBe(1);
    const missing = await h.api('/api/clients/99999', { token: t.root });
    expect([missing.status, (await json(missing)).error]).toEqual([404, 'CLIENT_DOES_NOT_EXIST']);
    const empty = await h.api('/api/clients', { method: 'POST', token: t.root, json: { name: '' } });
    expect((await json(empty)).error).toBe('FIELD_IS_REQUIRED');
  });
});
