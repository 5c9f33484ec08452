import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { competition, recordSaves } from './competitionApi';
import { markedTabs, openCompetitionForm } from './competitionForm';

const saveButton = (name: string) => screen.getByRole('button', { name });

describe('competition form: tabs marked with errors', () => {
  it('when a save fails the checks then the tabs holding errors are marked and the first one opens', async () => {
    const saves = recordSaves(7, () => HttpResponse.json(competition()));
    const { user } = await openCompetitionForm();
    await user.clear(screen.getByTestId('competition-form-name'));
    await user.click(screen.getByRole('tab', { name: 'Termine' }));
    await user.click(screen.getByTestId('competition-form-payOnSite'));
    expect(markedTabs()).toEqual([]);

    await user.click(saveButton('Speichern'));

    expect(markedTabs()).toEqual(['Bewerb', 'Termine']);
    expect(screen.getByRole('tab', { name: 'Bewerb' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('competition-form-invalid')).toHaveTextContent(
      'Bitte prüfen Sie die rot markierten Reiter.',
    );
    const name = screen.getByTestId('competition-form-name');
    expect(name).toHaveAccessibleDescription('Dieses Feld ist ein Pflichtfeld.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(saves).toEqual([]);
  });

  it('when the server refuses fields on two tabs then both are marked, the first opens and an edit there clears its mark', async () => {
    const saves = recordSaves(7, () =>
      HttpResponse.json(
        {
          error: 'EMAIL_FORMAT',
          field: 'contact.email',
          errors: [
            { field: 'contact.email', key: 'EMAIL_FORMAT' },
            { field: 'squads[1].name', key: 'FIELD_IS_REQUIRED' },
          ],
        },
        { status: 400 },
      ),
    );
    const { user } = await openCompetitionForm('en');

    await user.click(saveButton('Save'));

    await waitFor(() => expect(markedTabs()).toEqual(['Contact', 'Squads']));
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('competition-form-invalid')).toHaveTextContent(
      'Please check the tabs marked in red.',
    );
    const email = screen.getByTestId('competition-form-contact.email');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');

    await user.type(email, 'x');

    expect(markedTabs()).toEqual(['Squads']);
    await user.click(screen.getByRole('tab', { name: 'Squads' }));
    expect(screen.getByTestId('squad-1-name')).toHaveAccessibleDescription('This field is required.');
  });

  it('when the server refuses the save without naming a field then no tab is marked and the error dialog says why', async () => {
    recordSaves(7, () => HttpResponse.json({ error: 'ACCESS_DENIED' }, { status: 403 }));
    const { user } = await openCompetitionForm();

    await user.click(saveButton('Speichern'));

    expect(await screen.findByTestId('error-dialog')).toHaveTextContent('Zugriff verweigert.');
    expect(markedTabs()).toEqual([]);
    expect(screen.queryByTestId('competition-form-invalid')).not.toBeInTheDocument();
  });

  it('when a phone shows the form as steps then the steps holding errors are marked too', async () => {
    window.innerWidth = 390;
    const { user } = await openCompetitionForm();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await user.clear(screen.getByTestId('competition-form-name'));

    await user.click(saveButton('Speichern'));

    expect(markedTabs()).toEqual(['Bewerb']);
    expect(screen.getByText('Bewerb', { selector: '.MuiStepLabel-label' })).toHaveClass('Mui-error');
  });
});
