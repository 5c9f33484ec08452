import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Identity } from '../../session/types';

// the menu (MUI Menu, Popover, Modal) loads on the first click, not with the shell
const AccountMenuList = lazy(() => import('./AccountMenuList'));

/** The profile button: who is logged in (also on phones) and logout; the profile screen adds its entry later. */
export const AccountMenu = ({ identity }: { identity: Identity }) => {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (anchor && !opened) setOpened(true);
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
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList identity={identity} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
