import type { ReserveOrderBody } from '@portal/contracts';
import {
  checkedRule,
  emailRule,
  personNameRule,
  requiredRule,
  type FieldErrors,
} from '../account/fieldRules';
import { stateRule, statesForCountry } from '../account/geo';

/** The data step's values (docs/web-app.md). */
export interface PersonalData {
  firstName: string;
  lastName: string;
  email: string;
  divisionId: number | '';
  competitionClassId: number | '';
  factorId: number | '';
  /** the shooter's country (not the competition's): its states are offered */
  country: string;
  state: string;
  agbs: boolean;
}
export type PersonalField = keyof PersonalData;

export interface DataRules {
  /** division, class and factor are required unless the competition is an event */
  event: boolean;
  /** the competition has a state: the shooter's state is asked (when their country has a list) */
  stateRequired: boolean;
  /** the terms checkbox, skipped for admins and club admins */
  terms: boolean;
}

export const validatePersonalData = (values: PersonalData, rules: DataRules): FieldErrors<PersonalField> => {
  const errors: FieldErrors<PersonalField> = {};
  const set = (field: PersonalField, key: string | null) => {
    if (key) errors[field] = key;
  };
  set('firstName', personNameRule(values.firstName));
  set('lastName', personNameRule(values.lastName));
  set('email', emailRule(values.email));
  if (!rules.event) {
    set('divisionId', requiredRule(values.divisionId));
    set('competitionClassId', requiredRule(values.competitionClassId));
    set('factorId', requiredRule(values.factorId));
  }
  if (rules.stateRequired) set('state', stateRule(values.country, values.state));
  if (rules.terms) set('agbs', checkedRule(values.agbs));
  return errors;
};

/**
 * The errors still to show after an edit: a field marked by the last submit keeps its mark only
 * while it is still invalid (a filled-in field loses its "required" at once), and no field that
 * was not marked gets one before the next submit (docs/web-usability.md).
 */
export const errorsAfterEdit = (
  shown: FieldErrors<PersonalField>,
  values: PersonalData,
  rules: DataRules,
): FieldErrors<PersonalField> => {
  const now = validatePersonalData(values, rules);
  const kept: FieldErrors<PersonalField> = {};
  for (const field of Object.keys(shown) as PersonalField[]) if (now[field]) kept[field] = now[field];
  return kept;
};

const idOrNull = (value: number | '') => (value === '' ? null : value);

/** The reserveOrder body: the item token, the names, the choices and the terms. */
export const reserveBody = (
  token: string,
  values: PersonalData,
  rules: DataRules,
  extra: { locale: 'de' | 'en' },
): ReserveOrderBody => ({
  token,
  order: {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(rules.terms ? { agbs: values.agbs } : {}),
    orderItems: [
      {
        divisionId: rules.event ? null : idOrNull(values.divisionId),
        competitionClassId: rules.event ? null : idOrNull(values.competitionClassId),
        factorId: rules.event ? null : idOrNull(values.factorId),
        country: values.country || null,
        state: rules.stateRequired && statesForCountry(values.country).length ? values.state : null,
        locale: extra.locale,
      },
    ],
  },
});

/** The data step before anything is prefilled or typed. */
export const emptyData = (): PersonalData => ({
  firstName: '',
  lastName: '',
  email: '',
  divisionId: '',
  competitionClassId: '',
  factorId: '',
  country: '',
  state: '',
  agbs: false,
});

/**
 * The country and state to start with: the signed-in shooter's own (a state only if it belongs to
 * that country's list, so the select never holds a value it cannot show), else the competition's
 * country with no state (docs/people-data-and-consent.md).
 */
export const shooterPlace = (
  self: { userCountry: string | null; userState: string | null } | null,
  competitionCountry: string | null,
): { country: string; state: string } => {
  const country = self?.userCountry || competitionCountry || '';
  const own = self?.userCountry === country ? self?.userState : null;
  return { country, state: own && statesForCountry(country).includes(own) ? own : '' };
};
