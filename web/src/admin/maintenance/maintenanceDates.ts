import { maintenancePhase, type MaintenanceWindow } from '@portal/contracts/catalog';
import { formatViennaDateTime, fromViennaInput, toViennaInput } from '@portal/contracts/vienna-time';

/**
 * Dates of the maintenance windows without moment (the bar lives in the shell): the form's
 * `YYYY-MM-DDTHH:mm` values typed as Vienna time, ISO instants, DD.MM.YYYY HH:mm in Vienna
 * (docs/time-zone.md), and whether a window is running or upcoming (the catalog's rule,
 * `maintenancePhase` in contracts).
 */

/** A window as the catalog answers it (contracts). */
export type { MaintenanceWindow };

/** ISO date-time → `YYYY-MM-DDTHH:mm` in Vienna ('' when empty or invalid). */
export const toLocalInput = (iso: string | null | undefined): string => toViennaInput(iso);

/** `YYYY-MM-DDTHH:mm` typed as Vienna time → ISO instant (UTC), or null when it is no real time. */
export const fromLocalInput = (value: string): string | null => fromViennaInput(value)?.toISOString() ?? null;

/** DD.MM.YYYY HH:mm in Vienna ('' when empty or invalid). */
export const formatWindowDate = (iso: string | null | undefined): string => formatViennaDateTime(iso);

export type BarPhase = NonNullable<ReturnType<typeof maintenancePhase>>;

/** Running (from ≤ now), upcoming (within a day), or nothing once it has ended (or without a valid period). */
export const barPhase = (
  window: Pick<MaintenanceWindow, 'fromDate' | 'toDate'>,
  now: Date = new Date(),
): BarPhase | null => maintenancePhase(window, now);

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
