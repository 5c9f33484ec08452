/**
 * Country names of the portal's country list (docs/people-data-and-consent.md): the codes come
 * from the contracts (ISO 3166-1, xk, gb-eng/nir/sct/wls), the names from the browser's
 * Intl.DisplayNames in the current language; Kosovo and the parts of the UK are named here
 * because the ISO region names do not cover them.
 */
import { COUNTRY_CODES } from '@portal/contracts/identity-constants';

const OWN_NAMES: Record<string, Record<'de' | 'en', string>> = {
  xk: { de: 'Kosovo', en: 'Kosovo' },
  'gb-eng': { de: 'England', en: 'England' },
  'gb-nir': { de: 'Nordirland', en: 'Northern Ireland' },
  'gb-sct': { de: 'Schottland', en: 'Scotland' },
  'gb-wls': { de: 'Wales', en: 'Wales' },
};

export { COUNTRY_CODES };
/** Countries with a state list come first in every country picker. */
export const PREFERRED_COUNTRIES = ['at', 'de'] as const;

const displayNames = new Map<string, Intl.DisplayNames | null>();
const namesFor = (language: string): Intl.DisplayNames | null => {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'region' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
};

export const countryName = (code: string | null | undefined, language: string): string => {
  if (!code) return '';
  const own = OWN_NAMES[code];
  if (own) return own[language === 'en' ? 'en' : 'de'];
  try {
    return namesFor(language)?.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
};

export interface CountryOption {
  code: string;
  name: string;
}

/** Austria and Germany first, then every other country by its name in the given language. */
export const countryOptions = (language: string): CountryOption[] => {
  const collator = new Intl.Collator(language);
  const preferred: readonly string[] = PREFERRED_COUNTRIES;
  const rest = COUNTRY_CODES.filter((code) => !preferred.includes(code))
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...preferred.map((code) => ({ code, name: countryName(code, language) })), ...rest];
};
