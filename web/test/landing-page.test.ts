import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../src/routes/lazyPage';
import {
  ClubListPage,
  ClubPage,
  CompetitionDetailsPage,
  CompetitionListPage,
  DashboardPage,
  landingPageOf,
  ResultsPage,
} from '../src/routes/publicPages';

describe('landing page before the first render', () => {
  it.each([
    ['', DashboardPage],
    ['#/', DashboardPage],
    ['#/dashboard', DashboardPage],
    ['#/competitionList', CompetitionListPage],
    ['#/competitionList?page=2', CompetitionListPage],
    ['#/results', ResultsPage],
    ['#/clubList', ClubListPage],
    ['#/vereine', ClubListPage],
    ['#/vereine/f01c1f7a', ClubPage],
    ['#/competitionDetails/438580c3', CompetitionDetailsPage],
  ])('%s preloads its public page', (hash, page) => {
    expect(landingPageOf(hash)).toBe(page);
  });

  it.each(['#/users', '#/profile/3', '#/impressum', '#/vereine/a/b'])('%s preloads nothing', (hash) => {
    expect(landingPageOf(hash)).toBeUndefined();
  });

  const page = () => lazyPage(async () => ({ default: () => createElement('p', null, 'loaded page') }));

  it('renders a preloaded page at once, without suspending', async () => {
    const Page = page();
    await Page.preload();
    expect(renderToString(createElement(Page))).toBe('<p>loaded page</p>');
  });

  it('suspends a page that was not preloaded, as React.lazy does', () => {
    // a render without Suspense boundary cannot finish a suspended component
    expect(() => renderToString(createElement(page()))).toThrow();
  });
});
