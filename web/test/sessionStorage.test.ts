import { describe, expect, it } from 'vitest';
import sessionSlice, { sessionCleared, sessionStarted, tokenRenewed } from '../src/session/sessionSlice';
import {
  clearStoredSession,
  IDENTITY_KEY,
  loadSession,
  saveSession,
  TOKEN_KEY,
} from '../src/session/storage';
import { createAppStore } from '../src/store';
import { shooterIdentity } from './fixtures';
import { MemoryStorage } from './memoryStorage';

describe('loadSession', () => {
  it('is a guest with only IS_GUEST when nothing is stored', () => {
    expect(loadSession(new MemoryStorage())).toEqual({
      token: null,
      identity: null,
      permissions: ['IS_GUEST'],
    });
  });

  it('restores token, identity and the identity permissions', () => {
    const identity = shooterIdentity();
    const storage = new MemoryStorage({ [TOKEN_KEY]: 'jwt', [IDENTITY_KEY]: JSON.stringify(identity) });
    expect(loadSession(storage)).toEqual({ token: 'jwt', identity, permissions: identity.permissions });
  });

  it('treats a broken identity as guest', () => {
    const storage = new MemoryStorage({ [TOKEN_KEY]: 'jwt', [IDENTITY_KEY]: '{not json' });
    expect(loadSession(storage)).toMatchObject({ identity: null, permissions: ['IS_GUEST'] });
    storage.setItem(IDENTITY_KEY, JSON.stringify({ username: 'x' }));
    expect(loadSession(storage).identity).toBeNull();
  });
});

describe('saveSession and clearStoredSession', () => {
  it('writes token and identity under the spec keys', () => {
    const storage = new MemoryStorage();
    const identity = shooterIdentity();
    saveSession(storage, { token: 'jwt', identity });
    expect(storage.getItem(TOKEN_KEY)).toBe('jwt');
    expect(JSON.parse(storage.getItem(IDENTITY_KEY) ?? '')).toEqual(identity);
  });

  it('logout leaves only IS_GUEST and keeps the language choice', () => {
    const storage = new MemoryStorage({
      [TOKEN_KEY]: 'jwt',
      [IDENTITY_KEY]: JSON.stringify(shooterIdentity()),
      cartId: '17',
      cartAmount: '2',
      cartList: '[]',
      locale: 'en',
    });
    expect(clearStoredSession(storage)).toEqual({ token: null, identity: null, permissions: ['IS_GUEST'] });
    expect(storage.keys()).toEqual(['locale']);
    expect(loadSession(storage).permissions).toEqual(['IS_GUEST']);
  });
});

describe('session slice', () => {
  const reduce = sessionSlice.reducer;

  it('takes the permissions of a started session', () => {
    const state = reduce(undefined, sessionStarted({ token: 'jwt', identity: shooterIdentity() }));
    expect(state.permissions).toEqual(['IS_USER_SHOOTER', 'USER_PROFILE_VIEW', 'USER_PROFILE_EDIT']);
  });

  it('replaces only the token when it is renewed', () => {
    const started = reduce(undefined, sessionStarted({ token: 'old', identity: shooterIdentity() }));
    const renewed = reduce(started, tokenRenewed('new'));
    expect(renewed.token).toBe('new');
    expect(renewed.identity).toBe(started.identity);
  });

  it('is back to IS_GUEST only after clearing', () => {
    const started = reduce(undefined, sessionStarted({ token: 'jwt', identity: shooterIdentity() }));
    expect(reduce(started, sessionCleared())).toEqual({
      token: null,
      identity: null,
      permissions: ['IS_GUEST'],
    });
  });
});

describe('store persistence', () => {
  it('starts from storage and keeps storage in step with the session', () => {
    const identity = shooterIdentity({ paymentValid: true });
    const storage = new MemoryStorage({ cartAmount: '3', locale: 'de' });
    const store = createAppStore(storage);
    expect(store.getState().session.permissions).toEqual(['IS_GUEST']);
    expect(store.getState().cart.amount).toBe(3);

    store.dispatch(sessionStarted({ token: 'jwt', identity }));
    expect(storage.getItem(TOKEN_KEY)).toBe('jwt');
    expect(JSON.parse(storage.getItem(IDENTITY_KEY) ?? '')).toEqual(identity);

    store.dispatch(tokenRenewed('jwt2'));
    expect(storage.getItem(TOKEN_KEY)).toBe('jwt2');

    store.dispatch(sessionCleared());
    expect(store.getState().session.permissions).toEqual(['IS_GUEST']);
    expect(store.getState().cart.amount).toBe(0);
    expect(storage.keys()).toEqual(['locale']);
  });
});
