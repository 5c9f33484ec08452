/** Waits before the 2nd, 3rd and 4th try of loading the shell's texts (docs/web-usability.md). */
export const TEXT_RETRY_DELAYS_MS: readonly number[] = [300, 1000, 3000];

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it succeeds, waiting the given delays (growing) between tries; the last
 * failure is passed on. A language file lost once on a shaky phone connection then still arrives.
 */
export const retryWithBackoff = async <T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = TEXT_RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
};
