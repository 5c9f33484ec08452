import {
  formatViennaDateTime,
  fromViennaInput,
  toInstant,
  toViennaInput,
} from '@portal/contracts/vienna-time';

/**
 * Dates of the maintenance windows without moment (the bar lives in the shell): the form's
 * `YYYY-MM-DDTHH:mm` values typed as Vienna time, ISO instants, DD.MM.YYYY HH:mm in Vienna
 * (docs/time-zone.md), and whether a window is running or upcoming.
 */
export interface MaintenanceWindow {
  id: number;
  reason: string;
  message: string;
  active: boolean;
  fromDate: string;
  toDate: string;
}

const parse = (iso: string | null | undefined): Date | null => toInstant(iso);

/** ISO date-time → `YYYY-MM-DDTHH:mm` in Vienna ('' when empty or invalid). */
export const toLocalInput = (iso: string | null | undefined): string => toViennaInput(iso);

/** `YYYY-MM-DDTHH:mm` typed as Vienna time → ISO instant (UTC), or null when it is no real time. */
export const fromLocalInput = (value: string): string | null => fromViennaInput(value)?.toISOString() ?? null;

/** DD.MM.YYYY HH:mm in Vienna ('' when empty or invalid). */
export const formatWindowDate = (iso: string | null | undefined): string => formatViennaDateTime(iso);

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
