import { startOfViennaDay, viennaDay } from '@portal/contracts/vienna-time';
import type { FieldErrors } from '../../common/fieldErrors';
import type { CompetitionAccess } from '../competitionAccess';
import { dateTimeState, instantOf, normalizeTime, DATE_PATTERN } from '../competitionDates';
import type { CompetitionKind } from '../competitionPaths';
import {
  NAME_MAX_LENGTH,
  PAY_ON_TIME_MIN,
  PAYMENT_METHOD,
  type CompetitionField,
  type CompetitionValues,
} from './competitionFields';
import { isError, parseCount, parseEuro } from './parseNumbers';

export const SQUAD_STAND_SIZE_NOT_MATCH = 'ERROR.SQUAD_STAND_SIZE_NOT_MATCH';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINK_PATTERN = /^https?:\/\/\S+$/i;

export interface ValidationContext {
  kind: CompetitionKind;
  access: CompetitionAccess;
  /** the stored values of an edited competition: dates left unchanged are not checked against today */
  stored: CompetitionValues | null;
  now?: number;
}

/**
 * Client rules of the competition form (docs/catalog.md), keyed by the API's field paths. The server checks
 * them again; its answers are shown at the same fields.
 */
export const validateCompetition = (values: CompetitionValues, context: ValidationContext) => {
  const { kind, access, stored } = context;
  const now = context.now ?? Date.now();
  const errors: FieldErrors = {};
  const put = (path: string, key: string) => {
    if (!errors[path]) errors[path] = key;
  };
  const required = (path: CompetitionField, value: string | number | null | readonly unknown[]) => {
    const empty =
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && !value.length);
    if (empty) put(path, 'FIELD_IS_REQUIRED');
  };
  const strict = access.clubAdmin;
  const events = kind === 'events';

  if (!access.clubAdmin) required('club', values.club);
  required('name', values.name);
  if (values.name.trim() && values.name.trim().length < 2) put('name', 'FIELD_MINLENGTH_2');
  if (events && values.eventName.trim().length > NAME_MAX_LENGTH) put('eventName', 'FIELD_MAXLENGTH_255');
  required('competitionTypeId', values.competitionTypeId);
  if (!events) {
    required('division_ids', values.division_ids);
    required('competitionClass_ids', values.competitionClass_ids);
    required('factor_ids', values.factor_ids);
  }
  if (strict) {
    if (!events) {
      required('level', values.level);
      required('stages', values.stages);
    }
    required('nominationFee', values.nominationFee);
    required('information', values.information.replace(/<[^>]*>/g, '').trim());
    for (const field of [
      'contact.firstName',
      'contact.lastName',
      'contact.email',
      'contact.telephone',
      'address',
      'city',
      'zip',
      'country',
      'googleMapsLink',
    ] as const) {
      required(field, values[field]);
    }
  }
  for (const field of ['stages', 'minimumShots', 'firstPaymentReminder', 'secondPaymentReminder'] as const) {
    const parsed = parseCount(values[field]);
    if (isError(parsed)) put(field, parsed.error);
  }
  const fee = parseEuro(values.nominationFee);
  if (isError(fee)) put('nominationFee', fee.error);
  if (events) {
    required('startingPlaces', values.startingPlaces);
    for (const field of ['startingPlaces', 'waitingListPlaces'] as const) {
      const parsed = parseCount(values[field]);
      if (isError(parsed)) put(field, parsed.error);
    }
  }
  const email = values['contact.email'].trim();
  if (email && !EMAIL_PATTERN.test(email)) put('contact.email', 'EMAIL_FORMAT');
  for (const field of ['googleMapsLink', 'clubWebsiteLink', 'announcementLink', 'resultListLink'] as const) {
    const link = values[field].trim();
    if (link && !LINK_PATTERN.test(link)) put(field, 'MUST_START_WITH_HTTP_OR_HTTPS');
  }

  // dates
  const dateFields = [
    'competitionDate',
    'competitionEndDate',
    'registrationStart',
    'registrationEnd',
  ] as const;
  for (const field of dateFields) {
    if (dateTimeState(values[field]) === 'invalid') put(field, 'FIELD_INVALID');
  }
  required('competitionDate', values.competitionDate);
  if (values.registration) {
    required('registrationStart', values.registrationStart);
    required('registrationEnd', values.registrationEnd);
  }
  const start = instantOf(values.competitionDate);
  const end = instantOf(values.competitionEndDate);
  const registrationStart = instantOf(values.registrationStart);
  const registrationEnd = instantOf(values.registrationEnd);
  // a date the user set or changed may not lie before today (in Vienna); stored ones may
  const today = startOfViennaDay(now).getTime();
  for (const field of dateFields) {
    const instant = instantOf(values[field]);
    if (instant !== null && values[field] !== stored?.[field] && instant < today)
      put(field, 'DATE_IN_THE_PAST');
  }
  if (start !== null && end !== null && end < start) put('competitionEndDate', 'CHECK_COMPETITION_END_DATE');
  if (values.registration) {
    if (start !== null && registrationStart !== null && registrationStart > start)
      put('registrationStart', 'CHECK_REGISTRATION_START');
    if (registrationEnd !== null && start !== null && registrationEnd > start)
      put('registrationEnd', 'CHECK_REGISTRATION_END');
    if (registrationEnd !== null && registrationStart !== null && registrationEnd <= registrationStart)
      put('registrationEnd', 'CHECK_REGISTRATION_DATE');
    if (values.fairOpening) {
      // the catalog's rule (docs/fair-opening.md): whole minutes, 1 to 1440
      const lead = parseCount(values.fairOpeningLeadMinutes);
      if (values.fairOpeningLeadMinutes.trim() === '') put('fairOpeningLeadMinutes', 'FIELD_IS_REQUIRED');
      else if (isError(lead)) put('fairOpeningLeadMinutes', lead.error);
      else if (lead === null || lead < 1 || lead > 1440) put('fairOpeningLeadMinutes', 'FIELD_INVALID');
    }
    if (!values.payOnSite && !values.paymentViaDeposit && !values.paymentWithWirecard)
      put(PAYMENT_METHOD, 'PAYMENTMETHOD_REQUIRED');
  }
  const payOnTime = parseCount(values.payOnTime);
  if (values.payOnTime.trim() === '') put('payOnTime', 'FIELD_IS_REQUIRED');
  else if (isError(payOnTime)) put('payOnTime', payOnTime.error);
  else if (payOnTime !== null && payOnTime < PAY_ON_TIME_MIN) put('payOnTime', 'FIELD_MIN_9');
  if (
    values.autoSubscriptionCancelation &&
    !values.firstPaymentReminder.trim() &&
    !values.secondPaymentReminder.trim()
  )
    put('autoSubscriptionCancelation', 'AUTO_SUBSCRIPTION_CANCELATION_NEEDS_REMINDER');

  if (!events) {
    const todayDay = viennaDay(today);
    const storedDays = new Map((stored?.squads ?? []).map((squad) => [squad.id, squad.startDate]));
    values.squads.forEach((squad, index) => {
      const path = (field: string) => `squads.${index}.${field}`;
      if (!squad.name.trim()) put(path('name'), 'FIELD_IS_REQUIRED');
      if (!squad.information.trim()) put(path('information'), 'FIELD_IS_REQUIRED');
      const size = parseCount(squad.squadSize);
      if (size === null) put(path('squadSize'), 'FIELD_IS_REQUIRED');
      else if (isError(size)) put(path('squadSize'), size.error);
      else if (squad.stands.length > 0 && size !== squad.stands.length)
        put(path('squadSize'), SQUAD_STAND_SIZE_NOT_MATCH);
      const waiting = parseCount(squad.maxWaitingListSize);
      if (isError(waiting)) put(path('maxWaitingListSize'), waiting.error);
      if (!squad.startDate) put(path('startDate'), 'FIELD_IS_REQUIRED');
      else if (!DATE_PATTERN.test(squad.startDate)) put(path('startDate'), 'FIELD_INVALID');
      else if (
        squad.startDate < todayDay &&
        (squad.id === null || storedDays.get(squad.id) !== squad.startDate)
      )
        put(path('startDate'), 'DATE_IN_THE_PAST');
      for (const field of ['startTime', 'endTime'] as const) {
        if (!squad[field].trim()) put(path(field), 'FIELD_IS_REQUIRED');
        else if (!normalizeTime(squad[field])) put(path(field), 'FIELD_INVALID');
      }
      const link = squad.resultListLink.trim();
      if (link && !LINK_PATTERN.test(link)) put(path('resultListLink'), 'MUST_START_WITH_HTTP_OR_HTTPS');
      squad.stands.forEach((stand, standIndex) => {
        if (!stand.name.trim()) put(`${path('stands')}.${standIndex}.name`, 'FIELD_IS_REQUIRED');
      });
    });
  }
  return errors;
};
