import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../src/AppProviders';
import { switchLanguage } from '../../src/i18n';
import { Notifications } from '../../src/notifications/Notifications';
import { IDENTITY_KEY, TOKEN_KEY } from '../../src/session/storage';
import type { Identity, Language } from '../../src/session/types';
import { createAppStore } from '../../src/store';
import { MemoryStorage } from '../memoryStorage';

export interface PageOptions {
  /** the route pattern the page is mounted at (`/competitions/:id`); every address by default */
  route?: string;
  /** the address the page opens at */
  at?: string;
  language?: Language;
  /** the signed-in user (a stored token and identity, as after a login); a guest without */
  identity?: Identity;
}

/** Where the router is now: a page that navigates away lands on an empty route. */
const WhereProbe = ({ onChange }: { onChange: (path: string) => void }) => {
  const location = useLocation();
  useEffect(() => onChange(`${location.pathname}${location.search}`), [location, onChange]);
  return null;
};

/**
 * Renders a page as the app does: its store (createAppStore, the real API slices), the texts of
 * `language` (i18next as initI18n starts it), the app's theme and CSS baseline (AppProviders), a
 * router at `at`, and the snackbars and error dialog of the layout. Returns Testing Library's
 * queries, a user-event session, the store and the router's current address.
 */
export const renderPage = async (
  page: ReactElement,
  { route = '*', at = '/', language = 'de', identity }: PageOptions = {},
) => {
  await switchLanguage(language);
  const storage = new MemoryStorage(
    identity ? { [TOKEN_KEY]: 'token-of-the-test', [IDENTITY_KEY]: JSON.stringify(identity) } : {},
  );
  const store = createAppStore(storage);
  const where = { path: at };
  const follow = (path: string) => {
    where.path = path;
  };
  // no pause between keys: React handles each event inside act() anyway
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[at]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={route} element={page} />
            {route === '*' ? null : <Route path="*" element={null} />}
          </Routes>
          <Notifications />
        </Suspense>
        <WhereProbe onChange={follow} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, user, store, where };
};
