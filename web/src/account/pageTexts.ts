import i18n from 'i18next';
import { accountPagesDe } from '../i18n/account-pages.de';
import { accountPagesEn } from '../i18n/account-pages.en';

/**
 * Side-effect module: the lazy account and profile chunks bring their own texts and merge them
 * into the translation namespace when they load (the shell carries only account.de/en.ts).
 */
export const registerAccountTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', accountPagesDe, true, false);
  instance.addResourceBundle('en', 'translation', accountPagesEn, true, false);
};

// the shell initialises i18next before any lazy chunk loads; the event covers any other order
if (i18n.isInitialized) registerAccountTexts();
else i18n.on('initialized', () => registerAccountTexts());
