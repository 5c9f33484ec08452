import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { MaintenanceBar } from './MaintenanceBar';
import { AppMenu } from './menu/AppMenu';
import { PaymentBar, UnsupportedBrowserBar } from './StatusBars';

// snackbars and the error dialog (MUI Dialog, Snackbar) are not needed for the first paint
const Notifications = lazy(() =>
  import('../notifications/Notifications').then((module) => ({ default: module.Notifications })),
);

/** Header, menu, status bars, the current page, footer and the message channels. */
export const Layout = () => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Header onMenuClick={wide ? undefined : () => setMenuOpen((open) => !open)} />
      <AppMenu permanent={wide} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <UnsupportedBrowserBar />
        <MaintenanceBar />
        <PaymentBar />
        {/* at least a screen high: the footer stays below the fold while the page loads (no layout shift) */}
        <Box
          component="main"
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, maxWidth: 1280, width: '100%', minHeight: '100vh' }}
        >
          <Suspense fallback={<LinearProgress aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
      <Suspense fallback={null}>
        <Notifications />
      </Suspense>
    </Box>
  );
};
