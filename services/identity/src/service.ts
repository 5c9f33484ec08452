import { fileURLToPath } from 'node:url';
import { createTokenVerifier, type ServiceDefinition } from '@portal/service-kit';
import { z } from 'zod';
import { AccessTokens } from './domain/access-tokens';
import { ExistenceChecks } from './domain/existence-checks';
import { LoginThrottle } from './domain/login-throttle';
import { ensureReservedRoles } from './domain/reserved-roles';
import { ensureSigningKey, publicKeySet } from './domain/signing-keys';
import { catalogRefHandlers } from './events/catalog-ref-handlers';
import { premiumHandlers } from './events/premium-handlers';
import { accountRoutes } from './http/account';
import { clientRoutes } from './http/clients';
import type { IdentityDeps } from './http/deps';
import { jwksRoutes } from './http/jwks';
import { profileRoutes } from './http/profile';
import { roleRoutes } from './http/roles';
import { userRoutes } from './http/users';

const identityConfig = {
  /** access token lifetime; renewed on use past half of it */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(2).max(86_400).default(3600),
  /** failed logins of one account from one address before the back-off starts */
  LOGIN_FREE_FAILURES_PER_PAIR: z.coerce.number().int().min(0).default(3),
  /** failed logins from one address (any accounts) before the back-off starts */
  LOGIN_FREE_FAILURES_PER_ADDRESS: z.coerce.number().int().min(0).default(20),
  LOGIN_BACKOFF_BASE_SECONDS: z.coerce.number().int().min(1).default(1),
  LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** user-name and e-mail existence checks per address (guests) or user, and window */
  EXISTENCE_CHECKS_PER_WINDOW: z.coerce.number().int().min(1).default(30),
  EXISTENCE_CHECK_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** proxies in front of identity that append to X-Forwarded-For (1: the gateway) */
};

/** identity: users, login, tokens, roles, permissions, clients, profile, deputies. */
export const identityService: ServiceDefinition<typeof identityConfig> = {
  name: 'identity',
  schema: 'identity',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  config: identityConfig,
  tokenVerifier: ({ db }) => createTokenVerifier({ loadKeys: () => publicKeySet(db) }),
  prepare: async (ctx) => {
    await ensureSigningKey(ctx.db);
    await ensureReservedRoles(ctx.db);
  },
  handlers: () => [...catalogRefHandlers(), ...premiumHandlers()],
  routes: (ctx) => {
    const deps: IdentityDeps = {
      db: ctx.db,
      denyList: ctx.denyList,
      tokens: new AccessTokens(ctx.db, ctx.config.ACCESS_TOKEN_TTL_SECONDS),
      throttle: new LoginThrottle(ctx.redis, {
        freePerPair: ctx.config.LOGIN_FREE_FAILURES_PER_PAIR,
        freePerAddress: ctx.config.LOGIN_FREE_FAILURES_PER_ADDRESS,
        backoffBaseSeconds: ctx.config.LOGIN_BACKOFF_BASE_SECONDS,
        backoffMaxSeconds: ctx.config.LOGIN_BACKOFF_MAX_SECONDS,
        windowSeconds: ctx.config.LOGIN_FAILURE_WINDOW_SECONDS,
      }),
      existenceChecks: new ExistenceChecks(ctx.redis, {
        perWindow: ctx.config.EXISTENCE_CHECKS_PER_WINDOW,
        windowSeconds: ctx.config.EXISTENCE_CHECK_WINDOW_SECONDS,
      }),
    };
    return [
      jwksRoutes(ctx),
      accountRoutes(deps),
      profileRoutes(deps),
      roleRoutes(deps),
      clientRoutes(deps),
      userRoutes(deps),
    ];
  },
};
