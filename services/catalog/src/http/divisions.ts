import { idParamSchema, listAnswerSchema, type Division } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { DIVISION_SORT_FIELDS, listDivisions } from '../domain/reference-data';
import { referenceListQuery } from './list-query';

export const divisionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  competitionType_ids: z.array(z.number().int()).describe('competition types that offer the division'),
}) satisfies z.ZodType<Division>;

export function divisionRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/publicResources/divisions',
    summary:
      'Divisions with their competition types, optionally of one type; sorted by name unless asked otherwise',
    tags: ['reference data'],
    access: 'public',
    query: referenceListQuery(DIVISION_SORT_FIELDS).extend({
      competitionTypeId: idParamSchema.optional(),
    }),
    response: listAnswerSchema(divisionSchema),
    handler: ({ query }) => listDivisions(ctx.db, query),
  });
}
