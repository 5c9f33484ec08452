import type { Identity as IdentityAnswer } from '@portal/contracts';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { identityApi } from '../api/identityApi';
import { tokenFromAuthorizationHeader } from '../api/authResponse';

export interface LoginAnswer {
  identity: IdentityAnswer;
  /** From the Authorization response header. */
  token: string | null;
}

/** A refused login or resend with the seconds the server asks to wait (429 Retry-After). */
export type LoginFailure = FetchBaseQueryError & { retryAfter: number | null };
const withRetryAfter = (error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): LoginFailure => {
  const seconds = Number(meta?.response?.headers.get('Retry-After'));
  return { ...error, retryAfter: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null };
};

export const loginApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST login, form-encoded; a 401 is the answer "wrong name or password", not an expired session. */
    login: build.mutation<LoginAnswer, { username: string; password: string }>({
      query: ({ username, password }) => ({
        url: '/login',
        method: 'POST',
        body: new URLSearchParams({ username, password }),
      }),
      extraOptions: { ignoreUnauthorized: true, silent: true, ownRateLimitMessage: true },
      transformResponse: (identity: IdentityAnswer, meta) => ({
        identity,
        token: tokenFromAuthorizationHeader(meta?.response?.headers.get('Authorization')),
      }),
      transformErrorResponse: withRetryAfter,
    }),
    /** A new confirmation mail after a login refused as Not_verified (docs/people-data-and-consent.md). */
    resendConfirmation: build.mutation<{ sent: boolean }, { username: string; password: string }>({
      query: (body) => ({ url: '/publicResources/resendConfirmation', method: 'POST', body }),
      extraOptions: { ignoreUnauthorized: true, silent: true, ownRateLimitMessage: true },
      transformErrorResponse: withRetryAfter,
    }),
  }),
});

export const { useLoginMutation, useResendConfirmationMutation } = loginApi;
