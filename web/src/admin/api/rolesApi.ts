import type { PermissionGroup, Role, RoleBody } from '@portal/contracts';
import { identityApi } from '../../api/identityApi';
import type { ListAnswer, ListParams } from './types';

const LIST = { type: 'Role', id: 'LIST' } as const;
const OPTIONS = { type: 'Role', id: 'OPTIONS' } as const;

export const rolesApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    userRoles: build.query<ListAnswer<Role>, ListParams>({
      query: (params) => ({ url: 'userRoles', params }),
      providesTags: [LIST],
    }),
    userRole: build.query<Role, number>({
      query: (id) => `userRoles/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Role', id }],
    }),
    createUserRole: build.mutation<Role, RoleBody>({
      query: (body) => ({ url: 'userRoles', method: 'POST', body }),
      invalidatesTags: [LIST, OPTIONS],
      extraOptions: { silent: true },
    }),
    updateUserRole: build.mutation<Role, { id: number; body: RoleBody }>({
      query: ({ id, body }) => ({ url: `userRoles/${id}`, method: 'PUT', body }),
      // a refused save keeps the open form with its errors (docs/web-app.md)
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, OPTIONS, { type: 'Role', id }]),
      extraOptions: { silent: true },
    }),
    deleteUserRole: build.mutation<void, number>({
      query: (id) => ({ url: `userRoles/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, OPTIONS],
    }),
    userPermissions: build.query<ListAnswer<PermissionGroup>, void>({
      query: () => ({ url: 'userPermissions', params: { page: 0, size: 200 } }),
    }),
  }),
});

export const {
  useUserRolesQuery,
  useUserRoleQuery,
  useCreateUserRoleMutation,
  useUpdateUserRoleMutation,
  useDeleteUserRoleMutation,
  useUserPermissionsQuery,
} = rolesApi;
