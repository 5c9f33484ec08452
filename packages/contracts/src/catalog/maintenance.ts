/** Maintenance windows (docs/catalog.md): the back-office list and form, and the bar every visitor sees. */

/** Sort fields of `GET maintenanceWindows`. */
export const MAINTENANCE_WINDOW_SORT_FIELDS = ['id', 'fromDate', 'toDate'] as const;
export type MaintenanceWindowSortField = (typeof MAINTENANCE_WINDOW_SORT_FIELDS)[number];

/** A maintenance window as the back-office reads it (dates ISO date-times in UTC). */
export interface MaintenanceWindow {
  id: number;
  reason: string;
  /** plain text, never rendered as HTML */
  message: string;
  active: boolean;
  fromDate: string;
  toDate: string;
}

/** Body of `POST maintenanceWindows` and `PUT maintenanceWindows/:id`: `toDate` after `fromDate`. */
export type MaintenanceWindowBody = Omit<MaintenanceWindow, 'id'>;

/** `GET publicResources/maintenanceWindows/active`: the announced window (without its switch), or null. */
export interface ActiveMaintenanceWindow {
  window: Omit<MaintenanceWindow, 'active'> | null;
}

/** How long before its start an active window is announced. */
export const MAINTENANCE_ANNOUNCE_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Where a window stands at `now`: running (started, not ended), upcoming (starts within
 * {@link MAINTENANCE_ANNOUNCE_AHEAD_MS}), or null (ended, further ahead, or no valid period). The
 * catalog answers the earliest active window that is not null; the bar words it by its phase.
 */
export const maintenancePhase = (
  window: Pick<MaintenanceWindow, 'fromDate' | 'toDate'>,
  now: Date,
): 'current' | 'upcoming' | null => {
  const from = Date.parse(window.fromDate);
  const to = Date.parse(window.toDate);
  if (Number.isNaN(from) || Number.isNaN(to) || to <= now.getTime()) return null;
  if (from <= now.getTime()) return 'current';
  return from - now.getTime() <= MAINTENANCE_ANNOUNCE_AHEAD_MS ? 'upcoming' : null;
};
