import type { MenuProps } from '@mui/material/Menu';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadMenu = () => import('@mui/material/Menu');
const Menu = lazy(loadMenu);

let prefetched = false;
/** Fetches the menu's chunk once the page has long appeared, so a first opening seldom waits. */
const prefetchMenu = () => {
  if (prefetched) return;
  prefetched = true;
  window.setTimeout(() => {
    const load = () => void loadMenu().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
    else load();
  }, 3000);
};

/**
 * MUI's Menu, loaded when it first opens: Menu brings Popover, Modal, Grow and the focus handling
 * (about 11 kB gzip), which no public page needs for its first paint. Closed, MUI's Menu renders
 * nothing either, so until then this renders nothing.
 */
export const LazyMenu = (props: MenuProps) => {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(prefetchMenu, []);
  return opened ? (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  ) : null;
};
