import { describe, expect, it } from 'vitest';
import { placesSummary, signUpBlock } from '../src/public/places';
import type { Places } from '../src/public/types';

const places = (free: number, total: number, waitingListFree = 0, waitingListTotal = 0): Places => ({
  free,
  total,
  taken: total - free,
  waitingListFree,
  waitingListTotal,
});

describe('free places text', () => {
  it('reads free / total while places are free', () => {
    expect(placesSummary(places(5, 12))).toEqual({ text: '5 / 12', state: 'free', waitingListFree: 0 });
    expect(placesSummary(places(12, 12, 4, 4))).toEqual({
      text: '12 / 12',
      state: 'free',
      waitingListFree: 4,
    });
  });

  it('hints at the waiting list when no place is left but the waiting list has room', () => {
    expect(placesSummary(places(0, 8, 3, 4))).toEqual({
      text: '0 / 8',
      state: 'waitingList',
      waitingListFree: 3,
    });
  });

  it('is full when neither places nor waiting-list places are left', () => {
    expect(placesSummary(places(0, 8, 0, 4))).toEqual({ text: '0 / 8', state: 'full', waitingListFree: 0 });
    expect(placesSummary(places(0, 8))).toMatchObject({ state: 'full' });
  });

  it('never shows negative numbers (overbooked replica)', () => {
    expect(placesSummary(places(-2, 10, -1, 2))).toEqual({
      text: '0 / 10',
      state: 'full',
      waitingListFree: 0,
    });
  });

  it('shows a dash for a competition without places', () => {
    expect(placesSummary(places(0, 0))).toEqual({ text: '–', state: 'none', waitingListFree: 0 });
  });
});

describe('sign-up button', () => {
  const NOW = Date.parse('2030-05-01T12:00:00Z');
  const open = {
    cancelled: false,
    active: true,
    registration: true,
    registrationOpen: true,
    registrationStart: '2030-04-01T08:00:00Z',
    registrationEnd: '2030-06-30T18:00:00Z',
    places: places(3, 10),
  };

  it('is enabled while the registration is open and places are free', () => {
    expect(signUpBlock(open, NOW)).toBeNull();
  });

  it.each([
    ['cancelled', { cancelled: true }],
    ['inactive', { active: false }],
    ['noRegistration', { registration: false, registrationOpen: false }],
    ['notYetOpen', { registrationOpen: false, registrationStart: '2030-06-01T08:00:00Z' }],
    ['ended', { registrationOpen: false, registrationEnd: '2030-04-30T18:00:00Z' }],
    ['full', { places: places(0, 10, 2, 2) }],
  ] as const)('is disabled: %s', (reason, change) => {
    expect(signUpBlock({ ...open, ...change }, NOW)).toBe(reason);
  });

  it('opens and closes by the server time given, whatever the page said when it loaded', () => {
    const waiting = { ...open, registrationOpen: false, registrationStart: '2030-05-01T12:00:05Z' };
    expect(signUpBlock(waiting, NOW)).toBe('notYetOpen');
    expect(signUpBlock(waiting, NOW + 4_999)).toBe('notYetOpen');
    expect(signUpBlock(waiting, NOW + 5_000)).toBeNull(); // the opening second, no reload
    const closing = { ...open, registrationEnd: '2030-05-01T12:00:00Z' };
    expect(signUpBlock(closing, NOW)).toBeNull();
    expect(signUpBlock(closing, NOW + 1)).toBe('ended');
  });

  it('trusts the server’s flag until the server time is measured', () => {
    expect(signUpBlock(open, null)).toBeNull();
    // closed by the flag; the reason (not the state) from the start until the clock is measured
    expect(
      signUpBlock({ ...open, registrationOpen: false, registrationStart: '2020-01-01T08:00:00Z' }, null),
    ).toBe('ended');
    expect(
      signUpBlock({ ...open, registrationOpen: true, registrationStart: '2999-01-01T08:00:00Z' }, null),
    ).toBeNull();
    const bounds = { ...open, registrationStart: null, registrationEnd: null };
    expect(signUpBlock({ ...bounds, registrationOpen: true }, NOW)).toBeNull();
    expect(signUpBlock({ ...bounds, registrationOpen: false }, NOW)).toBe('ended');
  });
});
