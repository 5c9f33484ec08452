import type { Deputy, UserCreate, UserDetail, UserRow, UserUpdate } from '@portal/contracts';
import { identityApi } from '../../api/identityApi';
import type { ListAnswer, ListParams, NamedOption } from './types';

const LIST = { type: 'User', id: 'LIST' } as const;

/** Users administration (docs/identity-api.md, "Users"); lives in the admin chunks only. */
export const usersApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    users: build.query<ListAnswer<UserRow>, ListParams>({
      query: (params) => ({ url: 'users', params }),
      providesTags: [LIST],
    }),
    user: build.query<UserDetail, number>({
      query: (id) => `users/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'User', id }],
    }),
    // the form maps field errors onto its fields, so the save calls do not open the error dialog
    createUser: build.mutation<UserDetail, UserCreate>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      invalidatesTags: [LIST],
      extraOptions: { silent: true },
    }),
    updateUser: build.mutation<UserDetail, { id: number; body: UserUpdate }>({
      query: ({ id, body }) => ({ url: `users/${id}`, method: 'PUT', body }),
      // a refused save keeps the record: reading it again would replace the open form, and with
      // it the admin's edits and the server's errors at their fields (docs/web-app.md)
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'User', id }]),
      extraOptions: { silent: true },
    }),
    // a shooter's deputies apply at once; the cached user is patched, not refetched, so the open
    // form keeps what was typed (docs/club-and-user-admin.md)
    addUserDeputy: build.mutation<Deputy, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `userDeputies/${id}`, method: 'POST', body: { name } }),
      extraOptions: { silent: true },
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(usersApi.util.updateQueryData('user', id, (draft) => void draft.deputies.push(data)));
      },
    }),
    removeUserDeputy: build.mutation<void, { id: number; deputyId: number }>({
      query: ({ id, deputyId }) => ({ url: `userDeputies/${id}/${deputyId}`, method: 'DELETE' }),
      async onQueryStarted({ id, deputyId }, { dispatch, queryFulfilled }) {
        const removed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (removed)
          dispatch(
            usersApi.util.updateQueryData('user', id, (draft) => {
              draft.deputies = draft.deputies.filter((deputy) => deputy.id !== deputyId);
            }),
          );
      },
    }),
    deleteUser: build.mutation<void, number>({
      query: (id) => ({ url: `users/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    updateUserActive: build.mutation<void, { id: number; active: boolean }>({
      query: (body) => ({ url: 'users/updateActive', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    }),
    updateUserEnabled: build.mutation<void, { id: number; enabled: boolean }>({
      query: (body) => ({ url: 'users/updateEnabled', method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    }),
    /** Confirms (true) or rejects (false) a pending club membership. */
    decideClubMembership: build.mutation<UserDetail, { id: number; confirmed: boolean }>({
      query: ({ id, confirmed }) => ({
        url: 'users/updateClubMembership',
        method: 'PUT',
        body: { id, confirmed },
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'User', id }],
    }),
    deactivateUnpaid: build.mutation<{ count: number }, void>({
      query: () => ({ url: 'users/deactivateUnpaid', method: 'POST', body: {} }),
      invalidatesTags: [LIST],
    }),
    usernameTaken: build.query<boolean, string>({
      query: (value) => `users/checkUsernameExistence/${encodeURIComponent(value)}`,
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
    emailTaken: build.query<boolean, string>({
      query: (value) => `users/checkEmailExistence/${encodeURIComponent(value)}`,
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
    /** All roles as `{ id, name }` (filter and role select); a failure only empties the select. */
    roleOptions: build.query<NamedOption[], void>({
      query: () => 'roles',
      providesTags: [{ type: 'Role', id: 'OPTIONS' }],
      extraOptions: { silent: true },
    }),
    /** The roles the caller may grant (the user form's role picker; docs/api-paths-and-keys.md). */
    assignableRoleOptions: build.query<NamedOption[], void>({
      query: () => ({ url: 'roles', params: { assignable: true } }),
      providesTags: [{ type: 'Role', id: 'OPTIONS' }],
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useAddUserDeputyMutation,
  useRemoveUserDeputyMutation,
  useUsersQuery,
  useUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useUpdateUserActiveMutation,
  useUpdateUserEnabledMutation,
  useDeactivateUnpaidMutation,
  useDecideClubMembershipMutation,
  useLazyUsernameTakenQuery,
  useLazyEmailTakenQuery,
  useRoleOptionsQuery,
  useAssignableRoleOptionsQuery,
} = usersApi;
