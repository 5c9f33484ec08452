import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { DRAWER_WIDTH } from '../../theme';
import { MenuContent } from './MenuContent';

// small screens load the sliding menu (MUI Drawer, Modal, focus trap) on the first open
const PhoneMenu = lazy(() => import('./PhoneMenu'));

interface Props {
  /** Wide screens keep the menu open beside the content; small ones slide it in. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * The menu beside the content on wide screens: a fixed column with the look of MUI's permanent
 * drawer, without the Drawer module (it pulls Modal and transitions into the shell).
 */
const SideMenu = () => (
  <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
    <Box
      component="nav"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        width: DRAWER_WIDTH,
        height: '100%',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.drawer,
      }}
    >
      <Toolbar />
      <MenuContent />
    </Box>
  </Box>
);

export const AppMenu = ({ permanent, open, onClose }: Props) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (permanent) return <SideMenu />;
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PhoneMenu open={open} onClose={onClose} />
    </Suspense>
  );
};
