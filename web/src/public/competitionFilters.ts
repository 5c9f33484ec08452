import { EVENTS_TYPE, type PublicTypeFilter } from '@portal/contracts/catalog';
import type { KeyValueStorage } from '../session/storage';

/** The match-type filter's entry for every event (training, safety approval, course): the catalog's. */
export { EVENTS_TYPE };
export type TypeFilterValue = PublicTypeFilter;

/** Filters of the upcoming competitions (docs/web-app.md). */
export interface ListFilters {
  club: number[];
  type: TypeFilterValue[];
  level: number[];
  province: string[];
}

/** Filters of the results archive (docs/web-app.md). */
export interface ResultsFilters {
  year: number | null;
  month: number | null;
  country: '' | 'at' | 'de';
  zip: string;
  club: number[];
  type: TypeFilterValue[];
  level: number[];
}

/** The `filter` JSON of `GET publicResources/competitions`. */
export interface ApiFilter {
  year?: number;
  month?: number;
  country?: 'at' | 'de';
  zip?: string;
  club?: number[];
  type?: TypeFilterValue[];
  level?: number[];
  province?: string[];
  archive?: boolean;
  competition?: string;
}

export const EMPTY_LIST_FILTERS: ListFilters = { club: [], type: [], level: [], province: [] };
export const EMPTY_RESULTS_FILTERS: ResultsFilters = {
  year: null,
  month: null,
  country: '',
  zip: '',
  club: [],
  type: [],
  level: [],
};

/** Browser-storage key of the upcoming list's filters (kept over reloads and visits). */
export const LIST_FILTERS_KEY = 'competitionListFilters';

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && (id as number) > 0) : [];
const types = (value: unknown): TypeFilterValue[] =>
  Array.isArray(value)
    ? value.filter(
        (id): id is TypeFilterValue => id === EVENTS_TYPE || (Number.isInteger(id) && (id as number) > 0),
      )
    : [];
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((text): text is string => typeof text === 'string' && text !== '') : [];

/** The stored filters; anything missing, broken or of the wrong type counts as no filter. */
export const readListFilters = (storage: Pick<KeyValueStorage, 'getItem'>): ListFilters => {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(LIST_FILTERS_KEY) ?? 'null');
  } catch {
    return EMPTY_LIST_FILTERS;
  }
  if (typeof stored !== 'object' || stored === null) return EMPTY_LIST_FILTERS;
  const { club, type, level, province } = stored as Record<string, unknown>;
  return { club: ids(club), type: types(type), level: ids(level), province: texts(province) };
};

/** Keeps the filters; no filter at all removes the entry. */
export const saveListFilters = (storage: KeyValueStorage, filters: ListFilters): void => {
  if (hasListFilters(filters)) storage.setItem(LIST_FILTERS_KEY, JSON.stringify(filters));
  else storage.removeItem(LIST_FILTERS_KEY);
};

export const hasListFilters = (filters: ListFilters): boolean =>
  filters.club.length + filters.type.length + filters.level.length + filters.province.length > 0;

export const hasResultsFilters = (filters: ResultsFilters): boolean =>
  filters.year !== null ||
  filters.month !== null ||
  filters.country !== '' ||
  filters.zip.trim() !== '' ||
  filters.club.length + filters.type.length + filters.level.length > 0;

/** Only the set fields, so the request stays short and the server applies its defaults. */
const compact = (filter: ApiFilter): ApiFilter =>
  Object.fromEntries(
    Object.entries(filter).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null && value !== '',
    ),
  ) as ApiFilter;

/** The upcoming list's filter: never the archive. */
export const listApiFilter = (filters: ListFilters): ApiFilter => compact({ ...filters, archive: false });

/** The results archive's filter. */
export const resultsApiFilter = (filters: ResultsFilters): ApiFilter =>
  compact({
    year: filters.year ?? undefined,
    month: filters.month ?? undefined,
    country: filters.country || undefined,
    zip: filters.zip.trim() || undefined,
    club: filters.club,
    type: filters.type,
    level: filters.level,
    archive: true,
  });
