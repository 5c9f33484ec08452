import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import { createAppStore } from './store';

initI18n();
const store = createAppStore(window.localStorage);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// a transition lets React yield to the browser while it builds the first tree, so the start is
// not one long main-thread task (Lighthouse total blocking time on slow phones)
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
