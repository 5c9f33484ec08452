import type { Permission } from '@portal/contracts';

/** Sections in display order (docs/web-app.md). */
export const MENU_SECTIONS = ['main', 'guestRegister', 'myData', 'clubData', 'management', 'info'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

export interface GuardedEntry {
  section: MenuSection;
  /** Any one of these grants the entry; an empty list means everyone. */
  permissions: readonly Permission[];
}

export const isEntryVisible = (entry: GuardedEntry, permissions: readonly Permission[]): boolean =>
  entry.permissions.length === 0 || entry.permissions.some((permission) => permissions.includes(permission));

/** Visible entries grouped by section, sections in display order, empty sections left out. */
export const visibleSections = <T extends GuardedEntry>(
  entries: readonly T[],
  permissions: readonly Permission[],
): { section: MenuSection; entries: T[] }[] =>
  MENU_SECTIONS.map((section) => ({
    section,
    entries: entries.filter((entry) => entry.section === section && isEntryVisible(entry, permissions)),
  })).filter((group) => group.entries.length > 0);
