/**
 * The person fields (salutation, names, address, shooter and IPSC data) of the registration
 * wizard, the profile and the back-office user form: which fields, their labels, inputs, options,
 * defaults, client rules, server-error mapping and request body (docs/web-app.md, "Person fields").
 * The server's rules are identity's (`packages/contracts/src/identity/fields.ts`).
 */
import { SALUTATIONS, type Salutation } from '@portal/contracts/identity-constants';
import { maxLengthRule, personNameRule, requiredRule, type FieldErrors } from '../account/fieldRules';
import { hasStates, stateRule } from '../account/geo';
import type { OptionList } from '../account/referenceDataApi';

/** The fields by section: name, address, shooter. `bmdAccountNumber` is the user form's only. */
export const PERSON_GROUPS = {
  name: ['salutation', 'degree', 'firstName', 'lastName'],
  address: ['address', 'zip', 'city', 'country', 'state', 'telephone', 'bmdAccountNumber'],
  shooter: [
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
} as const;
export type PersonGroup = keyof typeof PERSON_GROUPS;
type GroupField = (typeof PERSON_GROUPS)[PersonGroup][number];
/** Fields only the back-office user form shows (admins' data about a user). */
export type AdminPersonField = 'bmdAccountNumber';
/** The fields every use has. */
export type PersonField = Exclude<GroupField, AdminPersonField>;

/** The kind of input of a field. */
export type PersonInputSpec =
  | { kind: 'text'; autoComplete?: string; maxLength?: number; type?: 'tel' }
  | { kind: 'salutation' }
  | { kind: 'country' }
  | { kind: 'state' }
  /** a catalog list; `empty` is the text key of the empty choice */
  | { kind: 'list'; list: OptionList; empty: string };

interface PersonFieldSpec {
  input: PersonInputSpec;
  /** required wherever the person must be complete (registration, a shooter in the user form) */
  complete?: boolean;
  /** required in every use */
  always?: boolean;
  adminOnly?: boolean;
}

const text = (autoComplete?: string, maxLength?: number): PersonInputSpec => ({
  kind: 'text',
  autoComplete,
  maxLength,
});
const list = (name: OptionList, empty = 'register.choose'): PersonInputSpec => ({
  kind: 'list',
  list: name,
  empty,
});

export const PERSON_FIELD_SPECS: Record<GroupField, PersonFieldSpec> = {
  salutation: { input: { kind: 'salutation' }, complete: true },
  degree: { input: text('honorific-prefix') },
  firstName: { input: text('given-name'), always: true },
  lastName: { input: text('family-name'), always: true },
  address: { input: text('street-address'), complete: true },
  zip: { input: text('postal-code', 20), complete: true },
  city: { input: text('address-level2'), complete: true },
  country: { input: { kind: 'country' }, complete: true },
  state: { input: { kind: 'state' } },
  telephone: { input: { kind: 'text', type: 'tel', autoComplete: 'tel', maxLength: 50 } },
  bmdAccountNumber: { input: text(undefined, 50), adminOnly: true },
  competitionClass: { input: list('competitionClasses'), complete: true },
  division: { input: list('divisions'), complete: true },
  factor: { input: list('factors'), complete: true },
  club: { input: list('clubsPubList', 'register.noClub') },
  alias: { input: text() },
  cowboyName: { input: text() },
  sassNumber: { input: text() },
  ipscNumber: { input: text() },
  ipscRegion: { input: text() },
  ipscAlias: { input: text() },
};

export const PERSON_FIELDS: readonly PersonField[] = Object.values(PERSON_GROUPS)
  .flat()
  .filter((field): field is PersonField => !PERSON_FIELD_SPECS[field].adminOnly);

/** The label's text key. */
export const personLabelKey = (field: GroupField): string => `register.fields.${field}`;

/** The salutations with their text keys. */
export const SALUTATION_OPTIONS = SALUTATIONS.map((value) => ({
  value,
  label: `register.salutations.${value}`,
}));

/** Marked required: the names always, the rest where the person must be complete; state where shown. */
export const isPersonRequired = (field: GroupField, complete: boolean): boolean => {
  const spec = PERSON_FIELD_SPECS[field];
  return Boolean(spec.always || (complete && spec.complete) || field === 'state');
};

/** A choice, not typed text: touched as soon as it changes. */
export const isPersonChoice = (field: string): boolean =>
  field in PERSON_FIELD_SPECS && PERSON_FIELD_SPECS[field as GroupField].input.kind !== 'text';

/** Catalog references (`{ id }` in the body, ids in the inputs). */
export const isPersonReference = (field: string): boolean =>
  field in PERSON_FIELD_SPECS && PERSON_FIELD_SPECS[field as GroupField].input.kind === 'list';

/** The inputs' values: texts, ids of the selects as strings. */
export type PersonValues = Record<PersonField, string>;

/** A new person: everything empty, Austria. */
export const emptyPerson = (): PersonValues => ({
  ...(Object.fromEntries(PERSON_FIELDS.map((field) => [field, ''])) as PersonValues),
  country: 'at',
});

/** A stored person (profile, user detail) as the inputs hold it. */
export type PersonRecord = Record<PersonField, string | number | { id: number } | null | undefined>;
export const personValuesOf = (record: PersonRecord): PersonValues =>
  Object.fromEntries(
    PERSON_FIELDS.map((field) => {
      const value = record[field];
      return [
        field,
        value === null || value === undefined ? '' : String(typeof value === 'object' ? value.id : value),
      ];
    }),
  ) as PersonValues;

/**
 * Client rules (docs/identity-api.md): names 2 to 255 always; with `complete` salutation,
 * address, zip, city, country, class, division and factor required; state for at and de; every
 * text at most 255. `fields` limits them to what a form shows.
 */
export const personErrors = (
  values: PersonValues,
  { complete, fields = PERSON_FIELDS }: { complete: boolean; fields?: readonly PersonField[] },
): FieldErrors<PersonField> => {
  const errors: FieldErrors<PersonField> = {};
  for (const field of fields) {
    const spec = PERSON_FIELD_SPECS[field];
    const value = values[field];
    const error = spec.always
      ? personNameRule(value)
      : field === 'state'
        ? stateRule(values.country, value)
        : ((complete && spec.complete ? requiredRule(value) : null) ??
          (spec.input.kind === 'text' ? maxLengthRule(value) : null));
    if (error) errors[field] = error;
  }
  return errors;
};

/** Keys of answers that name no field but belong to one. */
export const PERSON_ERROR_FIELDS: Readonly<Record<string, PersonField>> = {
  STATE_INVALID: 'state',
  CLUB_DOES_NOT_EXIST: 'club',
};

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());
export const idRef = (value: string): { id: number } | null => {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? { id } : null;
};

type PersonReference = 'competitionClass' | 'division' | 'factor' | 'club';
export type PersonBody = {
  [K in PersonField]: K extends PersonReference
    ? { id: number } | null
    : K extends 'firstName' | 'lastName'
      ? string
      : K extends 'salutation'
        ? Salutation | null
        : string | null;
};

/** The person part of a request body: empty texts null, references `{ id }`, a state only for at and de. */
export const personBody = (values: PersonValues) =>
  Object.fromEntries(
    PERSON_FIELDS.map((field) => {
      const value = values[field];
      if (isPersonReference(field)) return [field, idRef(value)];
      if (field === 'state') return [field, hasStates(values.country) ? value || null : null];
      if (PERSON_FIELD_SPECS[field].always) return [field, value.trim()];
      return [field, orNull(value)];
    }),
  ) as PersonBody;
