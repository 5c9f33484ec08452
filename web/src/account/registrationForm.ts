import type { RegistrationForm } from '@portal/contracts';
import {
  checkedRule,
  emailRule,
  maxLengthRule,
  passwordRepeatRule,
  passwordRule,
  personNameRule,
  requiredRule,
  usernameRule,
  type FieldErrors,
} from './fieldRules';
import { hasStates, stateRule } from './geo';

/** Contact and shooter data as the inputs hold them (ids of selects as strings); shared by the wizard and the profile. */
export interface PersonValues {
  salutation: string;
  degree: string;
  firstName: string;
  lastName: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  state: string;
  telephone: string;
  competitionClass: string;
  division: string;
  factor: string;
  club: string;
  alias: string;
  cowboyName: string;
  sassNumber: string;
  ipscNumber: string;
  ipscRegion: string;
  ipscAlias: string;
  allowInformations: boolean;
}

/** The registration wizard's values. */
export interface RegistrationValues extends PersonValues {
  username: string;
  email: string;
  password: string;
  passwordValid: string;
  selectedLanguage: string;
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
      'allowInformations',
      'conditions',
      'payment',
    ],
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
  salutation: '',
  degree: '',
  firstName: '',
  lastName: '',
  address: '',
  zip: '',
  city: '',
  country: 'at',
  state: '',
  telephone: '',
  competitionClass: '',
  division: '',
  factor: '',
  club: '',
  alias: '',
  cowboyName: '',
  sassNumber: '',
  ipscNumber: '',
  ipscRegion: '',
  ipscAlias: '',
  allowInformations: false,
  conditions: false,
  payment: false,
});

const OPTIONAL_TEXT = [
  'degree',
  'telephone',
  'alias',
  'cowboyName',
  'sassNumber',
  'ipscNumber',
  'ipscRegion',
  'ipscAlias',
] as const satisfies readonly RegistrationField[];

/**
 * Every rule of the wizard (docs/web-app.md): required fields, username >= 3,
 * names >= 2, password rules, matching repetition, e-mail format, state for at and de,
 * terms and payment checkboxes (the newsletter opt-in stays optional). Uniqueness is checked on the server (on blur and on submit).
 */
export const validateRegistration = (values: RegistrationValues): FieldErrors<RegistrationField> => {
  const errors: Partial<Record<RegistrationField, string | null>> = {
    username: usernameRule(values.username),
    email: emailRule(values.email),
    password: passwordRule(values.password),
    passwordValid: passwordRepeatRule(values.password, values.passwordValid),
    selectedLanguage: requiredRule(values.selectedLanguage),
    salutation: requiredRule(values.salutation),
    firstName: personNameRule(values.firstName),
    lastName: personNameRule(values.lastName),
    address: requiredRule(values.address) ?? maxLengthRule(values.address),
    zip: requiredRule(values.zip),
    city: requiredRule(values.city) ?? maxLengthRule(values.city),
    country: requiredRule(values.country),
    state: stateRule(values.country, values.state),
    competitionClass: requiredRule(values.competitionClass),
    division: requiredRule(values.division),
    factor: requiredRule(values.factor),
    conditions: checkedRule(values.conditions),
    payment: checkedRule(values.payment),
  };
  for (const field of OPTIONAL_TEXT) errors[field] = maxLengthRule(values[field]);
  return withoutEmpty(errors);
};

export const withoutEmpty = <K extends string>(errors: Partial<Record<K, string | null>>): FieldErrors<K> =>
  Object.fromEntries(Object.entries(errors).filter(([, key]) => Boolean(key))) as FieldErrors<K>;

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim());
export const idRef = (value: string): { id: number } | null => {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? { id } : null;
};

/** POST publicResources/createUser body: class, division, factor as {id}, club as {id} or null. */
export const toRegistrationPayload = (values: RegistrationValues): RegistrationForm =>
  ({
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    passwordValid: values.passwordValid,
    selectedLanguage: values.selectedLanguage,
    salutation: values.salutation,
    degree: optional(values.degree),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address: values.address.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    country: values.country,
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
    conditions: values.conditions,
    payment: values.payment,
  }) as RegistrationForm;
