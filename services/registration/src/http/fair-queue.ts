import { fairQueueEntrySchema, fairQueueInfoSchema, fairQueueParamsSchema } from '@portal/contracts';
import { RouteRegistry, type AuthUser, type ServiceContext } from '@portal/service-kit';
import type { Request } from 'express';
import { joinQueue, queueCompetition } from '../domain/fair-queue/join';
import { entryKeyOf, type FairQueuePolicy } from '../domain/fair-queue/policy';
import { entryStatus, queueInfo } from '../domain/fair-queue/status';
import type { GuestPolicy } from '../domain/guests/sessions';
import { guestPassOf } from './guest-session';

/**
 * Fair opening's queue (docs/fair-opening.md): join, one's own entry (position, wait, admission
 * token) and the public view with the seed's commitment and, after the draw, the draw itself.
 * An account is its user id; without an account only a verified guest (a guest session) joins.
 */
export function fairQueueRoutes(
  ctx: ServiceContext,
  policy: FairQueuePolicy,
  guests: GuestPolicy,
): RouteRegistry {
  const tags = ['fair-opening'];
  const keyOf = async (user: AuthUser, req: Request) =>
    entryKeyOf(user, user.id === null ? await guestPassOf(ctx, guests, req) : null);
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/publicResources/fairQueue/:competitionId',
      summary: 'The queue’s public view: seed hash (the seed after the draw), counts, the draw list',
      tags,
      access: 'public',
      params: fairQueueParamsSchema,
      response: fairQueueInfoSchema,
      handler: async ({ user, params, res }) => {
        res.setHeader('Cache-Control', 'no-store');
        return queueInfo(ctx.db, await queueCompetition(ctx.db, params.competitionId, user));
      },
    })
    .add({
      method: 'post',
      path: '/api/publicResources/fairQueue/:competitionId/join',
      summary: 'Joins the pre-queue (once per account or guest session; again answers the same entry)',
      tags,
      access: 'public',
      params: fairQueueParamsSchema,
      response: fairQueueEntrySchema,
      handler: async ({ user, params, req }) => {
        const competition = await queueCompetition(ctx.db, params.competitionId, user);
        const entryKey = await keyOf(user, req);
        await joinQueue(ctx.db, competition, entryKey);
        return entryStatus(ctx.db, policy, competition, entryKey);
      },
    })
    .add({
      method: 'get',
      path: '/api/publicResources/fairQueue/:competitionId/me',
      summary: 'The caller’s entry: position, estimated wait, and once admitted the admission token',
      tags,
      access: 'public',
      params: fairQueueParamsSchema,
      response: fairQueueEntrySchema,
      handler: async ({ user, params, req, res }) => {
        res.setHeader('Cache-Control', 'no-store');
        const competition = await queueCompetition(ctx.db, params.competitionId, user);
        return entryStatus(ctx.db, policy, competition, await keyOf(user, req));
      },
    });
}
