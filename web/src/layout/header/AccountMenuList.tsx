import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../routes/paths';
import { logout } from '../../session/sessionEffects';
import type { Identity } from '../../session/types';
import { useAppDispatch } from '../../store/hooks';

interface Props {
  identity: Identity;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** Who is logged in, the profile and logout, below the profile button (a lazy chunk). */
const AccountMenuList = ({ identity, anchor, onClose }: Props) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem disabled sx={{ display: 'block', '&.Mui-disabled': { opacity: 1 } }}>
        <Typography variant="body2">{identity.userFullName}</Typography>
        <Typography variant="caption" color="text.secondary">
          {identity.userEmail}
        </Typography>
      </MenuItem>
      <Divider />
      <MenuItem
        component={RouterLink}
        to={`${PATHS.profile}/${identity.id}`}
        onClick={onClose}
        data-testid="profile-link"
      >
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {t('profile.accountMenuEntry')}
      </MenuItem>
      <MenuItem
        data-testid="logout-button"
        onClick={() => {
          onClose();
          dispatch(logout());
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('header.logout')}
      </MenuItem>
    </Menu>
  );
};

export default AccountMenuList;
