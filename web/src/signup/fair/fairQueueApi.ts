import type { FairQueueEntry, FairQueueInfo } from '@portal/contracts';
import { bearer } from '../../api/authResponse';
import { forgetGuestSession, GUEST_SESSION_HEADER, guestSession } from '../guestSession';

/**
 * The queue's calls (docs/fair-opening.md), plain `fetch` like the hold release: an account is
 * known by its session, a guest by the guest session (minted with its proof of work once).
 */
const path = (competitionId: number, tail = '') => `/api/publicResources/fairQueue/${competitionId}${tail}`;

export class FairQueueError extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

async function send<T>(url: string, method: string, headers: Record<string, string>): Promise<T> {
  const answer = await fetch(url, { method, headers, cache: 'no-store' });
  const body = (await answer.json().catch(() => ({}))) as T & { error?: string };
  if (!answer.ok) throw new FairQueueError(body.error ?? 'UNKNOWN_ERROR');
  return body;
}

/** As the caller: the account's Authorization, else the guest session (a lost one is minted again once). */
async function asCaller<T>(url: string, method: string, session: string | null): Promise<T> {
  if (session) return send<T>(url, method, { Authorization: bearer(session) });
  const call = async () => send<T>(url, method, { [GUEST_SESSION_HEADER]: await guestSession() });
  try {
    return await call();
  } catch (error) {
    if ((error as FairQueueError).key !== 'GUEST_SESSION_REQUIRED') throw error;
    forgetGuestSession();
    return call();
  }
}

export const queueInfo = (competitionId: number, session: string | null) =>
  send<FairQueueInfo>(path(competitionId), 'GET', session ? { Authorization: bearer(session) } : {});

export const joinQueue = (competitionId: number, session: string | null) =>
  asCaller<FairQueueEntry>(path(competitionId, '/join'), 'POST', session);

export const myEntry = (competitionId: number, session: string | null) =>
  asCaller<FairQueueEntry>(path(competitionId, '/me'), 'GET', session);
