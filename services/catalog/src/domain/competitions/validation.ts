import { startOfViennaDay, viennaDay, type ErrorBody } from '@portal/contracts';
import { RequestValidationError, type AuthUser } from '@portal/service-kit';
import { ownClubOf } from './access';
import type { CompetitionInput } from './types';

type FieldError = NonNullable<ErrorBody['errors']>[number];

/** What is stored of a competition being edited: rules apply only to what changes. */
export interface StoredDates {
  competitionDate: Date;
  competitionEndDate: Date | null;
  registrationStart: Date | null;
  registrationEnd: Date | null;
  squadStartDates: Map<number, string | null>;
}

const sameInstant = (a: Date | null, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);
const notSubsetOf = (ids: number[], allowed: number[]) => ids.some((id) => !allowed.includes(id));

/**
 * The competition rules (docs/catalog.md) that span fields or depend on the role: required
 * fields for club admins, payment methods, reminders, the order of the dates, no new date in the
 * past, squads and stands. Answers every broken rule at once (400 with `errors`).
 */
export function checkCompetitionRules(
  input: CompetitionInput,
  user: AuthUser,
  event: boolean,
  stored: StoredDates | null,
  now = new Date(),
): void {
  const errors: FieldError[] = [];
  const fail = (field: string, key: FieldError['key']) => errors.push({ field, key });
  const clubAdmin = ownClubOf(user) !== null;

  if (!clubAdmin && !input.club) fail('club', 'FIELD_IS_REQUIRED');
  if (clubAdmin) {
    // club admins fill everything a shooter needs to find and reach the match
    const required: [string, unknown][] = [
      ['information', input.information],
      ['nominationFee', input.nominationFee],
      ['contact.firstName', input.contact.firstName],
      ['contact.lastName', input.contact.lastName],
      ['contact.email', input.contact.email],
      ['contact.telephone', input.contact.telephone],
      ['address', input.address],
      ['city', input.city],
      ['zip', input.zip],
      ['country', input.country],
      ['googleMapsLink', input.googleMapsLink],
    ];
    if (!event) required.push(['level', input.level], ['stages', input.stages]);
    for (const [field, value] of required)
      if (value === null || value === undefined || value === '') fail(field, 'FIELD_IS_REQUIRED');
  }

  if (event) {
    if (input.startingPlaces === null) fail('startingPlaces', 'FIELD_IS_REQUIRED');
    if (input.squads.length > 0) fail('squads', 'FIELD_INVALID');
  } else {
    if (input.division_ids.length === 0) fail('division_ids', 'FIELD_IS_REQUIRED');
    if (input.competitionClass_ids.length === 0) fail('competitionClass_ids', 'FIELD_IS_REQUIRED');
    if (input.factor_ids.length === 0) fail('factor_ids', 'FIELD_IS_REQUIRED');
    // registration on needs a squad to sign up into (docs/api-paths-and-keys.md)
    if (input.registration && input.squads.length === 0) fail('squads', 'NO_SQUAD_DEFINED');
  }

  if (input.registration) {
    if (!input.registrationStart) fail('registrationStart', 'FIELD_IS_REQUIRED');
    if (!input.registrationEnd) fail('registrationEnd', 'FIELD_IS_REQUIRED');
    if (!input.payOnSite && !input.paymentViaDeposit && !input.paymentWithWirecard)
      fail('paymentMethod', 'PAYMENTMETHOD_REQUIRED');
  }
  if (
    input.autoSubscriptionCancelation &&
    input.firstPaymentReminder === null &&
    input.secondPaymentReminder === null
  )
    fail('autoSubscriptionCancelation', 'AUTO_SUBSCRIPTION_CANCELATION_NEEDS_REMINDER');

  // order of the dates
  const start = input.competitionDate;
  if (input.competitionEndDate && input.competitionEndDate < start)
    fail('competitionEndDate', 'CHECK_COMPETITION_END_DATE');
  if (input.registrationStart && input.registrationStart > start)
    fail('registrationStart', 'CHECK_REGISTRATION_START');
  if (input.registrationEnd && input.registrationEnd > start)
    fail('registrationEnd', 'CHECK_REGISTRATION_END');
  if (input.registrationStart && input.registrationEnd && input.registrationEnd <= input.registrationStart)
    fail('registrationEnd', 'CHECK_REGISTRATION_DATE');

  // no new or changed date before today in Vienna (a running competition keeps its past dates)
  const today = startOfViennaDay(now);
  const dates: [string, Date | null, Date | null | undefined][] = [
    ['competitionDate', input.competitionDate, stored?.competitionDate],
    ['competitionEndDate', input.competitionEndDate, stored?.competitionEndDate],
    ['registrationStart', input.registrationStart, stored?.registrationStart],
    ['registrationEnd', input.registrationEnd, stored?.registrationEnd],
  ];
  for (const [field, value, before] of dates)
    if (value && value < today && !(stored && sameInstant(value, before))) fail(field, 'DATE_IN_THE_PAST');

  const todayDay = viennaDay(now);
  input.squads.forEach((squad, index) => {
    const at = (field: string) => `squads.${index}.${field}`;
    if (squad.stands.length > 0 && squad.stands.length !== squad.squadSize)
      fail(at('squadSize'), 'ERROR.SQUAD_STAND_SIZE_NOT_MATCH');
    if (notSubsetOf(squad.divisionIds, input.division_ids))
      fail(at('divisionIds'), 'DIVISION_NOT_IN_COMPETITION');
    if (notSubsetOf(squad.competitionClassIds, input.competitionClass_ids))
      fail(at('competitionClassIds'), 'CLASS_NOT_IN_COMPETITION');
    if (notSubsetOf(squad.factorIds, input.factor_ids)) fail(at('factorIds'), 'FACTOR_NOT_IN_COMPETITION');
    const storedDay = squad.id !== null ? stored?.squadStartDates.get(squad.id) : undefined;
    if (squad.startDate < todayDay && squad.startDate !== storedDay)
      fail(at('startDate'), 'DATE_IN_THE_PAST');
  });

  if (errors.length > 0) throw new RequestValidationError(errors);
}
