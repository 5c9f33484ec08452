import { STATES_BY_COUNTRY } from '@portal/contracts/identity-constants';

/** State codes of the user form for a country (only at and de have a list). */
export const statesOf = (country: string | null | undefined): readonly string[] =>
  (country && STATES_BY_COUNTRY[country]) || [];
