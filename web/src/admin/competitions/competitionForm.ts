/**
 * The competition form's logic, one module per part under `form/`: field names and limits, initial
 * values, tabs, date shift, validation, request body and server errors. The list screen, the
 * editors and the unit tests import it from here.
 */
export { competitionAccess, type CompetitionAccess } from './competitionAccess';
export { keepUnchangedInstants, toCompetitionBody, type StoredInstants } from './form/competitionBody';
export {
  COMPETITION_FIELDS,
  COUNTRIES,
  DOCUMENT_MAX_BYTES,
  LINK_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PAY_ON_TIME_DEFAULT,
  PAY_ON_TIME_MIN,
  PAYMENT_METHOD,
  SQUAD_FIELDS,
  SQUAD_INFORMATION_MAX_LENGTH,
  type CompetitionField,
  type CompetitionValues,
  type Country,
  type SquadField,
  type SquadValues,
  type StandValues,
} from './form/competitionFields';
export { competitionFieldErrors, formPathOf, withoutSquadErrors } from './form/competitionServerErrors';
export {
  COMPETITION_TABS,
  firstErrorTab,
  tabOfPath,
  tabsOf,
  tabsWithErrors,
  type CompetitionTab,
} from './form/competitionTabs';
export {
  competitionValues,
  copyValues,
  defaultViewType,
  emptyCompetitionValues,
  emptySquad,
  emptyStand,
  formatEuro,
  newKey,
  type CompetitionPrefill,
} from './form/competitionValues';
export { dateShiftDays, hasDependentDates, shiftDependentDates } from './form/dateShift';
export { parseCount, parseEuro } from './form/parseNumbers';
export {
  SQUAD_STAND_SIZE_NOT_MATCH,
  validateCompetition,
  type ValidationContext,
} from './form/validateCompetition';
