import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, openStep } from './browser';
import { ipscHandgun, matchBody } from './competitionData';
import { typeIntoPicker } from './pickers';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, openPage } from './session';

interface Reservation {
  id: number;
  users: number[];
  competitions: number[];
  maxReservations: number | null;
  validUntil: string | null;
  qualification: boolean;
}

/**
 * Reservation codes and reservations through the gateway against the real registration service:
 * a club admin makes codes for a club 1 match, an admin gives the demo shooter a reservation and
 * edits it, and the shooter finds it in the profile's reservations tab.
 */
describe('reservation codes and reservations in the browser', () => {
  let portal: Portal;
  let adminToken: string;
  let competitionId = 0;
  const NAME = 'Codecup Donaustadt';
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const open = async (username: string, password: string): Promise<Page> => {
    const { browser, page } = await openPage(portal.url, username, password);
    browsers.push(browser);
    return page;
  };

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    const ipsc = await ipscHandgun(portal.url, adminToken);
    const created = await callApi<{ id: number }>(portal.url, 'competitions', adminToken, {
      method: 'POST',
      body: matchBody(
        ipsc,
        { date: day(60), registrationStart: day(0), registrationEnd: day(50) },
        { name: NAME, club: { id: 1 } },
      ),
    });
    competitionId = created.id;
    // registration knows the match once catalog's event has arrived
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(`${portal.url}/api/publicResources/preRegistrationCheck/${competitionId}`);
      if (response.status === 200) break;
      if (attempt > 150) throw new Error(`registration never saw competition ${competitionId}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await portal?.stop();
  });

  it('when a club admin creates three codes for the club’s match then they are shown and listed', async () => {
    const page = await open('clubadmin', 'Club123!');
    await page.getByTestId('menu-reservationCodes').click();
    await page.getByTestId('reservation-codes-list-page').waitFor();
    await page.getByRole('heading', { name: 'Reservierungscodes meiner Bewerbe' }).waitFor();
    await page.getByTestId('reservation-codes-create').click();
    await page.getByTestId('reservation-codes-create-page').waitFor();

    // both fields are required before anything is sent
    await page.getByTestId('reservation-codes-save').click();
    expect(await page.getByText('Dieses Feld ist ein Pflichtfeld.').count()).toBe(2);
    await page.getByTestId('reservation-codes-amount').fill('3');
    await page.getByTestId('reservation-codes-competition').fill('Codecup');
    await page.getByRole('option', { name: NAME, exact: true }).click();
    await page.getByTestId('reservation-codes-save').click();
    await page.getByText('Die Reservierungscodes wurden erfolgreich erstellt.').waitFor();
    const shown = page.getByTestId('reservation-codes-created-code');
    await shown.nth(2).waitFor();
    const codes = await shown.allInnerTexts();
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);

    await page.getByRole('link', { name: 'Zur Liste' }).click();
    await page.getByTestId('reservation-codes-list-page').waitFor();
    for (const code of codes) {
      const row = page.getByTestId(`reservation-code-row-${code}`);
      await row.waitFor();
      const cells = await row.locator('td').allInnerTexts();
      expect(cells.slice(0, 2)).toEqual([code, NAME]);
      expect(cells[3]).toBe('Nicht verwendet');
    }
    // the code filter narrows the list to one
    await page.getByTestId('reservation-codes-filter-code').fill(codes[0]!.toLowerCase());
    await page.getByTestId(`reservation-code-row-${codes[1]}`).waitFor({ state: 'detached' });
    await page.getByTestId(`reservation-code-row-${codes[0]}`).waitFor();
  });

  it('when an admin creates and edits a reservation for the demo shooter then the shooter sees it in the profile', async () => {
    const shooterToken = await login(portal.url, 'shooter', 'Shooter123!');
    const shooter = await callApi<{ id: number }>(portal.url, 'identity', shooterToken);
    const page = await open('admin', 'Admin123!');
    const field = (name: string) => page.getByTestId(`reservation-form-${name}`);

    await page.getByTestId('menu-reservations').click();
    await page.getByTestId('reservations-page').waitFor();
    await page.getByTestId('reservations-create').click();
    await page.getByTestId('reservation-create-page').waitFor();
    await field('save').click();
    await page.getByText('Dieses Feld ist ein Pflichtfeld.').waitFor();

    await field('users').fill('shooter');
    await page.getByRole('option', { name: 'shooter', exact: true }).click();
    await field('competitions').fill('Codecup');
    await page.getByRole('option', { name: NAME, exact: true }).click();
    await field('maxReservations').fill('2');
    await typeIntoPicker(field('validUntil'), '2027-06-30T20:00');
    expect(await field('validUntil').inputValue()).toBe('30.06.2027 20:00');
    await field('save').click();
    await page.getByTestId('reservation-show-page').waitFor();

    const stored = async () =>
      (
        await callApi<{ content: Reservation[] }>(
          portal.url,
          `reservations?userId=${shooter.id}&competitionId=${competitionId}`,
          adminToken,
        )
      ).content;
    const [created] = await stored();
    expect(created).toMatchObject({
      users: [shooter.id],
      competitions: [competitionId],
      maxReservations: 2,
      qualification: false,
    });
    // typed as Vienna time (docs/time-zone.md): 20:00 in summer is 18:00 UTC
    expect(new Date(created!.validUntil!).toISOString()).toBe('2027-06-30T18:00:00.000Z');

    // edit: one more registration, qualification, no end
    await page.getByTestId('reservation-edit').click();
    await page.getByTestId('reservation-edit-page').waitFor();
    expect(await field('maxReservations').inputValue()).toBe('2');
    await field('maxReservations').fill('3');
    await field('qualification').check();
    await field('validUntil-clear').click();
    await field('save').click();
    await page.getByTestId('reservation-show-page').waitFor();
    await page.getByText('Ohne Ablauf').waitFor();
    const [edited] = await stored();
    expect(edited).toMatchObject({
      id: created!.id,
      maxReservations: 3,
      qualification: true,
      validUntil: null,
    });

    // the list shows it with the shooter's username
    await page.getByRole('link', { name: 'Zurück' }).click();
    await page.getByTestId('reservations-page').waitFor();
    const row = page.getByTestId(`reservation-row-${created!.id}`);
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 2)).toEqual([String(created!.id), 'shooter']);

    // the shooter's profile, reservations tab (read-only)
    const shooterPage = await open('shooter', 'Shooter123!');
    await shooterPage.getByTestId('menu-myProfile').click();
    await openStep(shooterPage, 'profile-step-5');
    const details = shooterPage.getByTestId(`reservation-details-${created!.id}`);
    await details.waitFor();
    expect(await details.innerText()).toContain(NAME);
    expect(await shooterPage.getByTestId('reservation-form-save').count()).toBe(0);
  });
});
