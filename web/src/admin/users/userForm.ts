import type { UserCreate, UserDetail, UserUpdate } from '@portal/contracts';
// identity's own e-mail rule: user@müller.de passes here as on the server
import {
  EMAIL_PATTERN,
  effectiveNotificationSelection,
  type Language,
  type NotificationFlag,
  type Salutation,
} from '@portal/contracts/identity-constants';
import type { NamedOption } from '../api/types';
import type { FieldErrors } from '../common/fieldErrors';
import { statesOf } from '../common/states';

/** Role names that change the form (docs/web-app.md). */
export const ROLE_USER = 'ROLE_USER';
export const ROLE_CLUB_ADMIN = 'ROLE_CLUB_ADMIN';
/** Seeded ids, used until the role list has loaded (docs/identity-api.md). */
const SEEDED_ROLE_IDS: Record<string, number> = { [ROLE_USER]: 4, [ROLE_CLUB_ADMIN]: 5 };

export type { Language, Salutation };

export interface UserFormValues {
  username: string;
  email: string;
  userRoleIds: number[];
  club: number | null;
  password: string;
  password2: string;
  firstName: string;
  lastName: string;
  selectedLanguage: Language | '';
  salutation: Salutation | '';
  degree: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  state: string;
  telephone: string;
  competitionClass: number | null;
  division: number | null;
  factor: number | null;
  alias: string;
  cowboyName: string;
  sassNumber: string;
  ipscNumber: string;
  ipscRegion: string;
  ipscAlias: string;
  allowInformations: boolean;
  /** the user's deputies get copies of the user's registration mails */
  deputyMail: boolean;
  bmdAccountNumber: string;
  /** the user's mail switches; the form changes newCompetitionCreated (docs/premium-features.md) */
  notificationSelection: Record<NotificationFlag, boolean>;
  /** the divisions of the new-competition mail (`division_ids`) */
  notificationDivisionIds: number[];
}
export type UserFormField = keyof UserFormValues;
export type FormMode = 'create' | 'edit';

export const USER_FORM_FIELDS = [
  'username',
  'email',
  'userRoleIds',
  'club',
  'password',
  'password2',
  'firstName',
  'lastName',
  'selectedLanguage',
  'salutation',
  'degree',
  'address',
  'zip',
  'city',
  'country',
  'state',
  'telephone',
  'competitionClass',
  'division',
  'factor',
  'alias',
  'cowboyName',
  'sassNumber',
  'ipscNumber',
  'ipscRegion',
  'ipscAlias',
  'allowInformations',
  'deputyMail',
  'bmdAccountNumber',
  'notificationDivisionIds',
] as const satisfies readonly UserFormField[];

export const emptyUserForm = (): UserFormValues => ({
  username: '',
  email: '',
  userRoleIds: [],
  club: null,
  password: '',
  password2: '',
  firstName: '',
  lastName: '',
  selectedLanguage: 'de',
  salutation: '',
  degree: '',
  address: '',
  zip: '',
  city: '',
  country: 'at',
  state: '',
  telephone: '',
  competitionClass: null,
  division: null,
  factor: null,
  alias: '',
  cowboyName: '',
  sassNumber: '',
  ipscNumber: '',
  ipscRegion: '',
  ipscAlias: '',
  allowInformations: false,
  deputyMail: true,
  bmdAccountNumber: '',
  notificationSelection: effectiveNotificationSelection({}),
  notificationDivisionIds: [],
});

const text = (value: string | null | undefined) => value ?? '';

export const valuesFromDetail = (user: UserDetail): UserFormValues => ({
  ...emptyUserForm(),
  username: user.username,
  email: user.email,
  userRoleIds: user.userRoles.map((role) => role.id),
  club: user.club?.id ?? null,
  firstName: user.firstName,
  lastName: user.lastName,
  selectedLanguage: user.selectedLanguage,
  salutation: user.salutation ?? '',
  degree: text(user.degree),
  address: text(user.address),
  zip: text(user.zip),
  city: text(user.city),
  country: text(user.country),
  state: text(user.state),
  telephone: text(user.telephone),
  competitionClass: user.competitionClass?.id ?? null,
  division: user.division?.id ?? null,
  factor: user.factor?.id ?? null,
  alias: text(user.alias),
  cowboyName: text(user.cowboyName),
  sassNumber: text(user.sassNumber),
  ipscNumber: text(user.ipscNumber),
  ipscRegion: text(user.ipscRegion),
  ipscAlias: text(user.ipscAlias),
  allowInformations: user.allowInformations,
  deputyMail: user.deputyMail,
  bmdAccountNumber: text(user.bmdAccountNumber),
  notificationSelection: effectiveNotificationSelection(user.notificationSelection),
  notificationDivisionIds: user.division_ids ?? [],
});

export interface RoleFlags {
  /** The plain user (shooter) role is chosen: contact and shooter fields are asked for. */
  isUser: boolean;
  /** The club-admin role is chosen: the club is asked for. */
  isClubAdmin: boolean;
}

const roleIdOf = (name: string, roles: readonly NamedOption[]): number =>
  roles.find((role) => role.name === name)?.id ?? SEEDED_ROLE_IDS[name]!;

export const roleFlags = (userRoleIds: readonly number[], roles: readonly NamedOption[]): RoleFlags => ({
  isUser: userRoleIds.includes(roleIdOf(ROLE_USER, roles)),
  isClubAdmin: userRoleIds.includes(roleIdOf(ROLE_CLUB_ADMIN, roles)),
});

/** The club is asked for club admins (required) and shooters. */
export const showsClub = (flags: RoleFlags) => flags.isUser || flags.isClubAdmin;

const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,128}$/;
const MAX_TEXT = 255;

