/**
 * States of the account forms and the sign-up. The state lists come from the contracts' zod-free
 * constants module; the labels live in the translations (register.states). The country list is
 * web/src/geo (docs/people-data-and-consent.md).
 */
import { AUSTRIAN_STATES, GERMAN_STATES } from '@portal/contracts/identity-constants';

export { AUSTRIAN_STATES, GERMAN_STATES };

export type StateCountry = 'at' | 'de';

const STATES_BY_COUNTRY: Record<StateCountry, readonly string[]> = { at: AUSTRIAN_STATES, de: GERMAN_STATES };

export const hasStates = (country: string | null | undefined): country is StateCountry =>
  country === 'at' || country === 'de';

/** The state choices of a country: Austrian or German list, none for every other country. */
export const statesForCountry = (country: string | null | undefined): readonly string[] =>
  hasStates(country) ? STATES_BY_COUNTRY[country] : [];

/** State is required for at and de and must come from that country's list. */
export const stateRule = (country: string, state: string): string | null => {
  const states = statesForCountry(country);
  if (!states.length) return null;
  if (!state) return 'FIELD_IS_REQUIRED';
  return states.includes(state) ? null : 'STATE_INVALID';
};

/** Changing the country clears the state (its list depends on the country). */
export const withCountry = <V extends { country: string; state: string }>(values: V, country: string): V =>
  country === values.country ? values : { ...values, country, state: '' };
