import i18n from 'i18next';
import { publicDe } from '../i18n/public.de';
import { publicEn } from '../i18n/public.en';

/**
 * Side-effect module: the lazy public browsing chunks bring their own texts and merge them into
 * the translation namespace when they load (the shell carries only the menu labels).
 */
export const registerPublicTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', publicDe, true, false);
  instance.addResourceBundle('en', 'translation', publicEn, true, false);
};

// the shell initialises i18next before any lazy chunk loads; the event covers any other order
if (i18n.isInitialized) registerPublicTexts();
else i18n.on('initialized', () => registerPublicTexts());
