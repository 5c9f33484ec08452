/** Role names of both spec files (docs/accounts.md). */
export const ROLES = [
  'ROLE_ADMIN',
  'ROLE_SYSTEM_ADMIN',
  'ROLE_PORTAL_ADMIN',
  'ROLE_CLIENT_ADMIN',
  'ROLE_CLUB_ADMIN',
  'ROLE_USER',
  'ROLE_GUEST',
] as const;
export type RoleName = (typeof ROLES)[number];

/** Roles that cannot be edited or deleted. */
export const RESERVED_ROLES: readonly RoleName[] = ROLES;

/** Permission names of both spec files. */
export const PERMISSIONS = [
  'IS_GUEST',
  'IS_USER_SHOOTER',
  'IS_ADMIN',
  'IS_CLIENT_ADMIN',
  'IS_CLUB_ADMIN',
  'IS_PORTAL_ADMIN',
  'PUBLIC_COMPETITION_LIST_VIEW',
  'PUBLIC_COMPETITION_REGISTRATION',
  'USER_PROFILE_VIEW',
  'USER_PROFILE_EDIT',
  'USER_CREATE',
  'USER_EDIT',
  'USER_DELETE',
  'USER_LIST',
  'USER_VIEW',
  'CLUB_LIST',
  'CLUB_EDIT',
  'CLUB_VIEW',
  'CLUB_CREATE',
  'COMPETITION_CREATE',
  'COMPETITION_EDIT',
  'COMPETITION_LIST',
  'COMPETITION_VIEW',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Permission categories of the user-role form (docs/web-app.md). */
export const PERMISSION_CATEGORIES = ['administration', 'other', 'competitions', 'user', 'club'] as const;
export type PermissionCategory = (typeof PERMISSION_CATEGORIES)[number];

export const PERMISSION_CATEGORY: Record<Permission, PermissionCategory> = {
  IS_GUEST: 'other',
  IS_USER_SHOOTER: 'other',
  IS_ADMIN: 'administration',
  IS_CLIENT_ADMIN: 'administration',
  IS_CLUB_ADMIN: 'administration',
  IS_PORTAL_ADMIN: 'administration',
  PUBLIC_COMPETITION_LIST_VIEW: 'competitions',
  PUBLIC_COMPETITION_REGISTRATION: 'competitions',
  USER_PROFILE_VIEW: 'user',
  USER_PROFILE_EDIT: 'user',
  USER_CREATE: 'user',
  USER_EDIT: 'user',
  USER_DELETE: 'user',
  USER_LIST: 'user',
  USER_VIEW: 'user',
  CLUB_LIST: 'club',
  CLUB_EDIT: 'club',
  CLUB_VIEW: 'club',
  CLUB_CREATE: 'club',
  COMPETITION_CREATE: 'competitions',
  COMPETITION_EDIT: 'competitions',
  COMPETITION_LIST: 'competitions',
  COMPETITION_VIEW: 'competitions',
};

/** Admin, portal admin and club admin are always payment-valid (docs/accounts.md). */
export const PAYMENT_VALID_ROLES: readonly RoleName[] = [
  'ROLE_ADMIN',
  'ROLE_SYSTEM_ADMIN',
  'ROLE_PORTAL_ADMIN',
  'ROLE_CLUB_ADMIN',
];
