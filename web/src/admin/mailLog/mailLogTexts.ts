import i18n from 'i18next';
import { mailLogDe } from '../../i18n/mailLog.de';
import { mailLogEn } from '../../i18n/mailLog.en';

/** Side-effect module: the lazy chunks that show mail log texts merge them when they load. */
export const registerMailLogTexts = (instance: Pick<typeof i18n, 'addResourceBundle'> = i18n): void => {
  instance.addResourceBundle('de', 'translation', mailLogDe, true, false);
  instance.addResourceBundle('en', 'translation', mailLogEn, true, false);
};

if (i18n.isInitialized) registerMailLogTexts();
else i18n.on('initialized', () => registerMailLogTexts());
