import type { TFunction } from 'i18next';
import type { AppDispatch } from '../store';
import type { Bind } from './AccountFieldGroups';
import { accountApi } from './accountApi';
import { withCountry } from './geo';
import type { useFormState } from './useFormState';

type FormState<V extends object> = ReturnType<typeof useFormState<V>>;

interface BindOptions {
  /** test ids are `<prefix>-<field>` */
  prefix: string;
  /** fields marked required (the person fields mark their own, docs/web-app.md) */
  required: ReadonlySet<string>;
  /** after the field was touched on leaving it (uniqueness checks) */
  afterBlur?: (field: string, value: string) => void;
  helperText?: (field: string) => string | undefined;
}

/**
 * The inputs' binding of the account forms (wizard, profile): labels `register.fields.*`, a new
 * country clears the state, errors shown once touched.
 */
export const formBinder =
  <V extends { country: string; state: string }>(
    form: FormState<V>,
    t: TFunction,
    { prefix, required, afterBlur, helperText }: BindOptions,
  ): Bind =>
  (name) => {
    const field = name as Extract<keyof V, string>;
    return {
      testId: `${prefix}-${field}`,
      label: t(`register.fields.${field}`),
      value: String(form.values[field]),
      onChange: (value: string) =>
        field === 'country'
          ? form.setValues((current) => withCountry(current, value))
          : form.setField(field, value as never),
      onBlur: () => {
        form.touch(field);
        afterBlur?.(field, String(form.values[field]));
      },
      error: form.shownErrors[field],
      required: required.has(field),
      helperText: helperText?.(field),
    };
  };

const UNIQUE_KEY = { username: 'USER_ALREADY_EXISTS', email: 'EMAIL_ALREADY_EXISTS' } as const;
export type UniqueField = keyof typeof UNIQUE_KEY;

/** Asks identity whether the user name or e-mail is taken and puts the verdict on the field. */
export const checkUnique = async <V extends object>(
  dispatch: AppDispatch,
  form: Pick<FormState<V>, 'setServerError'>,
  field: UniqueField & Extract<keyof V, string>,
  value: string,
) => {
  const endpoint =
    field === 'username'
      ? accountApi.endpoints.checkUsernameExistence
      : accountApi.endpoints.checkEmailExistence;
  const result = await dispatch(endpoint.initiate(value.trim(), { subscribe: false, forceRefetch: true }));
  if (typeof result.data === 'boolean')
    form.setServerError(field, result.data ? UNIQUE_KEY[field] : null, value);
};
