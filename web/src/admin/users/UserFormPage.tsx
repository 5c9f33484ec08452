import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorOccurred } from '../../notifications/notificationsSlice';
import { PageTitle } from '../../pages/PageTitle';
import { useAppDispatch } from '../../store/hooks';
import { ADMIN_PATHS, routeId } from '../adminPaths';
import { useReferenceOptionsQuery, type ReferenceList } from '../api/referenceApi';
import {
  useCreateUserMutation,
  useLazyEmailTakenQuery,
  useLazyUsernameTakenQuery,
  useRoleOptionsQuery,
  useUpdateUserMutation,
  useUserQuery,
} from '../api/usersApi';
import type { NamedOption } from '../api/types';
import { countryOptions } from '../common/countries';
import { fieldErrorsFromError, hasErrors, type FieldErrors } from '../common/fieldErrors';
import {
  ComboInput,
  FormActions,
  FormSection,
  SelectInput,
  TextInput,
  type Option,
} from '../common/FormParts';
import { focusFirstInvalid, useNotify, useScrollTop } from '../common/hooks';
import { useRoleLabel, useStateLabel } from '../common/labels';
import { RecordState } from '../common/PageState';
import { statesOf } from '../common/states';
import {
  emptyUserForm,
  needsUniquenessCheck,
  roleFlags,
  toUserPayload,
  USER_FORM_FIELDS,
  validateUserForm,
  valuesFromDetail,
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
  STATE_INVALID: 'state',
  CLUB_DOES_NOT_EXIST: 'club',
};

const UNIQUE_KEYS = { username: 'USER_ALREADY_EXISTS', email: 'EMAIL_ALREADY_EXISTS' } as const;
type UniqueField = keyof typeof UNIQUE_KEYS;

const useReference = (list: ReferenceList): NamedOption[] =>
  useReferenceOptionsQuery(list).data?.content ?? [];

