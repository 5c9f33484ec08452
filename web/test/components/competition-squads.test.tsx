import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { COMPETITION_DAY, competition, recordSaves, shownDay, squad } from './competitionApi';
import { markedTabs, openCompetitionForm, typeTime } from './competitionForm';

const field = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const squadTitles = () =>
  within(screen.getByTestId('squads-editor'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Saved squads as the PUT sent them. */
type SentSquads = { squads: { id?: number; name: string; squadSize: number; startTime: string }[] };

describe('competition form: the squads editor', () => {
  it('when the admin adds a squad and saves it empty then each required field of it is marked and nothing is sent', async () => {
    const saves = recordSaves(7, () => HttpResponse.json(competition()));
    const { user } = await openCompetitionForm('de');
    await user.click(screen.getByRole('tab', { name: 'Squads' }));

    await user.click(screen.getByRole('button', { name: 'Squad hinzufügen' }));

    expect(squadTitles()).toEqual(['Squad 1: Samstag früh', 'Squad 2: Samstag spät', 'Squad 3: ']);
    expect(field('squad-2-startDate').value).toBe(shownDay(COMPETITION_DAY));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(markedTabs()).toEqual(['Squads']);
    for (const part of ['name', 'information', 'squadSize', 'startTime', 'endTime'])
      expect(field(`squad-2-${part}`)).toHaveAccessibleDescription('Dieses Feld ist ein Pflichtfeld.');
    expect(field('squad-0-name')).not.toHaveAccessibleDescription();
    expect(saves).toEqual([]);
  });

  it('when the admin fills the new squad and saves then it is sent after the stored ones', async () => {
    const saves = recordSaves(7, () => HttpResponse.json(competition()));
    const { user, where } = await openCompetitionForm('en');
    await user.click(screen.getByRole('tab', { name: 'Squads' }));
    await user.click(screen.getByRole('button', { name: 'Add squad' }));

    // pasted: every key would render the whole form again, slow on a busy machine
    await user.click(field('squad-2-name'));
    await user.paste('Sonntag');
    await user.click(field('squad-2-information'));
    await user.paste('Treffpunkt 8:00');
    await user.type(field('squad-2-squadSize'), '12');
    await typeTime(user, 'squad-2-startTime', '09:30');
    await typeTime(user, 'squad-2-endTime', '14:00');
    expect(screen.getByRole('heading', { name: 'Squad 3: Sonntag' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(where.path).toBe('/competitions'));
    const sent = (saves[0] as SentSquads).squads;
    expect(sent.map(({ id, name, squadSize, startTime }) => ({ id, name, squadSize, startTime }))).toEqual([
      { id: 11, name: 'Samstag früh', squadSize: 10, startTime: '08:00:00' },
      { id: 12, name: 'Samstag spät', squadSize: 10, startTime: '13:00:00' },
      { id: undefined, name: 'Sonntag', squadSize: 12, startTime: '09:30:00' },
    ]);
  });

  it('when a squad has sign-ups then it cannot be removed; removing another moves the server errors of the squads after it', async () => {
    const record = competition({
      squads: [
        squad({ id: 11, name: 'Samstag früh', inUse: true, subscriptionSize: 3 }),
        squad({ id: 12, name: 'Samstag spät' }),
        squad({ id: 13, name: 'Sonntag' }),
      ],
    });
    const saves = recordSaves(7, () =>
      HttpResponse.json(
        {
          error: 'FIELD_INVALID',
          field: 'squads[2].name',
          errors: [{ field: 'squads[2].name', key: 'FIELD_INVALID' }],
        },
        { status: 400 },
      ),
    );
    const { user } = await openCompetitionForm('de', record);
    await user.click(screen.getByRole('tab', { name: 'Squads' }));
    expect(screen.getByTestId('squad-0-remove')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(field('squad-2-name')).toHaveAccessibleDescription('Ein Feld enthält einen ungültigen Wert.'),
    );
    await user.click(screen.getByTestId('squad-1-remove'));

    expect(squadTitles()).toEqual(['Squad 1: Samstag früh', 'Squad 2: Sonntag']);
    expect(field('squad-1-name')).toHaveValue('Sonntag');
    expect(field('squad-1-name')).toHaveAccessibleDescription('Ein Feld enthält einen ungültigen Wert.');
    expect(saves).toHaveLength(1);
  });

  it('when stands are added then the squad size follows them, and a size that differs from the stands is refused', async () => {
    const { user } = await openCompetitionForm('en');
    await user.click(screen.getByRole('tab', { name: 'Squads' }));
    await user.click(screen.getByRole('button', { name: 'Add squad' }));
    const stands = within(screen.getByTestId('squad-2-stands'));

    await user.click(stands.getByRole('button', { name: 'Add stand' }));
    await user.click(stands.getByRole('button', { name: 'Add stand' }));

    expect(stands.getByRole('heading', { name: 'Stands (2)' })).toBeInTheDocument();
    expect(field('squad-2-squadSize')).toHaveValue('2');
    await user.type(field('squad-2-stand-0-name'), 'A');
    await user.clear(field('squad-2-squadSize'));
    await user.type(field('squad-2-squadSize'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByTestId('squad-2-stands-error')).toHaveTextContent(
      'The squad size must equal the number of stands.',
    );
    expect(field('squad-2-stand-1-name')).toHaveAccessibleDescription('This field is required.');
    await user.click(screen.getByTestId('squad-2-stand-1-remove'));
    expect(field('squad-2-squadSize')).toHaveValue('3');
    expect(stands.getByRole('heading', { name: 'Stands (1)' })).toBeInTheDocument();
  });
});
