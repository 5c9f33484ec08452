import type { ReserveOrderBody } from '@portal/contracts';
import {
  checkedRule,
  emailRule,
  personNameRule,
  requiredRule,
  type FieldErrors,
} from '../account/fieldRules';

/** The data step's values (public-portal.md section 5 "Sign-up"). */
export interface PersonalData {
  firstName: string;
  lastName: string;
  email: string;
  divisionId: number | '';
  competitionClassId: number | '';
  factorId: number | '';
  state: string;
  agbs: boolean;
}
export type PersonalField = keyof PersonalData;

export interface DataRules {
  /** division, class and factor are required unless the competition is an event */
  event: boolean;
  /** the competition has a state: the state is required */
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
  if (rules.stateRequired) set('state', requiredRule(values.state));
  if (rules.terms) set('agbs', checkedRule(values.agbs));
  return errors;
};

const idOrNull = (value: number | '') => (value === '' ? null : value);

/** The reserveOrder body: the item token, the names, the choices and the terms. */
export const reserveBody = (
  token: string,
  values: PersonalData,
  rules: DataRules,
  extra: { country: string | null; locale: 'de' | 'en' },
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
        country: extra.country,
        state: rules.stateRequired ? values.state : null,
        locale: extra.locale,
      },
    ],
  },
});
