import type { Identity as IdentityAnswer } from '@portal/contracts';
import { identityApi } from '../api/identityApi';
import { identityUpdated, sessionCleared } from '../session/sessionSlice';
import { messageFromQueryError } from '../api/errorMessage';
import { errorOccurred } from '../notifications/notificationsSlice';
import { identityFailureOutcome } from './identityFailure';
import { toSessionIdentity } from './sessionIdentity';

/** While logged in the auth check runs this often and keeps the sliding token fresh. */
export const CHECK_AUTH_INTERVAL_MS = 5 * 60 * 1000;

/** Session calls the shell makes (docs/identity-api.md). */
export const sessionApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An answer outside 2xx removes the token (a 401 additionally reloads, see baseQuery), except
     * a rate limit or an unreachable identity service, which keep the session and say so.
     */
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
          const { error } = failure as { error?: Parameters<typeof identityFailureOutcome>[0] };
          if (!error || !('status' in error)) return;
          const outcome = identityFailureOutcome(error);
          if (outcome === 'clearSession') dispatch(sessionCleared());
          // the 429 message is already up (baseQuery); repeat it so the last word is the failure
          if (outcome === 'keepAndTell') dispatch(errorOccurred(messageFromQueryError(error)));
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
