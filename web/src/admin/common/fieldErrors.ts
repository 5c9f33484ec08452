import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { messageFromQueryError } from '../../api/errorMessage';

/** Message key per form field. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

interface ErrorBodyLike {
  error?: unknown;
  field?: unknown;
  errors?: unknown;
}

/** "club.id", "competitionClass[id]", "body.username" → the form's top-level field. */
const fieldOf = (path: string, fields: readonly string[]): string | null => {
  const parts = path.split(/[.[\]]/).filter(Boolean);
  return parts.find((part) => fields.includes(part)) ?? null;
};

const isQueryError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

/** Hands each `(field path, key)` of a failed call's body to `put`: the list first, then the top pair. */
const eachFieldError = (error: FetchBaseQueryError, put: (path: unknown, key: unknown) => void) => {
  const body = (error.data ?? {}) as ErrorBodyLike;
  if (Array.isArray(body.errors)) {
    for (const item of body.errors as { field?: unknown; key?: unknown }[]) put(item?.field, item?.key);
  }
  put(body.field, body.error);
};

/**
 * Field errors of a failed save (`{ error, field?, errors?: [{ field, key }] }`, docs/identity-api.md),
 * mapped onto the form's fields. Keys without a field may be pinned by `keyFields`
 * (USER_ALREADY_EXISTS → username). Returns the mapped errors and the message of the rest.
 */
export const fieldErrorsFromError = <F extends string>(
  error: unknown,
  fields: readonly F[],
  keyFields: Partial<Record<string, F>> = {},
): { fieldErrors: FieldErrors<F>; message: string | null } => {
  const fieldErrors: FieldErrors<F> = {};
  if (!isQueryError(error)) {
    return { fieldErrors, message: (error as SerializedError | undefined)?.message ?? 'INTERNAL_ERROR' };
  }
  eachFieldError(error, (path, key) => {
    if (typeof key !== 'string' || !key) return;
    const field = typeof path === 'string' ? fieldOf(path, fields) : null;
    const target = (field ?? keyFields[key] ?? null) as F | null;
    if (target && !fieldErrors[target]) fieldErrors[target] = key;
  });
  const mapped = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, message: mapped ? null : messageFromQueryError(error) };
};

/**
 * Field errors of a failed save whose paths `formPathOf` maps onto the form (null: none of its
 * fields); what names no field comes back as one message.
 */
export const fieldErrorsByPath = <F extends string>(
  error: unknown,
  formPathOf: (path: string) => F | null,
): { fieldErrors: FieldErrors<F>; message: string | null } => {
  const fieldErrors: FieldErrors<F> = {};
  if (!isQueryError(error)) return { fieldErrors, message: 'INTERNAL_ERROR' };
  eachFieldError(error, (path, key) => {
    if (typeof key !== 'string' || !key || typeof path !== 'string') return;
    const field = formPathOf(path);
    if (field && !fieldErrors[field]) fieldErrors[field] = key;
  });
  const mapped = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, message: mapped ? null : messageFromQueryError(error) };
};

export const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some(Boolean);
