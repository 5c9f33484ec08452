import type { Identity as IdentityAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { identityFailureOutcome } from '../src/account/identityFailure';
import { loginErrorKey, loginErrorMessageKey } from '../src/account/loginErrors';
import { toSessionIdentity } from '../src/account/sessionIdentity';
import { identityUpdated, sessionCleared, sessionStarted } from '../src/session/sessionSlice';
import { createAppStore } from '../src/store';
import { MemoryStorage } from './memoryStorage';

const answer = (overrides: Partial<IdentityAnswer> = {}): IdentityAnswer => ({
  id: 42,
  clubId: 3,
  competitionClassId: 1,
  factorId: 2,
  divisionId: 5,
  clientId: null,
  clientName: null,
  username: 'maxschuetz',
  userEmail: 'max@example.at',
  userFirstName: 'Max',
  userLastName: 'Schütz',
  userFullName: 'Max Schütz',
  userCountry: 'at',
  userState: 'W',
  competitionViewType: true,
  shooterCompetitionViewType: false,
  competitionFilters: null,
  paymentUntil: '2099-01-31',
  userRoles: [{ id: 4, name: 'ROLE_USER' }],
  permissions: ['IS_USER_SHOOTER', 'USER_PROFILE_VIEW'],
  locale: 'de',
  paymentValid: true,
  ...overrides,
});

describe('login errors (docs/identity-api.md)', () => {
  it.each([
    [402, 'Inactive_user'],
    [417, 'Not_verified'],
    [401, 'Unauthorized'],
    [429, 'TOO_MANY_LOGIN_ATTEMPTS'],
    [400, 'Unauthorized'],
    [403, 'Unauthorized'],
  ])('status %i gives %s', (status, key) => {
    expect(loginErrorKey({ status, data: {} })).toBe(key);
  });

  it('does not blame the password when the server is unreachable', () => {
    expect(loginErrorKey({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('SERVICE_UNAVAILABLE');
    expect(loginErrorKey({ status: 503, data: '' })).toBe('SERVICE_UNAVAILABLE');
    expect(loginErrorKey({ status: 500, data: {} })).toBe('SERVICE_UNAVAILABLE');
    expect(loginErrorKey({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' })).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('shows the message with the ERROR. prefix', () => {
    expect(loginErrorMessageKey('Not_verified')).toBe('ERROR.Not_verified');
  });
});

describe('identity answer to session', () => {
  it('keeps the fields and takes paymentValid from the answer', () => {
    const identity = toSessionIdentity(answer());
    expect(identity).toMatchObject({
      id: 42,
      username: 'maxschuetz',
      userFullName: 'Max Schütz',
      competitionViewType: true,
      paymentValid: true,
      userRoles: [{ name: 'ROLE_USER' }],
      permissions: ['IS_USER_SHOOTER', 'USER_PROFILE_VIEW'],
    });
    expect(toSessionIdentity(answer({ paymentValid: false, paymentUntil: '2099-01-31' })).paymentValid).toBe(
      false,
    );
  });

  it('builds the full name when the answer lacks it and falls back to German', () => {
    const identity = toSessionIdentity(answer({ userFullName: '', locale: 'fr' as 'de' }));
    expect(identity.userFullName).toBe('Max Schütz');
    expect(identity.locale).toBe('de');
  });

  it('starts, updates and clears the stored session', () => {
    const storage = new MemoryStorage();
    const store = createAppStore(storage);
    store.dispatch(sessionStarted({ token: 'jwt-1', identity: toSessionIdentity(answer()) }));
    expect(store.getState().session.permissions).toEqual(['IS_USER_SHOOTER', 'USER_PROFILE_VIEW']);
    expect(storage.getItem('token')).toBe('jwt-1');
    expect(JSON.parse(storage.getItem('identity') ?? '{}')).toMatchObject({ paymentValid: true });

    store.dispatch(
      identityUpdated(toSessionIdentity(answer({ paymentValid: false, userEmail: 'neu@example.at' }))),
    );
    expect(store.getState().session.token).toBe('jwt-1');
    expect(store.getState().session.identity).toMatchObject({
      paymentValid: false,
      userEmail: 'neu@example.at',
    });

    store.dispatch(sessionCleared());
    expect(store.getState().session.permissions).toEqual(['IS_GUEST']);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('identity')).toBeNull();
  });
});

describe('a failed identity call after login', () => {
  it('keeps the session on a rate limit or an unreachable identity service, and ends it otherwise', () => {
    expect(identityFailureOutcome({ status: 429, data: { error: 'TOO_MANY_REQUESTS' } })).toBe('keepAndTell');
    expect(identityFailureOutcome({ status: 503, data: {} })).toBe('keepAndTell');
    expect(
      identityFailureOutcome({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'x' }),
    ).toBe('keepAndTell');
    expect(identityFailureOutcome({ status: 403, data: {} })).toBe('clearSession');
    expect(identityFailureOutcome({ status: 500, data: {} })).toBe('clearSession');
    expect(identityFailureOutcome({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe('ignore');
  });

  it('tells the gateway limit apart from too many failed logins', () => {
    expect(loginErrorKey({ status: 429, data: { error: 'TOO_MANY_REQUESTS' } })).toBe('TOO_MANY_REQUESTS');
    expect(loginErrorKey({ status: 429, data: { error: 'TOO_MANY_LOGIN_ATTEMPTS' } })).toBe(
      'TOO_MANY_LOGIN_ATTEMPTS',
    );
  });
});
