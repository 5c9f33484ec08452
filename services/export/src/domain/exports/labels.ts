import { stateName } from '@portal/contracts/state-names';

/**
 * Cell texts for internal codes (docs/club-invoices-and-exports.md): the exports are German (their
 * headers are), so payment methods, countries and states read as a German reader expects them.
 */
const PAYMENT_METHODS: Record<string, string> = {
  PAY_ON_SITE: 'Vor Ort',
  DEPOSIT: 'Überweisung',
  CARD: 'Kartenzahlung',
};

export const paymentMethodLabel = (value: unknown) =>
  typeof value === 'string' ? (PAYMENT_METHODS[value] ?? value) : value;

/** the UK's nations the country list offers beside the ISO countries */
const SUBDIVISIONS: Record<string, string> = {
  'gb-eng': 'England',
  'gb-nir': 'Nordirland',
  'gb-sct': 'Schottland',
  'gb-wls': 'Wales',
};
const regions = new Intl.DisplayNames(['de-AT'], { type: 'region', fallback: 'code' });

/** `at` -> "Österreich", `xk` -> "Kosovo"; anything unknown stays as it is. */
export function countryLabel(value: unknown) {
  if (typeof value !== 'string' || value === '') return value;
  const code = value.toLowerCase();
  if (SUBDIVISIONS[code]) return SUBDIVISIONS[code];
  if (!/^[a-z]{2}$/.test(code)) return value;
  const name = regions.of(code.toUpperCase());
  return name && name !== code.toUpperCase() ? name : value;
}

/** The SQL gives `country/state` (a state code is only unique within its country). */
export function stateLabel(value: unknown) {
  if (typeof value !== 'string' || value === '') return value;
  const at = value.indexOf('/');
  return at < 0 ? value : stateName(value.slice(0, at).toLowerCase(), value.slice(at + 1));
}
