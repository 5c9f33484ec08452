import {
  GUEST_SESSION_HEADER,
  guestChallengeSchema,
  guestSessionBodySchema,
  guestSessionSchema,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import type { Request } from 'express';
import {
  GuestSessionThrottled,
  issueChallenge,
  mintSession,
  requireGuestPass,
  type GuestPass,
  type GuestPolicy,
} from '../domain/guests/sessions';

/** The caller's address as the gateway forwards it (TRUST_PROXY hops only). */
const addressOf = (req: Request) => req.ip ?? 'unknown';

/** The guest session of an anonymous sign-up call (401 GUEST_SESSION_REQUIRED without one). */
export const guestPassOf = (ctx: ServiceContext, policy: GuestPolicy, req: Request): Promise<GuestPass> =>
  requireGuestPass(ctx.redis, policy, req.header(GUEST_SESSION_HEADER), addressOf(req));

/**
 * Guest sessions (docs/guest-holds.md): a challenge, then a session for its proof of work. The
 * sign-up dialog does both before a guest's first prepareOrder, solving in a Web Worker.
 */
export function guestSessionRoutes(ctx: ServiceContext, policy: GuestPolicy): RouteRegistry {
  const tags = ['sign-up'];
  return new RouteRegistry()
    .add({
      method: 'post',
      path: '/api/publicResources/guestSession/challenge',
      summary: 'A proof-of-work challenge for a guest session (valid once, two minutes)',
      tags,
      access: 'public',
      response: guestChallengeSchema,
      handler: () => issueChallenge(ctx.redis, policy),
    })
    .add({
      method: 'post',
      path: '/api/publicResources/guestSession',
      summary: 'A guest session for a solved challenge; limited per address',
      tags,
      access: 'public',
      body: guestSessionBodySchema,
      response: guestSessionSchema,
      handler: async ({ body, req, res }) => {
        try {
          return await mintSession(ctx.redis, policy, body, addressOf(req));
        } catch (error) {
          if (error instanceof GuestSessionThrottled)
            res.setHeader('Retry-After', String(error.retryAfterSeconds));
          throw error;
        }
      },
    });
}
