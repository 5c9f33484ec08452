import type { Language } from '../session/types';

export const LANGUAGES: readonly Language[] = ['de', 'en'];
export const DEFAULT_LANGUAGE: Language = 'de';
/** Browser-storage key of the chosen language. */
export const LOCALE_KEY = 'locale';
/** Austrian dates for German; British (day first, 24-hour) for English. */
export const MOMENT_LOCALES: Record<Language, string> = { de: 'de-at', en: 'en-gb' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const resolveLanguage = (stored: string | null | undefined): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
