import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LoginIcon from '@mui/icons-material/Login';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeLoginDialog, openLoginDialog, useLoginDialogOpen } from './loginDialogState';

// the dialog and the login call are loaded on first use, not with the shell
const LoginDialog = lazy(() => import('./LoginDialog'));

/** The dialog wherever it is opened from (header button, verification and reset pages). */
export const LoginDialogHost = () => {
  const open = useLoginDialogOpen();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={open} onClose={closeLoginDialog} />
    </Suspense>
  );
};

/** Header button for guests. */
export const LoginButton = () => {
  const { t } = useTranslation();
  return (
    <Button
      color="inherit"
      onClick={openLoginDialog}
      startIcon={<LoginIcon />}
      aria-label={t('login.button')}
      data-testid="login-button"
      sx={{ minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
    >
      {/* phones show the icon only, so the title keeps its room */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('login.button')}
      </Box>
    </Button>
  );
};
