import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { AppRoutes } from './routes/AppRoutes';
import type { AppStore } from './store';
import { localizedTheme } from './theme';

/** The theme follows the language: it names progress indicators for screen readers. */
const LocalizedThemeProvider = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => localizedTheme(t('app.loading')), [t, i18n.language]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

export const App = ({ store }: { store: AppStore }) => (
  <Provider store={store}>
    <LocalizedThemeProvider>
      <CssBaseline />
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </LocalizedThemeProvider>
  </Provider>
);
