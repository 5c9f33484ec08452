import { useEffect, useState } from 'react';
import { serverClock } from './serverClock';

/** Measured again after this long, and whenever the page becomes visible (a device asleep drifts). */
const RESYNC_MS = 10 * 60_000;
/** The longest single wait: a moment far ahead is approached in steps. */
const LONGEST_WAIT_MS = 60_000;

let lastSync = -Infinity;
const syncIfStale = () => {
  if (performance.now() - lastSync < RESYNC_MS && serverClock.now() !== null) return;
  lastSync = performance.now();
  void serverClock.sync();
};

/**
 * The server's time (epoch ms, null until measured), rendered again once it is measured and at
 * each of `moments` (e.g. registration start and end) as the server's clock passes it: the
 * sign-up button opens at the opening second without a reload.
 */
export const useServerNow = (moments: readonly (number | null)[]): number | null => {
  const [, setTick] = useState(0);
  const rerender = () => setTick((n) => n + 1);
  useEffect(() => {
    syncIfStale();
    const visible = () => {
      if (document.visibilityState !== 'visible') return;
      lastSync = -Infinity;
      syncIfStale();
    };
    document.addEventListener('visibilitychange', visible);
    const unsubscribe = serverClock.subscribe(rerender);
    return () => {
      document.removeEventListener('visibilitychange', visible);
      unsubscribe();
    };
  }, []);
  const now = serverClock.now();
  const next =
    now === null
      ? undefined
      : moments.filter((m): m is number => m !== null && m > now).sort((a, b) => a - b)[0];
  useEffect(() => {
    if (now === null) return;
    const wait = next === undefined ? RESYNC_MS : Math.min(next - now + 1, LONGEST_WAIT_MS);
    const timer = window.setTimeout(() => {
      syncIfStale();
      rerender();
    }, wait);
    return () => window.clearTimeout(timer);
  });
  return now;
};
