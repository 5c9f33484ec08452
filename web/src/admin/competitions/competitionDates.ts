import moment from 'moment';
import { fromViennaInput, toViennaInput } from '@portal/contracts/vienna-time';

/**
 * Dates of the competition form. The admin types Europe/Vienna local time (docs/time-zone.md):
 * an instant is shown with its Vienna date and time and sent as an ISO instant in UTC (`Z`).
 * A time that does not exist in Vienna (02:00–02:59 on the night clocks go forward) is invalid.
 *
 * A date-time value of the form is `YYYY-MM-DDTHH:mm`; while it is being typed either half may be
 * empty (`2030-05-01T`, `T09:00`), and '' is no value at all.
 */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** 24-hour time, the hour with one or two digits. */
export const TIME_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)$/;

export interface DateTimeParts {
  date: string;
  time: string;
}

export const splitDateTime = (value: string): DateTimeParts => {
  const [date = '', time = ''] = value.split('T');
  return { date, time };
};

export const joinDateTime = ({ date, time }: DateTimeParts): string =>
  date || time ? `${date}T${time}` : '';

/** '9:5' is not a time; '9:05' becomes '09:05'. Null when it is no 24-hour time. */
export const normalizeTime = (time: string): string | null => {
  const match = TIME_PATTERN.exec(time.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
};

const isRealDate = (date: string): boolean =>
  DATE_PATTERN.test(date) && moment.utc(date, 'YYYY-MM-DD', true).isValid();

/** Whether the value is empty, complete and valid, or something in between. */
export const dateTimeState = (value: string): 'empty' | 'valid' | 'invalid' => {
  const { date, time } = splitDateTime(value);
  if (!date && !time) return 'empty';
  const clock = normalizeTime(time);
  return isRealDate(date) && clock && fromViennaInput(`${date}T${clock}`) ? 'valid' : 'invalid';
};

/** ISO instant → the form's `YYYY-MM-DDTHH:mm` in Vienna ('' without a value). */
export const toFormDateTime = (iso: string | null | undefined): string => toViennaInput(iso);

/** Milliseconds since the epoch of a valid form value (typed as Vienna time), else null. */
export const instantOf = (value: string): number | null => {
  if (dateTimeState(value) !== 'valid') return null;
  const { date, time } = splitDateTime(value);
  return fromViennaInput(`${date}T${normalizeTime(time)}`)?.getTime() ?? null;
};

/** The form's value → the ISO instant (UTC) for the API, or null when empty or invalid. */
export const toApiDateTime = (value: string): string | null => {
  const instant = instantOf(value);
  return instant === null ? null : new Date(instant).toISOString();
};

/** Calendar days from one YYYY-MM-DD to another (negative when earlier), null if either is no date. */
export const daysBetween = (from: string, to: string): number | null =>
  isRealDate(from) && isRealDate(to)
    ? moment.utc(to, 'YYYY-MM-DD', true).diff(moment.utc(from, 'YYYY-MM-DD', true), 'days')
    : null;

/** YYYY-MM-DD moved by whole days; anything else stays as it is. */
export const shiftDate = (date: string, days: number): string =>
  isRealDate(date) ? moment.utc(date, 'YYYY-MM-DD', true).add(days, 'days').format('YYYY-MM-DD') : date;

/** A form date-time moved by whole days, keeping its time. */
export const shiftDateTime = (value: string, days: number): string => {
  const { date, time } = splitDateTime(value);
  return date ? joinDateTime({ date: shiftDate(date, days), time }) : value;
};

/** `HH:mm:ss` or `HH:mm` of a squad → `HH:mm`. */
export const toFormTime = (time: string | null | undefined): string => (time ? time.slice(0, 5) : '');
