import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { FieldBinding } from '../../account/AccountFieldGroups';
import { isPersonChoice, isPersonReference, PERSON_ERROR_FIELDS } from '../../person/personFields';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { useAppDispatch } from '../../store/hooks';
import { ADMIN_PATHS } from '../adminPaths';
import { useReferenceOptionsQuery, type ReferenceList } from '../api/referenceApi';
import {
  useAssignableRoleOptionsQuery,
  useCreateUserMutation,
  useLazyEmailTakenQuery,
  useLazyUsernameTakenQuery,
  useRoleOptionsQuery,
  useUpdateUserMutation,
} from '../api/usersApi';
import type { NamedOption } from '../api/types';
import { fieldErrorsFromError, hasErrors, type FieldErrors } from '../common/fieldErrors';
import type { Option } from '../common/FormParts';
import { focusFirstInvalid, useNotify } from '../common/hooks';
import {
  needsUniquenessCheck,
  roleFlags,
  toUserPayload,
  USER_FORM_FIELDS,
  validateUserForm,
  withCountry,
  type FormMode,
  type UserFormField,
  type UserFormValues,
} from './userForm';

/** Server keys without a field that still belong to one. */
const KEY_FIELDS: Partial<Record<string, UserFormField>> = {
  USER_ALREADY_EXISTS: 'username',
  EMAIL_ALREADY_EXISTS: 'email',
  ROLE_NOT_ASSIGNABLE: 'userRoleIds',
  PW_MUST_MATCH: 'password2',
  PASSWORD_INVALID: 'password',
  ...PERSON_ERROR_FIELDS,
};

const UNIQUE_KEYS = { username: 'USER_ALREADY_EXISTS', email: 'EMAIL_ALREADY_EXISTS' } as const;
type UniqueField = keyof typeof UNIQUE_KEYS;
export type TextField = Exclude<UserFormField, 'userRoleIds' | 'allowInformations' | 'deputyMail'>;

const useReference = (list: ReferenceList): NamedOption[] =>
  useReferenceOptionsQuery(list).data?.content ?? [];

/**
 * State, checks and save of the user form (create and edit); the section components only render
 * what it hands out.
 */
export const useUserForm = (mode: FormMode, id: number | null, initial: UserFormValues) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const roles = useRoleOptionsQuery();
  const grantable = useAssignableRoleOptionsQuery();
  const clubs = useReferenceOptionsQuery('clubsPubList');
  // the notification block's divisions; the person fields read their own lists
  const divisions = useReference('divisions');
  const [createUser, creating] = useCreateUserMutation();
  const [updateUser, updating] = useUpdateUserMutation();
  const [checkUsername] = useLazyUsernameTakenQuery();
  const [checkEmail] = useLazyEmailTakenQuery();

  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const latest = useRef(values);
  latest.current = values;
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<UserFormField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors<UserFormField>>({});
  const [uniqueErrors, setUniqueErrors] = useState<FieldErrors<UniqueField>>({});
  const [checking, setChecking] = useState<UniqueField | null>(null);

  const roleList = useMemo(() => roles.data ?? [], [roles.data]);
  const flags = roleFlags(values.userRoleIds, roleList);
  const clientErrors = validateUserForm(values, mode, flags);
  const errorOf = (field: UserFormField): string | undefined =>
    ((submitted || touched.has(field)) && clientErrors[field]) ||
    serverErrors[field] ||
    (field === 'username' || field === 'email' ? uniqueErrors[field] : undefined);

  const touch = (field: UserFormField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  const set = <K extends UserFormField>(field: K, value: UserFormValues[K]) => {
    setValues((previous) =>
      field === 'country' ? withCountry(previous, value as string) : { ...previous, [field]: value },
    );
    setServerErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    if (field === 'username' || field === 'email')
      setUniqueErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  /** Uniqueness on blur; skipped for an unchanged value of an existing user (docs/club-and-user-admin.md). */
  const checkUnique = async (field: UniqueField) => {
    touch(field);
    const value = values[field].trim();
    if (!needsUniquenessCheck(mode, value, initial[field], !clientErrors[field])) return;
    setChecking(field);
    try {
      const taken = await (field === 'username' ? checkUsername(value) : checkEmail(value)).unwrap();
      if (latest.current[field].trim() === value)
        setUniqueErrors((previous) => ({ ...previous, [field]: taken ? UNIQUE_KEYS[field] : undefined }));
    } catch {
      // the check is a convenience: the server refuses duplicates on save anyway
    } finally {
      setChecking(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(clientErrors) || hasErrors(uniqueErrors)) {
      notify.error('admin.common.checkFields');
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      if (mode === 'create') await createUser(toUserPayload(values, 'create', flags)).unwrap();
      else await updateUser({ id: id!, body: toUserPayload(values, 'edit', flags) }).unwrap();
      notify.success(mode === 'create' ? 'admin.users.created' : 'admin.users.saved', {
        username: values.username.trim(),
      });
      navigate(ADMIN_PATHS.users);
    } catch (error) {
      if ((error as { status?: unknown }).status === 401) return; // the session is gone
      const { fieldErrors, message } = fieldErrorsFromError(error, USER_FORM_FIELDS, KEY_FIELDS);
      setServerErrors(fieldErrors);
      if (message) dispatch(errorOccurred(message));
      else {
        notify.error('admin.common.checkFields');
        focusFirstInvalid(formRef.current);
      }
    }
  };

  /** Props of a text input. */
  const text = (field: TextField, extra = {}) => ({
    label: t(`admin.users.fields.${field}`),
    testId: `user-form-${field}`,
    value: String(values[field] ?? ''),
    error: errorOf(field),
    onChange: (value: string) => set(field, value as never),
    onBlur: () => touch(field),
    ...extra,
  });
  /** The binding of a person field (docs/web-app.md, "Person fields"): catalog ids as numbers. */
  const person = (field: string): FieldBinding => {
    const name = field as UserFormField;
    return {
      label: '',
      testId: `user-form-${field}`,
      value: String(values[name] ?? ''),
      error: errorOf(name),
      onChange: (value: string) => {
        set(name, (isPersonReference(field) ? (value === '' ? null : Number(value)) : value) as never);
        if (isPersonChoice(field)) touch(name);
      },
      onBlur: () => touch(name),
    };
  };
  /** Props of a select (its value is set by the caller). */
  const select = <V extends string | number>(field: UserFormField, options: readonly Option<V>[]) => ({
    label: t(`admin.users.fields.${field}`),
    testId: `user-form-${field}`,
    error: errorOf(field),
    options,
    onChange: (value: V | null) => {
      set(
        field,
        (value ?? (typeof values[field] === 'number' || values[field] === null ? null : '')) as never,
      );
      touch(field);
    },
  });

  return {
    mode,
    id,
    formRef,
    values,
    flags,
    roleList,
    grantable: grantable.data ?? [],
    clubs,
    divisions,
    checking,
    saving: creating.isLoading || updating.isLoading,
    errorOf,
    touch,
    set,
    checkUnique,
    submit,
    text,
    select,
    person,
  };
};

export type UserFormState = ReturnType<typeof useUserForm>;
