import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../src/i18n/dates';
import { resolveLanguage } from '../src/i18n/languages';

describe('dates', () => {
  it('formats as DD.MM.YYYY and 24-hour time', () => {
    expect(formatDate('2022-11-04')).toBe('04.11.2022');
    expect(formatDateTime('2022-11-04T18:05:00')).toBe('04.11.2022 18:05');
    // an instant is shown in Vienna: UTC+1 in November, UTC+2 in July
    expect(formatDateTime('2022-11-04T17:05:00Z')).toBe('04.11.2022 18:05');
    expect(formatDateTime('2022-07-04T16:05:00.000Z')).toBe('04.07.2022 18:05');
  });

  it('gives an empty text for a missing or broken date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('resolveLanguage', () => {
  it('defaults to German and accepts only de and en', () => {
    expect(resolveLanguage(null)).toBe('de');
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('fr')).toBe('de');
  });
});
