/**
 * Premium state, computed one way everywhere (identity's paymentValid, registration's
 * PREMIUM_FEATURE checks, payment's premium page): premium runs through its last day, a calendar
 * day in Vienna (`paymentUntil`, YYYY-MM-DD), and is valid while today in Vienna is not later.
 */
import { fromViennaWallClock, viennaDay } from './vienna-time';

/**
 * Whether premium with this last day is valid at `now` (an instant, or a Vienna day YYYY-MM-DD):
 * the whole last day counts.
 */
export function premiumValid(
  paymentUntil: string | null | undefined,
  now: Date | string = new Date(),
): boolean {
  const today = typeof now === 'string' ? now.slice(0, 10) : viennaDay(now);
  return !!paymentUntil && paymentUntil.slice(0, 10) >= today;
}

/** The later of two last days (either may be missing). */
export function laterPremiumDay(a: string | null | undefined, b: string | null | undefined): string | null {
  const days = [a, b].filter((d): d is string => !!d).map((d) => d.slice(0, 10));
  return days.length ? days.sort().at(-1)! : null;
}

/** The instant the Vienna day after `day` begins: when premium with last day `day` ends. */
export function premiumEndsAt(day: string): Date {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return fromViennaWallClock(next, '00:00')!;
}
