import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { TextsUnavailable } from './boot/TextsUnavailable';
import { initI18n } from './i18n';
import { preloadLandingPage } from './routes/publicPages';
import { createAppStore } from './store';

const store = createAppStore(window.localStorage);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// a transition lets React yield to the browser while it builds the first tree, so the start is
// not one long main-thread task (Lighthouse total blocking time on slow phones)
const root = createRoot(container);
const render = (textsLoaded: boolean) =>
  startTransition(() => {
    root.render(<StrictMode>{textsLoaded ? <App store={store} /> : <TextsUnavailable />}</StrictMode>);
  });
// the landing page's chunk is already downloading (route-preload); with it loaded, the first commit
// shows the page itself rather than a Suspense fallback that holds the page back for 300 ms. A chunk
// that fails to load is left to the route's lazy loading (and its error handling). The shell's texts
// of the stored language load beside it (route-preload starts both downloads early).
void Promise.all([initI18n(), preloadLandingPage(window.location.hash).catch(() => undefined)]).then(
  ([textsLoaded]) => render(textsLoaded),
);
