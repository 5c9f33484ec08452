import type { Profile, ProfileUpdate } from '@portal/contracts';
import {
  emailRule,
  passwordRepeatRule,
  passwordRule,
  requiredRule,
  type FieldErrors,
} from '../account/fieldRules';
import { withoutEmpty } from '../account/registrationForm';
import {
  PERSON_GROUPS,
  personBody,
  personErrors,
  personValuesOf,
  type PersonValues,
} from '../person/personFields';
import { normaliseSelection, type NotificationSelection } from './notificationFlags';

export interface ProfileValues extends PersonValues {
  email: string;
  allowInformations: boolean;
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
    fields: [...PERSON_GROUPS.shooter],
  },
  { key: 'deputies', fields: ['deputyMail'] },
  { key: 'notifications', fields: ['allowInformations', 'notificationSelection', 'notificationDivisionIds'] },
  { key: 'reservations', fields: [] },
] as const satisfies readonly { key: string; fields: readonly ProfileField[] }[];
export type ProfileStepKey = (typeof PROFILE_STEPS)[number]['key'];

export const PROFILE_FIELDS: readonly ProfileField[] = PROFILE_STEPS.flatMap((step) => step.fields);

export const fromProfile = (profile: Profile): ProfileValues => ({
  email: profile.email,
  selectedLanguage: profile.selectedLanguage,
  password: '',
  passwordValid: '',
  ...personValuesOf(profile),
  allowInformations: profile.allowInformations,
  notificationSelection: normaliseSelection(profile.notificationSelection),
  notificationDivisionIds: profile.division_ids ?? [],
  deputyMail: profile.deputyMail,
});

/** Profile rules: e-mail and language required, password optional (but valid), names >= 2, state for at/de. */
export const validateProfile = (values: ProfileValues): FieldErrors<ProfileField> =>
  withoutEmpty<ProfileField>({
    email: emailRule(values.email),
    selectedLanguage: requiredRule(values.selectedLanguage),
    password: passwordRule(values.password, { optional: true }),
    passwordValid: passwordRepeatRule(values.password, values.passwordValid, { optional: true }),
    ...personErrors(values, { complete: false }),
  });

/** PUT profile/{id}: everything but the username; an empty password keeps the old one. */
export const toProfileUpdate = (values: ProfileValues): ProfileUpdate =>
  ({
    email: values.email.trim(),
    selectedLanguage: values.selectedLanguage,
    ...(values.password ? { password: values.password, passwordValid: values.passwordValid } : {}),
    ...personBody(values),
    allowInformations: values.allowInformations,
    notificationSelection: values.notificationSelection,
    division_ids: values.notificationDivisionIds,
    deputyMail: values.deputyMail,
  }) as ProfileUpdate;

/** The account's fields marked required (the person fields mark theirs). */
export const PROFILE_REQUIRED: ReadonlySet<ProfileField> = new Set<ProfileField>([
  'email',
  'selectedLanguage',
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
