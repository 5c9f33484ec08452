import { createServiceApi } from './baseQuery';

/**
 * The identity service's API slice. Features add their endpoints with `identityApi.injectEndpoints`
 * in their own files (account screens, profile, users, roles, clients).
 */
export const identityApi = createServiceApi('identityApi', [
  'Identity',
  'Profile',
  'Deputy',
  'User',
  'Role',
  'Client',
]);
