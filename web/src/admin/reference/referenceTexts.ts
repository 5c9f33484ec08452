import i18n from 'i18next';
import { referenceDe } from '../../i18n/reference.de';
import { referenceEn } from '../../i18n/reference.en';

/**
 * Side-effect module: the lazy reference-data chunks bring their own texts and merge them into
 * the translation namespace when they load (the shell carries only the menu labels).
 */
export const registerReferenceTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', referenceDe, true, false);
  instance.addResourceBundle('en', 'translation', referenceEn, true, false);
};

// the shell initialises i18next before any lazy chunk loads; the event covers any other order
if (i18n.isInitialized) registerReferenceTexts();
else i18n.on('initialized', () => registerReferenceTexts());
