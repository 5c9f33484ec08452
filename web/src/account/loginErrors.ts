import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { messageFromBody } from '../api/errorMessage';

/** Login failures the dialog shows as `ERROR.<key>` (docs/identity-api.md). */
export type LoginErrorKey =
  | 'Inactive_user'
  | 'Not_verified'
  | 'Unauthorized'
  | 'TOO_MANY_LOGIN_ATTEMPTS'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

const statusOf = (error: FetchBaseQueryError | SerializedError): number | null => {
  if (!('status' in error)) return null;
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : null;
};

const bodyError = (error: FetchBaseQueryError | SerializedError): string | null =>
  'data' in error ? messageFromBody(error.data) : null;

/**
 * 402 blocked user, 417 e-mail not confirmed, 429 too many attempts, any other 4xx wrong name
 * or password. When the server failed or was not reached (5xx, network failure) the dialog says
 * so instead of blaming the password.
 */
export const loginErrorKey = (error: FetchBaseQueryError | SerializedError): LoginErrorKey => {
  const status = statusOf(error);
  if (status === 402) return 'Inactive_user';
  if (status === 417) return 'Not_verified';
  // the gateway's request limit (TOO_MANY_REQUESTS) is not the login's failure count
  if (status === 429)
    return bodyError(error) === 'TOO_MANY_REQUESTS' ? 'TOO_MANY_REQUESTS' : 'TOO_MANY_LOGIN_ATTEMPTS';
  if (status !== null && status >= 500) return 'SERVICE_UNAVAILABLE';
  if (status === null && 'status' in error) return 'SERVICE_UNAVAILABLE';
  return 'Unauthorized';
};

/** Translation key of the message shown in the login dialog. */
export const loginErrorMessageKey = (key: LoginErrorKey): `ERROR.${LoginErrorKey}` => `ERROR.${key}`;
