import { ERROR_KEYS, SUCCESS_KEYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { de } from '../src/i18n/de';
import { en } from '../src/i18n/en';
import { messagesDe } from '../src/i18n/messages.de';
import { messagesEn } from '../src/i18n/messages.en';

/** Every leaf as a dotted path with its value. */
const leaves = (tree: object, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

describe('translation trees', () => {
  it('de and en have exactly the same keys', () => {
    const deKeys = leaves(de)
      .map(([key]) => key)
      .sort();
    const enKeys = leaves(en)
      .map(([key]) => key)
      .sort();
    expect(enKeys).toEqual(deKeys);
    expect(deKeys.length).toBeGreaterThan(50);
  });

  it.each([
    ['de', de],
    ['en', en],
  ])('every %s text is a non-empty string', (_language, tree) => {
    for (const [key, value] of leaves(tree)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const english = new Map(leaves(en));
    for (const [key, value] of leaves(de)) {
      expect(placeholders(english.get(key)), key).toEqual(placeholders(value));
    }
  });

  it('keeps the privacy promise that contact mail data is kept six months', () => {
    expect(de.privacy.contactMail.text).toContain('sechs Monate');
    expect(en.privacy.contactMail.text).toContain('six months');
  });
});

describe('API messages', () => {
  const keys = [...ERROR_KEYS, ...SUCCESS_KEYS];

  it.each([
    ['de', messagesDe],
    ['en', messagesEn],
  ])('%s translates every error and success key of the contracts', (_language, messages) => {
    for (const key of keys) {
      const text: unknown = (messages as Record<string, unknown>)[key];
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
    }
  });

  it('has no keys the contracts do not know', () => {
    expect(Object.keys(messagesDe).sort()).toEqual([...new Set(keys)].sort());
    expect(Object.keys(messagesEn).sort()).toEqual([...new Set(keys)].sort());
  });

  it('really translates: the English text differs from the German one', () => {
    const same = keys.filter((key) => messagesDe[key] === messagesEn[key]);
    expect(same).toEqual([]);
  });
});
