import Box from '@mui/material/Box';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { useAppDispatch } from '../../store/hooks';
import { hasErrors, type FieldErrors } from './fieldErrors';
import { focusFirstInvalid, useNotify, useScrollTop } from './hooks';
import { RecordState } from './PageState';

interface RecordFormOptions<V, F extends string> {
  initial: V;
  /** the form's own rules, shown once the form was submitted */
  validate: (values: V) => FieldErrors<F>;
  /** a failed save as errors of the fields and, for the rest, a message (fieldErrorsFromError) */
  serverErrors: (error: unknown) => { fieldErrors: FieldErrors<F>; message: string | null };
  /** creates or updates, says so and leaves the form; rejects with the failed call */
  save: (values: V) => Promise<void>;
  /** after the server refused fields, scroll to and focus the first of them */
  focusServerErrors?: boolean;
  /** fields are invalid (own rules or the server's), before the first of them gets the focus */
  onInvalid?: (errors: FieldErrors<F>) => void;
  /** a failed save this form shows itself (true: nothing else happens) */
  onSaveError?: (error: unknown) => boolean;
}

/**
 * Values, errors and submit of a create / edit form: the own rules first (the first invalid field
 * gets the focus), then the save, whose refused fields are marked; other failures go to the error
 * dialog, an ended session (401) to the login.
 */
export const useRecordForm = <V extends object, F extends string>({
  initial,
  validate,
  serverErrors: mapError,
  save,
  focusServerErrors = false,
  onInvalid,
  onSaveError,
}: RecordFormOptions<V, F>) => {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const clientErrors = validate(values);

  const errorOf = (field: F): string | undefined =>
    (submitted ? clientErrors[field] : undefined) || serverErrors[field];
  const set = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    if (hasErrors(clientErrors)) {
      notify.error('admin.common.checkFields');
      onInvalid?.(clientErrors);
      focusFirstInvalid(form);
      return;
    }
    try {
      await save(values);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401 || onSaveError?.(error)) return;
      const { fieldErrors, message } = mapError(error);
      setServerErrors(fieldErrors);
      if (message) dispatch(errorOccurred(message));
      else {
        notify.error('admin.common.checkFields');
        onInvalid?.(fieldErrors);
        if (focusServerErrors) focusFirstInvalid(form);
      }
    }
  };

  return { values, set, errorOf, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
};

interface RecordFormPageProps<R> {
  /** a new record (no id, no query) */
  create: boolean;
  /** the id of the route; a route of a stored record without one goes back to the list */
  id: number | null;
  /** the record's query (not create) */
  record: { data?: R; isFetching: boolean; error?: FetchBaseQueryError | SerializedError };
  listPath: string;
  title: string;
  /** testid of the page */
  testId: string;
  /** testid prefix of the loading and failed states (`<formTestId>-loading`, `-error`) */
  formTestId: string;
  /** the form, empty (create, `null`) or with the loaded record */
  children: (record: R | null) => ReactNode;
}

/** Create and edit page of a record: title, then the form once the record is there. */
export const RecordFormPage = <R,>({
  create,
  id,
  record,
  listPath,
  title,
  testId,
  formTestId,
  children,
}: RecordFormPageProps<R>) => {
  useScrollTop();
  if (!create && id === null) return <Navigate to={listPath} replace />;
  return (
    <Box data-testid={testId} sx={{ maxWidth: 900 }}>
      <PageTitle>{title}</PageTitle>
      {create ? (
        children(null)
      ) : record.data && !record.isFetching ? (
        children(record.data)
      ) : (
        <RecordState error={record.error} backTo={listPath} testId={formTestId} />
      )}
    </Box>
  );
};
