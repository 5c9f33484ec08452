import type { FairQueueInfo } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatViennaDateTime } from '@portal/contracts/vienna-time';
import { FairQueuePanel } from '../../src/signup/fair/FairQueuePanel';
import { renderPage } from './render';
import { api, server } from './server';

const MINUTE = 60_000;

/** A fair-opening competition whose pre-queue opened 5 minutes ago (registration in 10 minutes). */
const competition = (now: number) => ({
  id: 7,
  registrationStart: new Date(now + 10 * MINUTE).toISOString(),
  registrationEnd: new Date(now + 30 * 24 * 60 * MINUTE).toISOString(),
  fairOpeningLeadMinutes: 15,
});

const info = (now: number): FairQueueInfo => ({
  competitionId: 7,
  fairOpening: true,
  joinFrom: new Date(now - 5 * MINUTE).toISOString(),
  opensAt: new Date(now + 10 * MINUTE).toISOString(),
  running: false,
  seedHash: 'ab'.repeat(32),
  seed: null,
  drawnAt: null,
  endedAt: null,
  joined: 0,
  admitted: 0,
  waiting: 0,
  admissionRate: 20,
  drawEntries: [],
  order: [],
});

/**
 * The panel takes its place from the competition's own dates in its first render, before the
 * queue's answer (docs/fair-opening.md, Web): the page's content below never moves down.
 */
describe('fair opening: the panel before and after the queue answers', () => {
  it('when the queue has not answered yet then the panel shows its text, a disabled join button and the hash line’s place', async () => {
    const now = Date.now();
    let answered = false;
    server.use(
      http.get(api('publicResources/fairQueue/7'), async () => {
        await delay(300);
        answered = true;
        return HttpResponse.json(info(now));
      }),
    );
    await renderPage(<FairQueuePanel competition={competition(now)} />, { language: 'en' });
    const panel = within(screen.getByTestId('fair-queue'));
    expect(answered).toBe(false);
    expect(panel.getByRole('heading', { name: 'Fair opening' })).toBeInTheDocument();
    // the pre-queue's times from the competition: registration start less the lead time
    const from = formatViennaDateTime(now - 5 * MINUTE);
    const opens = formatViennaDateTime(now + 10 * MINUTE);
    expect(
      panel.getByText(`From ${from} you can join the queue here. When registration opens (${opens})`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Join the queue' })).toBeDisabled();
    // the hash's line is there, invisible and without its test id, until the hash is known
    expect(screen.queryByTestId('fair-queue-seed-hash')).not.toBeInTheDocument();
    expect(screen.getByText(/Check value of the draw/)).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByText(/^Draw key/)).not.toBeInTheDocument(); // the seed only after the opening

    expect(await screen.findByTestId('fair-queue-seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(screen.getByText(/Check value of the draw/)).not.toHaveStyle({ visibility: 'hidden' });
    expect(panel.getByRole('button', { name: 'Join the queue' })).toBeEnabled();
  });

  it('when the queue has ended early then the panel keeps its place with the note instead of the button (de)', async () => {
    const now = Date.now();
    server.use(
      http.get(api('publicResources/fairQueue/7'), () =>
        HttpResponse.json({ ...info(now), endedAt: new Date(now).toISOString() }),
      ),
    );
    await renderPage(<FairQueuePanel competition={competition(now)} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Einreihen' })).toBeDisabled();
    expect(
      await screen.findByText('Die Warteschlange ist beendet: Die Anmeldung ist frei.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Einreihen' })).not.toBeInTheDocument();
    expect(screen.getByTestId('fair-queue-seed-hash')).toBeInTheDocument();
  });
});
