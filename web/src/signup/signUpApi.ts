import type {
  ListAnswer,
  PreparedOrder,
  PrepareOrderBody,
  PublicSquadStand,
  ReserveOrderBody,
  UserRow,
} from '@portal/contracts';
import { createServiceApi } from '../api/baseQuery';

/**
 * The sign-up dialog's calls (public-portal.md section 7 "Sign-up and orders"). The dialog shows
 * every failure inside itself (translated), so the calls are silent for the shared error dialog.
 * One slice for the dialog: it reads catalog (stands), registration and identity (users).
 */
export const signUpApi = createServiceApi('signUpApi', ['SquadStand']);

/** prepareOrder's item with the fields the "others" and waiting-list helpers add to the contract. */
export type PrepareOrderItem = PrepareOrderBody['orderItems'][number] & {
  userId?: number;
  squadIds?: number[];
};

/** What the pre-registration check answers (codes helper); only codeRequired is read here. */
export interface PreRegistrationCheck {
  codeRequired: boolean;
}

/** Sizes of section 9: users for sign-up 9999, squad stands 200. */
const USERS_SIZE = 9999;
const STANDS_SIZE = 200;

const silent = { silent: true } as const;

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
      query: (item) => ({
        url: 'publicResources/prepareOrder',
        method: 'POST',
        body: { status: 'PREPARE', orderItems: [item] },
      }),
      extraOptions: silent,
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
      query: (body) => ({ url: 'publicResources/reserveOrder', method: 'POST', body }),
      extraOptions: silent,
    }),
  }),
});

/** The cart the reserve answer names once the cart helper's part is merged. */
export interface ReservedCart {
  cartId?: string | number | null;
  cartToken?: string | null;
  cartAmount?: number | null;
}

export const {
  useSquadStandsQuery,
  useLazyPreRegistrationCheckQuery,
  useSignUpUsersQuery,
  useValidateCodeMutation,
  usePrepareOrderMutation,
  useUpdateStandMutation,
  useReserveOrderMutation,
} = signUpEndpoints;
