import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isHttpFailure } from './formErrors';

const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

const statusOf = (error: FetchBaseQueryError): number | null => {
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
};

/**
 * What a failed `GET identity` does to the session. The spec removes the token on any failed
 * answer, but a 429 (still failing after the Retry-After repeats) or a gateway that could not
 * reach identity says nothing about the token: logging the user out then would silently turn a
 * fresh login into a guest. Those keep the session and show their message instead.
 */
export const identityFailureOutcome = (
  error: FetchBaseQueryError,
): 'clearSession' | 'keepAndTell' | 'ignore' => {
  const status = statusOf(error);
  if (status !== null && TRANSIENT_STATUSES.has(status)) return 'keepAndTell';
  return isHttpFailure(error) ? 'clearSession' : 'ignore';
};
