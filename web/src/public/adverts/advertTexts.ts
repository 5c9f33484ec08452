import i18n from 'i18next';
import { advertsDe } from '../../i18n/adverts.de';
import { advertsEn } from '../../i18n/adverts.en';

/**
 * Side-effect module: the chunks that show adverts (the public lists and the detail page) merge
 * these texts into the translation namespace when they load; the shell does not carry them.
 */
export const registerAdvertTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', advertsDe, true, false);
  instance.addResourceBundle('en', 'translation', advertsEn, true, false);
};

// the shell initialises i18next before any lazy chunk loads; the event covers any other order
if (i18n.isInitialized) registerAdvertTexts();
else i18n.on('initialized', () => registerAdvertTexts());
