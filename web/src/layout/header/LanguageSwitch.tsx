import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../i18n/languages';

// the menu (MUI Menu, Popover, Modal) loads on the first click, not with the shell
const LanguageMenu = lazy(() => import('./LanguageMenu'));

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (anchor && !opened) setOpened(true);
  const current = resolveLanguage(i18n.language);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<TranslateIcon />}
        // the accessible name starts with the visible "DE"/"EN" (WCAG 2.5.3 label in name)
        aria-label={`${current.toUpperCase()} – ${t('header.changeLanguage')}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switch"
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 1 } } }}
      >
        {current.toUpperCase()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};
