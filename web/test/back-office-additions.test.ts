import type { Permission } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { canOpenConfiguration, canSeeBills, isListOnly, refusedRouteTarget } from '../src/admin/access';
import { MARKETING_PAGES } from '../src/config';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { entriesFor, MENU_ENTRIES } from '../src/layout/menu/menuEntries';
import { visibleSections } from '../src/layout/menu/menuVisibility';
import { PATHS } from '../src/routes/paths';

const ADMIN: Permission[] = ['IS_ADMIN', 'USER_LIST'];
const PORTAL_ADMIN: Permission[] = ['IS_PORTAL_ADMIN'];
const CLIENT_ADMIN: Permission[] = ['IS_CLIENT_ADMIN', 'USER_LIST'];
const CLUB_ADMIN: Permission[] = ['IS_CLUB_ADMIN', 'USER_LIST'];
const SHOOTER: Permission[] = ['IS_USER_SHOOTER', 'USER_PROFILE_VIEW'];
const LIST_ONLY: Permission[] = ['PUBLIC_COMPETITION_LIST_VIEW'];
const GUEST: Permission[] = ['IS_GUEST'];

const menuIds = (permissions: Permission[]) =>
  visibleSections(entriesFor(MENU_ENTRIES, 1), permissions).flatMap((group) =>
    group.entries.map((entry) => entry.id),
  );

/** Issue 21 item 5 (docs/back-office-additions.md): configuration, bills, the advertising link, redirects. */
describe('back-office additions: menu and redirects', () => {
  it('sends club admins and the list-only role to competitionList, everybody else to the dashboard', () => {
    expect(refusedRouteTarget(CLUB_ADMIN)).toBe(PATHS.competitionList);
    expect(refusedRouteTarget(LIST_ONLY)).toBe(PATHS.competitionList);
    for (const permissions of [SHOOTER, GUEST, PORTAL_ADMIN, []])
      expect(refusedRouteTarget(permissions)).toBe(PATHS.dashboard);
    expect([LIST_ONLY, SHOOTER, [], GUEST].map(isListOnly)).toEqual([true, false, false, false]);
  });

  it('offers /configuration to admins, portal admins and client admins, in the management menu', () => {
    expect([ADMIN, PORTAL_ADMIN, CLIENT_ADMIN, CLUB_ADMIN, SHOOTER].map(canOpenConfiguration)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const entry = MENU_ENTRIES.find((one) => one.id === 'configuration')!;
    expect([entry.route, entry.section]).toEqual(['/configuration', 'management']);
    expect(menuIds(ADMIN)).toContain('configuration');
    expect(menuIds(CLUB_ADMIN)).not.toContain('configuration');
  });

  it('shows "bills" to club admins, admins and portal admins, before the registrations', () => {
    expect([ADMIN, PORTAL_ADMIN, CLUB_ADMIN, CLIENT_ADMIN, SHOOTER].map(canSeeBills)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const club = menuIds(CLUB_ADMIN);
    expect(club.indexOf('bills')).toBe(club.indexOf('registrations') - 1);
    expect(menuIds(SHOOTER)).not.toContain('bills');
    expect([de.menu.bills, en.menu.bills]).toEqual(['Rechnungen', 'Bills']);
  });

  it('links the advertising information page for everyone, in a new tab', () => {
    const entry = MENU_ENTRIES.find((one) => one.id === 'advertisingInfo')!;
    expect([entry.section, entry.href]).toEqual(['info', MARKETING_PAGES.advertising]);
    expect(menuIds(GUEST)).toContain('advertisingInfo');
    expect([de.menu.advertisingInfo, en.menu.advertisingInfo]).toEqual(['Werbung', 'Advertising']);
  });
});
