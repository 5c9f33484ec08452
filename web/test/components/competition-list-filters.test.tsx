import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CompetitionsListPage from '../../src/admin/competitions/CompetitionsListPage';
import { ADMIN, answerCompetitionList, CLUB_ADMIN } from './competitionApi';
import { renderPage } from './render';

// The list keeps its filters per kind while the app runs (useListState, a module's memory), so in
// this file each kind is opened by one test only: competitions here first, events after.

/** The names in the list's rows. */
const shownNames = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[2]?.textContent);

describe('competition list: filters', () => {
  it('when the admin filters by name, club, visibility, paid and archive then the list asks for exactly that and shows the answer', async () => {
    const asked = answerCompetitionList('competitions');
    const { user } = await renderPage(<CompetitionsListPage kind="competitions" />, { identity: ADMIN });
    await screen.findByText('Herbstcup');
    expect(shownNames()).toEqual(['Frühjahrscup', 'Herbstcup']);
    expect(asked).toEqual([{ page: '0', size: '25', sort: 'competitionDate,desc', archive: 'false' }]);
    const filters = within(screen.getByRole('search', { name: 'Filter' }));

    await user.type(filters.getByRole('textbox', { name: 'Name' }), 'herbst');
    await waitFor(() => expect(shownNames()).toEqual(['Herbstcup']));
    await user.click(filters.getByRole('combobox', { name: 'Verein' }));
    await user.click(await screen.findByRole('option', { name: 'SV Tulln' }));
    await user.click(filters.getByRole('combobox', { name: 'Sichtbarkeit' }));
    await user.click(await screen.findByRole('option', { name: 'Intern (nur Vereinsmitglieder)' }));
    await user.click(filters.getByRole('combobox', { name: 'Bezahlt' }));
    await user.click(await screen.findByRole('option', { name: 'Nur unbezahlte' }));

    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        page: '0',
        size: '25',
        sort: 'competitionDate,desc',
        name: 'herbst',
        clubId: '2',
        viewType: 'INTERNAL',
        paid: 'false',
        archive: 'false',
      }),
    );
    await user.clear(filters.getByRole('textbox', { name: 'Name' }));
    await user.click(filters.getByRole('switch', { name: 'Archiv' }));
    await waitFor(() => expect(shownNames()).toEqual(['Wintercup']));
    expect(asked.at(-1)).toMatchObject({ archive: 'true' });
    expect(asked.at(-1)).not.toHaveProperty('name');
  });

  it('when a club admin opens the events then only name and archive are offered and asked for', async () => {
    const asked = answerCompetitionList('events');
    const { user } = await renderPage(<CompetitionsListPage kind="events" />, {
      identity: CLUB_ADMIN,
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: "My club's events" })).toBeInTheDocument();
    const filters = within(screen.getByRole('search', { name: 'Filters' }));
    expect(filters.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(filters.getByRole('switch', { name: 'Archive' })).toBeInTheDocument();
    expect(filters.queryByRole('combobox')).not.toBeInTheDocument();

    await user.type(filters.getByRole('textbox', { name: 'Name' }), 'früh');

    await waitFor(() => expect(shownNames()).toEqual(['Frühjahrscup']));
    expect(asked.at(-1)).toEqual({
      page: '0',
      size: '25',
      sort: 'competitionDate,desc',
      name: 'früh',
      archive: 'false',
    });
  });
});
