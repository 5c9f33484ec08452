import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../theme';
import { MenuContent } from './MenuContent';

/** The menu slid in on small screens (a lazy chunk: MUI Drawer and Modal stay out of the shell). */
const PhoneMenu = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // the slid-in menu is a dialog: it needs a name (axe aria-dialog-name)
      slotProps={{ paper: { 'aria-label': t('menu.label') } }}
      sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
    >
      <Toolbar />
      <MenuContent onNavigate={onClose} />
    </Drawer>
  );
};

export default PhoneMenu;
