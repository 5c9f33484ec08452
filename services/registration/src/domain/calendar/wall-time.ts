import { fromViennaWallClock, isCalendarDay, PORTAL_TIME_ZONE } from '@portal/contracts';

/**
 * A Vienna wall-clock time (day `YYYY-MM-DD`, clock `HH:mm[:ss]`) in the shape ical-generator
 * accepts for zoned dates (its dayjs-like objects: `tz`, `format`, `toDate`, `isValid`). A plain
 * `Date` would be printed in the server process's own zone; this prints the clock the club
 * typed, under `TZID=Europe/Vienna` (docs/calendar-feed.md, docs/time-zone.md).
 */
export interface WallTime {
  isValid(): boolean;
  tz(zone: string): WallTime;
  format(pattern: string): string;
  toDate(): Date;
  toJSON(): string;
}

const CLOCK = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The wall time, or null when the day or clock is no real Vienna time. */
export function wallTime(day: string, clock = '00:00:00'): WallTime | null {
  const match = CLOCK.exec(clock.trim());
  if (!isCalendarDay(day) || !match) return null;
  const hms = `${match[1]}${match[2]}${match[3] ?? '00'}`;
  // the instant only orders start and end; a clock skipped in March has none, its UTC reading serves
  const instant = fromViennaWallClock(day, clock) ?? new Date(Date.parse(`${day}T${clock}Z`));
  const time: WallTime = {
    isValid: () => true,
    tz: (zone) => {
      if (zone !== PORTAL_TIME_ZONE) throw new Error(`wall times are Vienna times, not ${zone}`);
      return time;
    },
    format: (pattern) => {
      if (pattern === 'YYYYMMDD') return day.replaceAll('-', '');
      if (pattern === 'HHmmss') return hms;
      throw new Error(`unsupported pattern ${pattern}`);
    },
    toDate: () => instant,
    toJSON: () => instant.toISOString(),
  };
  return time;
}

/** The calendar day after `YYYY-MM-DD` (the exclusive end of an all-day entry). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
