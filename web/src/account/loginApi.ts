import type { Identity as IdentityAnswer } from '@portal/contracts';
import { identityApi } from '../api/identityApi';
import { tokenFromAuthorizationHeader } from '../api/authResponse';

export interface LoginAnswer {
  identity: IdentityAnswer;
  /** From the Authorization response header. */
  token: string | null;
}

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
    }),
  }),
});

export const { useLoginMutation } = loginApi;
