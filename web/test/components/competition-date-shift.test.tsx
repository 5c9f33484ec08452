import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMPETITION_DAY, competition, dayAhead, recordSaves, shownDay } from './competitionApi';
import { openCompetitionForm, typeDay } from './competitionForm';

/** What the date fields of the dates tab and the squads' start dates show (DD.MM.YYYY). */
const shownDates = () => ({
  start: screen.getByTestId<HTMLInputElement>('competition-form-competitionDate').value,
  end: screen.getByTestId<HTMLInputElement>('competition-form-competitionEndDate').value,
  registrationStart: screen.getByTestId<HTMLInputElement>('competition-form-registrationStart').value,
  registrationEnd: screen.getByTestId<HTMLInputElement>('competition-form-registrationEnd').value,
});

describe('competition form: moving the start asks to move the dependent dates', () => {
  it('when the admin moves the start by three days and answers JA then end, registration and squad dates move along', async () => {
    const saves = recordSaves(7, () => HttpResponse.json(competition()));
    const { user } = await openCompetitionForm('de');
    await user.click(screen.getByRole('tab', { name: 'Termine' }));

    await typeDay(user, 'competition-form-competitionDate', dayAhead(183));

    const dialog = await screen.findByRole('dialog', { name: 'Abhängige Termine verschieben?' });
    expect(dialog).toHaveTextContent(
      'Der Beginn wurde um 3 Tage verschoben. Sollen Ende, Anmeldebeginn, Anmeldeschluss und die Startdaten aller Squads um gleich viele Tage verschoben werden?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'JA' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownDates()).toEqual({
      start: shownDay(dayAhead(183)),
      end: shownDay(dayAhead(183)),
      registrationStart: shownDay(dayAhead(93)),
      registrationEnd: shownDay(dayAhead(173)),
    });
    await user.click(screen.getByRole('tab', { name: 'Squads' }));
    expect(screen.getByTestId<HTMLInputElement>('squad-0-startDate').value).toBe(shownDay(dayAhead(183)));
    expect(screen.getByTestId<HTMLInputElement>('squad-1-startDate').value).toBe(shownDay(dayAhead(183)));

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const sent = saves[0] as { squads: { startDate: string }[] };
    expect(sent.squads.map((squad) => squad.startDate)).toEqual([dayAhead(183), dayAhead(183)]);
  });

  it('when the admin moves the start by one day and answers NO then only the start moves', async () => {
    const { user } = await openCompetitionForm('en');
    await user.click(screen.getByRole('tab', { name: 'Dates' }));

    await typeDay(user, 'competition-form-competitionDate', dayAhead(181));

    const dialog = await screen.findByRole('dialog', { name: 'Move the dependent dates?' });
    expect(dialog).toHaveTextContent(
      'The start moved by 1 day. Move the end, the registration period and the start dates of all squads by as many days?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'NO' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownDates()).toEqual({
      start: shownDay(dayAhead(181)),
      end: shownDay(COMPETITION_DAY),
      registrationStart: shownDay(dayAhead(90)),
      registrationEnd: shownDay(dayAhead(170)),
    });
    await user.click(screen.getByRole('tab', { name: 'Squads' }));
    expect(screen.getByTestId<HTMLInputElement>('squad-0-startDate').value).toBe(shownDay(COMPETITION_DAY));
  });

  it('when the start keeps its day or nothing depends on it then nothing is asked', async () => {
    const { user } = await openCompetitionForm(
      'de',
      competition({
        competitionEndDate: null,
        registration: false,
        registrationStart: null,
        registrationEnd: null,
        squads: [],
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Termine' }));

    await typeDay(user, 'competition-form-competitionDate', COMPETITION_DAY);
    await typeDay(user, 'competition-form-competitionDate', dayAhead(185));

    expect(screen.getByTestId<HTMLInputElement>('competition-form-competitionDate').value).toBe(
      shownDay(dayAhead(185)),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