export const isPasswordValid = (password: string) => PASSWORD_PATTERN.test(password);
export const isEmailValid = (email: string) => EMAIL_PATTERN.test(email.trim());

/**
 * Client rules of the user form (docs/identity-api.md): required fields per role,
 * minimum lengths, password strength and confirmation (password optional on edit), e-mail format.
 */
export const validateUserForm = (
  values: UserFormValues,
  mode: FormMode,
  flags: RoleFlags,
): FieldErrors<UserFormField> => {
  const errors: FieldErrors<UserFormField> = {};
  const required = (field: UserFormField, filled: boolean) => {
    if (!filled && !errors[field]) errors[field] = 'FIELD_IS_REQUIRED';
  };
  const textRule = (field: UserFormField, minimum: 0 | 2 | 3, isRequired: boolean) => {
    const value = String(values[field] ?? '').trim();
    if (!value) {
      if (isRequired) errors[field] = 'FIELD_IS_REQUIRED';
      return;
    }
    if (minimum && value.length < minimum) errors[field] = `FIELD_MINLENGTH_${minimum}`;
    else if (value.length > MAX_TEXT) errors[field] = 'FIELD_MAXLENGTH_255';
  };

  textRule('username', 3, true);
  textRule('email', 0, true);
  if (!errors.email && !isEmailValid(values.email)) errors.email = 'EMAIL_FORMAT';
  required('userRoleIds', values.userRoleIds.length > 0);
  if (flags.isClubAdmin || flags.isUser) required('club', values.club !== null);

  const passwordGiven = values.password !== '';
  if (mode === 'create' || passwordGiven) {
    if (!passwordGiven) errors.password = 'FIELD_IS_REQUIRED';
    else if (!isPasswordValid(values.password)) errors.password = 'PASSWORD_INVALID';
    if (values.password2 === '') errors.password2 = 'FIELD_IS_REQUIRED';
    else if (values.password2 !== values.password) errors.password2 = 'PW_MUST_MATCH';
  } else if (values.password2 !== '') {
    errors.password2 = 'PW_MUST_MATCH';
  }

  textRule('firstName', 2, true);
  textRule('lastName', 2, true);
  required('selectedLanguage', values.selectedLanguage !== '');

  if (flags.isUser) {
    required('salutation', values.salutation !== '');
    textRule('address', 0, true);
    textRule('zip', 0, true);
    textRule('city', 0, true);
    required('country', values.country !== '');
    const states = statesOf(values.country);
    if (states.length) {
      if (!values.state) errors.state = 'FIELD_IS_REQUIRED';
      else if (!states.includes(values.state)) errors.state = 'STATE_INVALID';
    }
    required('competitionClass', values.competitionClass !== null);
    required('division', values.division !== null);
    required('factor', values.factor !== null);
    for (const field of [
      'degree',
      'alias',
      'cowboyName',
      'sassNumber',
      'ipscNumber',
      'ipscRegion',
      'ipscAlias',
    ] as const)
      textRule(field, 0, false);
  }
  return errors;
};

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const ref = (id: number | null) => (id === null ? null : { id });

/**
 * Body of POST users / PUT users/{id}. Contact and shooter fields go only with the user role;
 * an empty password on edit keeps the old one (it is left out).
 */
export function toUserPayload(values: UserFormValues, mode: 'create', flags: RoleFlags): UserCreate;
export function toUserPayload(values: UserFormValues, mode: 'edit', flags: RoleFlags): UserUpdate;
export function toUserPayload(
  values: UserFormValues,
  mode: FormMode,
  flags: RoleFlags,
): UserCreate | UserUpdate {
  const body: UserUpdate = {
    username: values.username.trim(),
    email: values.email.trim(),
    userRoleIds: values.userRoleIds,
    club: showsClub(flags) ? ref(values.club) : null,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    selectedLanguage: values.selectedLanguage || 'de',
  };
  if (mode === 'create' || values.password !== '') {
    body.password = values.password;
    body.password2 = values.password2;
  }
  if (flags.isUser) {
    const country = values.country || null;
    Object.assign(body, {
      salutation: values.salutation || null,
      degree: orNull(values.degree),
      address: orNull(values.address),
      zip: orNull(values.zip),
      city: orNull(values.city),
      country,
      state: statesOf(country).length ? values.state || null : null,
      telephone: orNull(values.telephone),
      competitionClass: ref(values.competitionClass),
      division: ref(values.division),
      factor: ref(values.factor),
      alias: orNull(values.alias),
      cowboyName: orNull(values.cowboyName),
      sassNumber: orNull(values.sassNumber),
      ipscNumber: orNull(values.ipscNumber),
      ipscRegion: orNull(values.ipscRegion),
      ipscAlias: orNull(values.ipscAlias),
      allowInformations: values.allowInformations,
      deputyMail: values.deputyMail,
      bmdAccountNumber: orNull(values.bmdAccountNumber),
      notificationSelection: values.notificationSelection,
      division_ids: values.notificationDivisionIds,
    } satisfies Partial<UserUpdate>);
  }
  return mode === 'create' ? (body as UserCreate) : body;
}

/** A new country gets a new state list, so the state is cleared (docs/people-data-and-consent.md). */
export const withCountry = (values: UserFormValues, country: string): UserFormValues =>
  country === values.country ? values : { ...values, country, state: '' };

/** Uniqueness is checked on blur, but not for an unchanged value of an existing user. */
export const needsUniquenessCheck = (
  mode: FormMode,
  value: string,
  initial: string | undefined,
  locallyValid: boolean,
): boolean =>
  locallyValid && value.trim() !== '' && !(mode === 'edit' && value.trim() === (initial ?? '').trim());
