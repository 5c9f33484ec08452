import { listAnswerSchema, type CompetitionType } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { COMPETITION_TYPE_SORT_FIELDS, listCompetitionTypes } from '../domain/reference-data';
import { referenceListQuery } from './list-query';

export const competitionTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  signupReservationTimeout: z.number().int().describe('seconds a place is held while signing up'),
  logo: z.string().nullable(),
  isDefault: z.boolean(),
  event: z.boolean(),
}) satisfies z.ZodType<CompetitionType>;

export function competitionTypeRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/publicResources/competitionTypes',
    summary:
      'Competition and event types with their reservation timeout, sorted by name unless asked otherwise',
    tags: ['reference data'],
    access: 'public',
    query: referenceListQuery(COMPETITION_TYPE_SORT_FIELDS),
    response: listAnswerSchema(competitionTypeSchema),
    handler: ({ query }) => listCompetitionTypes(ctx.db, query),
  });
}
