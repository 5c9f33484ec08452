import type { ListParams } from '../api/types';

export type SortDirection = 'asc' | 'desc';
export interface Sort<F extends string = string> {
  field: F;
  direction: SortDirection;
}
export interface Paging<F extends string = string> {
  page: number;
  size: number;
  sort: Sort<F>;
}

/** Page-size options of every back-office list. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Filter and list calls wait this long after the last change (docs/web-app.md). */
export const LIST_DEBOUNCE_MS = 300;

export type FilterValue = string | number | boolean | null | undefined;

/**
 * Query of a list call: page, size, `sort=field,direction` and the filters flattened;
 * empty filters are left out, texts are trimmed.
 */
export const buildListQuery = (paging: Paging, filters: Record<string, FilterValue>): ListParams => {
  const params: ListParams = {
    page: paging.page,
    size: paging.size,
    sort: `${paging.sort.field},${paging.sort.direction}`,
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    const clean = typeof value === 'string' ? value.trim() : value;
    if (clean === '') continue;
    params[key] = clean;
  }
  return params;
};

/** Clicking a column: the same column flips the direction, another one starts ascending. */
export const nextSort = <F extends string>(current: Sort<F>, field: F): Sort<F> =>
  current.field === field
    ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: 'asc' };
