import { isErrorKey, type ErrorBody, type ErrorKey } from '@portal/contracts';
import type { z } from 'zod';

type FieldError = NonNullable<ErrorBody['errors']>[number];

/**
 * Turns zod issues into the spec's field errors. A schema may carry a catalogue key as its
 * message (`z.string().min(2, 'FIELD_IS_REQUIRED')`); otherwise the kind of issue picks one.
 */
export function zodToFieldErrors(error: z.ZodError, input: unknown, location: string): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    const base = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: [...base, key].join('.') || location, key: 'UNKNOWN_FIELD' }));
    }
    const field = base.join('.') || location;
    return [{ field, key: keyFor(issue, valueAt(input, issue.path)), message: issue.message }];
  });
}

function keyFor(issue: z.core.$ZodIssue, value: unknown): ErrorKey {
  if (isErrorKey(issue.message)) return issue.message;
  if (value === undefined || value === '') return 'FIELD_IS_REQUIRED';
  if (value === null) return 'FIELD_IS_NULL';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'EMAIL_FORMAT';
  return 'FIELD_INVALID';
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

export class RequestValidationError extends Error {
  constructor(public readonly errors: FieldError[]) {
    super('request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * PostgreSQL refuses text with a NUL byte (`\u0000`) and would answer a 500; no field of the spec
 * can hold one. Answers the path of the first string (value or key) that contains one, else null.
 */
export function findNulByte(input: unknown, location: string): string | null {
  const walk = (value: unknown, path: string[]): string[] | null => {
    if (typeof value === 'string') return value.includes('\u0000') ? path : null;
    if (value === null || typeof value !== 'object') return null;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = walk(inner, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  const found = walk(input, []);
  return found ? found.join('.') || location : null;
}

/** Refuses input with a NUL byte anywhere as `400 FIELD_INVALID` naming the field. */
export function refuseNulBytes(input: unknown, location: string): void {
  const field = findNulByte(input, location);
  if (field) throw new RequestValidationError([{ field, key: 'FIELD_INVALID', message: 'NUL byte' }]);
}
