import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { errorCleared, errorOccurred } from '../notifications/notificationsSlice';
import { leaveInvalidSession } from '../session/sessionEffects';
import { sessionCleared, tokenRenewed } from '../session/sessionSlice';
import type { SessionState } from '../session/types';
import { bearer, evaluateResponseAuth, type UnauthorizedAction } from './authResponse';
import { messageFromQueryError } from './errorMessage';
import { listAnswerError } from './listAnswer';
import { MAX_RATE_LIMIT_RETRIES, retryDelayMs, waitFor } from './retryAfter';

export interface ServiceQueryOptions {
  /** Do not put a failure into the shared error state (e.g. the favourite list fails silently). */
  silent?: boolean;
  /** A 401 is an answer, not an expired session (the login call). */
  ignoreUnauthorized?: boolean;
  /** The caller shows a 429 itself (the login dialog); it is still repeated after Retry-After. */
  ownRateLimitMessage?: boolean;
}

export type ServiceBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ServiceQueryOptions,
  FetchBaseQueryMeta
>;

export interface ServiceBaseQueryDeps {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  onInvalidSession: (action: UnauthorizedAction) => void;
  /** How the base query waits for a 429's Retry-After (tests pass one that records the delay). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const tokenOf = (state: unknown): string | null => (state as { session: SessionState }).session.token;

export const createServiceBaseQuery = ({
  baseUrl = '/api',
  fetchFn,
  onInvalidSession,
  wait = waitFor,
}: ServiceBaseQueryDeps): ServiceBaseQuery => {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      const token = tokenOf(getState());
      if (token && !headers.has('Authorization')) headers.set('Authorization', bearer(token));
      return headers;
    },
  });

  /**
   * The gateway's limiter answers 429 with Retry-After: say so (translated, even for silent calls,
   * so nothing fails unnoticed) and repeat the request after that many seconds.
   */
  const fetchWithRetry = async (
    ...[args, api, extraOptions]: [string | FetchArgs, BaseQueryApi, ServiceQueryOptions]
  ) => {
    let result = await rawBaseQuery(args, api, extraOptions);
    let limited = false;
    for (let attempt = 0; attempt < MAX_RATE_LIMIT_RETRIES; attempt += 1) {
      const response = result.meta?.response;
      if (response?.status !== 429 || !result.error) break;
      limited = true;
      if (!extraOptions.ownRateLimitMessage) api.dispatch(errorOccurred(messageFromQueryError(result.error)));
      // a throttled login waits for the user: repeating it would only count as another failure
      if ((result.error.data as { error?: unknown } | undefined)?.error === 'TOO_MANY_LOGIN_ATTEMPTS') break;
      const delay = retryDelayMs(response.headers.get('Retry-After'));
      if (delay === null || api.signal.aborted) break;
      await wait(delay, api.signal);
      if (api.signal.aborted) break;
      result = await rawBaseQuery(args, api, extraOptions);
    }
    return { result, limited };
  };

  return async (args, api, extraOptions = {}) => {
    const { result: answer, limited } = await fetchWithRetry(args, api, extraOptions);
    const listError = answer.error || api.type !== 'query' ? null : listAnswerError(args, answer.data);
    const result = listError ? { error: listError, meta: answer.meta } : answer;
    const response = result.meta?.response;
    const outcome = evaluateResponseAuth({
      status: response?.status,
      authorizationHeader: response?.headers.get('Authorization'),
      currentToken: tokenOf(api.getState()),
    });
    if (outcome.renewedToken) api.dispatch(tokenRenewed(outcome.renewedToken));
    if (outcome.unauthorized && !extraOptions.ignoreUnauthorized) {
      api.dispatch(sessionCleared());
      onInvalidSession(outcome.unauthorized);
      return result;
    }
    if (result.error) {
      if (!extraOptions.silent) api.dispatch(errorOccurred(messageFromQueryError(result.error)));
    } else if (api.type === 'mutation' || limited) {
      // a successful change (or the repeat after a 429) makes an earlier failure obsolete (docs/web-app.md)
      api.dispatch(errorCleared());
    }
    return result;
  };
};

export const serviceBaseQuery = createServiceBaseQuery({ onInvalidSession: leaveInvalidSession });

/**
 * One RTK Query slice per backend service (docs/web-app.md). Features add their endpoints with
 * `injectEndpoints` next to their pages, so the code stays in the page's lazy chunk.
 */
export const createServiceApi = <const ReducerPath extends string, const TagType extends string = never>(
  reducerPath: ReducerPath,
  tagTypes: readonly TagType[] = [],
) => createApi({ reducerPath, baseQuery: serviceBaseQuery, tagTypes, endpoints: () => ({}) });
