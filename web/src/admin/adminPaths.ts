import { PATHS } from '../routes/paths';

/** Routes of the administration screens (docs/web-app.md): list, create, edit, show. */
export const ADMIN_PATHS = {
  users: PATHS.users,
  userCreate: `${PATHS.users}/create`,
  userEdit: (id: number | string) => `${PATHS.users}/${id}`,
  userShow: (id: number | string) => `${PATHS.users}/${id}/show`,
  userRoles: PATHS.userRoles,
  userRoleCreate: `${PATHS.userRoles}/create`,
  userRoleEdit: (id: number | string) => `${PATHS.userRoles}/${id}`,
  userRoleShow: (id: number | string) => `${PATHS.userRoles}/${id}/show`,
  clients: PATHS.clients,
  clientCreate: `${PATHS.clients}/create`,
  clientEdit: (id: number | string) => `${PATHS.clients}/${id}`,
  clubs: PATHS.clubs,
  clubCreate: `${PATHS.clubs}/create`,
  clubEdit: (id: number | string) => `${PATHS.clubs}/${id}`,
  clubShow: (id: number | string) => `${PATHS.clubs}/${id}/show`,
  clubProfile: (clubId: number | string) => `${PATHS.clubProfile}/${clubId}`,
  clubProfileShow: (clubId: number | string) => `${PATHS.clubProfile}/${clubId}/show`,
} as const;

/** The `:id` of a route as a positive number, or null. */
export const routeId = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};
