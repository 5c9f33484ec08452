/**
 * Spreadsheet formula injection (OWASP "CSV Injection"): a text cell that starts with one of
 * these characters is read by Excel or LibreOffice as a formula or a DDE command, so a shooter
 * named `=HYPERLINK(...)` would run in the club admin's spreadsheet. See docs/input-safety.md.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one rule every export writer (CSV and xlsx) applies to every cell: text that starts like a
 * formula gets a leading single quote, so it stays text in every spreadsheet. Numbers, dates and
 * booleans are cells of their own type (a negative number stays a number); only text is changed.
 */
export function neutralisedCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** Did {@link neutralisedCell} change this value (the CSV writer then quotes the field)? */
export const startsLikeFormula = (value: unknown): boolean =>
  typeof value === 'string' && FORMULA_START.test(value);
