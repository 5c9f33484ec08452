import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../routes/paths';
import { logout } from '../../session/sessionEffects';
import type { Identity } from '../../session/types';
import { useAppDispatch } from '../../store/hooks';

/** The profile button: who is logged in (also on phones) and logout; the profile screen adds its entry later. */
export const AccountMenu = ({ identity }: { identity: Identity }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        edge="end"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('header.account')}
        aria-haspopup="menu"
        data-testid="profile-button"
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
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
          onClick={() => setAnchor(null)}
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
            setAnchor(null);
            dispatch(logout());
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('header.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
