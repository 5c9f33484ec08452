import {
  ADVERTISING_SORT_FIELDS,
  periodReversed,
  listAnswerSchema,
  TEXT_LIMITS,
  type Advertising,
} from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import {
  deleteAdvertising,
  deleteAdvertisings,
  getAdvertising,
  listAdvertisings,
  saveAdvertising,
  type AdvertisingInput,
} from '../domain/advertisings';
import { referenceListQuery } from './list-query';
import { idField, idParams, idsBody, link, nullableText, optionalText, richText } from './fields';
import { nameField, REFERENCE_WRITERS } from './reference-admin';

/** An ISO date-time with a UTC offset (`Z` or `+01:00`) that names a real instant; empty or missing is null. */
const optionalDateTime = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null)
  .refine(
    (value) =>
      value === null ||
      (z.iso.datetime({ offset: true }).safeParse(value).success && !Number.isNaN(Date.parse(value))),
    { message: 'FIELD_INVALID' },
  );

/** An uploaded image by its id (a `fileName` sent back by an edit form is ignored). */
const imageRef = z
  .object({ id: idField })
  .nullish()
  .transform((value) => (value ? { id: value.id } : null));

/**
 * Create and update body of an advert (docs/catalog.md): name and button text
 * required, links starting with http:// or https://, the period optional but `toDate` after
 * `fromDate`. The text is rich text, sanitized when saved.
 */
export const advertisingBody = z
  .object({
    active: z.boolean().default(true),
    name: nameField,
    shortName: optionalText,
    text: richText(TEXT_LIMITS.advertisingText),
    image: imageRef,
    detailImage: imageRef,
    fromDate: optionalDateTime,
    toDate: optionalDateTime,
    buttonText: nameField,
    buttonLink: link,
    detailView: z.boolean().default(false),
  })
  // the route makes only plain objects strict; this one is wrapped by the refinement
  .strict()
  .superRefine((value, ctx) => {
    if (value.fromDate && value.toDate && periodReversed(value.fromDate, value.toDate)) {
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'FIELD_INVALID' });
    }
  })
  .transform((value): AdvertisingInput => value);

const imageSchema = z.object({ id: z.number().int(), publicId: z.string(), fileName: z.string() }).nullable();
export const advertisingSchema = z.object({
  id: z.number().int(),
  publicId: z.string(),
  active: z.boolean(),
  name: z.string(),
  shortName: nullableText,
  text: nullableText,
  image: imageSchema,
  detailImage: imageSchema,
  fromDate: nullableText,
  toDate: nullableText,
  buttonText: z.string(),
  buttonLink: nullableText,
  detailView: z.boolean(),
  clicks: z.number().int(),
  createdAt: z.string(),
}) satisfies z.ZodType<Advertising>;

const listQuery = referenceListQuery(ADVERTISING_SORT_FIELDS).extend({
  active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** Back-office administration of adverts (docs/catalog.md): admins and portal admins. */
export function advertisingRoutes(ctx: ServiceContext): RouteRegistry {
  const base = '/api/advertising';
  const tags = ['advertising'];
  const access = REFERENCE_WRITERS;
  return new RouteRegistry()
    .add({
      method: 'get',
      path: base,
      summary: 'List adverts (name and active filters), newest first unless asked otherwise',
      tags,
      access,
      query: listQuery,
      response: listAnswerSchema(advertisingSchema),
      handler: ({ query }) => listAdvertisings(ctx.db, query),
    })
    .add({
      method: 'post',
      path: `${base}/deleteMany`,
      summary: 'Delete several adverts in one transaction; answers how many were deleted',
      tags,
      access,
      body: idsBody,
      response: z.object({ count: z.number().int() }),
      handler: async ({ body }) => ({ count: await deleteAdvertisings(ctx.db, body.ids) }),
    })
    .add({
      method: 'get',
      path: `${base}/:id`,
      summary: 'One advert',
      tags,
      access,
      params: idParams,
      response: advertisingSchema,
      handler: ({ params }) => getAdvertising(ctx.db, params.id),
    })
    .add({
      method: 'post',
      path: base,
      summary: 'Create an advert (images must be uploaded logos; the text is sanitized)',
      tags,
      access,
      body: advertisingBody,
      status: 201,
      response: advertisingSchema,
      handler: ({ body }) => saveAdvertising(ctx.db, null, body),
    })
    .add({
      method: 'put',
      path: `${base}/:id`,
      summary: 'Edit an advert (images must be uploaded logos; the text is sanitized)',
      tags,
      access,
      params: idParams,
      body: advertisingBody,
      response: advertisingSchema,
      handler: ({ params, body }) => saveAdvertising(ctx.db, params.id, body),
    })
    .add({
      method: 'delete',
      path: `${base}/:id`,
      summary: 'Delete an advert',
      tags,
      access,
      params: idParams,
      handler: ({ params }) => deleteAdvertising(ctx.db, params.id),
    });
}
