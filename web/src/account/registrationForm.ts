import type { RegistrationForm } from '@portal/contracts';
import {
  PERSON_GROUPS,
  emptyPerson,
  personBody,
  personErrors,
  type PersonValues,
} from '../person/personFields';
import {
  checkedRule,
  emailRule,
  passwordRepeatRule,
  passwordRule,
  requiredRule,
  usernameRule,
  type FieldErrors,
} from './fieldRules';

/** The registration wizard's values: the person fields (docs/web-app.md) and the account's. */
export interface RegistrationValues extends PersonValues {
  username: string;
  email: string;
  password: string;
  passwordValid: string;
  selectedLanguage: string;
  allowInformations: boolean;
  conditions: boolean;
  payment: boolean;
}
export type RegistrationField = keyof RegistrationValues;

/** The three steps: profile data, contact data, shooter data (docs/web-app.md). */
export const REGISTRATION_STEPS = [
  {
    key: 'profile',
    fields: ['username', 'email', 'password', 'passwordValid', 'selectedLanguage', 'salutation'],
  },
  {
    key: 'contact',
    fields: ['degree', 'firstName', 'lastName', 'address', 'zip', 'city', 'country', 'state', 'telephone'],
  },
  {
    key: 'shooter',
    fields: [...PERSON_GROUPS.shooter, 'allowInformations', 'conditions', 'payment'],
  },
] as const satisfies readonly { key: string; fields: readonly RegistrationField[] }[];

export const REGISTRATION_FIELDS: readonly RegistrationField[] = REGISTRATION_STEPS.flatMap(
  (step) => step.fields,
);

export const emptyRegistration = (language: string): RegistrationValues => ({
  username: '',
  email: '',
  password: '',
  passwordValid: '',
  selectedLanguage: language,
  ...emptyPerson(),
  allowInformations: false,
  conditions: false,
  payment: false,
});

/**
 * Every rule of the wizard (docs/web-app.md): required fields, username >= 3,
 * names >= 2, password rules, matching repetition, e-mail format, state for at and de,
 * terms and payment checkboxes (the newsletter opt-in stays optional). Uniqueness is checked on the server (on blur and on submit).
 */
export const validateRegistration = (values: RegistrationValues): FieldErrors<RegistrationField> =>
  withoutEmpty<RegistrationField>({
    username: usernameRule(values.username),
    email: emailRule(values.email),
    password: passwordRule(values.password),
    passwordValid: passwordRepeatRule(values.password, values.passwordValid),
    selectedLanguage: requiredRule(values.selectedLanguage),
    ...personErrors(values, { complete: true }),
    conditions: checkedRule(values.conditions),
    payment: checkedRule(values.payment),
  });

export const withoutEmpty = <K extends string>(errors: Partial<Record<K, string | null>>): FieldErrors<K> =>
  Object.fromEntries(Object.entries(errors).filter(([, key]) => Boolean(key))) as FieldErrors<K>;

/** POST publicResources/createUser body: class, division, factor as {id}, club as {id} or null. */
export const toRegistrationPayload = (values: RegistrationValues): RegistrationForm =>
  ({
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    passwordValid: values.passwordValid,
    selectedLanguage: values.selectedLanguage,
    ...personBody(values),
    allowInformations: values.allowInformations,
    conditions: values.conditions,
    payment: values.payment,
  }) as RegistrationForm;
