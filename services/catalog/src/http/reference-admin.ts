import { listAnswerSchema, type Permission } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import {
  deleteReference,
  deleteReferences,
  getReference,
  listReference,
  saveReference,
  type ReferenceResource,
} from '../domain/reference-admin';
import { idParams, idsBody, requiredText } from './fields';
import { referenceListQuery } from './list-query';

export { idParams };

export const REFERENCE_READERS: readonly Permission[] = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'];
export const REFERENCE_WRITERS: readonly Permission[] = ['IS_ADMIN', 'IS_PORTAL_ADMIN'];

/** A required name: trimmed, 1 to 255 characters. */
export const nameField = requiredText;

/** How a resource is offered over HTTP. */
export interface ReferenceApi<I extends { name: string }> {
  domain: ReferenceResource<I>;
  /** what one item looks like in answers */
  item: z.ZodObject;
  /** the body of create and update (objects are strict) */
  body: z.ZodType<I>;
  /** sortable fields (the list's allow-list) */
  sortFields: readonly [string, ...string[]];
  /** singular label for the summaries */
  label: string;
}

/** List, one, create, update, delete and delete-many of a back-office reference resource. */
export function referenceAdminRoutes<I extends { name: string }>(
  ctx: ServiceContext,
  api: ReferenceApi<I>,
): RouteRegistry {
  const { domain, item, body, label } = api;
  const base = `/api/${domain.resource}`;
  const tags = ['reference data administration'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: base,
      summary: `List ${label}s (name filter), sorted by ${domain.defaultSort} unless asked otherwise`,
      tags,
      access: REFERENCE_READERS,
      query: referenceListQuery(api.sortFields),
      response: listAnswerSchema(item),
      handler: ({ query }) => listReference(ctx.db, domain, query),
    })
    .add({
      method: 'get',
      path: `${base}/:id`,
      summary: `One ${label}`,
      tags,
      access: REFERENCE_READERS,
      params: idParams,
      response: item,
      handler: ({ params }) => getReference(ctx.db, domain, params.id),
    })
    .add({
      method: 'post',
      path: base,
      summary: `Create a ${label} (name unique ignoring case)`,
      tags,
      access: REFERENCE_WRITERS,
      body,
      status: 201,
      response: item,
      handler: ({ body: input }) => saveReference(ctx.db, domain, null, input as I),
    })
    .add({
      method: 'put',
      path: `${base}/:id`,
      summary: `Edit a ${label} (name unique ignoring case)`,
      tags,
      access: REFERENCE_WRITERS,
      params: idParams,
      body,
      response: item,
      handler: ({ params, body: input }) => saveReference(ctx.db, domain, params.id, input as I),
    })
    .add({
      method: 'delete',
      path: `${base}/:id`,
      summary: `Delete a ${label}`,
      tags,
      access: REFERENCE_WRITERS,
      params: idParams,
      handler: ({ params }) => deleteReference(ctx.db, domain, params.id),
    })
    .add({
      method: 'post',
      path: `${base}/deleteMany`,
      summary: `Delete several ${label}s in one transaction; answers how many were deleted`,
      tags,
      access: REFERENCE_WRITERS,
      body: idsBody,
      response: z.object({ count: z.number().int() }),
      handler: async ({ body: input }) => ({ count: await deleteReferences(ctx.db, domain, input.ids) }),
    });
}
