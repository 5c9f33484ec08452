import { describe, expect, it } from 'vitest';
import { isEntryVisible, visibleSections, type GuardedEntry } from '../src/layout/menu/menuVisibility';

const entry = (id: string, section: GuardedEntry['section'], permissions: GuardedEntry['permissions']) => ({
  id,
  section,
  permissions,
});

const table = [
  entry('changelog', 'info', []),
  entry('dashboard', 'main', []),
  entry('register', 'guestRegister', ['IS_GUEST']),
  entry('myCompetitions', 'myData', ['IS_USER_SHOOTER']),
  entry('users', 'management', ['IS_ADMIN', 'IS_PORTAL_ADMIN']),
];

describe('menu visibility', () => {
  it('shows entries without permissions to everyone', () => {
    expect(isEntryVisible(entry('x', 'main', []), [])).toBe(true);
  });

  it('needs any one of the listed permissions', () => {
    expect(
      isEntryVisible(entry('x', 'management', ['IS_ADMIN', 'IS_PORTAL_ADMIN']), ['IS_PORTAL_ADMIN']),
    ).toBe(true);
    expect(isEntryVisible(entry('x', 'management', ['IS_ADMIN']), ['IS_GUEST'])).toBe(false);
  });

  it('groups a guest menu in section order and drops empty sections', () => {
    const sections = visibleSections(table, ['IS_GUEST']);
    expect(sections.map((group) => group.section)).toEqual(['main', 'guestRegister', 'info']);
    expect(sections.flatMap((group) => group.entries.map((item) => item.id))).toEqual([
      'dashboard',
      'register',
      'changelog',
    ]);
  });

  it('gives a shooter the my-data section but not the guest registration', () => {
    const ids = visibleSections(table, ['IS_USER_SHOOTER']).flatMap((group) =>
      group.entries.map((item) => item.id),
    );
    expect(ids).toEqual(['dashboard', 'myCompetitions', 'changelog']);
  });
});
