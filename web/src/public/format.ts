import type { PublicFile } from './types';

/**
 * Dates, times and prices of the public screens in the spec's format (DD.MM.YYYY, 24 h, euro).
 * Competition instants are entered in UTC by the back-office form (back-office.md section 2), so
 * they are shown with their UTC date and time: the 09:00 a club admin typed reads 09:00 here.
 * Only numeric patterns are needed, so these pages do without moment (first-load budget).
 */

const two = (value: number) => String(value).padStart(2, '0');

const instant = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  // a bare date (squad start date) is that UTC day
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** DD.MM.YYYY, '' without a valid value. */
export const formatDate = (value: string | null | undefined): string => {
  const date = instant(value);
  return date ? `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}` : '';
};

/** HH:mm (24 h), '' without a valid value. */
export const formatTime = (value: string | null | undefined): string => {
  const date = instant(value);
  return date ? `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}` : '';
};

/** DD.MM.YYYY HH:mm, '' without a valid value. */
export const formatDateTime = (value: string | null | undefined): string => {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
};

/** A competition's days: one date, or "from – to" when it ends on another day. */
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

/** UTC year and month (1–12) of an instant, for grouping the archive. */
export const yearMonthOf = (value: string): { year: number; month: number } | null => {
  const date = instant(value);
  return date ? { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 } : null;
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
