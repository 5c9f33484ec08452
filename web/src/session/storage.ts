import type { Permission } from '@portal/contracts';
import type { Identity, SessionState } from './types';

/** Browser-storage keys of the session (docs/web-app.md). */
export const TOKEN_KEY = 'token';
export const IDENTITY_KEY = 'identity';
/** The cart belongs to the logged-in user, so logout removes it too. */
export const CART_KEYS = ['cartId', 'cartAmount', 'cartList', 'cartToken'] as const;

export const GUEST_PERMISSIONS: readonly Permission[] = ['IS_GUEST'];

export const guestSession = (): SessionState => ({
  token: null,
  identity: null,
  permissions: [...GUEST_PERMISSIONS],
});

/** The part of the Web Storage API the session needs; tests pass an in-memory stand-in. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const parseIdentity = (raw: string | null): Identity | null => {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const looksValid =
      typeof value === 'object' &&
      value !== null &&
      Array.isArray((value as Identity).permissions) &&
      typeof (value as Identity).username === 'string';
    return looksValid ? (value as Identity) : null;
  } catch {
    return null;
  }
};

export const sessionFromIdentity = (token: string | null, identity: Identity | null): SessionState =>
  token && identity
    ? {
        token,
        identity,
        permissions: identity.permissions.length ? [...identity.permissions] : [...GUEST_PERMISSIONS],
      }
    : { ...guestSession(), token };

/** Reads token and identity; a broken or missing identity means guest permissions. */
export const loadSession = (storage: KeyValueStorage): SessionState =>
  sessionFromIdentity(storage.getItem(TOKEN_KEY), parseIdentity(storage.getItem(IDENTITY_KEY)));

export const saveSession = (
  storage: KeyValueStorage,
  session: Pick<SessionState, 'token' | 'identity'>,
): void => {
  if (session.token) storage.setItem(TOKEN_KEY, session.token);
  else storage.removeItem(TOKEN_KEY);
  if (session.identity) storage.setItem(IDENTITY_KEY, JSON.stringify(session.identity));
  else storage.removeItem(IDENTITY_KEY);
};

/** Logout and invalid sessions: everything of the user goes, only IS_GUEST stays. */
export const clearStoredSession = (storage: KeyValueStorage): SessionState => {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(IDENTITY_KEY);
  for (const key of CART_KEYS) storage.removeItem(key);
  return guestSession();
};
