import {
  activeBodySchema,
  CLUB_MEMBERSHIPS,
  clubMembershipBodySchema,
  deputyBodySchema,
  deputySchema,
  enabledBodySchema,
  idParamSchema,
  listQuerySchema,
  userCreateSchema,
  userDetailSchema,
  userListAnswerSchema,
  userUpdateSchema,
  USER_SORT_FIELDS,
} from '@portal/contracts';
import { RouteRegistry } from '@portal/service-kit';
import { z } from 'zod';
import { actorOf } from '../domain/actor';
import { addUserDeputy, removeUserDeputy } from '../domain/deputies';
import { getUser, listUsers } from '../domain/users-admin/read';
import {
  createUser,
  deactivateUnpaid,
  decideClubMembership,
  deleteUser,
  setUserFlag,
  updateUser,
} from '../domain/users-admin/write';
import { booleanQuery, idParams, TAGS, type IdentityDeps } from './deps';

const filterText = z.string().trim().max(255).optional();
const usersQuery = listQuerySchema(USER_SORT_FIELDS).extend({
  size: z.coerce.number().int().min(1).max(9999).default(25),
  club: idParamSchema.optional(),
  username: filterText,
  role: idParamSchema.optional(),
  firstName: filterText,
  lastName: filterText,
  active: booleanQuery.optional(),
  unpaid: booleanQuery.optional(),
  clubMembership: z.enum(CLUB_MEMBERSHIPS, 'FIELD_INVALID').optional(),
});

/** Back-office user administration (docs/identity-api.md). */
export function userRoutes({ db, denyList }: IdentityDeps): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'put',
      path: '/api/users/updateActive',
      summary: 'Block or unblock a user (blocking ends open sessions at once)',
      tags: TAGS,
      access: ['USER_EDIT'],
      body: activeBodySchema,
      handler: async ({ user, body }) =>
        setUserFlag(db, denyList, await actorOf(db, user), body.id, 'active', body.active),
    })
    .add({
      method: 'put',
      path: '/api/users/updateEnabled',
      summary: 'Mark a user verified or unverified',
      tags: TAGS,
      access: ['USER_EDIT'],
      body: enabledBodySchema,
      handler: async ({ user, body }) =>
        setUserFlag(db, denyList, await actorOf(db, user), body.id, 'enabled', body.enabled),
    })
    .add({
      method: 'put',
      path: '/api/users/updateClubMembership',
      summary: 'Confirm (true) or reject (false) the pending club membership of a user',
      tags: TAGS,
      access: ['USER_EDIT'],
      body: clubMembershipBodySchema,
      response: userDetailSchema,
      handler: async ({ user, body }) =>
        decideClubMembership(db, await actorOf(db, user), body.id, body.confirmed),
    })
    .add({
      method: 'post',
      path: '/api/users/deactivateUnpaid',
      summary: 'Block every shooter without valid payment',
      tags: TAGS,
      access: ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLIENT_ADMIN'],
      body: z.object({}).optional(),
      response: z.object({ count: z.number().int() }),
      handler: async ({ user }) => ({ count: await deactivateUnpaid(db, denyList, await actorOf(db, user)) }),
    })
    .add({
      method: 'get',
      path: '/api/users',
      summary:
        'List users (filters club, username, role, firstName, lastName, active, unpaid, clubMembership)',
      tags: TAGS,
      access: ['USER_LIST'],
      query: usersQuery,
      response: userListAnswerSchema,
      handler: async ({ user, query }) => listUsers(db, await actorOf(db, user), query),
    })
    .add({
      method: 'post',
      path: '/api/users',
      summary: 'Create a user',
      tags: TAGS,
      access: ['USER_CREATE'],
      body: userCreateSchema,
      status: 201,
      response: userDetailSchema,
      handler: async ({ user, body }) => createUser(db, await actorOf(db, user), body),
    })
    .add({
      method: 'get',
      path: '/api/users/:id',
      summary: 'One user',
      tags: TAGS,
      access: ['USER_VIEW'],
      params: idParams,
      response: userDetailSchema,
      handler: async ({ user, params }) => getUser(db, await actorOf(db, user), params.id),
    })
    .add({
      method: 'put',
      path: '/api/users/:id',
      summary: 'Edit a user (empty password keeps it)',
      tags: TAGS,
      access: ['USER_EDIT'],
      params: idParams,
      body: userUpdateSchema,
      response: userDetailSchema,
      handler: async ({ user, params, body }) =>
        updateUser(db, denyList, await actorOf(db, user), params.id, body),
    })
    .add({
      method: 'post',
      path: '/api/userDeputies/:id',
      summary: "Add a deputy (by user name) to a shooter's account",
      tags: TAGS,
      access: ['USER_EDIT'],
      params: idParams,
      body: deputyBodySchema,
      status: 201,
      response: deputySchema,
      handler: async ({ user, params, body }) =>
        addUserDeputy(db, await actorOf(db, user), params.id, body.name),
    })
    .add({
      method: 'delete',
      path: '/api/userDeputies/:id/:deputyId',
      summary: "Remove a deputy from a shooter's account",
      tags: TAGS,
      access: ['USER_EDIT'],
      params: idParams.extend({ deputyId: idParamSchema }),
      handler: async ({ user, params }) => {
        await removeUserDeputy(db, await actorOf(db, user), params.id, params.deputyId);
      },
    })
    .add({
      method: 'delete',
      path: '/api/users/:id',
      summary: 'Delete a user',
      tags: TAGS,
      access: ['USER_DELETE'],
      params: idParams,
      handler: async ({ user, params }) => deleteUser(db, denyList, await actorOf(db, user), params.id),
    });
}
