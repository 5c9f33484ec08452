import { releaseOrderBodySchema, serverTimeSchema } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { releaseHold } from '../domain/orders/release-hold';
import type { HoldExpiry } from '../jobs/hold-expiry';

/**
 * The sign-up's opening and leaving calls (docs/sign-up-opening.md): the clock that decides the
 * registration window, for the browser to measure its offset against, and the release of a hold
 * whose dialog was left (sent with `fetch(..., {keepalive: true})` so it survives a reload).
 */
export function holdReleaseRoutes(ctx: ServiceContext, expiry: HoldExpiry): RouteRegistry {
  const tags = ['sign-up'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/publicResources/serverTime',
      summary: 'The clock prepareOrder decides the registration window by, in epoch milliseconds',
      tags,
      access: 'public',
      response: serverTimeSchema,
      handler: ({ res }) => {
        res.setHeader('Cache-Control', 'no-store');
        return { now: Date.now() };
      },
    })
    .add({
      method: 'post',
      path: '/api/publicResources/releaseOrder',
      summary: 'Gives a running hold back at once (the sign-up dialog was closed, left or reloaded)',
      tags,
      access: 'public',
      body: releaseOrderBodySchema,
      handler: async ({ user, body }) => {
        const orderId = await releaseHold(ctx.db, user, body.token);
        await expiry.released(orderId);
      },
    });
}
