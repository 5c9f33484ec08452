import { daysBetween, shiftDate, shiftDateTime, splitDateTime } from '../competitionDates';
import type { CompetitionValues } from './competitionFields';

/**
 * Moves the dependent dates by the days the competition date moved (the NEIN / JA question):
 * end date, registration start and end, and each squad's start date.
 */
export const shiftDependentDates = (values: CompetitionValues, days: number): CompetitionValues => ({
  ...values,
  competitionEndDate: shiftDateTime(values.competitionEndDate, days),
  registrationStart: shiftDateTime(values.registrationStart, days),
  registrationEnd: shiftDateTime(values.registrationEnd, days),
  squads: values.squads.map((squad) => ({ ...squad, startDate: shiftDate(squad.startDate, days) })),
});

/** Days between the old and the new competition day; null when there is nothing to ask. */
export const dateShiftDays = (previous: string, next: string): number | null => {
  const days = daysBetween(splitDateTime(previous).date, splitDateTime(next).date);
  return days === null || days === 0 ? null : days;
};

/** Whether the dependent dates hold anything to move. */
export const hasDependentDates = (values: CompetitionValues): boolean =>
  Boolean(
    splitDateTime(values.competitionEndDate).date ||
    splitDateTime(values.registrationStart).date ||
    splitDateTime(values.registrationEnd).date ||
    values.squads.some((squad) => squad.startDate),
  );
