/** The user form's country list is the portal's one (web/src/geo, docs/people-data-and-consent.md). */
export { COUNTRY_CODES, PREFERRED_COUNTRIES, countryName, countryOptions } from '../../geo/countries';
