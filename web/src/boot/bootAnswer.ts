/** What index.html's boot script (detailBoot.ts) leaves for the app. */
export interface BootWindow {
  portalBoot?: Promise<unknown>;
  portalBootAnswer?: { path: string; body: unknown };
}

/**
 * The API answer the boot script fetched and painted for a guest, if it is the one for `path`:
 * the page renders it at once instead of a progress bar while its own request runs, so React's
 * first render replaces the paint with the same page.
 */
export const bootAnswer = <T>(path: string): T | undefined => {
  const boot = (window as BootWindow).portalBootAnswer;
  return boot?.path === path ? (boot.body as T) : undefined;
};

/** Once the page has its own answer the boot's is dropped: it would be outdated later. */
export const dropBootAnswer = (): void => {
  delete (window as BootWindow).portalBootAnswer;
};
