import i18n from 'i18next';
import { legalDe } from '../i18n/legal.de';
import { legalEn } from '../i18n/legal.en';

/**
 * Side-effect module: the lazy legal and changelog page chunks bring their own texts and merge them
 * into the translation namespace when they load (the shell carries only the footer and menu labels).
 */
export const registerLegalTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', legalDe, true, false);
  instance.addResourceBundle('en', 'translation', legalEn, true, false);
};

// the shell initialises i18next before any lazy chunk loads; the event covers any other order
if (i18n.isInitialized) registerLegalTexts();
else i18n.on('initialized', () => registerLegalTexts());
