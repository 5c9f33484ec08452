import i18n from 'i18next';
import { clubsDe } from '../../i18n/clubs.de';
import { clubsEn } from '../../i18n/clubs.en';

/**
 * Side-effect module: the lazy club chunks bring their own texts and merge them into the
 * translation namespace when they load (the shell carries only the menu labels).
 */
export const registerClubTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', clubsDe, true, false);
  instance.addResourceBundle('en', 'translation', clubsEn, true, false);
};

// the shell initialises i18next before any lazy chunk loads; the event covers any other order
if (i18n.isInitialized) registerClubTexts();
else i18n.on('initialized', () => registerClubTexts());
