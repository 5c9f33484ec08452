import { listAnswerSchema, listQuerySchema, type PublicAdvert } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import {
  countAdvertClick,
  getPublicAdvert,
  listPublicAdverts,
  PUBLIC_ADVERT_SORT_FIELDS,
} from '../domain/public-adverts';
import { idParams, nullableText } from './fields';

/** Largest page of the public advert list (the web loads 100, docs/public-browsing.md). */
export const PUBLIC_ADVERTS_MAX_SIZE = 100;

const imageSchema = z.object({ publicId: z.string(), fileName: z.string() }).nullable();
export const publicAdvertSchema = z.object({
  id: z.number().int(),
  publicId: z.string(),
  name: z.string(),
  shortName: nullableText,
  text: nullableText.describe('sanitized HTML'),
  buttonText: z.string(),
  buttonLink: nullableText,
  detailView: z.boolean(),
  image: imageSchema,
  detailImage: imageSchema,
}) satisfies z.ZodType<PublicAdvert>;

const listQuery = listQuerySchema(PUBLIC_ADVERT_SORT_FIELDS).extend({
  size: z.coerce.number().int().min(1).max(PUBLIC_ADVERTS_MAX_SIZE).default(PUBLIC_ADVERTS_MAX_SIZE),
});

/**
 * Public ids are generated as 32 hex digits; letters, digits, `-` and `_` up to 64 are accepted,
 * anything else answers 400 FIELD_INVALID before a query runs.
 */
const publicIdParams = z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'FIELD_INVALID') });

/**
 * The adverts guests see between competitions (docs/public-browsing.md): the running
 * ones, one by its public id for the detail page, and the click counter. Rate limits are the
 * gateway's.
 */
export function publicAdvertRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['advertising'];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/publicResources/advertisingsList',
      summary: 'Running adverts (active, period contains now), newest first unless asked otherwise',
      tags,
      access: 'public',
      query: listQuery,
      response: listAnswerSchema(publicAdvertSchema),
      handler: ({ query }) => listPublicAdverts(ctx.db, query),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/getAdFromPublicId/:publicId',
      summary: 'One running advert by its public id (404 when inactive, outside its period or unknown)',
      tags,
      access: 'public',
      params: publicIdParams,
      response: publicAdvertSchema,
      handler: ({ params }) => getPublicAdvert(ctx.db, params.publicId),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/clickAd/:id',
      summary: 'Count one click of an active advert (404 when unknown or inactive)',
      tags,
      access: 'public',
      params: idParams,
      handler: async ({ params, res }) => {
        // a counted call must reach the service every time, never a cache
        res.setHeader('cache-control', 'no-store');
        await countAdvertClick(ctx.db, params.id);
      },
    });
}
