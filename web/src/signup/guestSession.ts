import type { GuestChallenge, GuestSession } from '@portal/contracts';
// the zod-free module: the root's schemas would all land in the shell (docs/web-app.md, first load)
import { GUEST_SESSION_HEADER, solveGuestChallenge } from '@portal/contracts/guest-proof';

/**
 * The guest session a sign-up without an account needs (docs/guest-holds.md): a challenge from
 * registration, its proof of work solved in a Web Worker (the page stays responsive), then the
 * session, kept in localStorage until it expires. The sign-up dialog starts this when a guest
 * opens it, so the proof is usually done before the squad is chosen.
 */
const STORAGE_KEY = 'guestSession';
/** a session this close to its end is replaced rather than used */
const MARGIN_MS = 10 * 60_000;

let pending: Promise<string> | null = null;

const stored = (): GuestSession | null => {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as GuestSession | null;
    return value && new Date(value.expiresAt).getTime() - MARGIN_MS > Date.now() ? value : null;
  } catch {
    return null;
  }
};

const post = async <T>(path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`/api/publicResources/${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw Object.assign(new Error(answer.error ?? 'INTERNAL_ERROR'), { key: answer.error });
  return answer;
};

/** The proof in a Web Worker; where workers are missing, in slices on the page. */
const solve = (challenge: GuestChallenge): Promise<string> => {
  if (typeof Worker === 'undefined') return solveGuestChallenge(challenge.challenge, challenge.bits);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./guestProof.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<string>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (error) => {
      worker.terminate();
      reject(error);
    };
    worker.postMessage({ challenge: challenge.challenge, bits: challenge.bits });
  });
};

const mint = async (): Promise<string> => {
  const challenge = await post<GuestChallenge>('guestSession/challenge');
  performance.mark('guest-proof-start');
  const nonce = await solve(challenge);
  // how long the proof took on this device (User Timing; the browser test reads it)
  performance.measure('guest-proof', 'guest-proof-start');
  const session = await post<GuestSession>('guestSession', { challenge: challenge.challenge, nonce });
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session.guestSession;
};

/** The stored session, else one minted now (concurrent callers share one minting). */
export const guestSession = (): Promise<string> => {
  const known = stored();
  if (known) return Promise.resolve(known.guestSession);
  pending ??= mint().finally(() => {
    pending = null;
  });
  return pending;
};

/** Forgets a session the server no longer knows (GUEST_SESSION_REQUIRED). */
export const forgetGuestSession = () => localStorage.removeItem(STORAGE_KEY);

/** Starts minting early (the dialog opened); a failure is retried when the session is needed. */
export const prefetchGuestSession = () => {
  guestSession().catch(() => undefined);
};

export { GUEST_SESSION_HEADER };
