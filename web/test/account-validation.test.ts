import { describe, expect, it } from 'vitest';
import {
  checkedRule,
  emailRule,
  isValidPassword,
  passwordRepeatRule,
  passwordRule,
  personNameRule,
  requiredRule,
  usernameRule,
} from '../src/account/fieldRules';
import { AUSTRIAN_STATES, GERMAN_STATES, stateRule, statesForCountry, withCountry } from '../src/account/geo';

describe('field rules (docs/identity-api.md)', () => {
  it.each([[''], ['   '], [null], [undefined]])('requires a value: %j', (value) => {
    expect(requiredRule(value)).toBe('FIELD_IS_REQUIRED');
  });

  it('accepts any non-blank value as present', () => {
    expect(requiredRule('x')).toBeNull();
    expect(requiredRule(0)).toBeNull();
  });

  it('requires ticked checkboxes', () => {
    expect(checkedRule(false)).toBe('FIELD_IS_REQUIRED');
    expect(checkedRule(true)).toBeNull();
  });

  it('checks the e-mail format after presence', () => {
    expect(emailRule('')).toBe('FIELD_IS_REQUIRED');
    expect(emailRule('max@')).toBe('EMAIL_FORMAT');
    expect(emailRule('max@example')).toBe('EMAIL_FORMAT');
    expect(emailRule('max..x@example.at')).toBe('EMAIL_FORMAT');
    expect(emailRule('max schuetz@example.at')).toBe('EMAIL_FORMAT');
    expect(emailRule('max.schuetz+match@example.co.at')).toBeNull();
    expect(emailRule(' max@example.at ')).toBeNull();
    expect(emailRule(`${'a'.repeat(250)}@example.at`)).toBe('FIELD_MAXLENGTH_255');
  });

  it('needs a username of at least 3 characters', () => {
    expect(usernameRule('')).toBe('FIELD_IS_REQUIRED');
    expect(usernameRule('ab')).toBe('FIELD_MINLENGTH_3');
    expect(usernameRule(' ab ')).toBe('FIELD_MINLENGTH_3');
    expect(usernameRule('abc')).toBeNull();
    expect(usernameRule('a'.repeat(256))).toBe('FIELD_MAXLENGTH_255');
  });

  it('needs first and last names of at least 2 characters', () => {
    expect(personNameRule('')).toBe('FIELD_IS_REQUIRED');
    expect(personNameRule('M')).toBe('FIELD_MINLENGTH_2');
    expect(personNameRule('Mo')).toBeNull();
  });

  it.each([
    ['Abc12', false, 'too short'],
    ['abcdef1', false, 'no uppercase'],
    ['ABCDEF1', false, 'no lowercase'],
    ['Abcdefg', false, 'no digit'],
    ['Abcde1', true, 'six characters with all kinds'],
    [`A1${'b'.repeat(126)}`, true, '128 characters'],
    [`A1${'b'.repeat(127)}`, false, '129 characters'],
  ])('password %s is valid: %s (%s)', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
    expect(passwordRule(password)).toBe(valid ? null : 'PASSWORD_INVALID');
  });

  it('requires a password on registration but not on edit', () => {
    expect(passwordRule('')).toBe('FIELD_IS_REQUIRED');
    expect(passwordRule('', { optional: true })).toBeNull();
    expect(passwordRule('weak', { optional: true })).toBe('PASSWORD_INVALID');
  });

  it('needs the repeated password to match', () => {
    expect(passwordRepeatRule('Abcde1', '')).toBe('FIELD_IS_REQUIRED');
    expect(passwordRepeatRule('Abcde1', 'Abcde2')).toBe('PW_MUST_MATCH');
    expect(passwordRepeatRule('Abcde1', 'Abcde1')).toBeNull();
    expect(passwordRepeatRule('', '', { optional: true })).toBeNull();
    expect(passwordRepeatRule('Abcde1', '', { optional: true })).toBe('PW_MUST_MATCH');
  });
});

describe('states by country', () => {
  it('offers the Austrian and German lists, nothing elsewhere', () => {
    expect(statesForCountry('at')).toEqual(AUSTRIAN_STATES);
    expect(statesForCountry('de')).toEqual(GERMAN_STATES);
    expect(statesForCountry('ch')).toEqual([]);
    expect(statesForCountry('')).toEqual([]);
  });

  it('requires a state from the list for at and de only', () => {
    expect(stateRule('at', '')).toBe('FIELD_IS_REQUIRED');
    expect(stateRule('at', 'BY')).toBe('STATE_INVALID');
    expect(stateRule('at', 'W')).toBeNull();
    expect(stateRule('de', 'BY')).toBeNull();
    expect(stateRule('ch', '')).toBeNull();
  });

  it('clears the state when the country changes', () => {
    const values = { country: 'at', state: 'W', city: 'Wien' };
    expect(withCountry(values, 'de')).toEqual({ country: 'de', state: '', city: 'Wien' });
    expect(withCountry(values, 'ch')).toEqual({ country: 'ch', state: '', city: 'Wien' });
    expect(withCountry(values, 'at')).toBe(values);
  });
});
