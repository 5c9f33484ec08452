import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_ANNOUNCE_AHEAD_MS,
  MAINTENANCE_WINDOW_SORT_FIELDS,
  maintenancePhase,
  periodReversed,
} from '../src/catalog';

describe('periods (maintenance windows, adverts)', () => {
  it('when the end is after the start then the period is not reversed, whatever the offsets', () => {
    expect(periodReversed('2026-12-24T17:30:00.000Z', '2026-12-24T18:30:00.000Z')).toBe(false);
    // 18:30 in Vienna (UTC+1) is 17:30 UTC: one minute after 17:29 UTC
    expect(periodReversed('2026-12-24T17:29:00Z', '2026-12-24T18:30:00+01:00')).toBe(false);
  });

  it('when the end is at or before the start then it is reversed', () => {
    expect(periodReversed('2026-12-24T18:30:00Z', '2026-12-24T18:30:00Z')).toBe(true);
    expect(periodReversed('2026-12-24T18:30:00Z', '2026-12-24T18:29:59Z')).toBe(true);
    expect(periodReversed('2026-12-24T17:30:00Z', '2026-12-24T18:30:00+01:00')).toBe(true);
  });

  it('when a date is no instant then the rule leaves it to the field check', () => {
    expect(periodReversed('', '2026-12-24T18:30:00Z')).toBe(false);
    expect(periodReversed('2026-12-24T18:30:00Z', 'garbage')).toBe(false);
  });
});

describe('maintenance window phase', () => {
  const now = new Date('2026-06-10T10:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const hour = 60 * 60 * 1000;

  it('is current from its start until its end', () => {
    expect(maintenancePhase({ fromDate: at(0), toDate: at(hour) }, now)).toBe('current');
    expect(maintenancePhase({ fromDate: at(-hour), toDate: at(1) }, now)).toBe('current');
  });

  it('is upcoming up to a day before its start, and nothing further ahead', () => {
    expect(maintenancePhase({ fromDate: at(1), toDate: at(hour) }, now)).toBe('upcoming');
    const dayAhead = at(MAINTENANCE_ANNOUNCE_AHEAD_MS);
    expect(maintenancePhase({ fromDate: dayAhead, toDate: at(2 * MAINTENANCE_ANNOUNCE_AHEAD_MS) }, now)).toBe(
      'upcoming',
    );
    const beyond = at(MAINTENANCE_ANNOUNCE_AHEAD_MS + 1);
    expect(
      maintenancePhase({ fromDate: beyond, toDate: at(2 * MAINTENANCE_ANNOUNCE_AHEAD_MS) }, now),
    ).toBeNull();
  });

  it('is nothing once ended or without a valid period', () => {
    expect(maintenancePhase({ fromDate: at(-2 * hour), toDate: at(0) }, now)).toBeNull();
    expect(maintenancePhase({ fromDate: '', toDate: '' }, now)).toBeNull();
  });

  it('sorts by the period or the id only', () => {
    expect(MAINTENANCE_WINDOW_SORT_FIELDS).toEqual(['id', 'fromDate', 'toDate']);
  });
});
