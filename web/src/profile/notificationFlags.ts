import type { Permission } from '@portal/contracts';

import {
  effectiveNotificationSelection,
  NOTIFICATION_FLAGS,
  type NotificationFlag,
} from '@portal/contracts/identity-constants';

export { NOTIFICATION_FLAGS, type NotificationFlag };
export type NotificationSelection = Record<NotificationFlag, boolean>;

/** New shooter registrations: admins and portal admins. */
const ADMIN_FLAGS: readonly NotificationFlag[] = ['newShooterRegistrations'];
/** Registrations to my competitions and membership cancellation: club admins. */
const CLUB_ADMIN_FLAGS: readonly NotificationFlag[] = [
  'newRegistrationsToCompetitions',
  'memberCancelNoPaymentReminder',
  'memberCancelNoPayment',
];
/** The rest: shooters. */
const SHOOTER_FLAGS: readonly NotificationFlag[] = NOTIFICATION_FLAGS.filter(
  (flag) => !ADMIN_FLAGS.includes(flag) && !CLUB_ADMIN_FLAGS.includes(flag),
);

export type NotificationGroup = 'admin' | 'clubAdmin' | 'shooter';

/** Admin check: admin or portal admin (docs/accounts.md). */
export const isAdmin = (permissions: readonly string[]): boolean =>
  permissions.includes('IS_ADMIN') || permissions.includes('IS_PORTAL_ADMIN');

export const isClubAdmin = (permissions: readonly string[]): boolean => permissions.includes('IS_CLUB_ADMIN');

/** Shooter check: the shooter permission, or anyone who is neither admin, club admin nor guest. */
export const isShooter = (permissions: readonly string[]): boolean =>
  permissions.includes('IS_USER_SHOOTER') ||
  (!isAdmin(permissions) && !isClubAdmin(permissions) && !permissions.includes('IS_GUEST'));

/** The flags a user may choose, grouped, in display order. */
export const notificationGroups = (
  permissions: readonly string[],
): { group: NotificationGroup; flags: readonly NotificationFlag[] }[] => {
  const groups: { group: NotificationGroup; flags: readonly NotificationFlag[] }[] = [];
  if (isAdmin(permissions)) groups.push({ group: 'admin', flags: ADMIN_FLAGS });
  if (isClubAdmin(permissions)) groups.push({ group: 'clubAdmin', flags: CLUB_ADMIN_FLAGS });
  if (isShooter(permissions)) groups.push({ group: 'shooter', flags: SHOOTER_FLAGS });
  return groups;
};

export const visibleNotificationFlags = (permissions: readonly string[]): NotificationFlag[] =>
  notificationGroups(permissions).flatMap((group) => group.flags);

const ROLE_PERMISSIONS: Record<string, Permission[]> = {
  ROLE_ADMIN: ['IS_ADMIN'],
  ROLE_SYSTEM_ADMIN: ['IS_ADMIN'],
  ROLE_PORTAL_ADMIN: ['IS_PORTAL_ADMIN'],
  ROLE_CLIENT_ADMIN: ['IS_CLIENT_ADMIN'],
  ROLE_CLUB_ADMIN: ['IS_CLUB_ADMIN'],
  ROLE_USER: ['IS_USER_SHOOTER'],
  ROLE_GUEST: ['IS_GUEST'],
};

/** An admin looking at someone else's profile: the options follow that user's roles. */
export const permissionsOfRoles = (roleNames: readonly string[]): Permission[] => [
  ...new Set(roleNames.flatMap((name) => ROLE_PERMISSIONS[name] ?? [])),
];

/** The switches as the user has them: the same rule notification sends by (contracts). */
export const normaliseSelection = (selection: Partial<Record<string, unknown>> | null | undefined) =>
  effectiveNotificationSelection(selection) as NotificationSelection;
