import type { ListParams } from '../api/types';
import type { FieldErrors } from '../common/fieldErrors';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging, type Sort } from '../common/listQuery';
import type { ReferenceResource } from './resources';

/**
 * What differs between the reference-data screens: the form's fields, the list's columns and the
 * default order. One generic list page and one generic form page read this table; every label is
 * `reference.fields.<name>`, every page text `reference.resources.<resource>.*`.
 */
export type FieldKind = 'text' | 'number' | 'switch' | 'competitionTypes';
export interface FieldConfig {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** Lowest allowed number. */
  min?: number;
  /** Longest text; 255 unless told. */
  maxLength?: number;
  /** Value of a new record (numbers as text). */
  initial?: string | boolean;
}

export type ColumnKind = 'number' | 'text' | 'boolean' | 'competitionTypes';
export interface ColumnConfig {
  field: string;
  kind: ColumnKind;
  sortable: boolean;
}

export interface ResourceConfig {
  resource: ReferenceResource;
  fields: readonly FieldConfig[];
  columns: readonly ColumnConfig[];
  defaultSort: Sort;
}

/** A record as the catalog sends it. */
export interface ReferenceRecord {
  id: number;
  name: string;
  [field: string]: unknown;
}

export type FormValue = string | boolean | number[];
export type FormValues = Record<string, FormValue>;

export const MAX_TEXT_LENGTH = 255;

const NAME: FieldConfig = { name: 'name', kind: 'text', required: true };
const ID_COLUMN: ColumnConfig = { field: 'id', kind: 'number', sortable: true };
const NAME_COLUMN: ColumnConfig = { field: 'name', kind: 'text', sortable: true };
const BY_NAME: Sort = { field: 'name', direction: 'asc' };

const named = (resource: ReferenceResource): ResourceConfig => ({
  resource,
  fields: [NAME],
  columns: [ID_COLUMN, NAME_COLUMN],
  defaultSort: BY_NAME,
});

export const REFERENCE_CONFIGS: Record<ReferenceResource, ResourceConfig> = {
  factors: named('factors'),
  levels: named('levels'),
  competitionClasses: named('competitionClasses'),
  divisions: {
    resource: 'divisions',
    fields: [NAME, { name: 'competitionType_ids', kind: 'competitionTypes' }],
    columns: [
      ID_COLUMN,
      NAME_COLUMN,
      { field: 'competitionType_ids', kind: 'competitionTypes', sortable: false },
    ],
    defaultSort: BY_NAME,
  },
  competitionTypes: {
    resource: 'competitionTypes',
    fields: [
      NAME,
      { name: 'signupReservationTimeout', kind: 'number', required: true, min: 1 },
      { name: 'logo', kind: 'text', maxLength: 2048 },
      { name: 'isDefault', kind: 'switch', initial: false },
      { name: 'event', kind: 'switch', initial: false },
    ],
    columns: [
      ID_COLUMN,
      NAME_COLUMN,
      { field: 'signupReservationTimeout', kind: 'number', sortable: true },
      { field: 'isDefault', kind: 'boolean', sortable: false },
      { field: 'event', kind: 'boolean', sortable: true },
    ],
    defaultSort: BY_NAME,
  },
  uploadTypes: {
    resource: 'uploadTypes',
    fields: [
      NAME,
      { name: 'sortingOrder', kind: 'number', initial: '0' },
      { name: 'showName', kind: 'switch', initial: true },
    ],
    columns: [
      ID_COLUMN,
      NAME_COLUMN,
      { field: 'sortingOrder', kind: 'number', sortable: true },
      { field: 'showName', kind: 'boolean', sortable: true },
    ],
    defaultSort: { field: 'sortingOrder', direction: 'asc' },
  },
};

export const fieldNames = (config: ResourceConfig): string[] => config.fields.map((field) => field.name);

/** Server keys without a field that still belong to one. */
export const REFERENCE_ERROR_FIELDS: Partial<Record<string, string>> = { NAME_ALREADY_EXISTS: 'name' };

