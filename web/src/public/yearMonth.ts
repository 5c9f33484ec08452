import { yearMonthOf } from './format';

/**
 * Years the results filter offers: those the archive holds (from the catalog, newest first), plus
 * a chosen year that is not among them (kept in the filter, e.g. while the years load).
 */
export const yearOptions = (
  archiveYears: readonly number[] | undefined,
  selected: number | null,
): number[] => {
  const years = new Set(archiveYears ?? []);
  if (selected !== null) years.add(selected);
  return [...years].sort((a, b) => b - a);
};

/** A year-month heading of the archive ("März 2025"), then the entries of that month. */
export type Grouped<T> =
  { kind: 'heading'; key: string; year: number; month: number } | { kind: 'entry'; entry: T };

/**
 * Puts a heading before the first entry of every year and month (docs/web-app.md: results rows
 * grouped by year and month), in the order the entries come (the server sorts).
 * Entries without a date of their own (adverts) stay where they are and start no group.
 */
export const groupByYearMonth = <T>(
  entries: readonly T[],
  dateOf: (entry: T) => string | null,
): Grouped<T>[] => {
  const grouped: Grouped<T>[] = [];
  let current: string | null = null;
  for (const entry of entries) {
    const date = dateOf(entry);
    const yearMonth = date ? yearMonthOf(date) : null;
    if (yearMonth) {
      const key = `${yearMonth.year}-${String(yearMonth.month).padStart(2, '0')}`;
      if (key !== current) {
        grouped.push({ kind: 'heading', key, ...yearMonth });
        current = key;
      }
    }
    grouped.push({ kind: 'entry', entry });
  }
  return grouped;
};
