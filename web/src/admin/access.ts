import type { Permission } from '@portal/contracts';
import { PATHS } from '../routes/paths';
import type { Identity } from '../session/types';

/**
 * Who sees what in the administration (docs/accounts.md). Pure functions of the
 * session's permissions, shared by the menu, the route guards and the pages.
 */
type Permissions = readonly Permission[];

/** Client, portal and system admins: create users and block every unpaid user. */
export const USER_ADMIN_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLIENT_ADMIN'];
/** Roles and clients are managed by admins and client admins. */
export const ROLE_ADMIN_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_CLIENT_ADMIN'];
export const CLIENT_ADMIN_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_CLIENT_ADMIN'];
export const USER_LIST_PERMISSIONS: Permissions = ['USER_LIST'];
/** Reference data (factors, levels, ...): club admins read, admins and portal admins also write. */
export const REFERENCE_WRITE_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_PORTAL_ADMIN'];
export const REFERENCE_READ_PERMISSIONS: Permissions = [...REFERENCE_WRITE_PERMISSIONS, 'IS_CLUB_ADMIN'];

export const hasAny = (permissions: Permissions, required: Permissions): boolean =>
  required.some((permission) => permissions.includes(permission));

/** Users with only the plain shooter role never see the user list (docs/back-office-additions.md). */
export const isPlainShooter = (identity: Pick<Identity, 'userRoles'> | null): boolean =>
  Boolean(identity?.userRoles.length) && identity!.userRoles.every((role) => role.name === 'ROLE_USER');

export const canListUsers = (permissions: Permissions, identity: Pick<Identity, 'userRoles'> | null) =>
  hasAny(permissions, USER_LIST_PERMISSIONS) && !isPlainShooter(identity);
// the single permissions are what identity checks on each call (docs/identity-api.md, "Users")
export const canViewUser = (permissions: Permissions) => hasAny(permissions, ['USER_VIEW']);
/** The create button: only client, portal and system admins (docs/web-app.md), who also need USER_CREATE. */
export const canCreateUser = (permissions: Permissions) =>
  hasAny(permissions, USER_ADMIN_PERMISSIONS) && hasAny(permissions, ['USER_CREATE']);
export const canDeactivateUnpaid = (permissions: Permissions) => hasAny(permissions, USER_ADMIN_PERMISSIONS);
/** Edit, block / unblock and verify / unverify. */
export const canEditUser = (permissions: Permissions) => hasAny(permissions, ['USER_EDIT']);
/**
 * A club's admins link to the user (club page, club profile): only users who may open other
 * admins; a club admin manages just the shooters of the own club (docs/club-and-user-admin.md).
 */
export const canOpenClubAdmin = (permissions: Permissions) =>
  hasAny(permissions, USER_ADMIN_PERMISSIONS) && canViewUser(permissions);
export const canDeleteUser = (permissions: Permissions) => hasAny(permissions, ['USER_DELETE']);

export const canManageRoles = (permissions: Permissions) => hasAny(permissions, ROLE_ADMIN_PERMISSIONS);
/** Only a system admin assigns a role to a client. */
export const canChooseRoleClient = (permissions: Permissions) => hasAny(permissions, ['IS_ADMIN']);
export const canManageClients = (permissions: Permissions) => hasAny(permissions, CLIENT_ADMIN_PERMISSIONS);
/** A client admin renames their own client; only a system admin creates clients. */
export const canCreateClient = (permissions: Permissions) => hasAny(permissions, ['IS_ADMIN']);

export const canReadReference = (permissions: Permissions) => hasAny(permissions, REFERENCE_READ_PERMISSIONS);
/** Create, edit and delete reference data; club admins see read-only lists and forms. */
export const canWriteReference = (permissions: Permissions) =>
  hasAny(permissions, REFERENCE_WRITE_PERMISSIONS);

/** Clubs: admins and portal admins see the list, create, edit, show and block (docs/catalog.md). */
export const CLUB_MANAGER_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_PORTAL_ADMIN'];
export const canManageClubs = (permissions: Permissions) => hasAny(permissions, CLUB_MANAGER_PERMISSIONS);
/** The club profile (`clubProfile/:clubId`): club admins only their own club; club managers every club. */
export const canEditClubProfile = (
  permissions: Permissions,
  identity: Pick<Identity, 'clubId'> | null,
  clubId: number | null,
) =>
  canManageClubs(permissions) ||
  (hasAny(permissions, ['IS_CLUB_ADMIN']) && clubId !== null && identity?.clubId === clubId);

/** Maintenance windows: admins and portal admins (docs/catalog.md). */
export const MAINTENANCE_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_PORTAL_ADMIN'];
export const canManageMaintenance = (permissions: Permissions) =>
  hasAny(permissions, MAINTENANCE_PERMISSIONS);

/** Adverts: admins and portal admins (docs/catalog.md). */
export const ADVERTISING_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_PORTAL_ADMIN'];
export const canManageAdvertisings = (permissions: Permissions) =>
  hasAny(permissions, ADVERTISING_PERMISSIONS);

/** Competitions and events (docs/catalog.md): admins and portal admins every club's, club admins their own. */
export const COMPETITION_MANAGER_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'];
export const canManageCompetitions = (permissions: Permissions) =>
  hasAny(permissions, COMPETITION_MANAGER_PERMISSIONS);

/** Reservation codes and reservations: admins and portal admins for all, club admins for their club's. */
export const RESERVATION_PERMISSIONS: Permissions = ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN'];
export const canManageReservations = (permissions: Permissions) =>
  hasAny(permissions, RESERVATION_PERMISSIONS);

/** The order list and details (docs/order-admin.md: orders are IS_ADMIN's; club admins their club's). */
export const canAdministerOrders = (permissions: Permissions) =>
  hasAny(permissions, ['IS_ADMIN', 'IS_CLUB_ADMIN']);

/** A competition's registrations (order items): admins, portal admins, club admins (own club). */
export const canAdministerOrderItems = (permissions: Permissions) =>
  hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN']);

/** The list-only role: its one permission is viewing the competition list (docs/back-office-additions.md). */
export const isListOnly = (permissions: Permissions): boolean =>
  permissions.length > 0 && permissions.every((permission) => permission === 'PUBLIC_COMPETITION_LIST_VIEW');

/**
 * Where a refused back-office route leads (docs/back-office-additions.md): club admins and
 * the list-only role go to competitionList, everybody else (a plain shooter too) to the dashboard.
 */
export const refusedRouteTarget = (permissions: Permissions): string =>
  hasAny(permissions, ['IS_CLUB_ADMIN']) || isListOnly(permissions) ? PATHS.competitionList : PATHS.dashboard;

/** `/configuration`, the administration overview: admins, portal admins and client admins. */
export const canOpenConfiguration = (permissions: Permissions) =>
  hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLIENT_ADMIN']);

/** The menu's bills: a club's invoices for its club admins, every club's for admins and portal admins. */
export const canSeeBills = (permissions: Permissions) =>
  hasAny(permissions, ['IS_ADMIN', 'IS_PORTAL_ADMIN', 'IS_CLUB_ADMIN']);
