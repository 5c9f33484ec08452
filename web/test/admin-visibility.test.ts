import type { Permission } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  canChooseRoleClient,
  canCreateClient,
  canCreateUser,
  canDeactivateUnpaid,
  canDeleteUser,
  canEditUser,
  canListUsers,
  canManageClients,
  canManageRoles,
  canViewUser,
  isPlainShooter,
} from '../src/admin/access';
import { visibleSections } from '../src/layout/menu/menuVisibility';
import { MENU_ENTRIES } from '../src/layout/menu/menuEntries';

const roles = (...names: string[]) => ({ userRoles: names.map((name) => ({ name })) }) as never;

const USERS_ALL: Permission[] = ['USER_CREATE', 'USER_EDIT', 'USER_DELETE', 'USER_LIST', 'USER_VIEW'];
// the seeded reserved roles' permissions (identity's reserved-roles.ts), shortened to what matters here
const ADMIN: Permission[] = ['IS_ADMIN', 'IS_CLIENT_ADMIN', 'IS_PORTAL_ADMIN', ...USERS_ALL];
const PORTAL_ADMIN: Permission[] = ['IS_PORTAL_ADMIN', ...USERS_ALL];
const CLIENT_ADMIN: Permission[] = ['IS_CLIENT_ADMIN', ...USERS_ALL];
const CLUB_ADMIN: Permission[] = ['IS_CLUB_ADMIN', 'USER_LIST', 'USER_VIEW', 'USER_CREATE', 'USER_EDIT'];
const SHOOTER: Permission[] = ['IS_USER_SHOOTER', 'USER_PROFILE_VIEW', 'USER_PROFILE_EDIT'];

const managementIds = (permissions: Permission[]) =>
  visibleSections(MENU_ENTRIES, permissions)
    .filter((group) => group.section === 'management')
    .flatMap((group) => group.entries.map((entry) => entry.id));

describe('who sees what in the administration', () => {
  it('shows create and "block all unpaid" only to admins, portal admins and client admins', () => {
    for (const permissions of [ADMIN, PORTAL_ADMIN, CLIENT_ADMIN]) {
      expect(canCreateUser(permissions)).toBe(true);
      expect(canDeactivateUnpaid(permissions)).toBe(true);
    }
    // a club admin may create users through the API, but the list offers the button only to the admins
    for (const permissions of [CLUB_ADMIN, SHOOTER, ['IS_GUEST'] as Permission[]]) {
      expect(canCreateUser(permissions)).toBe(false);
      expect(canDeactivateUnpaid(permissions)).toBe(false);
    }
  });

  it('lets only admins and client admins manage roles and clients; only admins choose a role client', () => {
    const CLIENT_ONLY: Permission[] = ['IS_CLIENT_ADMIN', ...USERS_ALL];
    expect([ADMIN, CLIENT_ONLY].map(canManageRoles)).toEqual([true, true]);
    expect([PORTAL_ADMIN, CLUB_ADMIN, SHOOTER].map(canManageRoles)).toEqual([false, false, false]);
    expect([ADMIN, CLIENT_ADMIN].map(canManageClients)).toEqual([true, true]);
    expect([PORTAL_ADMIN, CLUB_ADMIN, SHOOTER].map(canManageClients)).toEqual([false, false, false]);
    expect(canChooseRoleClient(ADMIN)).toBe(true);
    expect(canChooseRoleClient(CLIENT_ADMIN)).toBe(false);
    expect(canCreateClient(ADMIN)).toBe(true);
    expect(canCreateClient(CLIENT_ADMIN)).toBe(false);
  });

  it('keeps plain shooters away from the user list even with USER_LIST', () => {
    expect(isPlainShooter(roles('ROLE_USER'))).toBe(true);
    expect(isPlainShooter(roles('ROLE_USER', 'ROLE_CLUB_ADMIN'))).toBe(false);
    expect(isPlainShooter(null)).toBe(false);
    expect(canListUsers(['USER_LIST'], roles('ROLE_USER'))).toBe(false);
    expect(canListUsers(CLUB_ADMIN, roles('ROLE_CLUB_ADMIN'))).toBe(true);
    expect(canListUsers(SHOOTER, roles('ROLE_CLUB_ADMIN'))).toBe(false);
  });

  it('gives row actions by the permissions identity checks: USER_EDIT, USER_DELETE, USER_VIEW', () => {
    expect(canEditUser(['USER_EDIT'])).toBe(true);
    expect(canEditUser(CLUB_ADMIN)).toBe(true);
    expect(canEditUser(['IS_ADMIN'])).toBe(false);
    expect(canDeleteUser(['USER_DELETE'])).toBe(true);
    expect(canDeleteUser(CLUB_ADMIN)).toBe(false);
    expect(canViewUser(CLUB_ADMIN)).toBe(true);
    expect(canViewUser(['USER_LIST'])).toBe(false);
    expect(canCreateUser(['IS_ADMIN'])).toBe(false);
  });

  it('lists the overview, users, roles, clients, reference data, maintenance windows and adverts in the management section by permission', () => {
    const reference = [
      'factors',
      'levels',
      'competitionClasses',
      'divisions',
      'competitionTypes',
      'uploadTypes',
    ];
    // the administration overview (/configuration) leads the section for those who administer
    expect(managementIds(ADMIN)).toEqual([
      'configuration',
      'users',
      'userRoles',
      'clients',
      'clubs',
      ...reference,
      'maintenanceWindows',
      'advertisings',
    ]);
    expect(managementIds(CLIENT_ADMIN)).toEqual(['configuration', 'users', 'userRoles', 'clients']);
    expect(managementIds(PORTAL_ADMIN)).toEqual([
      'configuration',
      'users',
      'clubs',
      ...reference,
      'maintenanceWindows',
      'advertisings',
    ]);
    expect(managementIds(SHOOTER)).toEqual([]);
    expect(managementIds(['IS_GUEST'])).toEqual([]);
  });
});
