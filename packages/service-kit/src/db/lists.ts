import { parseSort, type ListAnswer } from '@portal/contracts';
import { DomainError } from '../errors';
import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Paging and sorting of a list call (already validated by the route's query schema). */
export interface ListParams {
  /** zero based */
  page: number;
  size: number;
  /** `field,direction`; the field must be one of the list's sort fields */
  sort?: string;
}

/** The sortable API fields of a list and the column each one sorts by. */
export type SortColumns<F extends string> = Record<F, AnyPgColumn>;

/** Escapes the LIKE wildcards so a search text is matched literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive "contains" on any of the columns, as a bound parameter (never spliced into the
 * SQL). No condition when the search text is empty.
 */
export function containsIgnoringCase(value: string | undefined, ...columns: AnyPgColumn[]): SQL | undefined {
  if (!value) return undefined;
  const pattern = `%${escapeLike(value)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * ORDER BY of a list: the requested field (default `name,asc`), text in a language-neutral
 * collation so that "Schützenverein" sorts before "SSV" and umlauts next to their vowels, then the
 * id so that pages never overlap.
 */
export function orderBy<F extends string>(
  sort: string | undefined,
  columns: SortColumns<F>,
  id: AnyPgColumn,
): SQL[] {
  const { field, direction } = parseSort(sort) ?? { field: 'name', direction: 'asc' };
  const column = (columns as Record<string, AnyPgColumn | undefined>)[field];
  if (!column) throw new DomainError('FIELD_INVALID', 400, 'sort');
  const key = column.dataType === 'string' ? sql`${column} collate "und-x-icu"` : column;
  return [direction === 'desc' ? desc(key) : asc(key), asc(id)];
}

/** Runs the page query and the count query of a list together. */
export async function page<T>(rows: Promise<T[]>, count: Promise<number>): Promise<ListAnswer<T>> {
  const [content, totalElements] = await Promise.all([rows, count]);
  return { content, totalElements };
}
