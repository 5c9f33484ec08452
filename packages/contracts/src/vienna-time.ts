/**
 * The portal's one time zone for people (docs/time-zone.md): the API stores instants (UTC), and
 * every page, mail, export and PDF shows Europe/Vienna local time as DD.MM.YYYY and HH:mm (24 h);
 * what an admin types is Vienna local time. Pure Intl, no dependencies: the web, the services
 * and the tests share it.
 */
export const PORTAL_TIME_ZONE = 'Europe/Vienna';

/** An instant as the API carries it (ISO text with offset), a Date or epoch milliseconds. */
export type InstantInput = Date | string | number | null | undefined;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

const two = (value: number) => String(value).padStart(2, '0');
const four = (value: number) => String(value).padStart(4, '0');

let parts: Intl.DateTimeFormat | undefined;
const partsFormat = () =>
  (parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PORTAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

const WITHOUT_OFFSET = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(\.\d+)?$/;

/**
 * The value as a Date, or null when it is empty or names no instant. A date-time without offset
 * is Vienna wall-clock time (never the zone of the browser or server that reads it).
 */
export const toInstant = (value: InstantInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const local = WITHOUT_OFFSET.exec(value);
    if (local) return fromViennaWallClock(local[1]!, local[2]!);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The Vienna wall clock of an instant. */
export const viennaWallClock = (instant: Date | number): WallClock => {
  const found: Record<string, number> = {};
  for (const part of partsFormat().formatToParts(instant))
    if (part.type !== 'literal') found[part.type] = Number(part.value);
  return {
    year: found.year!,
    month: found.month!,
    day: found.day!,
    hour: found.hour! % 24,
    minute: found.minute!,
    second: found.second!,
  };
};

/** Minutes Vienna is ahead of UTC at an instant: 60 in winter, 120 in summer. */
export const viennaOffsetMinutes = (instant: Date | number): number => {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const w = viennaWallClock(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
};

/** A calendar day `YYYY-MM-DD` (a bare day is no instant: it is shown as it is). */
const bareDay = (value: InstantInput): WallClock | null => {
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return { year, month, day, hour: 0, minute: 0, second: 0 };
};

const clockOf = (value: InstantInput): WallClock | null => {
  const day = bareDay(value);
  if (day) return day;
  const instant = toInstant(value);
  return instant ? viennaWallClock(instant) : null;
};

/** DD.MM.YYYY in Vienna ('' without a value). A bare `YYYY-MM-DD` is that day. */
export const formatViennaDate = (value: InstantInput): string => {
  const w = clockOf(value);
  return w ? `${two(w.day)}.${two(w.month)}.${four(w.year)}` : '';
};

/** HH:mm (24 h) in Vienna ('' without a value). */
export const formatViennaTime = (value: InstantInput): string => {
  const instant = toInstant(value);
  if (!instant || bareDay(value)) return '';
  const w = viennaWallClock(instant);
  return `${two(w.hour)}:${two(w.minute)}`;
};

/** DD.MM.YYYY HH:mm in Vienna ('' without a value). */
export const formatViennaDateTime = (value: InstantInput): string => {
  const time = formatViennaTime(value);
  return time ? `${formatViennaDate(value)} ${time}` : '';
};

/** DD.MM.YYYY HH:mm:ss in Vienna (registration times, docs/time-zone.md), '' without a value. */
export const formatViennaDateTimeSeconds = (value: InstantInput): string => {
  const instant = toInstant(value);
  if (!instant || bareDay(value)) return '';
  return `${formatViennaDateTime(instant)}:${two(viennaWallClock(instant).second)}`;
};

/** The Vienna calendar day `YYYY-MM-DD` of an instant ('' without a value). */
export const viennaDay = (value: InstantInput): string => {
  const w = clockOf(value);
  return w ? `${four(w.year)}-${two(w.month)}-${two(w.day)}` : '';
};

/** The Vienna clock `HH:mm:ss` of an instant ('' without a value). */
export const viennaClock = (value: InstantInput): string => {
  const instant = toInstant(value);
  if (!instant) return '';
  const w = viennaWallClock(instant);
  return `${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
};

/** The form value `YYYY-MM-DDTHH:mm` of an instant in Vienna ('' without a value). */
export const toViennaInput = (value: InstantInput): string => {
  const instant = toInstant(value);
  return instant ? `${viennaDay(instant)}T${formatViennaTime(instant)}` : '';
};

/** Whether `YYYY-MM-DD` names a day of the calendar. */
export const isCalendarDay = (day: string): boolean => {
  const match = DAY.exec(day);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
};

/**
 * The instant at which Vienna's clock shows this day and time (`HH:mm` or `HH:mm:ss`), or null
 * when the day or time is not real. On the night clocks go back (last Sunday of October) the hour
 * 02:00–02:59 happens twice: the first one (summer time) is meant. On the night clocks go forward
 * (last Sunday of March) 02:00–02:59 does not exist in Vienna: null.
 */
export const fromViennaWallClock = (day: string, clock: string): Date | null => {
  if (!isCalendarDay(day)) return null;
  const time = CLOCK.exec(clock.trim());
  if (!time) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = [Number(time[1]), Number(time[2]), Number(time[3] ?? 0)];
  const asUtc = Date.UTC(year, month - 1, date, hour, minute, second);
  // the offsets Vienna uses around that day, the larger first (the earlier instant)
  const offsets = [
    ...new Set([viennaOffsetMinutes(asUtc - 86_400_000), viennaOffsetMinutes(asUtc + 86_400_000)]),
  ].sort((a, b) => b - a);
  for (const offset of offsets) {
    const candidate = asUtc - offset * 60_000;
    const w = viennaWallClock(candidate);
    if (w.year === year && w.month === month && w.day === date && w.hour === hour && w.minute === minute)
      return new Date(candidate);
  }
  return null;
};

/** `YYYY-MM-DDTHH:mm[:ss]` typed as Vienna local time → the instant, or null. */
export const fromViennaInput = (value: string): Date | null => {
  const [day = '', clock = ''] = value.trim().split('T');
  return fromViennaWallClock(day, clock);
};

/** The instant Vienna's day of this instant begins (00:00 local). */
export const startOfViennaDay = (value: Date | number): Date =>
  fromViennaWallClock(viennaDay(typeof value === 'number' ? new Date(value) : value), '00:00')!;
