import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@portal/service-kit';
import { ensureSigningKey } from './domain/signing-keys';
import { jwksRoutes } from './http/jwks';

/** identity: users, login, tokens, roles, permissions, clients, profile, deputies. */
export const identityService: ServiceDefinition<Record<string, never>> = {
  name: 'identity',
  schema: 'identity',
  migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)),
  prepare: (ctx) => ensureSigningKey(ctx.db),
  routes: (ctx) => [jwksRoutes(ctx)],
};
