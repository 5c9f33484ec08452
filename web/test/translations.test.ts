import { ERROR_KEYS, SUCCESS_KEYS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { accountPagesDe } from '../src/i18n/account-pages.de';
import { accountPagesEn } from '../src/i18n/account-pages.en';
import { adminDe } from '../src/i18n/admin.de';
import { adminEn } from '../src/i18n/admin.en';
import { advertisingsDe } from '../src/i18n/advertisings.de';
import { advertisingsEn } from '../src/i18n/advertisings.en';
import { advertsDe } from '../src/i18n/adverts.de';
import { advertsEn } from '../src/i18n/adverts.en';
import { calendarDe } from '../src/i18n/calendar.de';
import { calendarEn } from '../src/i18n/calendar.en';
import { clubsDe } from '../src/i18n/clubs.de';
import { clubsEn } from '../src/i18n/clubs.en';
import { competitionsDe } from '../src/i18n/competitions.de';
import { competitionsEn } from '../src/i18n/competitions.en';
import { de } from '../src/i18n/de';
import { exportsDe } from '../src/i18n/exports.de';
import { exportsEn } from '../src/i18n/exports.en';
import { en } from '../src/i18n/en';
import { legalDe } from '../src/i18n/legal.de';
import { legalEn } from '../src/i18n/legal.en';
import { maintenanceDe } from '../src/i18n/maintenance.de';
import { maintenanceEn } from '../src/i18n/maintenance.en';
import { messagesDe } from '../src/i18n/messages.de';
import { messagesEn } from '../src/i18n/messages.en';
import { ordersDe } from '../src/i18n/orders.de';
import { ordersEn } from '../src/i18n/orders.en';
import { participantsDe } from '../src/i18n/participants.de';
import { participantsEn } from '../src/i18n/participants.en';
import { billingDe } from '../src/i18n/billing.de';
import { billingEn } from '../src/i18n/billing.en';
import { cartDe } from '../src/i18n/cart.de';
import { cartEn } from '../src/i18n/cart.en';
import { myCompetitionsDe } from '../src/i18n/my-competitions.de';
import { myCompetitionsEn } from '../src/i18n/my-competitions.en';
import { publicDe } from '../src/i18n/public.de';
import { publicEn } from '../src/i18n/public.en';
import { referenceDe } from '../src/i18n/reference.de';
import { referenceEn } from '../src/i18n/reference.en';
import { reservationsDe } from '../src/i18n/reservations.de';
import { reservationsEn } from '../src/i18n/reservations.en';
import { mailLogDe } from '../src/i18n/mailLog.de';
import { mailLogEn } from '../src/i18n/mailLog.en';
import { signUpDe } from '../src/i18n/signup.de';
import { signUpEn } from '../src/i18n/signup.en';

/** Every leaf as a dotted path with its value. */
const leaves = (tree: object, prefix = ''): [string, unknown][] =>
  Object.entries(tree).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );

/**
 * The shell's trees (de.ts/en.ts, which include account.*.ts) and the bundles that lazy chunks merge
 * into the same namespace when they load: together they are every text of the translation namespace.
 */
const TREES: readonly (readonly [file: string, de: object, en: object])[] = [
  ['de', de, en],
  ['legal', legalDe, legalEn],
  ['admin', adminDe, adminEn],
  ['account-pages', accountPagesDe, accountPagesEn],
  ['clubs', clubsDe, clubsEn],
  ['reference', referenceDe, referenceEn],
  ['maintenance', maintenanceDe, maintenanceEn],
  ['advertisings', advertisingsDe, advertisingsEn],
  ['adverts', advertsDe, advertsEn],
  ['competitions', competitionsDe, competitionsEn],
  ['public', publicDe, publicEn],
  ['participants', participantsDe, participantsEn],
  ['reservations', reservationsDe, reservationsEn],
  ['mailLog', mailLogDe, mailLogEn],
  ['cart', cartDe, cartEn],
  ['billing', billingDe, billingEn],
  ['signup', signUpDe, signUpEn],
  ['exports', exportsDe, exportsEn],
  ['my-competitions', myCompetitionsDe, myCompetitionsEn],
  ['orders', ordersDe, ordersEn],
  ['calendar', calendarDe, calendarEn],
];
/** Text files that are part of another tree (account → de.ts) or another namespace (messages). */
const NOT_A_TREE = ['account', 'messages'];

/** All texts of one language as the app sees them once every chunk has loaded. */
const allLeaves = (language: 'de' | 'en'): [string, unknown][] =>
  TREES.flatMap(([, german, english]) => leaves(language === 'de' ? german : english));

describe('translation trees', () => {
  it('checks every text file in src/i18n', () => {
    const files = Object.keys(import.meta.glob('../src/i18n/*.ts'))
      .map((path) => /\/([^/]+)\.(de|en)\.ts$/.exec(path)?.[1])
      .filter((name): name is string => name !== undefined && !NOT_A_TREE.includes(name));
    expect([...new Set(files)].sort()).toEqual(
      TREES.map(([file]) => file)
        .filter((f) => f !== 'de')
        .sort(),
    );
  });

  it.each(TREES)('%s: German and English have exactly the same keys', (_file, german, english) => {
    const deKeys = leaves(german)
      .map(([key]) => key)
      .sort();
    const enKeys = leaves(english)
      .map(([key]) => key)
      .sort();
    expect(enKeys).toEqual(deKeys);
  });

  it.each(['de', 'en'] as const)(
    '%s: no key is defined twice across the shell and the lazy bundles',
    (language) => {
      const keys = allLeaves(language).map(([key]) => key);
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
      expect(keys.length).toBeGreaterThan(500);
    },
  );

  it.each(['de', 'en'] as const)('every %s text is a non-empty string', (language) => {
    for (const [key, value] of allLeaves(language)) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it('uses the same interpolation placeholders in both languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const english = new Map(allLeaves('en'));
    for (const [key, value] of allLeaves('de')) {
      expect(placeholders(english.get(key)), key).toEqual(placeholders(value));
    }
  });

  it('keeps the texts of lazy pages out of the shell trees', () => {
    for (const key of ['admin', 'impressum', 'privacy', 'conditions', 'changelog']) {
      expect(key in de, key).toBe(false);
      expect(key in en, key).toBe(false);
    }
  });

  it('keeps the privacy promise that contact mail data is kept six months', () => {
    expect(legalDe.privacy.contactMail.text).toContain('sechs Monate');
    expect(legalEn.privacy.contactMail.text).toContain('six months');
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
