import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { localizedTheme } from './theme';

/** The theme follows the language: it names progress indicators for screen readers. */
const LocalizedThemeProvider = ({ children }: { children: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => localizedTheme(t('app.loading')), [t, i18n.language]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

/**
 * Store, theme in the current language and the CSS baseline: what the app's router and every page
 * render inside (the component tests render single pages in it, web/test/components).
 */
export const AppProviders = ({ store, children }: { store: AppStore; children: ReactNode }) => (
  <Provider store={store}>
    <LocalizedThemeProvider>
      <CssBaseline />
      {children}
    </LocalizedThemeProvider>
  </Provider>
);
