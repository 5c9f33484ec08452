import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSetting } from './accessibility';
import { openBrowser, openStep } from './browser';
import { createOpenMatch } from './cartData';
import { linkIn, startPortal, type Portal } from './portal';
import { callApi, login } from './session';

const USER = 'vera.wien';
const EMAIL = 'vera.wien@example.at';
const PASSWORD = 'Zielscheibe9';

/** docs/people-data-and-consent.md: countries with flags and states, consent, confirmation resend, login wait. */
describe('people data and consent in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let db: pg.Pool;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await openBrowser();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
  });
  afterAll(async () => {
    await db?.end();
    await browser?.close();
    await portal?.stop();
  });

  const logIn = async (page: Page, username: string, password: string) => {
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
  };
  const pickCountry = async (page: Page, testId: string, typed: string, code: string) => {
    await page.getByTestId(testId).fill(typed);
    await page.getByTestId(`${testId}-option-${code}`).click();
    await expect.poll(() => page.getByTestId(testId).getAttribute('data-value')).toBe(code);
  };

  /** An open match in Bavaria (a German state, so flags and state lists differ from the Austrian user's). */
  const bavarianMatch = async (name: string) => {
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    const match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, name, {
      country: 'de',
      state: 'BY',
    });
    const { publicLink } = await callApi<{ publicLink: string }>(
      portal.url,
      `competitions/${match.competitionId}`,
      adminToken,
    );
    return { match, publicLink };
  };

  it('when a guest registers on a phone (de) then every country has its flag, an Austrian picks an Austrian state and the newsletter may stay off', async () => {
    const page = await browser.context.newPage();
    await useSetting(page, portal.url, 'de', 'phone');
    await page.goto(`${portal.url}/#/userRegister`);
    await page.getByTestId('register-page').waitFor();
    await page.getByTestId('register-username').fill(USER);
    await page.getByTestId('register-email').fill(EMAIL);
    await page.getByTestId('register-password').fill(PASSWORD);
    await page.getByTestId('register-passwordValid').fill(PASSWORD);
    await page.getByTestId('register-salutation').selectOption('mrs');

    await openStep(page, 'register-step-1');
    await page.getByTestId('register-firstName').fill('Vera');
    await page.getByTestId('register-lastName').fill('Wiener');
    await page.getByTestId('register-address').fill('Ring 1');
    await page.getByTestId('register-zip').fill('1010');
    await page.getByTestId('register-city').fill('Wien');
    // the world list, named in German, each with its 25 px flag from the bundle
    await page.getByTestId('register-country').fill('Schott');
    const scotland = page.getByTestId('register-country-option-gb-sct');
    expect(await scotland.textContent()).toBe('Schottland');
    const flag = scotland.getByTestId('flag-gb-sct');
    // the image loads (a real SVG of the bundle, drawn at 25 px)
    await expect
      .poll(() => flag.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect((await flag.boundingBox())!.width).toBe(25);
    // a file of the web build's own, never another host's
    expect(new URL((await flag.getAttribute('src'))!, portal.url).origin).toBe(new URL(portal.url).origin);
    expect(await flag.getAttribute('src')).toMatch(/\/assets\/gb-sct-[\w-]+\.svg$/);
    await pickCountry(page, 'register-country', 'Kosov', 'xk');
    expect(await page.getByTestId('register-state').count()).toBe(0);
    // Germans get the German states, Austrians the Austrian ones
    await pickCountry(page, 'register-country', 'Deutschl', 'de');
    expect(await page.getByTestId('register-state').locator('option[value="BY"]').textContent()).toBe(
      'Bayern',
    );
    await pickCountry(page, 'register-country', 'Österr', 'at');
    const states = await page.getByTestId('register-state').locator('option').allTextContents();
    expect(states).toContain('Wien');
    expect(states).not.toContain('Bayern');
    await page.getByTestId('register-state').selectOption('W');
    expect(await page.getByTestId('flag-at').first().isVisible()).toBe(true);

    await openStep(page, 'register-step-2');
    await page.getByTestId('register-competitionClass').selectOption({ label: 'Overall' });
    await page.getByTestId('register-division').selectOption({ label: 'Production' });
    await page.getByTestId('register-factor').selectOption({ label: 'Minor' });
    // the newsletter opt-in is offered unticked and not required
    expect(await page.getByTestId('register-allowInformations').isChecked()).toBe(false);
    await page.getByTestId('register-conditions').check();
    await page.getByTestId('register-payment').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();
    const { rows } = await db.query(
      'SELECT country, state, allow_informations FROM identity.users WHERE username = $1',
      [USER],
    );
    expect(rows[0]).toEqual({ country: 'at', state: 'W', allow_informations: false });
    await page.close();
  });

  it('when the login is refused as not verified (de, phone) then a new confirmation mail can be asked for, and its link confirms', async () => {
    const page = await browser.context.newPage();
    await useSetting(page, portal.url, 'de', 'phone');
    await logIn(page, USER, PASSWORD);
    await expect.poll(() => page.getByTestId('login-error').getAttribute('data-error')).toBe('Not_verified');
    // the registration mail went out just now: the portal says so instead of mailing again
    const firstLink = linkIn(await portal.mailTo(EMAIL), 'confirmRegistration');
    await page.getByTestId('login-resend-confirmation').click();
    await expect
      .poll(() => page.getByTestId('login-resend-outcome').getAttribute('data-outcome'))
      .toBe('resendNotNow');
    await db.query(
      `UPDATE identity.account_tokens SET expires_at = expires_at - interval '2 minutes'
        WHERE user_id = (SELECT id FROM identity.users WHERE username = $1)`,
      [USER],
    );
    await page.getByTestId('login-resend-confirmation').click();
    await expect
      .poll(() => page.getByTestId('login-resend-outcome').getAttribute('data-outcome'))
      .toBe('resent');
    expect(await page.getByTestId('login-resend-outcome').textContent()).toContain(
      'neue Bestätigungs-E-Mail',
    );
    await expect.poll(() => portal.mail.messages().filter((m) => m.to.includes(EMAIL)).length).toBe(2);
    // the new link is the one that is not the registration's (which no longer works)
    const links = portal.mail
      .messages()
      .filter((m) => m.to.includes(EMAIL))
      .map((m) => linkIn(m, 'confirmRegistration'));
    const newest = links.find((link) => link !== firstLink)!;
    // the link opens where mails open: a fresh page
    const mailed = await browser.context.newPage();
    await mailed.goto(newest);
    await mailed.getByTestId('verify-success').waitFor();
    await mailed.close();
    expect(await login(portal.url, USER, PASSWORD)).toBeTruthy();
    await page.close();
  });

  it('when logins keep failing (en, desktop) then the dialog says how long to wait', async () => {
    const page = await browser.context.newPage();
    await useSetting(page, portal.url, 'en', 'desktop');
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-username').fill('shooter2');
    for (let attempt = 0; attempt < 8; attempt++) {
      await page.getByTestId('login-password').fill(`Wrong${attempt}xyz`);
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').waitFor();
      if ((await page.getByTestId('login-wait').count()) > 0) break;
    }
    const wait = page.getByTestId('login-wait');
    expect(Number(await wait.getAttribute('data-seconds'))).toBeGreaterThan(0);
    expect(await wait.textContent()).toMatch(/You can try again in \d+(:\d\d)? (seconds|minutes)\./);
    await page.close();
  });

  it("when an Austrian signs up for a match in Bavaria (en, desktop) then the data step offers Austria's states and the registration keeps AT", async () => {
    const { match, publicLink } = await bavarianMatch('Bayern');
    const page = await browser.context.newPage();
    await useSetting(page, portal.url, 'en', 'desktop');
    await logIn(page, USER, PASSWORD);
    await page.getByTestId('profile-button').waitFor();
    await page.goto(`${portal.url}/#/competitionDetails/${publicLink}?signUp=true`);
    // the squad is labelled with its date, start and end time
    expect(await page.getByTestId(`signup-squad-when-${match.squadId}`).textContent()).toMatch(
      /^ · \d{2}\.\d{2}\.\d{4} 09:00–12:00$/,
    );
    await page.getByTestId(`signup-squad-${match.squadId}`).check();
    await page.getByTestId('signup-next').click();
    await expect.poll(() => page.getByTestId('signup-dialog').getAttribute('data-step')).toBe('data');
    expect(await page.getByTestId('signup-country').getAttribute('data-value')).toBe('at');
    expect(await page.getByTestId('signup-country').inputValue()).toBe('Austria');
    expect(await page.getByTestId('signup-state').inputValue()).toBe('W');
    await page.getByTestId('signup-agbs').check();
    await page.getByTestId('signup-next').click();
    await page.getByTestId('signup-finish').waitFor();
    const { rows } = await db.query(
      'SELECT country, state FROM registration.order_items WHERE competition_id = $1 AND email = $2',
      [match.competitionId, EMAIL],
    );
    expect(rows).toEqual([{ country: 'at', state: 'W' }]);
    await page.close();
  });

  it('when the Austrian edits the own booking (de, phone) then the squad shows date, start and end, and the club is picked by name', async () => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT i.id FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
        WHERE i.email = $1 AND o.status = 'RESERVED'`,
      [EMAIL],
    );
    const page = await browser.context.newPage();
    await useSetting(page, portal.url, 'de', 'phone');
    // the browser keeps the session of the sign-up above (one storage for the context)
    await page.getByTestId('profile-button').waitFor();
    await page.goto(`${portal.url}/#/shooterOrderItems/${rows[0]!.id}`);
    await page.getByTestId('order-item-form').waitFor();
    expect(await page.getByTestId('order-item-squad').textContent()).toMatch(
      /Squad 1 · \d{2}\.\d{2}\.\d{4} 09:00–12:00/,
    );
    // no club yet: typing searches the clubs by name
    expect(await page.getByTestId('order-item-club').inputValue()).toBe('');
    await page.getByTestId('order-item-club').fill('Graz');
    await page.getByRole('option', { name: 'IPSC Club Graz' }).click();
    await page.getByTestId('order-item-save').click();
    await page.getByTestId('page-my-competitions').waitFor();
    const saved = await db.query<{ name: string }>(
      `SELECT n.name FROM registration.order_items i
        JOIN registration.reference_names n ON n.kind = 'clubs' AND n.id = i.club_id WHERE i.id = $1`,
      [rows[0]!.id],
    );
    expect(saved.rows).toEqual([{ name: 'IPSC Club Graz' }]);
    await page.close();
  });
  it('where competitions are listed or shown (en desktop table, de phone list, the page) the country has its flag', async () => {
    const { match, publicLink } = await bavarianMatch('Passau');
    const flagOf = (page: Page, scope: string) => page.getByTestId(scope).getByTestId('flag-de').first();
    const page = await browser.context.newPage();
    await useSetting(page, portal.url, 'en', 'desktop');
    await page.goto(`${portal.url}/#/competitionList`);
    const row = `competition-row-${match.competitionId}`;
    await page.getByTestId(row).waitFor();
    // the region cell: the flag beside the state's name
    expect((await flagOf(page, row).boundingBox())!.width).toBe(25);
    expect(await page.getByTestId(row).textContent()).toContain('Bavaria');
    await page.goto(`${portal.url}/#/competitionDetails/${publicLink}`);
    await page.getByTestId('detail-address').waitFor();
    expect(await flagOf(page, 'detail-address').isVisible()).toBe(true);

    await useSetting(page, portal.url, 'de', 'phone');
    await page.goto(`${portal.url}/#/competitionList`);
    await page.getByTestId(row).waitFor();
    expect(await flagOf(page, row).isVisible()).toBe(true);
    expect(await page.getByTestId(row).textContent()).toContain('Bayern');
    await page.close();
  });
});