const toOptions = (items: readonly NamedOption[]): Option<number>[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

interface FormProps {
  mode: FormMode;
  id: number | null;
  initial: UserFormValues;
}

const UserForm = ({ mode, id, initial }: FormProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const roleLabel = useRoleLabel();
  const stateLabel = useStateLabel();
  const roles = useRoleOptionsQuery();
  const clubs = useReferenceOptionsQuery('clubsPubList');
  const classes = useReference('competitionClasses');
  const divisions = useReference('divisions');
  const factors = useReference('factors');
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

  /** Uniqueness on blur; skipped for an unchanged value of an existing user (back-office.md section 5). */
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

  const text = (
    field: Exclude<UserFormField, 'userRoleIds' | 'allowInformations' | 'deputyMail'>,
    extra = {},
  ) => ({
    label: t(`admin.users.fields.${field}`),
    testId: `user-form-${field}`,
    value: String(values[field] ?? ''),
    error: errorOf(field),
    onChange: (value: string) => set(field, value as never),
    onBlur: () => touch(field),
    ...extra,
  });
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

  const roleOptions = roleList
    .filter((role) => role.name !== 'ROLE_GUEST')
    .map((role) => ({ value: role.id, label: roleLabel(role.name) }));
  const countries = useMemo(
    () => countryOptions(i18n.language).map((country) => ({ value: country.code, label: country.name })),
    [i18n.language],
  );
  const states = statesOf(values.country).map((state) => ({
    value: state,
    label: stateLabel(values.country, state),
  }));
  const clubField = (
    <ComboInput
      label={t('admin.users.fields.club')}
      testId="user-form-club"
      value={values.club}
      options={clubs.data?.content ?? []}
      loading={clubs.isLoading}
      required
      error={errorOf('club')}
      onChange={(value) => {
        set('club', value);
        touch('club');
      }}
    />
  );
  const saving = creating.isLoading || updating.isLoading;

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="user-form"
    >
      <FormSection title={t('admin.users.sections.account')}>
        <TextInput
          {...text('username')}
          required
          autoComplete="off"
          busy={checking === 'username'}
          onBlur={() => void checkUnique('username')}
        />
        <TextInput
          {...text('email')}
          type="email"
          required
          autoComplete="off"
          busy={checking === 'email'}
          onBlur={() => void checkUnique('email')}
        />
        <SelectInput
          {...select('userRoleIds', roleOptions)}
          label={t('admin.users.fields.role')}
          testId="user-form-role"
          value={values.userRoleIds[0] ?? null}
          required
          onChange={(value) => {
            set('userRoleIds', value === null ? [] : [value]);
            touch('userRoleIds');
          }}
        />
        {flags.isClubAdmin ? clubField : <Box sx={{ display: { xs: 'none', sm: 'block' } }} />}
        <TextInput
          {...text('password')}
          type="password"
          required={mode === 'create'}
          autoComplete="new-password"
          maxLength={128}
          helperText={mode === 'edit' ? t('admin.users.passwordKeep') : t('admin.users.passwordRule')}
        />
        <TextInput
          {...text('password2')}
          type="password"
          required={mode === 'create'}
          autoComplete="new-password"
          maxLength={128}
        />
      </FormSection>

      <FormSection title={t('admin.users.sections.person')}>
        {flags.isUser ? (
          <>
            <SelectInput
              {...select('salutation', [
                { value: 'mr', label: t('admin.users.salutations.mr') },
                { value: 'mrs', label: t('admin.users.salutations.mrs') },
              ])}
              value={values.salutation}
              required
            />
            <TextInput {...text('degree')} />
          </>
        ) : null}
        <TextInput {...text('firstName')} required autoComplete="off" />
        <TextInput {...text('lastName')} required autoComplete="off" />
        <SelectInput
          {...select('selectedLanguage', [
            { value: 'de', label: t('language.de') },
            { value: 'en', label: t('language.en') },
          ])}
          value={values.selectedLanguage}
          required
        />
      </FormSection>

      {flags.isUser ? (
        <>
          <FormSection title={t('admin.users.sections.contact')}>
            <TextInput {...text('address')} required wide />
            <TextInput {...text('zip')} required maxLength={20} />
            <TextInput {...text('city')} required />
            <SelectInput {...select('country', countries)} value={values.country} required />
            {states.length ? (
              <SelectInput {...select('state', states)} value={values.state} required />
            ) : (
              <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
            )}
            <TextInput {...text('telephone')} maxLength={50} />
          </FormSection>

          <FormSection title={t('admin.users.sections.shooter')}>
            <SelectInput
              {...select('competitionClass', toOptions(classes))}
              value={values.competitionClass}
              required
            />
            <SelectInput {...select('division', toOptions(divisions))} value={values.division} required />
            <SelectInput {...select('factor', toOptions(factors))} value={values.factor} required />
            {flags.isClubAdmin ? <Box sx={{ display: { xs: 'none', sm: 'block' } }} /> : clubField}
            <TextInput {...text('alias')} />
            <TextInput {...text('cowboyName')} />
            <TextInput {...text('sassNumber')} />
            <TextInput {...text('ipscNumber')} />
            <TextInput {...text('ipscRegion')} />
            <TextInput {...text('ipscAlias')} />
          </FormSection>

          <FormSection title={t('admin.users.sections.other')}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.allowInformations}
                  onChange={(event) => set('allowInformations', event.target.checked)}
                  slotProps={{
                    input: {
                      'data-testid': 'user-form-allowInformations',
                    } as InputHTMLAttributes<HTMLInputElement>,
                  }}
                />
              }
              label={t('admin.users.fields.allowInformations')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.deputyMail}
                  onChange={(event) => set('deputyMail', event.target.checked)}
                  slotProps={{
                    input: {
                      'data-testid': 'user-form-deputyMail',
                    } as InputHTMLAttributes<HTMLInputElement>,
                  }}
                />
              }
              label={t('admin.users.fields.deputyMail')}
            />
            <TextInput {...text('bmdAccountNumber')} maxLength={50} />
          </FormSection>
        </>
      ) : null}

      <FormActions
        saving={saving}
        disabled={checking !== null}
        testId="user-form-save"
        onCancel={() => navigate(ADMIN_PATHS.users)}
        extra={
          mode === 'edit' && id !== null ? (
            <Button startIcon={<VisibilityIcon />} onClick={() => navigate(ADMIN_PATHS.userShow(id))}>
              {t('admin.common.show')}
            </Button>
          ) : null
        }
      />
    </Box>
  );
};

/** User create (`users/create`) and edit (`users/:id`). */
const UserFormPage = ({ mode }: { mode: FormMode }) => {
  const { t } = useTranslation();
  const id = routeId(useParams().id);
  useScrollTop();
  const user = useUserQuery(mode === 'edit' && id !== null ? id : skipToken);
  if (mode === 'edit' && id === null) return <Navigate to={ADMIN_PATHS.users} replace />;
  const title =
    mode === 'create'
      ? t('admin.users.createTitle')
      : t('admin.users.editTitle', { username: user.data?.username ?? '' });
  return (
    <Box data-testid={mode === 'create' ? 'user-create-page' : 'user-edit-page'} sx={{ maxWidth: 900 }}>
      <PageTitle>{title}</PageTitle>
      {mode === 'create' ? (
        <UserForm mode="create" id={null} initial={emptyUserForm()} />
      ) : user.data && !user.isFetching ? (
        <UserForm key={user.data.id} mode="edit" id={id} initial={valuesFromDetail(user.data)} />
      ) : (
        <RecordState error={user.error} backTo={ADMIN_PATHS.users} testId="user-form" />
      )}
    </Box>
  );
};

export default UserFormPage;
