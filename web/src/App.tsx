import { HashRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './routes/AppRoutes';
import type { AppStore } from './store';

export const App = ({ store }: { store: AppStore }) => (
  <AppProviders store={store}>
    <HashRouter>
      <AppRoutes />
    </HashRouter>
  </AppProviders>
);
