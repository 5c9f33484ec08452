import {
  deputisedUserSchema,
  deputyBodySchema,
  deputySchema,
  profileSchema,
  profileUpdateSchema,
} from '@portal/contracts';
import { idParamSchema } from '@portal/contracts';
import { RouteRegistry } from '@portal/service-kit';
import { z } from 'zod';
import { addDeputy, deputisedUsers, removeDeputy } from '../domain/deputies';
import { loadProfileFor, setViewType, toProfile, updateProfile } from '../domain/profile';
import { idParams, TAGS, type IdentityDeps } from './deps';

const PROFILE = ['USER_PROFILE_VIEW'] as const;
const PROFILE_EDIT = ['USER_PROFILE_EDIT'] as const;

/** The own profile, deputies and view preferences (the specific paths come before `:id`). */
export function profileRoutes({ db, denyList }: IdentityDeps): RouteRegistry {
  return new RouteRegistry()
    .add({
      method: 'put',
      path: '/api/profile/competitionView',
      summary: 'Store the competition list view (true: cards, false: list); premium only',
      tags: TAGS,
      access: PROFILE_EDIT,
      body: z.boolean(),
      handler: ({ user, body }) => setViewType(db, user, 'competitionViewType', body),
    })
    .add({
      method: 'put',
      path: '/api/profile/shooterCompetitionView',
      summary: 'Store the own-competitions view (true: cards, false: list); premium only',
      tags: TAGS,
      access: PROFILE_EDIT,
      body: z.boolean(),
      handler: ({ user, body }) => setViewType(db, user, 'shooterCompetitionViewType', body),
    })
    .add({
      method: 'get',
      path: '/api/profile/0/deputises',
      summary: 'Users the caller acts for as deputy',
      tags: TAGS,
      access: PROFILE,
      response: z.array(deputisedUserSchema),
      handler: ({ user }) => deputisedUsers(db, user),
    })
    .add({
      method: 'get',
      path: '/api/profile/:id',
      summary: 'A profile (own, or any for admins)',
      tags: TAGS,
      access: PROFILE,
      params: idParams,
      response: profileSchema,
      handler: async ({ user, params }) => toProfile(db, await loadProfileFor(db, user, params.id)),
    })
    .add({
      method: 'put',
      path: '/api/profile/:id',
      summary: 'Update a profile (empty password keeps it)',
      tags: TAGS,
      access: PROFILE_EDIT,
      params: idParams,
      body: profileUpdateSchema,
      response: profileSchema,
      handler: ({ user, params, body }) => updateProfile(db, denyList, user, params.id, body),
    })
    .add({
      method: 'post',
      path: '/api/profile/:id/deputy',
      summary: 'Add a deputy by user name',
      tags: TAGS,
      access: PROFILE_EDIT,
      params: idParams,
      body: deputyBodySchema,
      status: 201,
      response: deputySchema,
      handler: ({ user, params, body }) => addDeputy(db, user, params.id, body.name),
    })
    .add({
      method: 'delete',
      path: '/api/profile/:id/deputy/:deputyId',
      summary: 'Remove a deputy',
      tags: TAGS,
      access: PROFILE_EDIT,
      params: idParams.extend({ deputyId: idParamSchema }),
      handler: async ({ user, params }) => {
        await removeDeputy(db, user, params.id, params.deputyId);
      },
    });
}