const emptyValue = (field: FieldConfig): FormValue => {
  if (field.initial !== undefined) return field.initial;
  if (field.kind === 'switch') return false;
  if (field.kind === 'competitionTypes') return [];
  return '';
};

export const emptyValues = (config: ResourceConfig): FormValues =>
  Object.fromEntries(config.fields.map((field) => [field.name, emptyValue(field)]));

/** The form's values of a loaded record (numbers as text, missing values empty). */
export const recordValues = (config: ResourceConfig, record: ReferenceRecord): FormValues =>
  Object.fromEntries(
    config.fields.map((field): [string, FormValue] => {
      const raw = record[field.name];
      switch (field.kind) {
        case 'switch':
          return [field.name, raw === true];
        case 'competitionTypes':
          return [
            field.name,
            Array.isArray(raw) ? raw.filter((id): id is number => typeof id === 'number') : [],
          ];
        case 'number':
          return [field.name, typeof raw === 'number' ? String(raw) : ''];
        default:
          return [field.name, typeof raw === 'string' ? raw : ''];
      }
    }),
  );

const INTEGER = /^-?\d+$/;

/** Required, at most 255 characters, whole numbers (docs/catalog.md). */
export const validateReference = (config: ResourceConfig, values: FormValues): FieldErrors => {
  const errors: FieldErrors = {};
  for (const field of config.fields) {
    const value = values[field.name];
    if (field.kind === 'text' || field.kind === 'number') {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) {
        if (field.required) errors[field.name] = 'FIELD_IS_REQUIRED';
      } else if (field.kind === 'text' && text.length > (field.maxLength ?? MAX_TEXT_LENGTH)) {
        errors[field.name] = field.maxLength === undefined ? 'FIELD_MAXLENGTH_255' : 'FIELD_INVALID';
      } else if (
        field.kind === 'number' &&
        (!INTEGER.test(text) || (field.min !== undefined && Number(text) < field.min))
      ) {
        errors[field.name] = 'FIELD_INVALID';
      }
    }
  }
  return errors;
};

/**
 * Body of create and update (without id): trimmed texts, an empty optional text as null,
 * numbers as numbers (an empty optional number as 0), switches and id lists as they are.
 */
export const toReferenceBody = (config: ResourceConfig, values: FormValues): Record<string, unknown> =>
  Object.fromEntries(
    config.fields.map((field): [string, unknown] => {
      const value = values[field.name];
      switch (field.kind) {
        case 'switch':
          return [field.name, value === true];
        case 'competitionTypes':
          return [field.name, Array.isArray(value) ? [...value] : []];
        case 'number': {
          const text = typeof value === 'string' ? value.trim() : '';
          return [field.name, text ? Number(text) : 0];
        }
        default: {
          const text = typeof value === 'string' ? value.trim() : '';
          return [field.name, text || field.required ? text : null];
        }
      }
    }),
  );

export interface ReferenceListState {
  name: string;
  paging: Paging;
}

export const initialListState = (config: ResourceConfig): ReferenceListState => ({
  name: '',
  paging: { page: 0, size: DEFAULT_PAGE_SIZE, sort: { ...config.defaultSort } },
});

/** `page`, `size`, `sort=field,direction` and the trimmed name filter (left out when empty). */
export const buildReferenceQuery = (state: ReferenceListState): ListParams =>
  buildListQuery(state.paging, { name: state.name });

/** Text keys of a resource's page texts. */
export const RESOURCE_TEXT_KEYS = ['title', 'createTitle', 'editTitle', 'created', 'saved'] as const;
export const resourceText = (resource: ReferenceResource, key: (typeof RESOURCE_TEXT_KEYS)[number]) =>
  `reference.resources.${resource}.${key}`;
export const fieldLabel = (field: string) =>
  field === 'id' ? 'admin.common.id' : `reference.fields.${field}`;
