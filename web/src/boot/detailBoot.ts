import { clubApiPath, competitionApiPath } from '../public/publicApiPaths';
import type { PublicClub, PublicCompetitionDetail } from '../public/types';
import type { BootWindow } from './bootAnswer';
import { paintClub } from './clubPaint';
import { paintCompetition, type CompetitionBootTexts } from './competitionPaint';

/**
 * An inline script of index.html (built by vite.config.ts into one IIFE): on a competition or a
 * club page it fetches the page's own API answer (the same request the page makes) and paints the
 * page's top, its largest paint, before the shell has run, so a slow connection shows the
 * competition or club long before the 200 kB shell has loaded. It copies the pages' structure
 * and the theme's metrics (index.html's `#boot-page` styles), so React's first render replaces
 * it in place (e2e/test/shell.test.ts compares the boxes). Guests only: a signed-in user's page
 * differs. `window.portalBoot` is what index.html's loader of the shell waits for (at most
 * MAX_WAIT_MS), so the shell does not replace the paint before the browser showed it.
 */

declare const BOOT_COMPETITION_TEXTS: Record<string, CompetitionBootTexts>;

const MAX_WAIT_MS = 1000;

interface BootRoute {
  pattern: RegExp;
  path: (id: string) => string;
  paint: (answer: unknown, texts: CompetitionBootTexts, page: HTMLElement) => void;
}

const ROUTES: BootRoute[] = [
  {
    pattern: /^#\/?competitionDetails\/([^/?]+)/,
    path: competitionApiPath,
    paint: (answer, texts, page) => paintCompetition(answer as PublicCompetitionDetail, texts, page),
  },
  {
    pattern: /^#\/?vereine\/([^/?]+)/,
    path: clubApiPath,
    paint: (answer, _texts, page) => paintClub(answer as PublicClub, page),
  },
];

const start = (): Promise<unknown> | undefined => {
  let route: BootRoute | undefined;
  let match: RegExpExecArray | null = null;
  for (const candidate of ROUTES) {
    match = candidate.pattern.exec(location.hash);
    if (match) {
      route = candidate;
      break;
    }
  }
  if (!route || !match) return undefined;
  let language: string | null = null;
  try {
    if (localStorage.getItem('token') || sessionStorage.getItem('token')) return undefined;
    language = localStorage.getItem('locale');
  } catch {
    return undefined;
  }
  const path = route.path(decodeURIComponent(match[1]!));
  const paint = route.paint;
  const answer = fetch(`/api/${path}`)
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .then((body) => {
      const bar = document.getElementById('boot-bar');
      if (!body || !bar) return undefined;
      // the page's language: case mapping and fonts follow it (React sets the same)
      const texts = BOOT_COMPETITION_TEXTS[language ?? ''];
      if (texts) document.documentElement.lang = language!;
      const page = document.createElement('div');
      page.id = 'boot-page';
      page.setAttribute('aria-hidden', 'true');
      paint(body, texts ?? BOOT_COMPETITION_TEXTS.de!, page);
      bar.parentNode?.appendChild(page);
      (window as BootWindow).portalBootAnswer = { path, body };
      // the shell may run once the paint is on screen (the next frame), not before
      return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    })
    .catch(() => undefined);
  return Promise.race([answer, new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
};

(window as BootWindow).portalBoot = start();
