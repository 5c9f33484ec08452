import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { json, registration, startIdentity, type IdentityHarness } from './support';

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body),
});

/** docs/people-data-and-consent.md: countries and states, consent, e-mail domains, confirmation resend. */
describe('people data and consent', () => {
  let h: IdentityHarness;
  beforeAll(async () => {
    h = await startIdentity();
  });
  afterAll(async () => h.close());

  const register = (username: string, overrides: Record<string, unknown> = {}) =>
    h.api('/api/publicResources/createUser', { method: 'POST', json: registration(username, overrides) });

  it('when someone registers without the newsletter then the account is made with the opt-in off', async () => {
    const created = await register('no.letters', { allowInformations: false });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    const stored = (await h.service.ctx.db.select().from(users)).find((user) => user.id === id);
    expect(stored!.allowInformations).toBe(false);
    // terms and payment stay required
    const noTerms = await register('no.terms', { conditions: false });
    expect(noTerms.status).toBe(400);
    expect(await json(noTerms)).toMatchObject({ error: 'FIELD_IS_REQUIRED', field: 'conditions' });
  });

  it('when a country of the world list is given then it is kept; unknown codes and foreign states are refused', async () => {
    for (const [username, country] of [
      ['from.kosovo', 'xk'],
      ['from.wales', 'gb-wls'],
      ['from.japan', 'jp'],
    ] as const)
      expect((await register(username, { country, state: null })).status, country).toBe(201);
    const unknown = await register('from.nowhere', { country: 'zz', state: null });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toMatchObject({ error: 'FIELD_INVALID', field: 'country' });
    // an Austrian picks an Austrian state: a German one is refused, and so is a state for Japan
    const german = await register('wrong.state', { country: 'at', state: 'BY' });
    expect(await json(german)).toMatchObject({ error: 'STATE_INVALID', field: 'state' });
    const japan = await register('japan.state', { country: 'jp', state: 'W' });
    expect(await json(japan)).toMatchObject({ error: 'STATE_INVALID', field: 'state' });
    expect((await register('from.bavaria', { country: 'de', state: 'BY' })).status).toBe(201);
  });

  it('when the profile or the user form sets a state of another country then STATE_INVALID and nothing is written', async () => {
    const anna = await h.user('anna.at');
    const token = await h.login('anna.at');
    const base = { email: 'anna.at@example.at', selectedLanguage: 'de', firstName: 'Anna', lastName: 'Auer' };
    const wrong = await h.api(`/api/profile/${anna}`, {
      method: 'PUT',
      token,
      json: { ...base, country: 'at', state: 'NW' },
    });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ error: 'STATE_INVALID' });
    const right = await h.api(`/api/profile/${anna}`, {
      method: 'PUT',
      token,
      json: { ...base, country: 'at', state: 'T' },
    });
    expect(right.status).toBe(200);
    const profile = await json(await h.api(`/api/profile/${anna}`, { token }));
    expect(profile).toMatchObject({ country: 'at', state: 'T' });

    await h.user('boss.at', { role: 'ROLE_ADMIN' });
    const admin = await h.login('boss.at');
    const answer = await h.api('/api/users', {
      method: 'POST',
      token: admin,
      json: {
        username: 'made.by.admin',
        email: 'made.by.admin@example.at',
        userRoleIds: [4],
        firstName: 'Max',
        lastName: 'Muster',
        selectedLanguage: 'de',
        password: 'Passw0rdX',
        password2: 'Passw0rdX',
        country: 'de',
        state: 'W',
      },
    });
    expect(answer.status).toBe(400);
    expect(await json(answer)).toMatchObject({ error: 'STATE_INVALID' });
  });

  it('when the e-mail domain is internationalised then it is accepted; broken addresses are not', async () => {
    const created = await register('anna.mueller', { email: 'anna@müller.de' });
    expect(created.status).toBe(201);
    const [event] = (await h.events('identity.user.registered')).filter(
      (e) => e.payload.username === 'anna.mueller',
    );
    expect(event!.payload.email).toBe('anna@müller.de');
    for (const email of ['anna@müller', 'anna müller@x.de', 'anna@@müller.de']) {
      const refused = await register(`bad.${email.length}`, { email });
      expect(await json(refused), email).toMatchObject({ error: 'EMAIL_FORMAT' });
    }
  });

  it('when a login is refused as not verified then the holder can have a new link mailed, once a minute, never for others', async () => {
    expect((await register('late.confirmer')).status).toBe(201);
    const login = { username: 'late.confirmer', password: 'Passw0rdX' };
    expect((await fetch(`${h.base}/api/login`, form(login))).status).toBe(417);
    const mails = async () =>
      (await h.events('identity.user.registered')).filter((e) => e.payload.username === 'late.confirmer');
    const first = (await mails()).at(-1)!.payload.verificationToken as string;

    // the mail from registering is younger than a minute: nothing new yet
    const resend = () => h.api('/api/publicResources/resendConfirmation', { method: 'POST', json: login });
    expect(await json(await resend())).toEqual({ sent: false });
    expect(await mails()).toHaveLength(1);
    await h.service.ctx.db.execute(
      "UPDATE identity.account_tokens SET expires_at = expires_at - interval '2 minutes'",
    );
    const answer = await resend();
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ sent: true });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    const second = sent.at(-1)!.payload.verificationToken as string;
    expect(second).not.toBe(first);
    // the old link stops working, the new one confirms
    const old = await h.api('/api/publicResources/verifyToken', { method: 'POST', json: { token: first } });
    expect(await json(old)).toEqual({ error: 'VERIFY_ERROR' });
    const confirmed = await h.api('/api/publicResources/verifyToken', {
      method: 'POST',
      json: { token: second },
    });
    expect(confirmed.status).toBe(200);
    expect((await fetch(`${h.base}/api/login`, form(login))).status).toBe(200);
    // confirmed now: nothing more is sent
    expect(await json(await resend())).toEqual({ sent: false });

    // a wrong password gets the login's answer and no mail
    const wrong = await h.api('/api/publicResources/resendConfirmation', {
      method: 'POST',
      json: { username: 'late.confirmer', password: 'Wrong1234' },
    });
    expect(wrong.status).toBe(401);
    expect(await mails()).toHaveLength(2);
  });

  it('when too many logins failed then the answer says how long to wait (Retry-After), on the resend too', async () => {
    await h.user('hammered');
    let last: Response | null = null;
    for (let i = 0; i < 12; i++) {
      last = await fetch(`${h.base}/api/login`, form({ username: 'hammered', password: 'Wrong1234' }));
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    const wait = Number(last!.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    const resend = await h.api('/api/publicResources/resendConfirmation', {
      method: 'POST',
      json: { username: 'hammered', password: 'Wrong1234' },
    });
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
