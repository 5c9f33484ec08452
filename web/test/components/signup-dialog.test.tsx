import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/session/types';
import { SignUpButton } from '../../src/signup/SignUpButton';
import { renderPage } from './render';
import { answerSignUp, openCompetition } from './signUpAnswers';

/** The competition page's sign-up button for a guest, opened: the dialog. */
const openSignUp = async (language: Language) => {
  const view = await renderPage(<SignUpButton competition={openCompetition()} />, {
    at: '/competitionDetails/fruehjahrscup',
    language,
  });
  await view.user.click(
    await screen.findByRole('button', { name: language === 'de' ? 'Anmelden' : 'Sign up' }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: language === 'de' ? 'Anmeldung: Frühjahrscup' : 'Sign-up: Frühjahrscup',
  });
  return { ...view, dialog: within(dialog) };
};

/** The steps the dialog's stepper names, and the one it is on. */
const steps = () => [...document.querySelectorAll('.MuiStepLabel-label')].map((label) => label.textContent);
const activeStep = () => document.querySelector('.MuiStepLabel-label.Mui-active')?.textContent;
const countdown = () => screen.getByTestId('signup-countdown');

describe('sign-up dialog: steps and the held place', () => {
  it('when a guest picks a squad with stands, a stand and enters the data then the place is held, counted down and reserved', async () => {
    const calls = answerSignUp();
    const { user, dialog, store } = await openSignUp('de');
    expect(steps()).toEqual(['Squad', 'Daten']);
    expect(dialog.getByRole('button', { name: 'Weiter' })).toBeDisabled();

    await user.click(dialog.getByRole('radio', { name: /Samstag früh/ }));
    expect(steps()).toEqual(['Squad', 'Stand', 'Daten']);
    await user.click(dialog.getByRole('button', { name: 'Weiter' }));

    await user.click(await dialog.findByRole('radio', { name: 'Stand B' }));
    expect(activeStep()).toBe('Stand');
    expect(dialog.getByRole('timer')).toHaveTextContent(/^Ihr Platz ist noch [45]:\d\d Minuten reserviert$/);
    expect(dialog.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Weiter' }));

    await waitFor(() => expect(activeStep()).toBe('Daten'));
    await user.click(dialog.getByRole('button', { name: 'Verbindlich anmelden' }));
    expect(dialog.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription(
      'Dieses Feld ist ein Pflichtfeld.',
    );
    expect(calls.map((call) => call.path)).not.toContain('reserveOrder');
    await user.type(dialog.getByRole('textbox', { name: 'Vorname' }), 'Max');
    await user.type(dialog.getByRole('textbox', { name: 'Nachname' }), 'Schütz');
    await user.type(dialog.getByRole('textbox', { name: 'E-Mail' }), 'max@example.at');
    await user.click(dialog.getByRole('checkbox', { name: /Ich akzeptiere/ }));
    await user.click(dialog.getByRole('button', { name: 'Verbindlich anmelden' }));

    const finish = await screen.findByRole('dialog', { name: 'Anmeldung abgeschlossen' });
    expect(finish).toHaveTextContent(
      'Ihre Anmeldung für Frühjahrscup liegt im Warenkorb. Schließen Sie die Bestellung im Warenkorb ab.',
    );
    expect(screen.queryByRole('dialog', { name: 'Anmeldung: Frühjahrscup' })).not.toBeInTheDocument();
    // the calls up to the reserve (closing the dialog follows it)
    expect(calls.slice(0, 5).map((call) => call.path)).toEqual([
      'guestSession/challenge',
      'guestSession',
      'prepareOrder',
      'updateStand/item-token-601',
      'reserveOrder',
    ]);
    const [, , prepare, stand, reserve] = calls;
    expect(prepare).toMatchObject({
      guestSession: 'guest-session-1',
      body: { status: 'PREPARE', orderItems: [{ competitionId: 7, squadId: 11, reservationCode: null }] },
    });
    expect(stand?.body).toEqual({ id: 501, status: 'PREPARE', orderItems: [{ squadStandId: 22 }] });
    expect(reserve).toMatchObject({
      guestSession: 'guest-session-1',
      body: {
        token: 'item-token-601',
        order: {
          firstName: 'Max',
          lastName: 'Schütz',
          email: 'max@example.at',
          agbs: true,
          orderItems: [{ divisionId: 1, competitionClassId: 3, factorId: 4, country: 'at', locale: 'de' }],
        },
      },
    });
    expect(store.getState().cart).toMatchObject({ id: 900, token: 'cart-token-900', amount: 1 });
  });

  it('when the held time runs out then the countdown goes down and at 0 the dialog says the place is gone and offers only closing', async () => {
    const calls = answerSignUp({ holdMs: 4_000 });
    const { user, dialog } = await openSignUp('en');
    await user.click(dialog.getByRole('radio', { name: /Samstag spät/ }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(activeStep()).toBe('Details'));
    const first = Number(countdown().dataset.seconds);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(4);
    expect(dialog.getByRole('timer')).toHaveTextContent(`Your place is held for 0:0${first} more minutes`);
    expect(countdown()).toHaveAttribute('data-colour', 'error');
    await waitFor(() => expect(Number(countdown().dataset.seconds)).toBeLessThan(first), { timeout: 3_000 });

    expect(
      await dialog.findByText(
        'Your reserved place was released because the time ran out. Please close the window and register again.',
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('signup-countdown')).not.toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the server ended the hold itself: nothing is given back
    expect(calls.map((call) => call.path)).not.toContain('releaseOrder');
  });

  it('when the guest closes the dialog after typing while a place is held then it asks first and gives the place back', async () => {
    const calls = answerSignUp();
    const { user, dialog } = await openSignUp('de');
    await user.click(dialog.getByRole('radio', { name: /Samstag spät/ }));
    await user.click(dialog.getByRole('button', { name: 'Weiter' }));
    await user.type(await dialog.findByRole('textbox', { name: 'Vorname' }), 'Max');

    await user.click(dialog.getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    const question = await screen.findByRole('dialog', { name: 'Anmeldung abbrechen?' });
    await user.click(within(question).getByRole('button', { name: 'Weiter anmelden' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(dialog.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Max');
    expect(calls.map((call) => call.path)).not.toContain('releaseOrder');

    await user.click(dialog.getAllByRole('button', { name: 'Schließen' }).at(-1)!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Anmeldung abbrechen?' })).getByRole('button', {
        name: 'Abbrechen und Platz freigeben',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === 'releaseOrder').map((call) => call.body)).toEqual([
      { token: 'item-token-601' },
    ]);
  });

  it('when the guest closes the dialog before typing anything then the held place is given back at once', async () => {
    const calls = answerSignUp();
    const { user, dialog } = await openSignUp('en');
    await user.click(dialog.getByRole('radio', { name: /Samstag spät/ }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(activeStep()).toBe('Details'));

    await user.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === 'releaseOrder').map((call) => call.body)).toEqual([
      { token: 'item-token-601' },
    ]);
  });
});
