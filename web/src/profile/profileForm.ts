import type { Profile, ProfileUpdate } from '@portal/contracts';
import {
  emailRule,
  maxLengthRule,
  passwordRepeatRule,
  passwordRule,
  personNameRule,
  requiredRule,
  type FieldErrors,
} from '../account/fieldRules';
import { hasStates, stateRule } from '../account/geo';
import { idRef, withoutEmpty, type PersonValues } from '../account/registrationForm';
import { normaliseSelection, type NotificationSelection } from './notificationFlags';

export interface ProfileValues extends PersonValues {
  email: string;
  selectedLanguage: string;
  password: string;
  passwordValid: string;
  notificationSelection: NotificationSelection;
  /** the divisions of the new-competition mail (`division_ids`) */
  notificationDivisionIds: number[];
  /** the deputies get copies of the user's registration mails */
  deputyMail: boolean;
}
export type ProfileField = keyof ProfileValues;

/**
 * Step index 0 to 5 (docs/web-app.md). Reservations (index 5) comes with the reservations
 * issue; until then the profile has five steps and the indices of the others stay as they are.
 */
export const PROFILE_STEPS = [
  { key: 'user', fields: ['email', 'selectedLanguage', 'password', 'passwordValid'] },
  {
    key: 'contact',
    fields: [
      'salutation',
      'degree',
      'firstName',
      'lastName',
      'address',
      'zip',
      'city',
      'country',
      'state',
      'telephone',
    ],
  },
  {
    key: 'shooter',
    fields: [
      'competitionClass',
      'division',
      'factor',
      'club',
      'alias',
      'cowboyName',
      'sassNumber',
      'ipscNumber',
      'ipscRegion',
      'ipscAlias',
    ],
  },
  { key: 'deputies', fields: ['deputyMail'] },
  { key: 'notifications', fields: ['allowInformations', 'notificationSelection', 'notificationDivisionIds'] },
  { key: 'reservations', fields: [] },
] as const satisfies readonly { key: string; fields: readonly ProfileField[] }[];
export type ProfileStepKey = (typeof PROFILE_STEPS)[number]['key'];

export const PROFILE_FIELDS: readonly ProfileField[] = PROFILE_STEPS.flatMap((step) => step.fields);

const text = (value: string | null | undefined): string => value ?? '';
const idText = (ref: { id: number } | null | undefined): string => (ref ? String(ref.id) : '');

export const fromProfile = (profile: Profile): ProfileValues => ({
  email: profile.email,
  selectedLanguage: profile.selectedLanguage,
  password: '',
  passwordValid: '',
  salutation: text(profile.salutation),
  degree: text(profile.degree),
  firstName: profile.firstName,
  lastName: profile.lastName,
  address: text(profile.address),
  zip: text(profile.zip),
  city: text(profile.city),
  country: text(profile.country),
  state: text(profile.state),
  telephone: text(profile.telephone),
  competitionClass: idText(profile.competitionClass),
  division: idText(profile.division),
  factor: idText(profile.factor),
  club: idText(profile.club),
  alias: text(profile.alias),
  cowboyName: text(profile.cowboyName),
  sassNumber: text(profile.sassNumber),
  ipscNumber: text(profile.ipscNumber),
  ipscRegion: text(profile.ipscRegion),
  ipscAlias: text(profile.ipscAlias),
  allowInformations: profile.allowInformations,
  notificationSelection: normaliseSelection(profile.notificationSelection),
  notificationDivisionIds: profile.division_ids ?? [],
  deputyMail: profile.deputyMail,
});

const OPTIONAL_TEXT = [
  'degree',
  'address',
  'city',
  'telephone',
  'alias',
  'cowboyName',
  'sassNumber',
  'ipscNumber',
  'ipscRegion',
  'ipscAlias',
] as const satisfies readonly ProfileField[];

/** Profile rules: e-mail and language required, password optional (but valid), names >= 2, state for at/de. */
export const validateProfile = (values: ProfileValues): FieldErrors<ProfileField> => {
  const errors: Partial<Record<ProfileField, string | null>> = {
    email: emailRule(values.email),
    selectedLanguage: requiredRule(values.selectedLanguage),
    password: passwordRule(values.password, { optional: true }),
    passwordValid: passwordRepeatRule(values.password, values.passwordValid, { optional: true }),
    firstName: personNameRule(values.firstName),
    lastName: personNameRule(values.lastName),
    state: stateRule(values.country, values.state),
  };
  for (const field of OPTIONAL_TEXT) errors[field] = maxLengthRule(values[field]);
  return withoutEmpty(errors);
};

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** PUT profile/{id}: everything but the username; an empty password keeps the old one. */
export const toProfileUpdate = (values: ProfileValues): ProfileUpdate =>
  ({
    email: values.email.trim(),
    selectedLanguage: values.selectedLanguage,
    ...(values.password ? { password: values.password, passwordValid: values.passwordValid } : {}),
    salutation: optional(values.salutation),
    degree: optional(values.degree),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address: optional(values.address),
    zip: optional(values.zip),
    city: optional(values.city),
    country: optional(values.country),
    state: hasStates(values.country) ? values.state : null,
    telephone: optional(values.telephone),
    competitionClass: idRef(values.competitionClass),
    division: idRef(values.division),
    factor: idRef(values.factor),
    club: idRef(values.club),
    alias: optional(values.alias),
    cowboyName: optional(values.cowboyName),
    sassNumber: optional(values.sassNumber),
    ipscNumber: optional(values.ipscNumber),
    ipscRegion: optional(values.ipscRegion),
    ipscAlias: optional(values.ipscAlias),
    allowInformations: values.allowInformations,
    notificationSelection: values.notificationSelection,
    division_ids: values.notificationDivisionIds,
    deputyMail: values.deputyMail,
  }) as ProfileUpdate;

/** Fields marked required in the form. */
export const PROFILE_REQUIRED: ReadonlySet<ProfileField> = new Set<ProfileField>([
  'email',
  'selectedLanguage',
  'firstName',
  'lastName',
]);

/** E-mail uniqueness is asked on blur for a valid address other than the stored one (case aside). */
export const emailNeedsCheck = (value: string, storedEmail: string): boolean =>
  !emailRule(value) && value.trim().toLowerCase() !== storedEmail.toLowerCase();

/**
 * The stored club waits for the club's confirmation while it is still the chosen one (another club
 * chosen waits too, once saved).
 */
export const clubStillPending = (profile: Profile, club: string): boolean =>
  profile.clubMembership === 'PENDING' && club === fromProfile(profile).club;
