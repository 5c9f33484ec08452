import { listAnswerSchema, listQuerySchema, parseSort, type PublicSquadStand } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { squadStandsOf } from '../domain/public/squad-stands';
import { idField } from './fields';

const SORT_FIELDS = ['id', 'name', 'sortOrder'] as const;

/** page 0, size 200, sort id,asc and the filters squadId and excludeUnavailable (docs/public-browsing.md). */
const squadStandQuery = listQuerySchema(SORT_FIELDS).extend({
  size: z.coerce.number('FIELD_INVALID').int().min(1).max(500).default(200),
  squadId: z.coerce.number('FIELD_INVALID').pipe(idField),
  excludeUnavailable: z
    .enum(['true', 'false'], 'FIELD_INVALID')
    .transform((value) => value === 'true')
    .default(false),
});

const squadStandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  squadId: z.number().int(),
  available: z.boolean(),
}) satisfies z.ZodType<PublicSquadStand>;

/** The sign-up dialog's stand picker: the stands of one squad, the taken ones left out on request. */
export function publicSquadStandRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/publicResources/squadStands',
    summary: 'Stands of a squad; excludeUnavailable=true leaves out the stands taken or held',
    tags: ['public competitions'],
    access: 'public',
    query: squadStandQuery,
    response: listAnswerSchema(squadStandSchema),
    handler: ({ query, user }) => {
      const sort = parseSort(query.sort) ?? { field: 'id', direction: 'asc' };
      return squadStandsOf(ctx.db, user, {
        squadId: query.squadId,
        excludeUnavailable: query.excludeUnavailable,
        page: query.page,
        size: query.size,
        sort: { field: sort.field as (typeof SORT_FIELDS)[number], direction: sort.direction },
      });
    },
  });
}
