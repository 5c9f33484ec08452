import { describe, expect, it } from 'vitest';
import {
  barPhase,
  barWording,
  formatWindowDate,
  fromLocalInput,
  toLocalInput,
} from '../src/admin/maintenance/maintenanceDates';

describe('maintenance dates', () => {
  it('turns a datetime-local value into ISO with the browser offset', () => {
    const iso = fromLocalInput('2026-12-24T18:30');
    expect(iso).toMatch(/^2026-12-24T18:30:00[+-]\d{2}:\d{2}$/);
    const local = new Date(2026, 11, 24, 18, 30);
    expect(new Date(iso!).getTime()).toBe(local.getTime());
  });

  it('turns ISO into a datetime-local value in the browser time zone', () => {
    const instant = new Date(2026, 0, 5, 7, 4);
    expect(toLocalInput(instant.toISOString())).toBe('2026-01-05T07:04');
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('garbage')).toBe('');
  });

  it('round-trips both ways', () => {
    for (const value of ['2026-03-29T02:30', '2026-07-01T00:00', '2026-10-25T23:59']) {
      const iso = fromLocalInput(value);
      if (iso === null) continue; // a skipped hour of the local zone
      expect(toLocalInput(iso)).toBe(value);
    }
    expect(toLocalInput(fromLocalInput('2026-07-01T12:00'))).toBe('2026-07-01T12:00');
  });

  it('rejects values that are not a date-time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('24.12.2026 18:30')).toBeNull();
  });

  it('formats as DD.MM.YYYY HH:mm', () => {
    expect(formatWindowDate(new Date(2026, 11, 4, 9, 5).toISOString())).toBe('04.12.2026 09:05');
    expect(formatWindowDate(null)).toBe('');
  });
});

describe('maintenance bar wording', () => {
  const now = new Date(2026, 5, 10, 12, 0);
  const at = (hours: number) => new Date(2026, 5, 10, hours, 0).toISOString();

  it('says "currently" while the window runs', () => {
    const window = { fromDate: at(10), toDate: at(14) };
    expect(barPhase(window, now)).toBe('current');
    expect(barWording(window, now)).toEqual({
      key: 'bars.maintenanceCurrent',
      from: '10.06.2026 10:00',
      to: '10.06.2026 14:00',
    });
  });

  it('says "from … to …" before the start', () => {
    const window = { fromDate: at(13), toDate: at(15) };
    expect(barPhase(window, now)).toBe('upcoming');
    expect(barWording(window, now)?.key).toBe('bars.maintenanceUpcoming');
  });

  it('shows nothing once the window has ended', () => {
    expect(barWording({ fromDate: at(8), toDate: at(12) }, now)).toBeNull();
    expect(barWording({ fromDate: '', toDate: '' }, now)).toBeNull();
  });
});
