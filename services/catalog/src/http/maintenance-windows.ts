import {
  listAnswerSchema,
  listQuerySchema,
  MAINTENANCE_WINDOW_SORT_FIELDS,
  periodReversed,
  TEXT_LIMITS,
  type ActiveMaintenanceWindow,
  type MaintenanceWindow,
  type MaintenanceWindowBody,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import {
  deleteMaintenanceWindow,
  deleteMaintenanceWindows,
  findAnnouncedMaintenanceWindow,
  getMaintenanceWindow,
  listMaintenanceWindows,
  saveMaintenanceWindow,
} from '../domain/maintenance-windows';
import { REFERENCE_MAX_PAGE_SIZE } from './list-query';
import { idParams, idsBody } from './fields';
import { nameField, REFERENCE_WRITERS } from './reference-admin';

/** An ISO date-time with a UTC offset (`Z` or `+01:00`) that names a real instant. */
const dateTime = z.iso
  .datetime({ offset: true })
  .refine((value) => !Number.isNaN(Date.parse(value)), 'FIELD_INVALID');

/** Create and update body; the message is plain text, stored as given (trimmed) and never rendered as HTML. */
export const maintenanceWindowBody = z
  .object({
    reason: nameField,
    message: z
      .string()
      .trim()
      .min(1, 'FIELD_IS_REQUIRED')
      .max(TEXT_LIMITS.maintenanceMessage, 'FIELD_INVALID'),
    active: z.boolean().default(false),
    fromDate: dateTime,
    toDate: dateTime,
  })
  .superRefine((value, ctx) => {
    if (periodReversed(value.fromDate, value.toDate)) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'FIELD_INVALID' });
    }
  }) satisfies z.ZodType<MaintenanceWindowBody>;

const windowFields = {
  id: z.number().int(),
  reason: z.string(),
  message: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
};
const maintenanceWindowSchema = z.object({
  ...windowFields,
  active: z.boolean(),
}) satisfies z.ZodType<MaintenanceWindow>;

const listQuery = listQuerySchema(MAINTENANCE_WINDOW_SORT_FIELDS).extend({
  size: z.coerce.number().int().min(1).max(REFERENCE_MAX_PAGE_SIZE).default(25),
});

/** Back-office administration of maintenance windows and the public banner query (docs/catalog.md). */
export function maintenanceWindowRoutes(ctx: ServiceContext): RouteRegistry {
  const base = '/api/maintenanceWindows';
  const tags = ['maintenance windows'];
  const access = REFERENCE_WRITERS;
  return new RouteRegistry()
    .add({
      method: 'get',
      path: base,
      summary: 'List maintenance windows, newest start first unless asked otherwise',
      tags,
      access,
      query: listQuery,
      response: listAnswerSchema(maintenanceWindowSchema),
      handler: ({ query }) => listMaintenanceWindows(ctx.db, query),
    })
    .add({
      method: 'get',
      path: `${base}/:id`,
      summary: 'One maintenance window',
      tags,
      access,
      params: idParams,
      response: maintenanceWindowSchema,
      handler: ({ params }) => getMaintenanceWindow(ctx.db, params.id),
    })
    .add({
      method: 'post',
      path: base,
      summary: 'Create a maintenance window (toDate after fromDate)',
      tags,
      access,
      body: maintenanceWindowBody,
      status: 201,
      response: maintenanceWindowSchema,
      handler: ({ body }) => saveMaintenanceWindow(ctx.db, null, body),
    })
    .add({
      method: 'put',
      path: `${base}/:id`,
      summary: 'Edit a maintenance window (toDate after fromDate)',
      tags,
      access,
      params: idParams,
      body: maintenanceWindowBody,
      response: maintenanceWindowSchema,
      handler: ({ params, body }) => saveMaintenanceWindow(ctx.db, params.id, body),
    })
    .add({
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete a maintenance window',
      tags,
      access,
      params: idParams,
      handler: ({ params }) => deleteMaintenanceWindow(ctx.db, params.id),
    })
    .add({
      method: 'post',
      path: `${base}/deleteMany`,
      summary: 'Delete several maintenance windows in one transaction; answers how many were deleted',
      tags,
      access,
      body: idsBody,
      response: z.object({ count: z.number().int() }),
      handler: async ({ body }) => ({ count: await deleteMaintenanceWindows(ctx.db, body.ids) }),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/maintenanceWindows/active',
      summary:
        'The active maintenance window running now or starting within 24 hours (earliest first), or null',
      tags,
      access: 'public',
      response: z.object({
        window: z.object(windowFields).nullable(),
      }) satisfies z.ZodType<ActiveMaintenanceWindow>,
      handler: async () => ({ window: await findAnnouncedMaintenanceWindow(ctx.db) }),
    });
}
