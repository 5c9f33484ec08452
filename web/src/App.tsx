import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './routes/AppRoutes';
import type { AppStore } from './store';
import { theme } from './theme';

export const App = ({ store }: { store: AppStore }) => (
  <Provider store={store}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ThemeProvider>
  </Provider>
);
