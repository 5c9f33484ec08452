import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { publicKeySet } from '../domain/signing-keys';

const jwkSchema = z.object({
  kid: z.string(),
  kty: z.string(),
  crv: z.string(),
  x: z.string(),
  alg: z.string(),
});

export function jwksRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/.well-known/jwks.json',
    operationId: 'getJwks',
    summary: 'Public keys that verify access tokens',
    tags: ['identity'],
    access: 'public',
    response: z.object({ keys: z.array(jwkSchema) }),
    handler: async ({ res }) => {
      res.setHeader('cache-control', 'public, max-age=300');
      return publicKeySet(ctx.db);
    },
  });
}
