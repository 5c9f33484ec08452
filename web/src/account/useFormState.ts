import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from './fieldRules';

/** A server verdict on a field, valid while the field still holds the value it was given for. */
interface ServerError {
  key: string;
  value: unknown;
}

/**
 * Plain-state form: values, touched fields, client rules and server verdicts (uniqueness checks,
 * field errors of a rejected submit). An error shows once its field was touched or a submit was tried.
 */
export const useFormState = <V extends object>(
  initial: V | (() => V),
  validate: (values: V) => FieldErrors,
) => {
  type Field = Extract<keyof V, string>;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [allTouched, setAllTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, ServerError>>>({});

  const clientErrors = useMemo(() => validate(values), [validate, values]);

  /** Client rules first; a server verdict counts while the value is unchanged. */
  const errors = useMemo(() => {
    const all: FieldErrors = { ...clientErrors };
    for (const [field, verdict] of Object.entries(serverErrors) as [Field, ServerError | undefined][]) {
      if (verdict && !all[field] && values[field] === verdict.value) all[field] = verdict.key;
    }
    return all;
  }, [clientErrors, serverErrors, values]);

  const shownErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).filter(([field]) => allTouched || touched[field as Field]),
      ) as FieldErrors,
    [errors, touched, allTouched],
  );

  const setField = useCallback(<F extends Field>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  const touch = useCallback((field: Field) => setTouched((current) => ({ ...current, [field]: true })), []);

  const setServerError = useCallback((field: Field, key: string | null, value: unknown) => {
    setServerErrors((current) => ({ ...current, [field]: key ? { key, value } : undefined }));
  }, []);

  /** Field errors of a rejected submit, each bound to the value it was given for. */
  const applyServerErrors = useCallback((fieldErrors: FieldErrors, forValues: V) => {
    setServerErrors((current) => {
      const next = { ...current };
      for (const [field, key] of Object.entries(fieldErrors)) {
        if (key) next[field as Field] = { key, value: forValues[field as Field] };
      }
      return next;
    });
  }, []);

  const reset = useCallback((next: V) => {
    setValues(next);
    setTouched({});
    setAllTouched(false);
    setServerErrors({});
  }, []);

  return {
    values,
    setValues,
    setField,
    touch,
    touchAll: () => setAllTouched(true),
    errors,
    shownErrors,
    setServerError,
    applyServerErrors,
    reset,
  };
};
