import { createTheme } from '@mui/material/styles';

/**
 * Sober navy with a brass accent; red and orange stay free for the warning bars. Every colour
 * that is used as text (outlined chips, links, helper texts) reaches WCAG AA's 4.5:1 on white and
 * on the page background: MUI's default info (#0288d1, 3.86:1) and warning (#ed6c02, 3.11:1) do not.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f3a5c' },
    secondary: { main: '#7a5f1b' },
    info: { main: '#01579b' },
    warning: { main: '#b45309' },
    success: { main: '#2e7d32' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 6 },
  typography: {
    h1: { fontSize: '2rem', fontWeight: 500 },
    h2: { fontSize: '1.5rem', fontWeight: 500 },
    h3: { fontSize: '1.2rem', fontWeight: 500 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 1 } },
    // a read-only field's hint must stay readable (MUI greys it to text.disabled, 2.67:1)
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
});

/**
 * The theme in the current language: every progress bar and spinner gets an accessible name
 * (axe aria-progressbar-name), without each of the many call sites naming it again.
 */
export const localizedTheme = (loadingLabel: string) =>
  createTheme(theme, {
    components: {
      MuiLinearProgress: { defaultProps: { 'aria-label': loadingLabel } },
      MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
    },
  });

export const DRAWER_WIDTH = 260;
