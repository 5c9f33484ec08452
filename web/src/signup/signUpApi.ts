import type {
  ListAnswer,
  PreparedOrder,
  PrepareOrderBody,
  PreRegistrationCheck,
  PublicSquadStand,
  ReserveOrderBody,
  UserRow,
} from '@portal/contracts';
import type {
  BaseQueryApi,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { createServiceApi } from '../api/baseQuery';
import { catalogApi } from '../api/catalogApi';
import { placeTags } from '../public/competitionTags';
import type { SessionState } from '../session/types';
import { admissionTokenFor } from './fair/fairAdmission';
import { forgetGuestSession, GUEST_SESSION_HEADER, guestSession } from './guestSession';

type Answer<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * The sign-up dialog's calls (docs/seat-invariant.md). The dialog shows
 * every failure inside itself (translated), so the calls are silent for the shared error dialog.
 * One slice for the dialog: it reads catalog (stands), registration and identity (users).
 */
export const signUpApi = createServiceApi('signUpApi', ['SquadStand']);

/** prepareOrder's item with the fields the "others" and waiting-list helpers add to the contract. */
export type PrepareOrderItem = PrepareOrderBody['orderItems'][number] & {
  userId?: number;
  squadIds?: number[];
};

/** Sizes (docs/web-app.md): users for sign-up 9999, squad stands 200. */
const USERS_SIZE = 9999;
const STANDS_SIZE = 200;

const silent = { silent: true } as const;
/** a guest's 401 (GUEST_SESSION_REQUIRED) is about the guest session, not a login that ended */
const guestCall = { silent: true, ignoreUnauthorized: true } as const;

/**
 * prepareOrder and reserveOrder without an account carry the guest session (guestSession.ts); one
 * the server no longer knows is replaced once.
 */
async function asGuestWhenLoggedOut(
  api: BaseQueryApi,
  baseQuery: (args: string | FetchArgs) => PromiseLike<Answer<unknown>> | Answer<unknown>,
  args: FetchArgs,
): Promise<Answer<unknown>> {
  if ((api.getState() as { session: SessionState }).session.token) return baseQuery(args);
  const call = async () => {
    try {
      return await baseQuery({ ...args, headers: { [GUEST_SESSION_HEADER]: await guestSession() } });
    } catch (error) {
      const key = (error as { key?: string }).key ?? 'GUEST_PROOF_INVALID';
      return { error: { status: 400, data: { error: key } } satisfies FetchBaseQueryError };
    }
  };
  const first = await call();
  const lost = (first.error?.data as { error?: string } | undefined)?.error === 'GUEST_SESSION_REQUIRED';
  if (!lost) return first;
  forgetGuestSession();
  return call();
}

export const signUpEndpoints = signUpApi.injectEndpoints({
  endpoints: (build) => ({
    squadStands: build.query<ListAnswer<PublicSquadStand>, number>({
      query: (squadId) => ({
        url: 'publicResources/squadStands',
        params: { page: 0, size: STANDS_SIZE, sort: 'id,asc', squadId, excludeUnavailable: true },
      }),
      keepUnusedDataFor: 0,
      extraOptions: silent,
    }),
    preRegistrationCheck: build.query<
      PreRegistrationCheck,
      { competitionId: number; squadId: number; cartId: string | null }
    >({
      query: ({ competitionId, squadId, cartId }) => ({
        url: `publicResources/preRegistrationCheck/${competitionId}`,
        params: { squadId, ...(cartId ? { cartId } : {}) },
      }),
      keepUnusedDataFor: 0,
      extraOptions: silent,
    }),
    /** active users a privileged user may sign up (the service limits club admins to their club) */
    signUpUsers: build.query<ListAnswer<UserRow>, void>({
      query: () => ({
        url: 'users',
        params: { page: 0, size: USERS_SIZE, sort: 'lastName,asc', active: true },
      }),
      extraOptions: silent,
    }),
    validateCode: build.mutation<unknown, { competitionId: number; code: string }>({
      query: ({ competitionId, code }) => ({
        url: `publicResources/validate/${competitionId}`,
        method: 'POST',
        body: { code },
      }),
      extraOptions: silent,
    }),
    prepareOrder: build.mutation<PreparedOrder, PrepareOrderItem>({
      queryFn: (item, api, extra, baseQuery) =>
        asGuestWhenLoggedOut(api, baseQuery, {
          url: 'publicResources/prepareOrder',
          method: 'POST',
          body: {
            status: 'PREPARE',
            orderItems: [item],
            // fair opening: the caller's turn (docs/fair-opening.md)
            admissionToken: admissionTokenFor(item.competitionId) ?? undefined,
          },
        }) as Promise<Answer<PreparedOrder>>,
      extraOptions: guestCall,
    }),
    updateStand: build.mutation<PreparedOrder, { itemToken: string; orderId: number; squadStandId: number }>({
      query: ({ itemToken, orderId, squadStandId }) => ({
        url: `publicResources/updateStand/${encodeURIComponent(itemToken)}`,
        method: 'PUT',
        body: { id: orderId, status: 'PREPARE', orderItems: [{ squadStandId }] },
      }),
      extraOptions: silent,
    }),
    reserveOrder: build.mutation<PreparedOrder & ReservedCart, ReserveOrderBody>({
      queryFn: (body, api, extra, baseQuery) =>
        asGuestWhenLoggedOut(api, baseQuery, {
          url: 'publicResources/reserveOrder',
          method: 'POST',
          body,
        }) as Promise<Answer<PreparedOrder & ReservedCart>>,
      extraOptions: guestCall,
      // the registration changes reads of the catalog slice (its tags, not this slice's)
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          dispatch(catalogApi.util.invalidateTags(placeTags(answer.data.orderItems[0].competitionId)));
      },
    }),
  }),
});

/** The open cart a reserve answer names (a guest's with its token). */
export type ReservedCart = Pick<PreparedOrder, 'cartId' | 'cartToken' | 'cartAmount'>;

export const {
  useSquadStandsQuery,
  useLazyPreRegistrationCheckQuery,
  useSignUpUsersQuery,
  useValidateCodeMutation,
  usePrepareOrderMutation,
  useUpdateStandMutation,
  useReserveOrderMutation,
} = signUpEndpoints;
