import type { PublicFile } from './types';
import {
  formatViennaDate,
  formatViennaDateTime,
  formatViennaTime,
  viennaWallClock,
  toInstant,
} from '@portal/contracts/vienna-time';

/**
 * Dates, times and prices of the public screens in the spec's format (DD.MM.YYYY, 24 h, euro).
 * Instants are shown in Europe/Vienna local time whatever the browser's zone (docs/time-zone.md);
 * a bare date (a squad's start day) is that day. These pages do without moment (first-load budget).
 */

/** DD.MM.YYYY, '' without a valid value. */
export const formatDate = formatViennaDate;

/** HH:mm (24 h), '' without a valid value. */
export const formatTime = formatViennaTime;

/** DD.MM.YYYY HH:mm, '' without a valid value. */
export const formatDateTime = formatViennaDateTime;

/** A competition's days: one date, or "from – to" when it ends on another day. */
/** An IBAN in groups of four ("AT61 1904 3002 3457 3201"), as banks print it and people type it. */
export const formatIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

export const formatDateRange = (from: string, to: string | null | undefined): string => {
  const start = formatDate(from);
  const end = formatDate(to);
  return end && end !== start ? `${start} – ${end}` : start;
};

/** A squad's clock time ('09:00:00' or '09:00') as HH:mm. */
export const formatClock = (value: string | null | undefined): string =>
  value && /^\d{1,2}:\d{2}/.test(value) ? value.slice(0, value.indexOf(':') + 3).padStart(5, '0') : '';

const EURO = {
  de: new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
};

/** The nomination fee in euro ("€ 45,00" in German, "€45.00" in English); '' without a fee. */
export const formatEuro = (value: number | null | undefined, language: string): string =>
  value === null || value === undefined ? '' : EURO[language === 'en' ? 'en' : 'de'].format(value);

/** Vienna year and month (1–12) of an instant, for grouping the archive. */
export const yearMonthOf = (value: string): { year: number; month: number } | null => {
  const date = toInstant(value);
  if (!date) return null;
  const { year, month } = viennaWallClock(date);
  return { year, month };
};

/** "März 2025" / "March 2025" (de-AT writes Jänner). */
export const formatYearMonth = (year: number, month: number, language: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-AT', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));

const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An uploaded image (club logo, competition type image) as an `<img src>`: uploads only by their
 * public id (sequential ids are not served publicly), otherwise an absolute or root-relative link.
 */
export const imageUrl = (value: string | PublicFile | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return `/api/download/${value.publicId}`;
  const text = value.trim();
  if (PUBLIC_ID.test(text)) return `/api/download/${text}`;
  return /^(https?:\/\/|\/)/.test(text) ? text : null;
};
