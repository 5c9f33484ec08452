import { bearer } from '../api/authResponse';

/**
 * Giving a held place back when the dialog is left (docs/sign-up-opening.md): a plain `fetch`
 * with `keepalive`, so it is still sent while the page unloads (reload, tab closed) - unlike
 * `sendBeacon` it carries the session's Authorization header, which the gateway and registration
 * check as for every call; a guest's hold needs only its item token. The live hold's token is
 * also noted in sessionStorage: a release lost with the page is sent again on the next load, and
 * the hold's expiry stays the last safety net.
 */
const KEY = 'signUp.heldToken';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export const noteHeld = (token: string | null): void => {
  const store = storage();
  if (token) store?.setItem(KEY, token);
  else store?.removeItem(KEY);
};

/**
 * Sends the release; the note is dropped once an answer says the hold is gone (released, or
 * already ended: 404). Not sent (offline, page gone): the note stays for the next load.
 */
export const releaseHold = (token: string, session: string | null): Promise<void> =>
  fetch('/api/publicResources/releaseOrder', {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(session ? { Authorization: bearer(session) } : {}) },
    body: JSON.stringify({ token }),
  }).then(
    (answer) => {
      if ((answer.ok || answer.status === 404) && storage()?.getItem(KEY) === token) noteHeld(null);
    },
    () => undefined, // not sent: sent again on the next load, and the expiry gives the place back
  );

/** On load: a hold this tab noted and did not see released goes back now. */
export const releaseLeftHold = (session: string | null): void => {
  const token = storage()?.getItem(KEY);
  if (token) void releaseHold(token, session);
};
