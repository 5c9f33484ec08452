import { waitFor } from '@portal/service-kit/testing';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStep, type openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, login, openPage } from './session';

interface Prepared {
  orderItems: { id: number; token: string }[];
}

/**
 * Notification choices and the mail log in the browser (issue 13): a shooter switches the sign-on
 * confirmation off in the profile and gets none when signing up, while another shooter gets theirs;
 * the organising club's admin reads the competition's mail log from the competition list.
 */
describe('a shooter switches a notification off; a club admin reads the mail log', () => {
  let portal: Portal;
  let pool: pg.Pool;
  let competitionId: number;
  let competitionName: string;
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  /** An admin signs the user up (an admin needs no reservation code for the national match). */
  const signUp = async (username: string) => {
    const token = await login(portal.url, 'admin', 'Admin123!');
    const [{ id: userId }] = (
      await pool.query('SELECT id FROM identity.users WHERE username = $1', [username])
    ).rows;
    const [{ id: squadId, division_ids, competition_class_ids, factor_ids }] = (
      await pool.query(
        `SELECT id, division_ids, competition_class_ids, factor_ids FROM registration.squads
         WHERE competition_id = $1 AND NOT removed AND NOT require_code ORDER BY id LIMIT 1`,
        [competitionId],
      )
    ).rows;
    const prepared = await callApi<Prepared>(portal.url, 'publicResources/prepareOrder', token, {
      method: 'POST',
      body: { status: 'PREPARE', orderItems: [{ competitionId, squadId, userId }] },
    });
    const item = prepared.orderItems[0]!;
    await callApi(portal.url, 'publicResources/reserveOrder', token, {
      method: 'POST',
      body: {
        token: item.token,
        order: {
          firstName: 'Erika',
          lastName: 'Muster',
          email: `${username}@demo.schiesssport-portal.at`,
          agbs: true,
          orderItems: [
            {
              divisionId: division_ids[0] ?? 1,
              competitionClassId: competition_class_ids[0] ?? 1,
              factorId: factor_ids[0] ?? 1,
              country: 'at',
              state: 'W',
            },
          ],
        },
      },
    });
    return item;
  };
  /** notification has handled the item's reserved event (its replica row commits with the mail). */
  const handled = (itemId: number) =>
    waitFor(
      async () =>
        (await pool.query('SELECT 1 FROM notification.order_items WHERE item_id = $1', [itemId])).rowCount ===
        1,
      20_000,
    );

  beforeAll(async () => {
    portal = await startPortal();
    pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    const [row] = (
      await pool.query(
        `SELECT id, name FROM registration.competitions
         WHERE club_id = 1 AND registration AND NOT event AND active AND NOT cancelled AND NOT deleted
           AND registration_start <= now() AND registration_end > now()
           AND EXISTS (SELECT 1 FROM registration.squads s WHERE s.competition_id = competitions.id
                       AND NOT s.removed AND NOT s.require_code)
         ORDER BY id LIMIT 1`,
      )
    ).rows;
    competitionId = row.id;
    competitionName = row.name;
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await pool?.end();
    await portal?.stop();
  });

  const open = async (username: string, password: string): Promise<Page> => {
    const { browser, page } = await openPage(portal.url, username, password);
    browsers.push(browser);
    return page;
  };

  it('when the shooter switches the sign-on confirmation off in the profile then signing up mails them nothing; another shooter gets theirs', async () => {
    const page = await open('shooter', 'Shooter123!');
    await page.getByTestId('profile-button').click();
    await page.getByTestId('profile-link').click();
    await page.getByTestId('profile-page').waitFor();
    await openStep(page, 'profile-step-4');
    const toggle = page.getByTestId('profile-notification-registrationChangeRegistrationSuccess');
    await toggle.waitFor();
    if (await toggle.isChecked()) await toggle.click();
    expect(await toggle.isChecked()).toBe(false);
    await page.getByTestId('profile-save').click();
    // identity publishes the choice; notification's replica has it
    await waitFor(
      async () =>
        (
          await pool.query(
            `SELECT 1 FROM notification.recipients r JOIN identity.users u ON u.id = r.user_id
             WHERE u.username = 'shooter' AND r.notification_selection->>'registrationChangeRegistrationSuccess' = 'false'`,
          )
        ).rowCount === 1,
      20_000,
    );

    const quiet = await signUp('shooter');
    const loud = await signUp('shooter2');
    const mail = await portal.mailTo('shooter2@demo.schiesssport-portal.at', new RegExp(competitionName));
    expect(mail.text).toContain(`/#/publicOrderItems/${loud.id}/${loud.token}`);
    await handled(quiet.id);
    expect(
      portal.mail
        .messages()
        .filter(
          (m) => m.to.includes('shooter@demo.schiesssport-portal.at') && m.subject.includes(competitionName),
        ),
    ).toEqual([]);
  }, 120_000);

  it('when the club admin opens the mail log of their competition then the sent mails are listed', async () => {
    const page = await open('clubadmin', 'Club123!');
    await page.goto(`${portal.url}/#/competitions`);
    await page.getByTestId(`competition-mail-log-${competitionId}`).click();
    await page.getByTestId('mail-log-page').waitFor();
    const row = page
      .locator('[data-testid^="mail-log-row-"]')
      .filter({ hasText: 'shooter2@demo.schiesssport-portal.at' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain(competitionName);
    // the title names the competition, the kind reads as words (German by default)
    await page.getByRole('heading', { level: 1, name: `Mail-Protokoll: ${competitionName}` }).waitFor();
    expect(await row.first().locator('td').nth(1).textContent()).toBe('Anmeldebestätigung');
    expect(
      await page.locator('[data-testid^="mail-log-row-"]').filter({ hasText: 'shooter@demo' }).count(),
    ).toBe(0);
  }, 120_000);

  it('when an admin opens a user page then its mail log link lists the mails sent to that user', async () => {
    const { rows } = await pool.query(`SELECT id FROM identity.users WHERE username = 'shooter2'`);
    const page = await open('admin', 'Admin123!');
    await page.goto(`${portal.url}/#/users/${rows[0].id}/show`);
    await page.getByTestId('user-show-mail-log').click();
    await page.getByTestId('mail-log-page').waitFor();
    expect(page.url()).toContain(`#/mailLog/user/${rows[0].id}`);
    // in English: the title names the user, the kind reads as words
    await page.evaluate('localStorage.setItem("locale", "en")');
    await page.reload();
    await page.getByTestId('mail-log-page').waitFor();
    const row = page.locator('[data-testid^="mail-log-row-"]').filter({ hasText: competitionName });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('shooter2@demo.schiesssport-portal.at');
    const { rows: names } = await pool.query(
      `SELECT first_name || ' ' || last_name AS name FROM identity.users WHERE id = $1`,
      [rows[0].id],
    );
    await page.getByRole('heading', { level: 1, name: `Mail log of ${names[0].name}` }).waitFor();
    expect(await row.first().locator('td').nth(1).textContent()).toBe('Registration confirmation');
    expect(
      await page.locator('[data-testid^="mail-log-row-"]').filter({ hasText: 'shooter@demo' }).count(),
    ).toBe(0);
  }, 120_000);
});
