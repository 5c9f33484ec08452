import type { UploadType } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { COMPETITION_TYPE_SORT_FIELDS, NAMED_REFERENCE_SORT_FIELDS } from '../domain/reference-data';
import {
  competitionClassResource,
  competitionTypeResource,
  divisionResource,
  divisionsOfCompetitionType,
  factorResource,
  levelResource,
  uploadTypeResource,
} from '../domain/reference-resources';
import { competitionTypeSchema } from './competition-types';
import { divisionSchema } from './divisions';
import { namedReferenceSchema } from './list-query';
import { idParams, nameField, REFERENCE_READERS, referenceAdminRoutes } from './reference-admin';
import { idField, MAX_INT } from './fields';

const namedBody = z.object({ name: nameField });

const uploadTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  showName: z.boolean(),
  sortingOrder: z.number().int(),
}) satisfies z.ZodType<UploadType>;

/** The back-office API of every reference resource (docs/catalog.md). */
export function referenceAdminRegistries(ctx: ServiceContext): RouteRegistry[] {
  const named = { item: namedReferenceSchema, body: namedBody, sortFields: NAMED_REFERENCE_SORT_FIELDS };
  return [
    referenceAdminRoutes(ctx, { ...named, domain: factorResource, label: 'factor' }),
    referenceAdminRoutes(ctx, { ...named, domain: levelResource, label: 'level' }),
    referenceAdminRoutes(ctx, { ...named, domain: competitionClassResource, label: 'competition class' }),
    new RouteRegistry().add({
      method: 'get',
      path: '/api/divisions/findByCompetitionType/:id',
      summary: 'Id and name of the divisions a competition type offers, by name',
      tags: ['reference data administration'],
      access: REFERENCE_READERS,
      params: idParams,
      response: z.array(namedReferenceSchema),
      handler: ({ params }) => divisionsOfCompetitionType(ctx.db, params.id),
    }),
    referenceAdminRoutes(ctx, {
      domain: divisionResource,
      label: 'division',
      item: divisionSchema,
      body: z.object({
        name: nameField,
        competitionType_ids: z.array(idField).max(1000).default([]),
      }),
      sortFields: NAMED_REFERENCE_SORT_FIELDS,
    }),
    referenceAdminRoutes(ctx, {
      domain: competitionTypeResource,
      label: 'competition type',
      item: competitionTypeSchema,
      body: z.object({
        name: nameField,
        signupReservationTimeout: z.number().int().min(1).max(86_400),
        logo: z.string().max(2048).nullable().default(null),
        isDefault: z.boolean().default(false),
        event: z.boolean().default(false),
      }),
      sortFields: COMPETITION_TYPE_SORT_FIELDS,
    }),
    referenceAdminRoutes(ctx, {
      domain: uploadTypeResource,
      label: 'upload type',
      item: uploadTypeSchema,
      body: z.object({
        name: nameField,
        showName: z.boolean().default(false),
        sortingOrder: z.number().int().min(-MAX_INT).max(MAX_INT).default(0),
      }),
      sortFields: ['id', 'name', 'sortingOrder', 'showName'] as const,
    }),
  ];
}
