import {
  clientBodySchema,
  clientSchema,
  listAnswerSchema,
  listQuerySchema,
  CLIENT_SORT_FIELDS,
} from '@portal/contracts';
import { RouteRegistry } from '@portal/service-kit';
import { z } from 'zod';
import { actorOf } from '../domain/actor';
import { deleteClient, getClient, listClients, saveClient } from '../domain/clients-admin';
import { booleanQuery, idParams, TAGS, type IdentityDeps } from './deps';

const CLIENT_ADMINS = ['IS_ADMIN', 'IS_CLIENT_ADMIN'] as const;

export function clientRoutes({ db }: IdentityDeps): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/clients',
      summary: 'List clients (filters name, active)',
      tags: TAGS,
      access: CLIENT_ADMINS,
      query: listQuerySchema(CLIENT_SORT_FIELDS).extend({
        name: z.string().trim().max(255).optional(),
        active: booleanQuery.optional(),
      }),
      response: listAnswerSchema(clientSchema),
      handler: async ({ user, query }) => listClients(db, await actorOf(db, user), query),
    })
    .add({
      method: 'get',
      path: '/api/clients/:id',
      summary: 'One client',
      tags: TAGS,
      access: CLIENT_ADMINS,
      params: idParams,
      response: clientSchema,
      handler: async ({ user, params }) => getClient(db, await actorOf(db, user), params.id),
    })
    .add({
      method: 'post',
      path: '/api/clients',
      summary: 'Create a client',
      tags: TAGS,
      access: ['IS_ADMIN'],
      body: clientBodySchema,
      status: 201,
      response: clientSchema,
      handler: async ({ user, body }) => saveClient(db, await actorOf(db, user), null, body),
    })
    .add({
      method: 'put',
      path: '/api/clients/:id',
      summary: 'Edit a client',
      tags: TAGS,
      access: CLIENT_ADMINS,
      params: idParams,
      body: clientBodySchema,
      response: clientSchema,
      handler: async ({ user, params, body }) => saveClient(db, await actorOf(db, user), params.id, body),
    })
    .add({
      method: 'delete',
      path: '/api/clients/:id',
      summary: 'Delete a client',
      tags: TAGS,
      access: ['IS_ADMIN'],
      params: idParams,
      handler: async ({ user, params }) => deleteClient(db, await actorOf(db, user), params.id),
    });
}
