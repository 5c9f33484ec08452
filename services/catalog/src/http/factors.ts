import { listAnswerSchema } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { listFactors, NAMED_REFERENCE_SORT_FIELDS } from '../domain/reference-data';
import { namedReferenceSchema, referenceListQuery } from './list-query';

export function factorRoutes(ctx: ServiceContext): RouteRegistry {
  return new RouteRegistry().add({
    method: 'get',
    path: '/api/publicResources/factors',
    summary: 'Factors (Minor, Major), sorted by name unless asked otherwise',
    tags: ['reference data'],
    access: 'public',
    query: referenceListQuery(NAMED_REFERENCE_SORT_FIELDS),
    response: listAnswerSchema(namedReferenceSchema),
    handler: ({ query }) => listFactors(ctx.db, query),
  });
}
