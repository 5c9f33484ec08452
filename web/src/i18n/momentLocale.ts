import i18n from 'i18next';
import moment from 'moment';
// the dist locales register on the same ES build of moment that the bundler resolves `moment` to
import 'moment/dist/locale/de-at';
import 'moment/dist/locale/en-gb';
import { MOMENT_LOCALES, resolveLanguage } from './languages';

/**
 * Side-effect module: moment and its two locales are not part of the shell but come with the lazy
 * chunks that format dates (through ./dates.ts). When moment loads, this sets its global locale to
 * the current language (de-at: DD.MM.YYYY, en-gb: day first, 24 h) and follows every later change.
 */
export const applyMomentLocale = (language: string | null | undefined): string =>
  moment.locale(MOMENT_LOCALES[resolveLanguage(language)]);

applyMomentLocale(i18n.language);
i18n.on('languageChanged', applyMomentLocale);
