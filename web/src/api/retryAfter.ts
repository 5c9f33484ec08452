/** Longest Retry-After the web waits for by itself; a longer one (or none) is left to the user. */
export const MAX_RETRY_AFTER_SECONDS = 30;
/** A 429 is retried at most this often before its error is returned. */
export const MAX_RATE_LIMIT_RETRIES = 3;

/**
 * Milliseconds to wait before repeating a request the gateway answered 429 (its limiter sends
 * `Retry-After` in seconds), or null when the answer gives no usable delay (a throttled login is
 * never repeated by itself: see baseQuery).
 */
export const retryDelayMs = (header: string | null | undefined): number | null => {
  if (header == null || !/^\s*\d+\s*$/.test(header)) return null;
  const seconds = Number(header);
  if (seconds > MAX_RETRY_AFTER_SECONDS) return null;
  // 0 still means "later": wait a moment so the window has really turned
  return Math.max(seconds, 0.5) * 1000;
};

/** Resolves after `ms`, or at once when the request is aborted (the caller then stops). */
export const waitFor = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
