import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { DRAWER_WIDTH } from '../../theme';
import { MenuContent } from './MenuContent';

interface Props {
  /** Wide screens keep the menu open beside the content; small ones slide it in. */
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}

const paperSx = { width: DRAWER_WIDTH, boxSizing: 'border-box' } as const;

export const AppMenu = ({ permanent, open, onClose }: Props) => {
  const { t } = useTranslation();
  return permanent ? (
    <Drawer variant="permanent" sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}>
      <Toolbar />
      <MenuContent />
    </Drawer>
  ) : (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      // the slid-in menu is a dialog: it needs a name (axe aria-dialog-name)
      slotProps={{ paper: { 'aria-label': t('menu.label') } }}
      sx={{ '& .MuiDrawer-paper': paperSx }}
    >
      <Toolbar />
      <MenuContent onNavigate={onClose} />
    </Drawer>
  );
};
