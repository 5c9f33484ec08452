import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startIdentity, type IdentityHarness } from './support';

/**
 * The back-office user search folds German spellings (docs/api-paths-and-keys.md): ß reads as
 * ss, an umlaut as its vowel or as vowel + e, accents and case do not count.
 */
describe('user search with German folding', () => {
  let h: IdentityHarness;
  let token: string;
  beforeAll(async () => {
    h = await startIdentity();
    await h.user('root', { role: 'ROLE_ADMIN' });
    // the harness stores the username as the last name too
    for (const name of ['Größ', 'Müller', 'Mueller', 'Gross', 'Hélène', 'Strauß', 'Öller', 'Graf'])
      await h.user(name);
    token = await h.login('root');
  });
  afterAll(async () => h.close());

  const lastNames = async (search: string) => {
    const answer = await h.api(
      `/api/users?lastName=${encodeURIComponent(search)}&sort=lastName,asc&size=50`,
      {
        token,
      },
    );
    expect(answer.status).toBe(200);
    const body = await json(answer);
    return (body.content as { lastName: string }[]).map((user) => user.lastName).sort();
  };

  it.each([
    ['gross', ['Gross', 'Größ']],
    ['GRÖSS', ['Gross', 'Größ']],
    ['groß', ['Gross', 'Größ']],
    ['groess', ['Größ']],
    ['müller', ['Mueller', 'Müller']],
    ['mueller', ['Mueller', 'Müller']],
    ['muller', ['Müller']],
    ['strauss', ['Strauß']],
    ['helene', ['Hélène']],
    ['oeller', ['Öller']],
    ['oller', ['Öller']],
    ['gr', ['Graf', 'Gross', 'Größ']],
  ])('"%s" finds %j', async (search, expected) => {
    expect(await lastNames(search)).toEqual(expected);
  });

  it('searches username and first name the same way, and takes % and _ literally', async () => {
    const byUsername = await json(await h.api('/api/users?username=GROSS&size=50', { token }));
    expect((byUsername.content as { username: string }[]).map((u) => u.username).sort()).toEqual([
      'Gross',
      'Größ',
    ]);
    expect(await lastNames('%')).toEqual([]);
    expect(await lastNames('_r')).toEqual([]);
  });
});
