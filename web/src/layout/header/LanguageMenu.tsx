import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n';
import { LANGUAGES, resolveLanguage } from '../../i18n/languages';

/** The languages to choose from, below the language switch (a lazy chunk). */
const LanguageMenu = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const current = resolveLanguage(i18n.language);
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          data-testid={`language-${language}`}
          onClick={() => {
            onClose();
            void switchLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
};

export default LanguageMenu;
