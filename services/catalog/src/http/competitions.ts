import { listAnswerSchema } from '@portal/contracts';
import { DomainError, RouteRegistry, type ServiceContext } from '@portal/service-kit';
import { z } from 'zod';
import { getCompetition, listCompetitions, manyCompetitions } from '../domain/competitions/read';
import { deleteCompetitions, setCancelled, setPaid } from '../domain/competitions/states';
import { saveCompetition } from '../domain/competitions/write';
import {
  cancelBody,
  competitionBody,
  competitionListQuery,
  competitionSchema,
  idsBody,
  payBody,
} from './competition-schemas';
import { idParams } from './reference-admin';

const MANAGERS = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'] as const;

/** State changes shared by competitions and events (`/api/competitions/...`). */
function competitionStateRoutes(ctx: ServiceContext): RouteRegistry {
  const tags = ['competitions'];
  return new RouteRegistry()
    .add({
      method: 'put',
      path: '/api/competitions/updateCancel',
      summary:
        'Cancel or reactivate a competition or event; cancelling after registration started answers 409 ERROR.REGISTRATION_ALREADY_STARTED',
      tags,
      access: MANAGERS,
      body: cancelBody,
      response: competitionSchema,
      handler: ({ body, user }) => setCancelled(ctx.db, user, body.id, body.cancelled, false),
    })
    .add({
      method: 'put',
      path: '/api/competitions/forceUpdateCancel',
      summary: 'Cancel or reactivate even after the registration window opened',
      tags,
      access: MANAGERS,
      body: cancelBody,
      response: competitionSchema,
      handler: ({ body, user }) => setCancelled(ctx.db, user, body.id, body.cancelled, true),
    })
    .add({
      method: 'put',
      path: '/api/competitions/pay',
      summary: "Mark one competition paid or unpaid (IS_ADMIN, and the portal admin's pay icon)",
      tags,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN'],
      body: payBody,
      response: z.object({ count: z.number().int() }),
      handler: async ({ body, user }) => {
        const count = await setPaid(ctx.db, user, [body.id], body.paid, true);
        if (count === 0) await getCompetition(ctx.db, user, body.id); // 404 when it does not exist
        return { count };
      },
    })
    .add({
      method: 'put',
      path: '/api/competitions/paid',
      summary: 'Mark several competitions paid (IS_ADMIN only); answers how many changed',
      tags,
      access: ['IS_ADMIN'],
      body: idsBody,
      response: z.object({ count: z.number().int() }),
      handler: async ({ body, user }) => ({ count: await setPaid(ctx.db, user, body.ids, true) }),
    })
    .add({
      method: 'post',
      path: '/api/competitions/many',
      operationId: 'manyCompetitions',
      summary: 'The competitions and events of the ids the user may see',
      tags,
      access: MANAGERS,
      body: idsBody,
      response: z.array(competitionSchema),
      handler: ({ body, user }) => manyCompetitions(ctx.db, user, body.ids),
    });
}

/** List, one, create, update, delete and delete-many of `competitions` or `events`. */
function competitionCrudRoutes(ctx: ServiceContext, resource: 'competitions' | 'events'): RouteRegistry {
  const event = resource === 'events';
  const base = `/api/${resource}`;
  const label = event ? 'event' : 'competition';
  const tags = [resource];
  return new RouteRegistry()
    .add({
      method: 'get',
      path: base,
      summary: `List ${label}s (club admins: their club's), newest date first unless asked otherwise`,
      tags,
      access: MANAGERS,
      query: competitionListQuery,
      response: listAnswerSchema(competitionSchema),
      handler: ({ query, user }) => listCompetitions(ctx.db, user, event, query),
    })
    .add({
      method: 'post',
      path: `${base}/deleteMany`,
      summary: `Soft-delete several ${label}s; answers how many`,
      tags,
      access: MANAGERS,
      body: idsBody,
      response: z.object({ count: z.number().int() }),
      handler: async ({ body, user }) => ({ count: await deleteCompetitions(ctx.db, user, body.ids, event) }),
    })
    .add({
      method: 'get',
      path: `${base}/:id`,
      summary: `One ${label} with squads, stands, documents and text blocks`,
      tags,
      access: MANAGERS,
      params: idParams,
      response: competitionSchema,
      // `competitions/{id}` serves copy and export of events too
      handler: ({ params, user }) => getCompetition(ctx.db, user, params.id, event ? true : undefined),
    })
    .add({
      method: 'post',
      path: base,
      summary: `Create a ${label}`,
      tags,
      access: MANAGERS,
      body: competitionBody,
      status: 201,
      response: competitionSchema,
      handler: ({ body, user }) => saveCompetition(ctx.db, user, event, null, body),
    })
    .add({
      method: 'put',
      path: `${base}/:id`,
      summary: `Edit a ${label}`,
      tags,
      access: MANAGERS,
      params: idParams,
      body: competitionBody,
      response: competitionSchema,
      handler: ({ params, body, user }) => saveCompetition(ctx.db, user, event, params.id, body),
    })
    .add({
      method: 'delete',
      path: `${base}/:id`,
      summary: `Soft-delete a ${label}`,
      tags,
      access: MANAGERS,
      params: idParams,
      handler: async ({ params, user }) => {
        if ((await deleteCompetitions(ctx.db, user, [params.id], event)) === 0)
          throw new DomainError('COMPETITION_DOESNT_EXIST', 404);
      },
    });
}

/** The back-office calls of competitions and events (docs/catalog.md). */
export const competitionRoutes = (ctx: ServiceContext): RouteRegistry[] => [
  competitionStateRoutes(ctx),
  competitionCrudRoutes(ctx, 'competitions'),
  competitionCrudRoutes(ctx, 'events'),
];
