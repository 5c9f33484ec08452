import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, resolveLanguage } from '../../i18n/languages';

export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={language === current}
            data-testid={`language-${language}`}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(language);
            }}
          >
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
