import type { RegistrationForm } from '@portal/contracts';
import { identityApi } from '../api/identityApi';

/** Public account calls: registration, verification, password reset, uniqueness checks. */
export const accountApi = identityApi.injectEndpoints({
  endpoints: (build) => ({
    registerAccount: build.mutation<{ id: number }, RegistrationForm>({
      query: (body) => ({ url: '/publicResources/createUser', method: 'POST', body }),
      // field errors go onto the fields, the rest into the error channel (done by the page)
      extraOptions: { silent: true },
    }),
    verifyToken: build.mutation<{ verified: boolean }, string>({
      query: (token) => ({ url: '/publicResources/verifyToken', method: 'POST', body: { token } }),
      extraOptions: { silent: true },
    }),
    resetPassword: build.mutation<void, string>({
      query: (email) => ({ url: '/publicResources/resetPassword', method: 'POST', body: { email } }),
    }),
    confirmPasswordReset: build.mutation<void, { token: string; password: string; passwordValid: string }>({
      query: (body) => ({ url: '/publicResources/confirmPasswordReset', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    /** true if taken. */
    checkUsernameExistence: build.query<boolean, string>({
      query: (value) => `/users/checkUsernameExistence/${encodeURIComponent(value)}`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    checkEmailExistence: build.query<boolean, string>({
      query: (value) => `/users/checkEmailExistence/${encodeURIComponent(value)}`,
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useRegisterAccountMutation,
  useVerifyTokenMutation,
  useResetPasswordMutation,
  useConfirmPasswordResetMutation,
} = accountApi;
