const INTEGER = /^-?\d+$/;
const MAX_COUNT = 100_000;

/** '' → null; a whole number ≥ 0 → it; else the message key. */
export const parseCount = (raw: string): number | null | { error: string } => {
  const clean = raw.trim();
  if (clean === '') return null;
  if (!INTEGER.test(clean)) return { error: 'FIELD_INVALID' };
  const value = Number(clean);
  if (value < 0) return { error: 'FIELD_MIN_0' };
  if (value > MAX_COUNT) return { error: 'FIELD_INVALID' };
  return value;
};

const EURO = /^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$|^-?\d+([.,]\d{1,2})?$/;

/** "30", "30,5", "1.234,50", "12.50 €" → euro amount; '' → null; else the message key. */
export const parseEuro = (raw: string): number | null | { error: string } => {
  const clean = raw.replace(/€|\s/g, '');
  if (clean === '') return null;
  if (!EURO.test(clean)) return { error: 'FIELD_INVALID' };
  // "1.234,50" and "12,5" use German separators; "12.50" the point
  const german = clean.includes(',') || /^-?\d{1,3}(\.\d{3})+$/.test(clean);
  const normalized = german ? clean.replace(/\./g, '').replace(',', '.') : clean;
  const value = Number(normalized);
  if (!Number.isFinite(value)) return { error: 'FIELD_INVALID' };
  if (value < 0) return { error: 'FIELD_MIN_0' };
  if (value > MAX_COUNT) return { error: 'FIELD_INVALID' };
  return Math.round(value * 100) / 100;
};

/** A parse that failed (its message key). */
export const isError = (value: unknown): value is { error: string } =>
  typeof value === 'object' && value !== null && 'error' in value;
