import { describe, expect, it } from 'vitest';
import {
  barPhase,
  barWording,
  formatWindowDate,
  fromLocalInput,
  toLocalInput,
} from '../src/admin/maintenance/maintenanceDates';

describe('maintenance dates', () => {
  it('reads a typed value as Vienna time in winter and in summer', () => {
    expect(fromLocalInput('2026-12-24T18:30')).toBe('2026-12-24T17:30:00.000Z');
    expect(fromLocalInput('2026-07-01T18:30')).toBe('2026-07-01T16:30:00.000Z');
  });

  it('shows an instant as the Vienna form value', () => {
    expect(toLocalInput('2026-01-05T06:04:00Z')).toBe('2026-01-05T07:04');
    expect(toLocalInput('2026-07-05T06:04:00Z')).toBe('2026-07-05T08:04');
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('garbage')).toBe('');
  });

  it('round-trips both ways, and 02:30 of the night clocks go forward does not exist', () => {
    for (const value of ['2026-07-01T00:00', '2026-10-25T02:30', '2026-10-25T23:59'])
      expect(toLocalInput(fromLocalInput(value))).toBe(value);
    expect(fromLocalInput('2026-03-29T02:30')).toBeNull();
  });

  it('rejects values that are not a date-time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-02-30T10:00')).toBeNull();
    expect(fromLocalInput('24.12.2026 18:30')).toBeNull();
  });

  it('formats as DD.MM.YYYY HH:mm', () => {
    expect(formatWindowDate('2026-12-04T08:05:00Z')).toBe('04.12.2026 09:05');
    expect(formatWindowDate('2026-06-04T07:05:00Z')).toBe('04.06.2026 09:05');
    expect(formatWindowDate(null)).toBe('');
  });
});

describe('maintenance bar wording', () => {
  // Vienna is UTC+2 on 10.06.2026
  const now = new Date(Date.UTC(2026, 5, 10, 10, 0));
  const at = (hours: number) => new Date(Date.UTC(2026, 5, 10, hours - 2, 0)).toISOString();

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
