import {
  listAnswerSchema,
  listQuerySchema,
  permissionGroupSchema,
  roleBodySchema,
  roleSchema,
  ROLE_SORT_FIELDS,
} from '@portal/contracts';
import { RouteRegistry } from '@portal/service-kit';
import { z } from 'zod';
import { actorOf } from '../domain/actor';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  permissionGroups,
  roleNames,
  updateRole,
} from '../domain/roles-admin';
import { idParams, TAGS, type IdentityDeps } from './deps';

const ROLE_ADMINS = ['IS_ADMIN', 'IS_CLIENT_ADMIN'] as const;

/** User roles with permissions, the role lookup and the permission catalogue. */
export function roleRoutes({ db }: IdentityDeps): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'get',
      path: '/api/roles',
      summary: 'Id and name of the roles (lookups); assignable=true: only those the caller may grant',
      tags: TAGS,
      access: ['USER_LIST', 'IS_ADMIN', 'IS_CLIENT_ADMIN'],
      query: z.object({ assignable: z.enum(['true', 'false'], 'FIELD_INVALID').optional() }).strict(),
      response: z.array(z.object({ id: z.number().int(), name: z.string() })),
      handler: async ({ user, query }) => roleNames(db, await actorOf(db, user), query.assignable === 'true'),
    })
    .add({
      method: 'get',
      path: '/api/userPermissions',
      summary: 'Permissions grouped by category',
      tags: TAGS,
      access: ROLE_ADMINS,
      query: listQuerySchema(['category'] as const).extend({
        size: z.coerce.number().int().min(1).max(1000).default(200),
      }),
      response: listAnswerSchema(permissionGroupSchema),
      handler: () => {
        const groups = permissionGroups();
        return { content: groups, totalElements: groups.length };
      },
    })
    .add({
      method: 'get',
      path: '/api/userRoles',
      summary: 'List user roles',
      tags: TAGS,
      access: ROLE_ADMINS,
      query: listQuerySchema(ROLE_SORT_FIELDS).extend({ name: z.string().trim().max(255).optional() }),
      response: listAnswerSchema(roleSchema),
      handler: async ({ user, query }) => listRoles(db, await actorOf(db, user), query),
    })
    .add({
      method: 'get',
      path: '/api/userRoles/:id',
      summary: 'One user role',
      tags: TAGS,
      access: ROLE_ADMINS,
      params: idParams,
      response: roleSchema,
      handler: async ({ user, params }) => getRole(db, await actorOf(db, user), params.id),
    })
    .add({
      method: 'post',
      path: '/api/userRoles',
      summary: 'Create a user role',
      tags: TAGS,
      access: ROLE_ADMINS,
      body: roleBodySchema,
      status: 201,
      response: roleSchema,
      handler: async ({ user, body }) => createRole(db, await actorOf(db, user), body),
    })
    .add({
      method: 'put',
      path: '/api/userRoles/:id',
      summary: 'Edit a user role (reserved roles cannot be edited)',
      tags: TAGS,
      access: ROLE_ADMINS,
      params: idParams,
      body: roleBodySchema,
      response: roleSchema,
      handler: async ({ user, params, body }) => updateRole(db, await actorOf(db, user), params.id, body),
    })
    .add({
      method: 'delete',
      path: '/api/userRoles/:id',
      summary: 'Delete a user role (reserved roles cannot be deleted)',
      tags: TAGS,
      access: ROLE_ADMINS,
      params: idParams,
      handler: async ({ user, params }) => deleteRole(db, await actorOf(db, user), params.id),
    });
}
