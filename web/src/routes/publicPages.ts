import { matchPath } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazyPage';
import { PATHS } from './paths';

// every page is its own chunk, so the first load only carries the shell and one page
export const DashboardPage = lazyPage(() => import('../pages/DashboardPage'));
export const CompetitionListPage = lazyPage(() => import('../public/CompetitionListPage'));
export const ResultsPage = lazyPage(() => import('../public/ResultsPage'));
export const ClubListPage = lazyPage(() => import('../public/ClubListPage'));
export const ClubPage = lazyPage(() => import('../public/ClubPage'));
export const CompetitionDetailsPage = lazyPage(() => import('../public/CompetitionDetailsPage'));

/** The public pages a visitor lands on, by route pattern (as in AppRoutes). */
const LANDING_PAGES: [string, LazyPage][] = [
  ['/', DashboardPage],
  [PATHS.dashboard, DashboardPage],
  [PATHS.competitionList, CompetitionListPage],
  [PATHS.results, ResultsPage],
  [PATHS.clubList, ClubListPage],
  [PATHS.vereine, ClubListPage],
  [`${PATHS.vereine}/:publicLinkId`, ClubPage],
  [`${PATHS.competitionDetails}/:publicLink`, CompetitionDetailsPage],
];

/** The public landing page a hash route (`#/vereine/abc`, `#/competitionList?x`) shows, if any. */
export const landingPageOf = (hash: string): LazyPage | undefined => {
  const pathname = hash.replace(/^#/, '').split('?')[0] || '/';
  return LANDING_PAGES.find(([pattern]) => matchPath(pattern, pathname))?.[1];
};

/**
 * Loads the public page of a hash route before the first render, so it appears with the first
 * commit instead of after a Suspense fallback; other routes resolve at once.
 */
export const preloadLandingPage = (hash: string): Promise<void> =>
  landingPageOf(hash)?.preload() ?? Promise.resolve();
