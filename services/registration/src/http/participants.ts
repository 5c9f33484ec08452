import {
  competitionRegistrationSchema,
  subscriptionInfoParamsSchema,
  subscriptionInfoSchema,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { registrationsOf } from '../domain/reads/registrations';
import { subscriptionInfo } from '../domain/reads/subscription-info';

/**
 * The public reads of sign-up (docs/registration.md): the participants table of a
 * competition page, the caller's registered icons and subscriptionInfo. `publicResources/orderItems`
 * answers here only with a competitionId and without `cart=true` (the cart list shares the path).
 */
export function publicReadRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['participants'];
  const { competitionId, userId, squadId } = subscriptionInfoParamsSchema.shape;
  const info = {
    summary:
      'Free places and waiting-list slots of the squad or competition; for a user also signed up, waiting, paid',
    tags,
    access: 'public' as const,
    response: subscriptionInfoSchema,
  };
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/competitions/registrations',
      summary:
        'My live registrations, one per competition, for the registered icons (paid green, unpaid red)',
      tags,
      access: 'authenticated',
      response: z.array(competitionRegistrationSchema),
      handler: ({ user }) => registrationsOf(ctx.db, user),
    })
    .add({
      ...info,
      method: 'get',
      path: '/api/publicResources/subscriptionInfo/:competitionId/:userId',
      params: z.object({ competitionId, userId }),
      handler: ({ user, params }) => subscriptionInfo(ctx.db, user, params),
    })
    .add({
      ...info,
      method: 'get',
      path: '/api/publicResources/subscriptionInfo/:competitionId/:userId/:squadId',
      params: z.object({ competitionId, userId, squadId: squadId.unwrap() }),
      handler: ({ user, params }) => subscriptionInfo(ctx.db, user, params),
    });
}
