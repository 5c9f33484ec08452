import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, registration, startIdentity, type IdentityHarness } from './support';

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const profileBody = (username: string, club: { id: number } | null) => ({
  email: `${username}@example.at`,
  selectedLanguage: 'de',
  firstName: 'Test',
  lastName: username,
  club,
});

describe('club membership: pending until the club confirms', () => {
  let h: IdentityHarness;
  const ids: Record<string, number> = {};
  const t: Record<string, string> = {};
  beforeAll(async () => {
    h = await startIdentity();
    ids.root = await h.user('root', { role: 'ROLE_ADMIN' });
    ids.club7 = await h.user('club.seven', { role: 'ROLE_CLUB_ADMIN', clubId: 7 });
    ids.club8 = await h.user('club.eight', { role: 'ROLE_CLUB_ADMIN', clubId: 8 });
    ids.joiner = await h.user('joiner');
    ids.rejected = await h.user('rejected');
    for (const name of ['root', 'club.seven', 'club.eight', 'joiner', 'rejected'])
      t[name] = await h.login(name);
  });
  afterAll(async () => h.close());

  const choose = async (name: string, club: { id: number } | null) => {
    const response = await h.api(`/api/profile/${ids[name]}`, {
      method: 'PUT',
      token: t[name],
      json: profileBody(name, club),
    });
    expect(response.status).toBe(200);
    return json(response);
  };

  it('when a shooter picks a club in the profile then the membership is PENDING and the token carries no club', async () => {
    const profile = await choose('joiner', { id: 7 });
    expect(profile).toMatchObject({ club: { id: 7 }, clubMembership: 'PENDING' });
    const token = await h.login('joiner');
    expect(claims(token).clubId).toBeNull();
    expect((await json(await h.api('/api/identity', { token }))).clubId).toBeNull();
    const upserted = (await h.events('identity.user.upserted')).at(-1)!.payload;
    expect(upserted).toMatchObject({ userId: ids.joiner, clubId: 7, clubMembership: 'PENDING' });
  });

  it('when the club admin lists pending members then the shooter is there; another club admin neither sees nor confirms', async () => {
    const pending = await json(await h.api('/api/users?clubMembership=PENDING', { token: t['club.seven'] }));
    expect(pending.content.map((u: { username: string }) => u.username)).toEqual(['joiner']);
    expect(pending.content[0].clubMembership).toBe('PENDING');
    const foreign = await h.api('/api/users/updateClubMembership', {
      method: 'PUT',
      token: t['club.eight'],
      json: { id: ids.joiner, confirmed: true },
    });
    expect(foreign.status).toBe(404);
    const bad = await h.api('/api/users?clubMembership=MAYBE', { token: t['club.seven'] });
    expect(bad.status).toBe(400);
  });

  it('when the club admin confirms then the next token carries the club and the event says CONFIRMED', async () => {
    const response = await h.api('/api/users/updateClubMembership', {
      method: 'PUT',
      token: t['club.seven'],
      json: { id: ids.joiner, confirmed: true },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ club: { id: 7 }, clubMembership: 'CONFIRMED' });
    expect(claims(await h.login('joiner')).clubId).toBe(7);
    const upserted = (await h.events('identity.user.upserted')).at(-1)!.payload;
    expect(upserted).toMatchObject({ userId: ids.joiner, clubId: 7, clubMembership: 'CONFIRMED' });
  });

  it('when a confirmed member changes to another club then it is pending again and the token loses the club', async () => {
    expect((await choose('joiner', { id: 8 })).clubMembership).toBe('PENDING');
    expect(claims(await h.login('joiner')).clubId).toBeNull();
    expect((await choose('joiner', null)).clubMembership).toBeNull();
  });

  it('when the club admin rejects then the club is removed', async () => {
    await choose('rejected', { id: 7 });
    const response = await h.api('/api/users/updateClubMembership', {
      method: 'PUT',
      token: t['club.seven'],
      json: { id: ids.rejected, confirmed: false },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ club: null, clubMembership: null });
    const again = await h.api('/api/users/updateClubMembership', {
      method: 'PUT',
      token: t.root,
      json: { id: ids.rejected, confirmed: true },
    });
    expect([again.status, (await json(again)).error]).toEqual([400, 'CLUB_MISSING']);
  });

  it('when an admin makes a pending member a club admin then the membership is confirmed', async () => {
    const id = await h.user('promoted', { clubId: 8, clubMembership: 'PENDING' });
    const response = await h.api(`/api/users/${id}`, {
      method: 'PUT',
      token: t.root,
      json: {
        username: 'promoted',
        email: 'promoted@example.at',
        userRoleIds: [5],
        club: { id: 8 },
        firstName: 'Neu',
        lastName: 'Obmann',
        selectedLanguage: 'de',
      },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ club: { id: 8 }, clubMembership: 'CONFIRMED' });
    expect(claims(await h.login('promoted')).clubId).toBe(8);
  });

  it('when a guest registers with a club then the membership is pending', async () => {
    const created = await h.api('/api/publicResources/createUser', {
      method: 'POST',
      json: registration('new.member', { club: { id: 7 } }),
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const user = await json(await h.api(`/api/users/${id}`, { token: t.root }));
    expect(user).toMatchObject({ club: { id: 7 }, clubMembership: 'PENDING' });
  });

  it('when an admin or club admin gives the club in user administration then it is confirmed', async () => {
    const made = await h.api('/api/users', {
      method: 'POST',
      token: t['club.seven'],
      json: {
        username: 'made.member',
        email: 'made.member@example.at',
        userRoleIds: [4],
        firstName: 'Neu',
        lastName: 'Mitglied',
        selectedLanguage: 'de',
        password: 'Create123',
        password2: 'Create123',
      },
    });
    expect(made.status).toBe(201);
    expect(await json(made)).toMatchObject({ club: { id: 7 }, clubMembership: 'CONFIRMED' });
    expect(claims(await h.login('made.member', 'Create123')).clubId).toBe(7);
  });
});
