import { IDENTITY_EVENTS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, newUser, startIdentity, type IdentityHarness } from './support';

/** The user's deputy mail switch: stored on the user, answered in the profile, published to notification. */
describe('deputy mail switch', () => {
  let h: IdentityHarness;
  let fritz: number;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    h = await startIdentity();
    fritz = await h.user('fritz', { clubId: 1 });
    await h.user('root', { role: 'ROLE_ADMIN' });
    await h.user('club.b', { role: 'ROLE_CLUB_ADMIN', clubId: 2 });
    for (const name of ['fritz', 'root', 'club.b']) t[name] = await h.login(name);
  });
  afterAll(async () => h.close());

  const latestOf = async (userId: number) => {
    const events = (await h.events(IDENTITY_EVENTS.userUpserted)) as unknown as {
      version: number;
      payload: { userId: number; deputyMail?: boolean };
    }[];
    return events.filter((e) => e.payload.userId === userId).at(-1);
  };
  const profileOf = async (id: number) => json(await h.api(`/api/profile/${id}`, { token: t.root }));
  const ownUpdate = (extra: Record<string, unknown>) => ({
    email: 'fritz@example.at',
    selectedLanguage: 'de',
    firstName: 'Fritz',
    lastName: 'Huber',
    ...extra,
  });
  const adminForm = (username: string, extra: Record<string, unknown> = {}) =>
    newUser(username, 4, { club: { id: 1 }, ...extra });

  it('when a user has never touched it then the profile answers deputyMail true', async () => {
    const profile = await json(await h.api(`/api/profile/${fritz}`, { token: t.fritz }));
    expect(profile.deputyMail).toBe(true);
  });

  it('when the user switches it off and on then the profile and the published user event follow', async () => {
    const before = await latestOf(fritz);
    const off = await h.api(`/api/profile/${fritz}`, {
      method: 'PUT',
      token: t.fritz,
      json: ownUpdate({ deputyMail: false }),
    });
    expect(off.status).toBe(200);
    expect((await json(off)).deputyMail).toBe(false);
    expect((await profileOf(fritz)).deputyMail).toBe(false);
    const afterOff = await latestOf(fritz);
    expect(afterOff!.payload.deputyMail).toBe(false);
    expect(afterOff!.version).toBeGreaterThan(before?.version ?? 0);

    // a save without the field keeps what is stored
    const untouched = await h.api(`/api/profile/${fritz}`, {
      method: 'PUT',
      token: t.fritz,
      json: ownUpdate({ city: 'Linz' }),
    });
    expect((await json(untouched)).deputyMail).toBe(false);

    const on = await h.api(`/api/profile/${fritz}`, {
      method: 'PUT',
      token: t.fritz,
      json: ownUpdate({ deputyMail: true }),
    });
    expect((await json(on)).deputyMail).toBe(true);
    expect((await latestOf(fritz))!.payload.deputyMail).toBe(true);
  });

  it('when the profile update carries a non-boolean then 400 naming it (FIELD_INVALID, null FIELD_IS_NULL) and nothing changes', async () => {
    const before = await latestOf(fritz);
    // null gets the kit's usual FIELD_IS_NULL, any other non-boolean FIELD_INVALID
    for (const [wrong, key] of [
      ['false', 'FIELD_INVALID'],
      [0, 'FIELD_INVALID'],
      [{ value: false }, 'FIELD_INVALID'],
      [null, 'FIELD_IS_NULL'],
    ] as const) {
      const refused = await h.api(`/api/profile/${fritz}`, {
        method: 'PUT',
        token: t.fritz,
        json: ownUpdate({ deputyMail: wrong, lastName: 'Geändert' }),
      });
      expect(refused.status).toBe(400);
      expect(await json(refused)).toMatchObject({ error: key, field: 'deputyMail' });
    }
    const profile = await profileOf(fritz);
    expect(profile).toMatchObject({ deputyMail: true, lastName: 'Huber' });
    expect((await latestOf(fritz))!.version).toBe(before!.version);
  });

  it('when an admin creates and edits a user with it then it is stored and published; absent means true', async () => {
    const created = await json(
      await h.api('/api/users', {
        method: 'POST',
        token: t.root,
        json: adminForm('gerda', { deputyMail: false }),
      }),
    );
    expect(created.deputyMail).toBe(false);
    expect((await latestOf(created.id))!.payload.deputyMail).toBe(false);

    const edited = await h.api(`/api/users/${created.id}`, {
      method: 'PUT',
      token: t.root,
      json: { ...adminForm('gerda', { deputyMail: true }), password: '', password2: '' },
    });
    expect(edited.status).toBe(200);
    expect((await json(edited)).deputyMail).toBe(true);
    expect((await json(await h.api(`/api/users/${created.id}`, { token: t.root }))).deputyMail).toBe(true);
    expect((await latestOf(created.id))!.payload.deputyMail).toBe(true);

    const plain = await json(
      await h.api('/api/users', { method: 'POST', token: t.root, json: adminForm('hanna') }),
    );
    expect(plain.deputyMail).toBe(true);
  });

  it('when an admin sends a non-boolean or a club admin edits a user outside the club then refused and nothing changes', async () => {
    const before = await latestOf(fritz);
    const wrong = await h.api(`/api/users/${fritz}`, {
      method: 'PUT',
      token: t.root,
      json: {
        ...adminForm('fritz', { deputyMail: 'no', lastName: 'Geändert' }),
        password: '',
        password2: '',
      },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: 'FIELD_INVALID', field: 'deputyMail' });
    const create = await h.api('/api/users', {
      method: 'POST',
      token: t.root,
      json: adminForm('ida', { deputyMail: 1 }),
    });
    expect(create.status).toBe(400);
    expect(await json(create)).toMatchObject({ error: 'FIELD_INVALID', field: 'deputyMail' });
    expect((await h.api('/api/users?username=ida', { token: t.root }).then(json)).totalElements).toBe(0);

    // the club admin of club 2 manages none of club 1's users
    const foreign = await h.api(`/api/users/${fritz}`, {
      method: 'PUT',
      token: t['club.b'],
      json: { ...adminForm('fritz', { deputyMail: false, club: { id: 2 } }), password: '', password2: '' },
    });
    expect(foreign.status).toBe(404);
    expect(await profileOf(fritz)).toMatchObject({ deputyMail: true, lastName: 'Huber' });
    expect((await latestOf(fritz))!.version).toBe(before!.version);
  });
});
