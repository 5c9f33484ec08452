import { listAnswerSchema, type ArchiveYears } from '@portal/contracts';
import { RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { publicClubByLink } from '../domain/club-admin/read';
import { archiveYears } from '../domain/public/archive-years';
import { competitionPage, squadsOfCompetition } from '../domain/public/competition-page';
import { listPublicCompetitions } from '../domain/public/competitions';
import { inRegistrationWindow } from '../domain/public/registration-window';
import { favouriteCompetitions, favouriteIds, setFavourite } from '../domain/public/favourites';
import { publicClubSchema } from './clubs';
import { idField, idParams } from './fields';
import {
  favouriteBody,
  publicCompetitionDetailSchema,
  publicCompetitionQuery,
  publicCompetitionSchema,
  publicLinkParams,
  publicSquadSchema,
} from './public-competition-schemas';

const squadQuery = z.object({
  competitionId: z.coerce.number('FIELD_INVALID').pipe(idField),
  excludeFullSquads: z
    .enum(['true', 'false'], 'FIELD_INVALID')
    .transform((value) => value === 'true')
    .default(false),
});
const favouritesQuery = z.object({
  page: z.coerce.number('FIELD_INVALID').int().min(0).max(1_000_000).default(0),
  size: z.coerce.number('FIELD_INVALID').int().min(1).max(500).default(50),
});
const clubLinkParams = z.object({ publicLinkId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'FIELD_INVALID') });

/** What guests and shooters browse (docs/public-browsing.md) and favourites. */
export function publicCompetitionRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['public competitions'];
  const registry = new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/publicResources/competitions',
      summary:
        'Upcoming competitions (or the archive with filter archive=true) the visitor may see, filtered by the JSON `filter`',
      tags,
      access: 'public',
      query: publicCompetitionQuery,
      response: listAnswerSchema(publicCompetitionSchema),
      handler: async ({ query, user, res }) => {
        // the answer is kept as JSON, so a repeated list costs no serialising
        res.type('application/json').send((await listPublicCompetitions(ctx.db, user, query)).json);
      },
    })
    .add({
      method: 'get',
      path: '/api/publicResources/competitions/archiveYears',
      summary: 'The years the results archive holds for the visitor (newest first), for the year filter',
      tags,
      access: 'public',
      response: z.object({ years: z.array(z.number().int()) }) satisfies z.ZodType<ArchiveYears>,
      handler: async ({ user }): Promise<ArchiveYears> => ({ years: await archiveYears(ctx.db, user) }),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/squads',
      summary: 'Squads of a competition with free and waiting-list places',
      tags,
      access: 'public',
      query: squadQuery,
      response: listAnswerSchema(publicSquadSchema),
      handler: async ({ query, user }) => {
        const content = await squadsOfCompetition(ctx.db, user, query.competitionId, query.excludeFullSquads);
        return { content, totalElements: content.length };
      },
    })
    .add({
      method: 'get',
      path: '/api/publicResources/competitionInRegistrationWindow/:id',
      summary:
        'Whether the competition is open for sign-up now (visible, active, not cancelled, registration on, within its window)',
      tags,
      access: 'public',
      params: idParams,
      response: z.boolean(),
      handler: ({ params, user }) => inRegistrationWindow(ctx.db, user, params.id),
    })
    .add({
      method: 'get',
      path: '/api/publicResources/listByCompetition/:id',
      summary: 'Squads of a competition with free and waiting-list places',
      tags,
      access: 'public',
      params: idParams,
      response: z.array(publicSquadSchema),
      handler: ({ params, user }) => squadsOfCompetition(ctx.db, user, params.id),
    })
    .add({
      method: 'post',
      path: '/api/competitions/:id/favourite',
      summary: 'Mark or unmark a competition as favourite (logged-in users that are not guests)',
      tags,
      access: 'authenticated',
      params: idParams,
      body: favouriteBody,
      response: favouriteBody,
      handler: ({ params, body, user }) => setFavourite(ctx.db, user, params.id, body.favourite),
    })
    .add({
      method: 'get',
      path: '/api/competitions/favourite',
      summary: 'Ids of my favourite competitions',
      tags,
      access: 'authenticated',
      response: z.array(z.number().int()),
      handler: ({ user }) => favouriteIds(ctx.db, user),
    })
    .add({
      method: 'get',
      path: '/api/competitions/favourites',
      summary: 'My favourite competitions, by date',
      tags,
      access: 'authenticated',
      query: favouritesQuery,
      response: listAnswerSchema(publicCompetitionSchema),
      handler: ({ query, user }) => favouriteCompetitions(ctx.db, user, query),
    });
  // both spellings of the spec's lookups: with and without the publicResources prefix
  for (const prefix of ['/api/publicResources', '/api'])
    registry
      .add({
        method: 'get',
        path: `${prefix}/getCompetitionFromPublicId/:publicLink`,
        ...(prefix === '/api' ? { operationId: 'getCompetitionFromPublicIdUnprefixed' } : {}),
        summary: 'The public page of a competition by its public link',
        tags,
        access: 'public',
        params: publicLinkParams,
        response: publicCompetitionDetailSchema,
        handler: ({ params, user }) => competitionPage(ctx.db, user, params.publicLink),
      })
      .add({
        method: 'get',
        path: `${prefix}/getClubFromPublicId/:publicLinkId`,
        ...(prefix === '/api' ? { operationId: 'getClubFromPublicIdUnprefixed' } : {}),
        summary: 'The public page of an active club by its public link',
        tags,
        access: 'public',
        params: clubLinkParams,
        response: publicClubSchema,
        handler: ({ params }) => publicClubByLink(ctx.db, params.publicLinkId),
      });
  return registry;
}
