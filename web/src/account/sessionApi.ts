import type { Identity as IdentityAnswer } from '@portal/contracts';
import { identityApi } from '../api/identityApi';
import { identityUpdated, sessionCleared } from '../session/sessionSlice';
import { isHttpFailure } from './formErrors';
import { toSessionIdentity } from './sessionIdentity';

/** While logged in the auth check runs this often and keeps the sliding token fresh. */
export const CHECK_AUTH_INTERVAL_MS = 5 * 60 * 1000;

/** Session calls the shell makes (public-portal.md section 7, "Session"). */
export const sessionApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    /** Any answer outside 2xx removes the token (a 401 additionally reloads, see baseQuery). */
    identity: build.query<IdentityAnswer, void>({
      query: () => '/identity',
      extraOptions: { silent: true },
      providesTags: ['Identity'],
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(identityUpdated(toSessionIdentity(data)));
        } catch (failure) {
          const { error } = failure as { error?: Parameters<typeof isHttpFailure>[0] };
          if (error && 'status' in error && isHttpFailure(error)) dispatch(sessionCleared());
        }
      },
    }),
    checkAuth: build.query<{ authenticated: boolean }, void>({
      query: () => '/users/checkAuth',
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});
