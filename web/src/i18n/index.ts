import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../session/types';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_KEY, resolveLanguage } from './languages';
import { retryWithBackoff } from './retry';
import { loadShellTexts } from './shellTexts';

const showLanguage = (language: Language): void => {
  document.documentElement.lang = language;
  // moment's locale follows in ./momentLocale.ts, which loads with the chunks that format dates
};

/** Stores a language the user chose; starting up only reads, so it never overwrites a newer choice. */
const storeLanguage = (language: Language): void => {
  window.localStorage.setItem(LOCALE_KEY, language);
  showLanguage(language);
};

/** Adds the shell's texts of a language that has not been loaded yet. */
const ensureShellTexts = async (language: Language): Promise<void> => {
  if (i18n.hasResourceBundle(language, 'messages')) return;
  const texts = await retryWithBackoff(() => loadShellTexts(language));
  i18n.addResourceBundle(language, 'translation', texts.translation, true, false);
  i18n.addResourceBundle(language, 'messages', texts.messages, true, false);
};

/**
 * Starts i18next with the shell's texts of the stored language only (the other language is a chunk
 * of its own, see ./shellTexts.ts). Resolves once the texts are there, so the first render has them;
 * a failed load is tried again with growing pauses, and only when every try failed does it resolve
 * `false`: the caller then shows TextsUnavailable (with a retry), never the raw keys.
 */
export const initI18n = async (): Promise<boolean> => {
  const language = resolveLanguage(window.localStorage.getItem(LOCALE_KEY));
  const texts = await retryWithBackoff(() => loadShellTexts(language)).catch(() => undefined);
  void i18n.use(initReactI18next).init({
    resources: texts ? { [language]: { translation: texts.translation, messages: texts.messages } } : {},
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // the other language's bundles are added when the user switches (switchLanguage)
    partialBundledLanguages: true,
    ns: ['translation', 'messages'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  showLanguage(language);
  i18n.on('languageChanged', (next) => storeLanguage(resolveLanguage(next)));
  return texts !== undefined;
};

/** Loads the shell's texts of the language first, then switches, so no text shows as its key. */
export const switchLanguage = async (language: Language): Promise<void> => {
  // texts that still fail after the retries leave the language as it was (no keys shown)
  const loaded = await ensureShellTexts(language).then(
    () => true,
    () => false,
  );
  if (loaded) await i18n.changeLanguage(language);
};
