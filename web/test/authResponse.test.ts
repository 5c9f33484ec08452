import { describe, expect, it } from 'vitest';
import {
  bearer,
  evaluateResponseAuth,
  tokenFromAuthorizationHeader,
  unauthorizedAction,
} from '../src/api/authResponse';

describe('tokenFromAuthorizationHeader', () => {
  it('strips the Bearer prefix', () => {
    expect(tokenFromAuthorizationHeader('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromAuthorizationHeader('bearer   abc')).toBe('abc');
  });

  it('takes a bare token as it is', () => {
    expect(tokenFromAuthorizationHeader('abc.def.ghi')).toBe('abc.def.ghi');
  });

  it('gives null for a missing or empty header', () => {
    expect(tokenFromAuthorizationHeader(null)).toBeNull();
    expect(tokenFromAuthorizationHeader(undefined)).toBeNull();
    expect(tokenFromAuthorizationHeader('')).toBeNull();
    expect(tokenFromAuthorizationHeader('Bearer ')).toBeNull();
  });

  it('round-trips with bearer()', () => {
    expect(tokenFromAuthorizationHeader(bearer('t0k3n'))).toBe('t0k3n');
  });
});

describe('unauthorizedAction', () => {
  it('reloads a session that had a token and goes to the root otherwise', () => {
    expect(unauthorizedAction(true)).toBe('reload');
    expect(unauthorizedAction(false)).toBe('goToRoot');
  });
});

describe('evaluateResponseAuth', () => {
  it('replaces the stored token with a new one from the header', () => {
    expect(
      evaluateResponseAuth({ status: 200, authorizationHeader: 'Bearer new', currentToken: 'old' }),
    ).toEqual({
      renewedToken: 'new',
      unauthorized: null,
    });
  });

  it('keeps the token when the header repeats it or is absent', () => {
    expect(
      evaluateResponseAuth({ status: 200, authorizationHeader: 'Bearer same', currentToken: 'same' }),
    ).toEqual({
      renewedToken: null,
      unauthorized: null,
    });
    expect(
      evaluateResponseAuth({ status: 200, authorizationHeader: null, currentToken: 'same' }).renewedToken,
    ).toBeNull();
  });

  it('takes a renewed token from an error answer too', () => {
    expect(
      evaluateResponseAuth({ status: 409, authorizationHeader: 'Bearer new', currentToken: 'old' })
        .renewedToken,
    ).toBe('new');
  });

  it('ends the session on 401 and never stores a token from it', () => {
    expect(
      evaluateResponseAuth({ status: 401, authorizationHeader: 'Bearer x', currentToken: 'old' }),
    ).toEqual({
      renewedToken: null,
      unauthorized: 'reload',
    });
    expect(evaluateResponseAuth({ status: 401, authorizationHeader: null, currentToken: null })).toEqual({
      renewedToken: null,
      unauthorized: 'goToRoot',
    });
  });

  it('does nothing when no response arrived', () => {
    expect(
      evaluateResponseAuth({ status: undefined, authorizationHeader: undefined, currentToken: 'old' }),
    ).toEqual({
      renewedToken: null,
      unauthorized: null,
    });
  });
});
