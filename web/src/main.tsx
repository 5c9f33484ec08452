/**
 * The entry, deliberately without static imports: index.html's app bar paints first, then the
 * shell (./start.tsx, fetched from the start through the modulepreload link the build adds to
 * index.html) runs. Without this yield a shell that arrives before the first frame runs first,
 * a few hundred milliseconds of script on a slow phone during which the page stays blank.
 */
const start = () => void import('./start');

// a hidden tab paints no frames (no requestAnimationFrame): start at once
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
