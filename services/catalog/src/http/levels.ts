import { listAnswerSchema } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { listLevels, NAMED_REFERENCE_SORT_FIELDS } from '../domain/reference-data';
import { namedReferenceSchema, referenceListQuery } from './list-query';

export function levelRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/publicResources/levels',
    summary: 'Competition levels, sorted by name unless asked otherwise',
    tags: ['reference data'],
    access: 'public',
    query: referenceListQuery(NAMED_REFERENCE_SORT_FIELDS),
    response: listAnswerSchema(namedReferenceSchema),
    handler: ({ query }) => listLevels(ctx.db, query),
  });
}
