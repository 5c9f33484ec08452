/**
 * Dates of the maintenance windows without moment (the bar lives in the shell): the form's
 * `datetime-local` values and ISO date-times with the browser's offset, DD.MM.YYYY HH:mm, and
 * whether a window is running or upcoming.
 */
export interface MaintenanceWindow {
  id: number;
  reason: string;
  message: string;
  active: boolean;
  fromDate: string;
  toDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** ISO date-time → `YYYY-MM-DDTHH:mm` in the browser's time zone ('' when empty or invalid). */
export const toLocalInput = (iso: string | null | undefined): string => {
  const date = parse(iso);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `YYYY-MM-DDTHH:mm` → ISO date-time with the browser's offset at that moment, or null. */
export const fromLocalInput = (value: string): string | null => {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // a day or time that does not exist rolls over; reject it
  if (date.getMonth() !== month - 1 || date.getDate() !== day || date.getHours() !== hours) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return (
    `${year}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
};

/** DD.MM.YYYY HH:mm in the browser's time zone ('' when empty or invalid). */
export const formatWindowDate = (iso: string | null | undefined): string => {
  const date = parse(iso);
  if (!date) return '';
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export type BarPhase = 'current' | 'upcoming';

/** Running (from ≤ now), upcoming, or nothing once it has ended (or without a valid period). */
export const barPhase = (
  window: Pick<MaintenanceWindow, 'fromDate' | 'toDate'>,
  now: Date = new Date(),
): BarPhase | null => {
  const from = parse(window.fromDate);
  const to = parse(window.toDate);
  if (!from || !to || to.getTime() <= now.getTime()) return null;
  return from.getTime() <= now.getTime() ? 'current' : 'upcoming';
};

/** Text key and values of the bar's period ("currently until …" or "from … to …"). */
export const barWording = (
  window: Pick<MaintenanceWindow, 'fromDate' | 'toDate'>,
  now: Date = new Date(),
): { key: 'bars.maintenanceCurrent' | 'bars.maintenanceUpcoming'; from: string; to: string } | null => {
  const phase = barPhase(window, now);
  if (!phase) return null;
  return {
    key: phase === 'current' ? 'bars.maintenanceCurrent' : 'bars.maintenanceUpcoming',
    from: formatWindowDate(window.fromDate),
    to: formatWindowDate(window.toDate),
  };
};
