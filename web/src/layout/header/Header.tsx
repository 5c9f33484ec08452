import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { LoginButton, LoginDialogHost } from '../../account/LoginButton';
import { SessionKeeper } from '../../account/SessionKeeper';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../routes/paths';
import { selectIdentity, selectIsLoggedIn } from '../../session/sessionSlice';
import { useAppSelector } from '../../store/hooks';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { LanguageSwitch } from './LanguageSwitch';

interface Props {
  /** Small screens: the burger that opens the menu. */
  onMenuClick?: () => void;
}

export const Header = ({ onMenuClick }: Props) => {
  const { t } = useTranslation();
  const identity = useAppSelector(selectIdentity);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }} data-testid="app-header">
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        {onMenuClick && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onMenuClick}
            aria-label={t('header.openMenu')}
            data-testid="menu-toggle"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={RouterLink}
          to={PATHS.dashboard}
          noWrap
          sx={{
            flexGrow: 1,
            color: 'inherit',
            textDecoration: 'none',
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
          }}
          data-testid="app-title"
        >
          {t('app.title')}
        </Typography>
        {loggedIn && identity && (
          <Box
            sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right', mr: 1 }}
            data-testid="user-info"
          >
            <Typography variant="body2" noWrap>
              {identity.userFullName}
            </Typography>
            <Typography variant="caption" noWrap sx={{ opacity: 0.8 }}>
              {identity.userEmail}
            </Typography>
          </Box>
        )}
        <CartButton to={PATHS.cart} />
        <LanguageSwitch />
        {loggedIn && identity && <AccountMenu identity={identity} />}
        {!loggedIn && <LoginButton />}
        <LoginDialogHost />
        <SessionKeeper />
      </Toolbar>
    </AppBar>
  );
};
