import { createTheme } from '@mui/material/styles';

/** Sober navy with a brass accent; red and orange stay free for the warning bars. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f3a5c' },
    secondary: { main: '#8c6d1f' },
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
  },
});

export const DRAWER_WIDTH = 260;
