import { periodReversed, TEXT_LIMITS, type MaintenanceWindowSortField } from '@portal/contracts/catalog';
import type { ListParams } from '../api/types';
import type { FieldErrors } from '../common/fieldErrors';
import { buildListQuery, DEFAULT_PAGE_SIZE, type Paging } from '../common/listQuery';
import type { MaintenanceBody } from './maintenanceApi';
import { fromLocalInput, toLocalInput, type MaintenanceWindow } from './maintenanceDates';

/** The form's values: texts, the switch, and the period as `datetime-local` values. */
export interface MaintenanceValues {
  reason: string;
  message: string;
  active: boolean;
  fromDate: string;
  toDate: string;
}
export type MaintenanceField = keyof MaintenanceValues;

export const MAX_REASON_LENGTH = TEXT_LIMITS.short;

export const emptyMaintenanceValues = (): MaintenanceValues => ({
  reason: '',
  message: '',
  active: true,
  fromDate: '',
  toDate: '',
});

export const MAINTENANCE_FIELDS = Object.keys(emptyMaintenanceValues()) as readonly MaintenanceField[];

export const maintenanceValues = (window: MaintenanceWindow): MaintenanceValues => ({
  reason: window.reason ?? '',
  message: window.message ?? '',
  active: window.active === true,
  fromDate: toLocalInput(window.fromDate),
  toDate: toLocalInput(window.toDate),
});

/**
 * A reversed period says which field and why, not just "a field has an invalid value": a text key
 * of the translation tree, which the form's helper text translates (FormParts useHelper;
 * docs/web-usability.md).
 */
export const END_BEFORE_START = 'admin.common.endBeforeStart';

/**
 * Errors of a period of `datetime-local` values: each must be a date and time, the end after the
 * start (the catalog's `periodReversed`); `required` makes both mandatory.
 */
export const periodErrors = (
  fromDate: string,
  toDate: string,
  required: boolean,
): { fromDate?: string; toDate?: string } => {
  const errors: { fromDate?: string; toDate?: string } = {};
  const from = fromDate ? fromLocalInput(fromDate) : null;
  const to = toDate ? fromLocalInput(toDate) : null;
  if (!fromDate) {
    if (required) errors.fromDate = 'FIELD_IS_REQUIRED';
  } else if (!from) errors.fromDate = 'FIELD_INVALID';
  if (!toDate) {
    if (required) errors.toDate = 'FIELD_IS_REQUIRED';
  } else if (!to) errors.toDate = 'FIELD_INVALID';
  else if (from && periodReversed(from, to)) errors.toDate = END_BEFORE_START;
  return errors;
};

/** Required reason (≤ 255), message and period; the end after the start. */
export const validateMaintenance = (values: MaintenanceValues): FieldErrors<MaintenanceField> => {
  const errors: FieldErrors<MaintenanceField> = {};
  const reason = values.reason.trim();
  if (!reason) errors.reason = 'FIELD_IS_REQUIRED';
  else if (reason.length > MAX_REASON_LENGTH) errors.reason = 'FIELD_MAXLENGTH_255';
  if (!values.message.trim()) errors.message = 'FIELD_IS_REQUIRED';
  return { ...errors, ...periodErrors(values.fromDate, values.toDate, true) };
};

/** Body of create and update: trimmed texts, ISO date-times with the browser's offset. */
export const toMaintenanceBody = (values: MaintenanceValues): MaintenanceBody => ({
  reason: values.reason.trim(),
  message: values.message.trim(),
  active: values.active,
  fromDate: fromLocalInput(values.fromDate) ?? '',
  toDate: fromLocalInput(values.toDate) ?? '',
});

/** The catalog sorts by the id and the period only. */
export type MaintenanceSortField = MaintenanceWindowSortField;

export const initialMaintenancePaging = (): Paging => ({
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  sort: { field: 'fromDate', direction: 'desc' },
});

/** `page`, `size`, `sort=fromDate,desc` by default. */
export const buildMaintenanceQuery = (paging: Paging): ListParams => buildListQuery(paging, {});
