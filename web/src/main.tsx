import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n';
import { createAppStore } from './store';

initI18n();
const store = createAppStore(window.localStorage);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
