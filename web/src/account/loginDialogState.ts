import { useSyncExternalStore } from 'react';

/**
 * Whether the login dialog is open. Kept outside the Redux store so any screen (header button,
 * verification and reset pages) can open it without a new slice.
 */
let open = false;
const listeners = new Set<() => void>();

const setOpen = (next: boolean): void => {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
};

export const openLoginDialog = (): void => setOpen(true);
export const closeLoginDialog = (): void => setOpen(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLoginDialogOpen = (): boolean => useSyncExternalStore(subscribe, () => open);
