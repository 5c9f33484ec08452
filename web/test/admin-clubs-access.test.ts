import type { Permission } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { canEditClubProfile, canManageClubs } from '../src/admin/access';
import { clubAccess, isFieldVisible, visibleTabs } from '../src/admin/clubs/clubForm';
import {
  buildClubsQuery,
  DEFAULT_CLUBS_FILTER,
  DEFAULT_CLUBS_PAGING,
} from '../src/admin/clubs/clubListQuery';
import { clubsDe } from '../src/i18n/clubs.de';
import { clubsEn } from '../src/i18n/clubs.en';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { entriesFor, MENU_ENTRIES } from '../src/layout/menu/menuEntries';
import { visibleSections } from '../src/layout/menu/menuVisibility';

const ADMIN: Permission[] = ['IS_ADMIN', 'IS_CLIENT_ADMIN', 'IS_PORTAL_ADMIN'];
const PORTAL_ADMIN: Permission[] = ['IS_PORTAL_ADMIN'];
const CLUB_ADMIN: Permission[] = ['IS_CLUB_ADMIN', 'USER_LIST'];
const SHOOTER: Permission[] = ['IS_USER_SHOOTER'];

const menuRoutes = (permissions: Permission[], clubId: number | null) =>
  visibleSections(entriesFor(MENU_ENTRIES, clubId), permissions)
    .flatMap((group) => group.entries)
    .filter((entry) => entry.id === 'clubs' || entry.id === 'clubProfile')
    .map((entry) => `${entry.id}:${entry.route}`);

const leaves = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [prefix + key],
  );

describe('club visibility per role', () => {
  it('lets admins and portal admins manage every club', () => {
    expect([ADMIN, PORTAL_ADMIN].map(canManageClubs)).toEqual([true, true]);
    expect([CLUB_ADMIN, SHOOTER].map(canManageClubs)).toEqual([false, false]);
    expect(canEditClubProfile(ADMIN, { clubId: null }, 5)).toBe(true);
  });

  it('lets club admins edit only their own club', () => {
    expect(canEditClubProfile(CLUB_ADMIN, { clubId: 5 }, 5)).toBe(true);
    expect(canEditClubProfile(CLUB_ADMIN, { clubId: 5 }, 6)).toBe(false);
    expect(canEditClubProfile(CLUB_ADMIN, { clubId: null }, null)).toBe(false);
    expect(canEditClubProfile(SHOOTER, { clubId: 5 }, 5)).toBe(false);
  });

  it('shows the invoice tab and the admin fields only to admins and portal admins', () => {
    expect(visibleTabs(clubAccess(ADMIN))).toEqual(['club', 'bank', 'contact', 'invoice']);
    expect(visibleTabs(clubAccess(PORTAL_ADMIN))).toEqual(['club', 'bank', 'contact', 'invoice']);
    expect(visibleTabs(clubAccess(CLUB_ADMIN))).toEqual(['club', 'bank', 'contact']);
    for (const field of ['paymentUntil', 'unlisted', 'active', 'invoiceMail'] as const) {
      expect(isFieldVisible(field, clubAccess(PORTAL_ADMIN))).toBe(true);
      expect(isFieldVisible(field, clubAccess(CLUB_ADMIN))).toBe(false);
    }
    expect(isFieldVisible('bankInformation.iban', clubAccess(CLUB_ADMIN))).toBe(true);
  });

  it('puts "Clubs" in the menu of admins and "Club profile" with the own club id for club admins', () => {
    expect(menuRoutes(ADMIN, null)).toEqual(['clubs:/clubs']);
    expect(menuRoutes(PORTAL_ADMIN, null)).toEqual(['clubs:/clubs']);
    // the read-only club profile; its edit button opens clubProfile/12
    expect(menuRoutes(CLUB_ADMIN, 12)).toEqual(['clubProfile:/clubProfile/12/show']);
    expect(menuRoutes(CLUB_ADMIN, null)).toEqual([]);
    expect(menuRoutes(SHOOTER, 12)).toEqual([]);
    expect([de.menu.clubs, de.menu.clubProfile, en.menu.clubs, en.menu.clubProfile]).toEqual([
      'Vereine',
      'Vereinsprofil',
      'Clubs',
      'Club profile',
    ]);
  });

  it('keeps the club texts out of the shell, with the same keys in both languages', () => {
    expect('clubs' in de).toBe(false);
    expect(leaves(clubsEn).sort()).toEqual(leaves(clubsDe).sort());
  });
});

describe('club list query', () => {
  it('asks by default for active clubs, 25 per page, sorted by name ascending', () => {
    expect(buildClubsQuery(DEFAULT_CLUBS_FILTER, DEFAULT_CLUBS_PAGING)).toEqual({
      page: 0,
      size: 25,
      sort: 'name,asc',
      active: true,
    });
  });

  it('flattens the filters, trims texts and leaves empty ones out; "only active" off asks for every club', () => {
    expect(
      buildClubsQuery(
        {
          name: ' SV ',
          paymentUntilFrom: '2026-01-01',
          paymentUntilTo: '',
          address: '',
          zip: '1010',
          city: ' Wien',
          active: false,
        },
        { page: 1, size: 50, sort: { field: 'city', direction: 'desc' } },
      ),
    ).toEqual({
      page: 1,
      size: 50,
      sort: 'city,desc',
      name: 'SV',
      paymentUntilFrom: '2026-01-01',
      zip: '1010',
      city: 'Wien',
    });
  });
});
