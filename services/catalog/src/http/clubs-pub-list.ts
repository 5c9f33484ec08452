import { listAnswerSchema } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { listPublicClubs, PUBLIC_CLUB_SORT_FIELDS } from '../domain/clubs';
import { referenceListQuery } from './list-query';

const publicClubSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  longName: z.string(),
  shortName: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  publicLinkId: z.string(),
});

export function clubsPubListRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/publicResources/clubsPubList',
    summary:
      'Active, listed clubs (name filter matches name, long or short name); sorted by name unless asked otherwise',
    tags: ['clubs'],
    access: 'public',
    query: referenceListQuery(PUBLIC_CLUB_SORT_FIELDS),
    response: listAnswerSchema(publicClubSchema),
    handler: ({ query }) => listPublicClubs(ctx.db, query),
  });
}
