import { useEffect, useState } from 'react';

/** Filter and list calls wait until the input rested this long (docs/web-app.md). */
export const LIST_DEBOUNCE_MS = 300;

/** The value, once it stopped changing for `delay` ms. */
export const useDebounced = <T>(value: T, delay: number = LIST_DEBOUNCE_MS): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
};
