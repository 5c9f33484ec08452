import pg from 'pg';
import type { Page } from 'playwright-core';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, openStep } from './browser';
import { ipscHandgun, matchBody, type IpscHandgun } from './competitionData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, loginInBrowser } from './session';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1366, height: 900 };

/**
 * The new-competition mail (docs/premium-features.md): the demo shooter picks the divisions in the
 * profile (German on a phone), the admin picks them for shooter2 on the back-office user form
 * (English, wide); a competition published in that division is mailed to both through RabbitMQ and
 * the SMTP catcher. shooter2's profile shows the reminder switches as premium.
 */
describe('divisions for the new-competition mail, from the profile and the user form', () => {
  let portal: Portal;
  let db: pg.Pool;
  let ipsc: IpscHandgun;
  let divisionName: string;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const userId = async (username: string) =>
    (await db.query<{ id: number }>('SELECT id FROM identity.users WHERE username = $1', [username])).rows[0]!
      .id;
  const pageIn = async (locale: 'de' | 'en', viewport: typeof PHONE, username: string, password: string) => {
    const browser = await openBrowser(viewport);
    browsers.push(browser);
    const page = await browser.context.newPage();
    await page.addInitScript(`localStorage.setItem("locale", "${locale}")`);
    await loginInBrowser(page, portal.url, username, password);
    return page;
  };
  const notifications = async (page: Page) => {
    await page.goto(`${portal.url}/#/profile`);
    await page.getByTestId('profile-page').waitFor();
    await openStep(page, 'profile-step-4');
    await page.getByTestId('profile-notification-newCompetitionCreated').waitFor();
  };
  const stored = async (username: string) =>
    (
      await db.query<{ selection: Record<string, boolean>; divisions: number[] }>(
        `SELECT notification_selection AS selection, notification_division_ids AS divisions
         FROM identity.users WHERE username = $1`,
        [username],
      )
    ).rows[0]!;

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    ipsc = await ipscHandgun(portal.url, await login(portal.url, 'admin', 'Admin123!'));
    const divisions = await callApi<
      { id: number; name: string }[] | { content: { id: number; name: string }[] }
    >(portal.url, 'publicResources/divisions', null);
    const list = Array.isArray(divisions) ? divisions : divisions.content;
    divisionName = list.find((division) => division.id === ipsc.divisionId)!.name;
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await db?.end();
    await portal?.stop();
  });

  it('when the shooter and the admin pick a division then a competition published in it is mailed to both', async () => {
    // the demo shooter, German on a phone: the switch, then the divisions
    const shooter = await pageIn('de', PHONE, 'shooter', 'Shooter123!');
    await notifications(shooter);
    expect(await shooter.getByTestId('profile-reminders-premium').count()).toBe(0); // premium
    await shooter.getByTestId('profile-notification-newCompetitionCreated').check();
    await shooter.getByTestId('profile-notification-divisions').click();
    await shooter.getByTestId(`profile-notification-divisions-option-${ipsc.divisionId}`).click();
    await shooter.keyboard.press('Escape');
    expect(await shooter.getByTestId('profile-notification-divisions').textContent()).toBe(divisionName);
    await shooter.getByTestId('profile-save').click();
    await shooter.getByTestId('success-message').waitFor();
    expect(await stored('shooter')).toMatchObject({
      selection: { newCompetitionCreated: true },
      divisions: [ipsc.divisionId],
    });

    // shooter2 (no premium), English on a wide screen: the reminders are premium, with the way there
    const plain = await pageIn('en', WIDE, 'shooter2', 'Shooter123!');
    await notifications(plain);
    expect(await plain.getByTestId('profile-reminders-premium').textContent()).toMatch(
      /^Reminders \(competition start, registration deadline\) are a premium feature\..*Become a premium member$/,
    );
    expect(await plain.getByTestId('profile-reminders-premium-link').getAttribute('href')).toBe('#/premium');
    expect(await plain.getByTestId('profile-notification-competitionStartReminder').isDisabled()).toBe(true);
    expect(await plain.getByTestId('profile-notification-signupPhaseEndsReminder').isDisabled()).toBe(true);
    expect(await plain.getByTestId('profile-notification-newCompetitionCreated').isDisabled()).toBe(false);

    // the admin picks the division for shooter2 on the back-office user form (English, wide)
    const admin = await pageIn('en', WIDE, 'admin', 'Admin123!');
    await admin.goto(`${portal.url}/#/users/${await userId('shooter2')}`);
    await admin.getByTestId('user-edit-page').waitFor();
    await admin.getByTestId('user-form-newCompetitionCreated').check();
    await admin.getByTestId('user-form-notificationDivisionIds').click();
    await admin.getByRole('option', { name: divisionName, exact: true }).click();
    await admin.keyboard.press('Escape');
    await admin.getByTestId('user-form-save').click();
    await waitFor(async () => (await stored('shooter2')).divisions.length > 0 || undefined, 20_000, 200);
    expect(await stored('shooter2')).toMatchObject({
      selection: { newCompetitionCreated: true },
      divisions: [ipsc.divisionId],
    });
    await replicasCaughtUp(portal.infra);

    // a competition in that division is published: both are mailed, in their language
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    await callApi(portal.url, 'competitions', adminToken, {
      method: 'POST',
      body: {
        ...matchBody(
          ipsc,
          { date: day(50), registrationStart: day(0), registrationEnd: day(40) },
          {
            name: 'Neuheiten-Cup',
            club: { id: 1 },
          },
        ),
      },
    });
    const toShooter = await portal.mailTo('shooter@demo.schiesssport-portal.at', /Neuheiten-Cup/);
    expect(toShooter.subject).toBe('Neuer Bewerb: Neuheiten-Cup');
    expect(toShooter.text).toContain('ein neuer Bewerb in einer Ihrer Divisionen wurde veröffentlicht.');
    const toShooter2 = await portal.mailTo('shooter2@demo.schiesssport-portal.at', /Neuheiten-Cup/);
    expect(toShooter2.subject).toMatch(/^(Neuer Bewerb|New competition): Neuheiten-Cup$/);
  }, 240_000);
});
