import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../session/types';
import { de } from './de';
import { en } from './en';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_KEY, resolveLanguage } from './languages';
import { messagesDe } from './messages.de';
import { messagesEn } from './messages.en';

const applyLanguage = (language: Language): void => {
  window.localStorage.setItem(LOCALE_KEY, language);
  document.documentElement.lang = language;
  // moment's locale follows in ./momentLocale.ts, which loads with the chunks that format dates
};

export const initI18n = (): typeof i18n => {
  const language = resolveLanguage(window.localStorage.getItem(LOCALE_KEY));
  void i18n.use(initReactI18next).init({
    resources: {
      de: { translation: de, messages: messagesDe },
      en: { translation: en, messages: messagesEn },
    },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  applyLanguage(language);
  i18n.on('languageChanged', (next) => applyLanguage(resolveLanguage(next)));
  return i18n;
};
