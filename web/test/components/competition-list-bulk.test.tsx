import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CompetitionsListPage from '../../src/admin/competitions/CompetitionsListPage';
import { ADMIN, answerCompetitionList, LIST_ROWS } from './competitionApi';
import { renderPage } from './render';
import { api, server } from './server';

// The list keeps its filters per kind while the app runs (useListState, a module's memory): only
// the last test of this file changes a filter.

/** What the bulk actions sent: each call's path and JSON body. */
const recordBulkCalls = () => {
  const calls: { path: string; body: unknown }[] = [];
  const note = async ({ request }: { request: Request }) => {
    calls.push({ path: new URL(request.url).pathname, body: await request.json() });
  };
  server.use(
    http.put(api('competitions/paid'), async (info) => {
      await note(info);
      return HttpResponse.json({});
    }),
    http.post(api('events/deleteMany'), async (info) => {
      await note(info);
      return HttpResponse.json({ count: 2 });
    }),
  );
  return calls;
};

const bulkBar = () => screen.queryByTestId('competitions-bulk');

afterEach(() => vi.restoreAllMocks());

describe('competition list: bulk actions', () => {
  it('when the admin selects two rows and marks them paid then the selection is sent, confirmed and cleared', async () => {
    let rows = LIST_ROWS;
    answerCompetitionList('competitions', () => rows);
    const calls = recordBulkCalls();
    const { user } = await renderPage(<CompetitionsListPage kind="competitions" />, { identity: ADMIN });
    await screen.findByText('Herbstcup');
    expect(bulkBar()).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Frühjahrscup auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Herbstcup auswählen' }));
    expect(within(bulkBar()!).getByText('2 ausgewählt')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Alle auf dieser Seite auswählen' })).toBeChecked();
    await user.click(within(bulkBar()!).getByRole('button', { name: 'Als bezahlt markieren' }));

    const dialog = await screen.findByRole('dialog', { name: 'Als bezahlt markieren?' });
    expect(dialog).toHaveTextContent('Die ausgewählten Einträge (2) werden als bezahlt markiert.');
    rows = LIST_ROWS.map((row) => ({ ...row, paid: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Ja' }));

    expect(await screen.findByText('Die Bewerbe wurden als bezahlt markiert.')).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/competitions/paid', body: { ids: [7, 8] } }]);
    expect(bulkBar()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('competition-paid-7')).toHaveTextContent('Ja'));
  });

  it('when the admin exports the selection as CSV then the export is asked for those ids and saved under its name', async () => {
    answerCompetitionList('competitions');
    const asked: string[][] = [];
    server.use(
      http.get(api('exports/competitionsCsv'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.getAll('ids'));
        return new HttpResponse('Name;Datum\r\nHerbstcup;…\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="bewerbe.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    // the browser would save the file: here the link's name is noted and no navigation happens
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await renderPage(<CompetitionsListPage kind="competitions" />, { identity: ADMIN });
    await user.click(await screen.findByRole('checkbox', { name: 'Herbstcup auswählen' }));

    await user.click(within(bulkBar()!).getByRole('button', { name: 'CSV exportieren' }));

    await waitFor(() => expect(saved).toEqual(['bewerbe.csv']));
    expect(asked).toEqual([['8']]);
    expect(within(bulkBar()!).getByText('1 ausgewählt')).toBeInTheDocument();
  });

  it('when the admin selects all events and deletes them then the question counts them and the list is read again', async () => {
    let rows = LIST_ROWS;
    const asked = answerCompetitionList('events', () => rows);
    const calls = recordBulkCalls();
    const { user } = await renderPage(<CompetitionsListPage kind="events" />, {
      identity: ADMIN,
      language: 'en',
    });
    await screen.findByText('Herbstcup');

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(within(bulkBar()!).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bulkBar()!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete events?' });
    expect(dialog).toHaveTextContent('The selected events (2) will be deleted.');
    rows = [];
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Events deleted: 2.')).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/events/deleteMany', body: { ids: [7, 8] } }]);
    expect(await screen.findByText('No entries found.')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    expect(bulkBar()).not.toBeInTheDocument();
  });

  it('when a filter changes then the selection is dropped', async () => {
    answerCompetitionList('competitions');
    const { user } = await renderPage(<CompetitionsListPage kind="competitions" />, { identity: ADMIN });
    await user.click(await screen.findByRole('checkbox', { name: 'Frühjahrscup auswählen' }));
    expect(bulkBar()).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'cup');

    expect(bulkBar()).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Frühjahrscup auswählen' })).not.toBeChecked();
  });
});
