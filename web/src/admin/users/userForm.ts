import type { UserCreate, UserDetail, UserUpdate } from '@portal/contracts';
import {
  effectiveNotificationSelection,
  type Language,
  type NotificationFlag,
  type Salutation,
} from '@portal/contracts/identity-constants';
import { EMAIL_PATTERN, isValidPassword, MAX_TEXT } from '../../account/fieldRules';
import {
  emptyPerson,
  PERSON_FIELDS,
  personBody,
  personErrors,
  personValuesOf,
  type PersonValues,
} from '../../person/personFields';
import type { NamedOption } from '../api/types';
import type { FieldErrors } from '../common/fieldErrors';

export { withCountry } from '../../account/geo';

/** Role names that change the form (docs/web-app.md). */
export const ROLE_USER = 'ROLE_USER';
export const ROLE_CLUB_ADMIN = 'ROLE_CLUB_ADMIN';
/** Seeded ids, used until the role list has loaded (docs/identity-api.md). */
const SEEDED_ROLE_IDS: Record<string, number> = { [ROLE_USER]: 4, [ROLE_CLUB_ADMIN]: 5 };

export type { Language, Salutation };

type PersonChoice = 'salutation' | 'competitionClass' | 'division' | 'factor' | 'club';
/** The person fields (docs/web-app.md, "Person fields") with catalog ids as numbers, and the account's. */
export interface UserFormValues extends Omit<PersonValues, PersonChoice> {
  username: string;
  email: string;
  userRoleIds: number[];
  club: number | null;
  password: string;
  password2: string;
  selectedLanguage: Language | '';
  salutation: Salutation | '';
  competitionClass: number | null;
  division: number | null;
  factor: number | null;
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
  'password',
  'password2',
  'selectedLanguage',
  ...PERSON_FIELDS,
  'allowInformations',
  'deputyMail',
  'bmdAccountNumber',
  'notificationDivisionIds',
] as const satisfies readonly UserFormField[];

const PERSON_CHOICES_EMPTY = {
  salutation: '',
  competitionClass: null,
  division: null,
  factor: null,
  club: null,
} as const;

export const emptyUserForm = (): UserFormValues => ({
  username: '',
  email: '',
  userRoleIds: [],
  password: '',
  password2: '',
  selectedLanguage: 'de',
  ...emptyPerson(),
  ...PERSON_CHOICES_EMPTY,
  allowInformations: false,
  deputyMail: true,
  bmdAccountNumber: '',
  notificationSelection: effectiveNotificationSelection({}),
  notificationDivisionIds: [],
});

export const valuesFromDetail = (user: UserDetail): UserFormValues => ({
  ...emptyUserForm(),
  username: user.username,
  email: user.email,
  userRoleIds: user.userRoles.map((role) => role.id),
  selectedLanguage: user.selectedLanguage,
  ...personValuesOf(user),
  salutation: user.salutation ?? '',
  club: user.club?.id ?? null,
  competitionClass: user.competitionClass?.id ?? null,
  division: user.division?.id ?? null,
  factor: user.factor?.id ?? null,
  allowInformations: user.allowInformations,
  deputyMail: user.deputyMail,
  bmdAccountNumber: user.bmdAccountNumber ?? '',
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

export const isPasswordValid = isValidPassword;
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

  required('selectedLanguage', values.selectedLanguage !== '');
  // a shooter's person must be complete; other roles give their names only
  const personFields = flags.isUser ? PERSON_FIELDS : (['firstName', 'lastName'] as const);
  Object.assign(errors, personErrors(personValuesOf(values), { complete: true, fields: personFields }));
  return errors;
};

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
    Object.assign(body, {
      ...personBody(personValuesOf(values)),
      allowInformations: values.allowInformations,
      deputyMail: values.deputyMail,
      bmdAccountNumber: values.bmdAccountNumber.trim() || null,
      notificationSelection: values.notificationSelection,
      division_ids: values.notificationDivisionIds,
    } satisfies Partial<UserUpdate>);
  }
  return mode === 'create' ? (body as UserCreate) : body;
}

/** Uniqueness is checked on blur, but not for an unchanged value of an existing user. */
export const needsUniquenessCheck = (
  mode: FormMode,
  value: string,
  initial: string | undefined,
  locallyValid: boolean,
): boolean =>
  locallyValid && value.trim() !== '' && !(mode === 'edit' && value.trim() === (initial ?? '').trim());
