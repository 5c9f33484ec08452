import { describe, expect, it } from 'vitest';
import { AUSTRIAN_STATES, GERMAN_STATES } from '../src/account/geo';
import { COUNTRY_CODES, countryName, countryOptions } from '../src/geo/countries';
import { registerAccountTexts } from '../src/account/pageTexts';
import { REGISTRATION_FIELDS } from '../src/account/registrationForm';
import { accountPagesDe } from '../src/i18n/account-pages.de';
import { accountPagesEn } from '../src/i18n/account-pages.en';
import { NOTIFICATION_FLAGS } from '../src/profile/notificationFlags';

const leaves = (tree: object, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

describe('texts of the account and profile screens', () => {
  it('de and en have the same keys and no empty text', () => {
    const de = leaves(accountPagesDe);
    const en = leaves(accountPagesEn);
    expect(en.map(([key]) => key).sort()).toEqual(de.map(([key]) => key).sort());
    for (const [key, value] of [...de, ...en]) expect(String(value).trim(), key).not.toBe('');
  });

  it('names every country of the world list in de and en, with Kosovo and the parts of the UK', () => {
    for (const language of ['de', 'en']) {
      for (const code of COUNTRY_CODES) {
        const name = countryName(code, language);
        expect(name, code).toBeTruthy();
        expect(name, code).not.toBe(code.toUpperCase());
      }
      expect(
        countryOptions(language)
          .slice(0, 2)
          .map((option) => option.code),
      ).toEqual(['at', 'de']);
    }
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['xk', 'gb-eng', 'gb-nir', 'gb-sct', 'gb-wls']));
    expect(COUNTRY_CODES.length).toBeGreaterThan(245);
    expect(countryName('at', 'de')).toBe('Österreich');
    expect(countryName('gb-sct', 'de')).toBe('Schottland');
    expect(countryName('gb-wls', 'en')).toBe('Wales');
    expect(countryName('xk', 'en')).toBe('Kosovo');
  });

  it('has a label for every field, state and notification flag', () => {
    for (const tree of [accountPagesDe, accountPagesEn]) {
      const fields = tree.register.fields as Record<string, string>;
      for (const field of REGISTRATION_FIELDS.filter(
        (f) => !['allowInformations', 'conditions', 'payment'].includes(f),
      ))
        expect(fields[field], field).toBeTruthy();
      for (const state of AUSTRIAN_STATES)
        expect((tree.register.states.at as Record<string, string>)[state]).toBeTruthy();
      for (const state of GERMAN_STATES)
        expect((tree.register.states.de as Record<string, string>)[state]).toBeTruthy();
      for (const flag of NOTIFICATION_FLAGS) expect(tree.profile.notifications[flag], flag).toBeTruthy();
    }
  });

  it('has the login errors with the ERROR. prefix in both languages', () => {
    for (const key of ['Inactive_user', 'Not_verified', 'Unauthorized', 'TOO_MANY_LOGIN_ATTEMPTS']) {
      expect(accountPagesDe.ERROR[key as keyof typeof accountPagesDe.ERROR]).toBeTruthy();
      expect(accountPagesEn.ERROR[key as keyof typeof accountPagesEn.ERROR]).not.toBe(
        accountPagesDe.ERROR[key as keyof typeof accountPagesDe.ERROR],
      );
    }
  });

  it('merges both languages into the translation namespace', () => {
    const calls: [string, string, unknown, boolean, boolean][] = [];
    registerAccountTexts({
      addResourceBundle: ((...args: [string, string, unknown, boolean, boolean]) => {
        calls.push(args);
      }) as never,
    });
    expect(calls.map(([language, ns, , deep, overwrite]) => [language, ns, deep, overwrite])).toEqual([
      ['de', 'translation', true, false],
      ['en', 'translation', true, false],
    ]);
  });
});
