import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { json, startIdentity, type IdentityHarness } from './support';

const nextYear = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);

describe('profile, deputies and view preferences', () => {
  let h: IdentityHarness;
  let anna: number;
  let bernd: number;
  beforeAll(async () => {
    h = await startIdentity();
    anna = await h.user('anna');
    bernd = await h.user('bernd', { paymentUntil: nextYear });
    await h.user('boss', { role: 'ROLE_PORTAL_ADMIN' });
  });
  afterAll(async () => h.close());

  it('when a user reads or changes another user profile then PERMISSION_DENIED; an admin may', async () => {
    const token = await h.login('anna');
    expect((await h.api(`/api/profile/${anna}`, { token })).status).toBe(200);
    const read = await h.api(`/api/profile/${bernd}`, { token });
    expect(read.status).toBe(403);
    expect(await json(read)).toEqual({ error: 'PERMISSION_DENIED' });
    const write = await h.api(`/api/profile/${bernd}`, {
      method: 'PUT',
      token,
      json: { email: 'x@example.at', selectedLanguage: 'de', firstName: 'Xx', lastName: 'Yy' },
    });
    expect(write.status).toBe(403);
    expect((await h.api(`/api/profile/${bernd}`, { token: await h.login('boss') })).status).toBe(200);
    expect((await h.api(`/api/profile/${anna}`)).status).toBe(401);
  });

  it('when a new account reads its profile then the mails about its own registrations are on, the broadcasts off, and its event says the same', async () => {
    const carla = await h.user('carla');
    const token = await h.login('carla');
    const profile = await json(await h.api(`/api/profile/${carla}`, { token }));
    const on = Object.keys(profile.notificationSelection).filter((f) => profile.notificationSelection[f]);
    expect(on.sort()).toEqual(
      [
        'registrationChangeRegistrationSuccess',
        'registrationChangePaymentReceived',
        'registrationChangeRegistrationCancelledByAdministrator',
        'registrationChangeRegistrationCancelledByShooter',
        'registrationChangeRegistrationCancelledNoPayment',
        'competitionStartReminder',
        'competitionPaymentReminder',
        'gettingStartingPlace',
      ].sort(),
    );
    expect(Object.keys(profile.notificationSelection)).toHaveLength(16);
    // saved without touching the switches: notification's replica gets the switches the profile shows
    const saved = await h.api(`/api/profile/${carla}`, {
      method: 'PUT',
      token,
      json: { email: 'carla@example.at', selectedLanguage: 'de', firstName: 'Carla', lastName: 'Neu' },
    });
    expect(saved.status).toBe(200);
    expect((await json(saved)).notificationSelection).toEqual(profile.notificationSelection);
    const upserted = (await h.events('identity.user.upserted')).filter((e) => e.payload.userId === carla);
    expect(upserted.at(-1)!.payload.notificationSelection).toEqual(profile.notificationSelection);
    // a switch turned off stays off
    const off = { ...profile.notificationSelection, registrationChangePaymentReceived: false };
    const quiet = await h.api(`/api/profile/${carla}`, {
      method: 'PUT',
      token,
      json: {
        email: 'carla@example.at',
        selectedLanguage: 'de',
        firstName: 'Carla',
        lastName: 'Neu',
        notificationSelection: off,
      },
    });
    expect((await json(quiet)).notificationSelection).toEqual(off);
  });

  it('when the own profile is saved then the changes, notification flags and a new password apply', async () => {
    const token = await h.login('anna');
    const profile = await json(await h.api(`/api/profile/${anna}`, { token }));
    const flags = { ...profile.notificationSelection, squadPlaceFree: true, competitionStartReminder: true };
    const update = {
      email: 'anna.neu@example.at',
      selectedLanguage: 'en',
      firstName: 'Anna',
      lastName: 'Neumann',
      salutation: 'mrs',
      address: 'Ring 3',
      zip: '80331',
      city: 'München',
      country: 'de',
      state: 'BY',
      competitionClass: { id: 2 },
      division: { id: 3 },
      factor: { id: 2 },
      notificationSelection: flags,
      division_ids: [3, 4],
      alias: 'Anni',
      ipscNumber: 'AUT-4711',
      ipscRegion: 'AUT',
      ipscAlias: 'Annie N',
      password: 'Changed12',
      passwordValid: 'Changed12',
    };
    const saved = await h.api(`/api/profile/${anna}`, { method: 'PUT', token, json: update });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({
      email: 'anna.neu@example.at',
      selectedLanguage: 'en',
      lastName: 'Neumann',
      state: 'BY',
      division: { id: 3 },
      notificationSelection: {
        squadPlaceFree: true,
        competitionStartReminder: true,
        newShooterRegistrations: false,
      },
      division_ids: [3, 4],
    });
    const fresh = await h.login('anna', 'Changed12');
    const identity = await json(await h.api('/api/identity', { token: fresh }));
    expect(identity).toMatchObject({ locale: 'en', userEmail: 'anna.neu@example.at', userState: 'BY' });
    const upserted = await h.events('identity.user.upserted');
    expect(upserted.at(-1)!.payload).toMatchObject({
      userId: anna,
      email: 'anna.neu@example.at',
      locale: 'en',
      // exports (PractiScore, all users) read these from their replica
      alias: 'Anni',
      ipscNumber: 'AUT-4711',
      ipscRegion: 'AUT',
      ipscAlias: 'Annie N',
    });
  });

  it('when the profile update is bad then 400 with the key and nothing changes', async () => {
    const token = await h.login('bernd');
    const bad = [
      [{ state: 'W', country: 'de' }, 'state', 'STATE_INVALID'],
      [{ email: 'bad' }, 'email', 'EMAIL_FORMAT'],
      [{ password: 'abc', passwordValid: 'abc' }, 'password', 'PASSWORD_INVALID'],
      [{ password: 'Valid123', passwordValid: 'Other123' }, 'passwordValid', 'PW_MUST_MATCH'],
      [{ firstName: 'x'.repeat(300) }, 'firstName', 'FIELD_MAXLENGTH_255'],
      [{ username: 'renamed' }, 'username', 'UNKNOWN_FIELD'],
    ] as const;
    for (const [overrides, field, key] of bad) {
      const response = await h.api(`/api/profile/${bernd}`, {
        method: 'PUT',
        token,
        json: {
          email: 'bernd@example.at',
          selectedLanguage: 'de',
          firstName: 'Bernd',
          lastName: 'Test',
          ...overrides,
        },
      });
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ field, key })]),
      );
    }
    expect((await json(await h.api(`/api/profile/${bernd}`, { token }))).firstName).toBe('Test');
  });

  it('when a deputy is added then they see whom they act for; unknown, self and duplicates are refused', async () => {
    const token = await h.login('bernd');
    const added = await h.api(`/api/profile/${bernd}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'anna' },
    });
    expect(added.status).toBe(201);
    const deputy = await json(added);
    expect(deputy).toMatchObject({ name: 'anna', deputyUserId: anna });
    const again = await h.api(`/api/profile/${bernd}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'ANNA' },
    });
    expect([again.status, (await json(again)).error]).toEqual([409, 'DEPUTY_ALREADY_EXISTS']);
    const self = await h.api(`/api/profile/${bernd}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'bernd' },
    });
    expect((await json(self)).error).toBe('DEPUTY_SELF');
    const unknown = await h.api(`/api/profile/${bernd}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'ghost' },
    });
    expect([unknown.status, (await json(unknown)).error]).toEqual([404, 'NO_USER']);
    const empty = await h.api(`/api/profile/${bernd}/deputy`, { method: 'POST', token, json: { name: '' } });
    expect((await json(empty)).error).toBe('FIELD_IS_REQUIRED');
    const long = await h.api(`/api/profile/${bernd}/deputy`, {
      method: 'POST',
      token,
      json: { name: 'a'.repeat(256) },
    });
    expect((await json(long)).error).toBe('FIELD_MAXLENGTH_255');

    const annaToken = await h.login('anna', 'Changed12');
    const deputises = await json(await h.api('/api/profile/0/deputises', { token: annaToken }));
    expect(deputises).toEqual([expect.objectContaining({ id: bernd, username: 'bernd' })]);
    // anna cannot add deputies to bernd's profile
    expect(
      (
        await h.api(`/api/profile/${bernd}/deputy`, {
          method: 'POST',
          token: annaToken,
          json: { name: 'boss' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.api(`/api/profile/${bernd}/deputy/${deputy.id}`, { method: 'DELETE', token })).status,
    ).toBe(204);
    expect(await json(await h.api('/api/profile/0/deputises', { token: annaToken }))).toEqual([]);
  });

  it('when a shooter without valid payment logs in then the identity carries no stored division, class and factor (premium prefill); a paying one gets them', async () => {
    const kept = await h.user('prefill.free');
    const paying = await h.user('prefill.paid', { paymentUntil: nextYear });
    await h.service.ctx.db
      .update(users)
      .set({ divisionId: 2, competitionClassId: 1, factorId: 1 })
      .where(inArray(users.id, [kept, paying]));
    const free = await json(await h.api('/api/identity', { token: await h.login('prefill.free') }));
    expect(free).toMatchObject({
      paymentValid: false,
      divisionId: null,
      competitionClassId: null,
      factorId: null,
    });
    // the profile still shows what is stored
    const own = await json(await h.api(`/api/profile/${kept}`, { token: await h.login('prefill.free') }));
    expect(own.division).toEqual({ id: 2 });
    const paid = await json(await h.api('/api/identity', { token: await h.login('prefill.paid') }));
    expect(paid).toMatchObject({ paymentValid: true, divisionId: 2, competitionClassId: 1, factorId: 1 });
  });

  it('when a shooter without valid payment changes a reminder switch then PREMIUM_FEATURE and nothing is written; unchanged it saves, and a paying one may', async () => {
    const free = await h.user('remind.free');
    const paying = await h.user('remind.paid', { paymentUntil: nextYear });
    const body = async (id: number, token: string, flags: Record<string, boolean>) => {
      const profile = await json(await h.api(`/api/profile/${id}`, { token }));
      return {
        email: profile.email,
        selectedLanguage: profile.selectedLanguage,
        firstName: profile.firstName,
        lastName: profile.lastName,
        notificationSelection: { ...profile.notificationSelection, ...flags },
      };
    };
    const freeToken = await h.login('remind.free');
    const changes: Record<string, boolean>[] = [
      { signupPhaseEndsReminder: true },
      { competitionStartReminder: false },
    ];
    for (const flags of changes) {
      const refused = await h.api(`/api/profile/${free}`, {
        method: 'PUT',
        token: freeToken,
        json: await body(free, freeToken, { ...flags, squadPlaceFree: true }),
      });
      expect([refused.status, (await json(refused)).error]).toEqual([403, 'PREMIUM_FEATURE']);
    }
    const stored = await json(await h.api(`/api/profile/${free}`, { token: freeToken }));
    expect(stored.notificationSelection).toMatchObject({
      squadPlaceFree: false,
      signupPhaseEndsReminder: false,
    });
    const other = await h.api(`/api/profile/${free}`, {
      method: 'PUT',
      token: freeToken,
      json: await body(free, freeToken, { squadPlaceFree: true }),
    });
    expect(other.status).toBe(200);

    const paidToken = await h.login('remind.paid');
    const allowed = await h.api(`/api/profile/${paying}`, {
      method: 'PUT',
      token: paidToken,
      json: await body(paying, paidToken, { signupPhaseEndsReminder: true, competitionStartReminder: false }),
    });
    expect(allowed.status).toBe(200);
    expect((await json(allowed)).notificationSelection).toMatchObject({
      signupPhaseEndsReminder: true,
      competitionStartReminder: false,
    });
  });

  it('when a shooter without valid payment changes the view type then PREMIUM_FEATURE; a paying one may', async () => {
    const unpaid = await h.login('anna', 'Changed12');
    const refused = await h.api('/api/profile/competitionView', { method: 'PUT', token: unpaid, json: true });
    expect([refused.status, (await json(refused)).error]).toEqual([403, 'PREMIUM_FEATURE']);
    const paid = await h.login('bernd');
    expect(
      (await h.api('/api/profile/competitionView', { method: 'PUT', token: paid, json: true })).status,
    ).toBe(204);
    expect(
      (await h.api('/api/profile/shooterCompetitionView', { method: 'PUT', token: paid, json: true })).status,
    ).toBe(204);
    const identity = await json(await h.api('/api/identity', { token: paid }));
    expect(identity).toMatchObject({
      competitionViewType: true,
      shooterCompetitionViewType: true,
      paymentValid: true,
    });
    expect(
      (await h.api('/api/profile/competitionView', { method: 'PUT', token: paid, json: 'yes' })).status,
    ).toBe(400);
    expect((await h.api('/api/profile/competitionView', { method: 'PUT', json: true })).status).toBe(401);
  });
});
