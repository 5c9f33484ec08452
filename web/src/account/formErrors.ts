import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { messageFromQueryError } from '../api/errorMessage';
import type { FieldErrors } from './fieldRules';

/** Keys that belong to one field even when the answer does not name it. */
const FIELD_OF_KEY: Record<string, string> = {
  USER_ALREADY_EXISTS: 'username',
  EMAIL_ALREADY_EXISTS: 'email',
  PW_MUST_MATCH: 'passwordValid',
  PASSWORD_INVALID: 'password',
  STATE_INVALID: 'state',
};

/** "competitionClass.id" and "club" both mean the form field before the first dot. */
const formField = (path: unknown): string | null =>
  typeof path === 'string' && path !== '' ? (path.split('.')[0] ?? null) : null;

export interface MappedServerError {
  /** Errors that belong to a field of the form. */
  fields: FieldErrors;
  /** The message for the error channel when no field took it. */
  general: string | null;
}

/**
 * Maps an error answer `{ error, field?, errors?: [{ field, key }] }` (docs/identity-api.md) onto
 * the fields the form knows; what cannot be placed on a field is returned as `general`.
 */
export const mapServerError = (
  error: FetchBaseQueryError | SerializedError | undefined,
  knownFields: readonly string[],
): MappedServerError => {
  if (!error) return { fields: {}, general: null };
  if (!('status' in error)) return { fields: {}, general: error.message ?? 'INTERNAL_ERROR' };
  const fields: FieldErrors = {};
  const known = (field: string | null): field is string => field !== null && knownFields.includes(field);
  const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as {
    error?: unknown;
    field?: unknown;
    errors?: unknown;
  };
  if (Array.isArray(body.errors)) {
    for (const entry of body.errors as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { field, key } = entry as { field?: unknown; key?: unknown };
      const name = formField(field);
      if (known(name) && typeof key === 'string' && !fields[name]) fields[name] = key;
    }
  }
  if (typeof body.error === 'string') {
    const name = formField(body.field) ?? FIELD_OF_KEY[body.error] ?? null;
    if (known(name) && !fields[name]) fields[name] = body.error;
  }
  const general = Object.keys(fields).length ? null : messageFromQueryError(error);
  return { fields, general };
};

/** Per step: does one of its fields show an error? (Steps with errors are marked red.) */
export const stepErrorFlags = (
  steps: readonly { fields: readonly string[] }[],
  shownErrors: FieldErrors,
): boolean[] => steps.map((step) => step.fields.some((field) => Boolean(shownErrors[field])));

/** Index of the first step with an error, or -1. */
export const firstStepWithError = (
  steps: readonly { fields: readonly string[] }[],
  errors: FieldErrors,
): number => stepErrorFlags(steps, errors).indexOf(true);

/** True for an answer with an HTTP status outside 2xx (network failures have none). */
export const isHttpFailure = (error: FetchBaseQueryError): boolean => {
  if (typeof error.status === 'number') return error.status < 200 || error.status >= 300;
  if (error.status === 'PARSING_ERROR') return error.originalStatus < 200 || error.originalStatus >= 300;
  return false;
};

/** Message key of any failed call (RTK Query error or a thrown error). */
export const errorKeyOf = (error: FetchBaseQueryError | SerializedError): string =>
  'status' in error ? messageFromQueryError(error) : (error.message ?? 'INTERNAL_ERROR');
