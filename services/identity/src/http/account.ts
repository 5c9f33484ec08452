import {
  confirmPasswordResetBodySchema,
  identitySchema,
  loginFormSchema,
  registrationFormSchema,
  resetPasswordBodySchema,
  tokenBodySchema,
} from '@portal/contracts';
import { DomainError, RouteRegistry } from '@portal/service-kit';
import type { Response } from 'express';
import { z } from 'zod';
import {
  confirmPasswordReset,
  emailExists,
  registerUser,
  requestPasswordReset,
  usernameExists,
  verifyAccount,
} from '../domain/accounts';
import { login, LoginThrottled } from '../domain/login';
import { resendConfirmation } from '../domain/resend-confirmation';
import { authView, findUserById, toIdentity } from '../domain/user-view';
import { TAGS, type IdentityDeps } from './deps';

const exposeToken = (res: Response, token: string) => {
  res.setHeader('Authorization', `Bearer ${token}`);
  res.setHeader('Access-Control-Expose-Headers', 'Authorization');
};

/** Login, session identity and the public account calls (docs/identity-api.md). */
export function accountRoutes(deps: IdentityDeps): RouteRegistry {
  const { db, denyList, tokens } = deps;

  /**
   * Answers the identity and, past half the token's life, a renewed token (sliding session); also
   * at once when the token's paymentUntil is older than the user's (premium bought or renewed).
   */
  const currentIdentity = async (
    userId: number,
    res: Response,
    claims: { iat: number; exp: number } | null,
  ) => {
    const user = await findUserById(db, userId);
    if (!user || !user.active || !user.enabled) throw new DomainError('Unauthorized', 401);
    const view = await authView(db, user);
    const tokenPaymentUntil = (res.locals.user as { paymentUntil?: string | null } | undefined)?.paymentUntil;
    const premiumChanged = claims !== null && (tokenPaymentUntil ?? null) !== view.paymentUntil;
    if (claims && (premiumChanged || tokens.needsRenewal(claims.iat, claims.exp)))
      exposeToken(res, await tokens.issue(view));
    return { user, view };
  };
  const claimsOf = (res: Response) =>
    (res.locals.tokenTimes as { iat: number; exp: number } | undefined) ?? null;

  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/login',
      operationId: 'login',
      summary: 'Log in (form-encoded); the token comes in the Authorization response header',
      tags: TAGS,
      access: 'public',
      bodyType: 'application/x-www-form-urlencoded',
      body: loginFormSchema,
      response: identitySchema,
      handler: async ({ body, req, res }) => {
        try {
          const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
          const result = await login(deps, body.username, body.password, address);
          exposeToken(res, result.token);
          return result.identity;
        } catch (error) {
          if (error instanceof LoginThrottled) res.setHeader('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
    })
    .add({
      method: 'get',
      path: '/api/identity',
      summary: 'The logged-in user (session identity)',
      tags: TAGS,
      access: 'authenticated',
      response: identitySchema,
      handler: async ({ user, res }) => {
        const current = await currentIdentity(user.id!, res, claimsOf(res));
        return toIdentity(db, current.user, current.view);
      },
    })
    .add({
      method: 'get',
      path: '/api/users/checkAuth',
      summary: 'Is the session valid? Renews the token past half its life',
      tags: TAGS,
      access: 'authenticated',
      response: z.object({ authenticated: z.literal(true) }),
      handler: async ({ user, res }) => {
        await currentIdentity(user.id!, res, claimsOf(res));
        return { authenticated: true as const };
      },
    })
    .add({
      method: 'post',
      path: '/api/publicResources/createUser',
      summary: 'Register a shooter account (confirmed by the mailed link)',
      tags: TAGS,
      access: 'public',
      body: registrationFormSchema,
      status: 201,
      response: z.object({ id: z.number().int() }),
      handler: ({ body }) => registerUser(db, body),
    })
    .add({
      method: 'post',
      path: '/api/publicResources/verifyToken',
      summary: 'Confirm an account with the token of the registration mail',
      tags: TAGS,
      access: 'public',
      body: tokenBodySchema,
      response: z.object({ verified: z.literal(true) }),
      handler: async ({ body }) => {
        await verifyAccount(db, body.token);
        return { verified: true as const };
      },
    })
    .add({
      method: 'post',
      path: '/api/publicResources/resetPassword',
      summary: 'Mail a password-reset link (same answer whether or not the address exists)',
      tags: TAGS,
      access: 'public',
      body: resetPasswordBodySchema,
      handler: async ({ body }) => {
        await requestPasswordReset(db, body.email);
      },
    })
    .add({
      method: 'post',
      path: '/api/publicResources/resendConfirmation',
      summary: 'Mail a new confirmation link to an unconfirmed account (with its name and password)',
      tags: TAGS,
      access: 'public',
      body: loginFormSchema,
      response: z.object({ sent: z.boolean() }),
      handler: async ({ body, req, res }) => {
        try {
          const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
          return await resendConfirmation(deps, body.username, body.password, address);
        } catch (error) {
          if (error instanceof LoginThrottled) res.setHeader('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
    })
    .add({
      method: 'post',
      path: '/api/publicResources/confirmPasswordReset',
      summary: 'Set a new password with the token of the reset mail',
      tags: TAGS,
      access: 'public',
      body: confirmPasswordResetBodySchema,
      handler: async ({ body }) => {
        await confirmPasswordReset(db, denyList, body.token, body.password);
      },
    })
    .add({
      method: 'get',
      path: '/api/users/checkUsernameExistence/:value',
      summary: 'Is the user name taken? Rate-limited per address (guests) or user',
      tags: TAGS,
      access: 'public',
      params: z.object({ value: z.string().min(1).max(255) }),
      response: z.boolean(),
      handler: async ({ user, params, req }) => {
        await deps.existenceChecks.count(user, req.ip ?? 'unknown');
        return usernameExists(db, params.value);
      },
    })
    .add({
      method: 'get',
      path: '/api/users/checkEmailExistence/:value',
      summary: 'Is the e-mail address taken? Rate-limited per address (guests) or user',
      tags: TAGS,
      access: 'public',
      params: z.object({ value: z.string().min(1).max(255) }),
      response: z.boolean(),
      handler: async ({ user, params, req }) => {
        await deps.existenceChecks.count(user, req.ip ?? 'unknown');
        return emailExists(db, params.value);
      },
    });
}
