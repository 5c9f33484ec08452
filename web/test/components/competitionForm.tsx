import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import CompetitionFormPage from '../../src/admin/competitions/CompetitionFormPage';
import type { Competition } from '../../src/admin/competitions/competitionModel';
import type { Language } from '../../src/session/types';
import { ADMIN, answerCompetitionForm, competition } from './competitionApi';
import { renderPage } from './render';

/** The edit page of `record` (competition 7), opened by an admin, once its record and choices are loaded. */
export const openCompetitionForm = async (language: Language = 'de', record: Competition = competition()) => {
  answerCompetitionForm(record);
  const view = await renderPage(<CompetitionFormPage kind="competitions" mode="edit" />, {
    route: '/competitions/:id',
    at: `/competitions/${record.id}`,
    identity: ADMIN,
    language,
  });
  await screen.findByTestId('competition-form');
  return view;
};

/** Types into a date or time picker as a user does (the digits, section by section), then leaves it. */
const typeDigits = async (user: UserEvent, testId: string, digits: string) => {
  await user.click(screen.getByTestId(testId));
  await user.keyboard(digits);
  await user.tab();
};

/** A YYYY-MM-DD into a date picker (shown DD.MM.YYYY). */
export const typeDay = (user: UserEvent, testId: string, day: string) =>
  typeDigits(user, testId, day.split('-').reverse().join(''));

/** An HH:mm into a time picker. */
export const typeTime = (user: UserEvent, testId: string, time: string) =>
  typeDigits(user, testId, time.replace(':', ''));

/** The names of the tabs (wide screens) or steps (phones) that carry the error mark. */
export const markedTabs = () =>
  [...document.querySelectorAll('[data-error="true"]')].map((element) => element.textContent);
