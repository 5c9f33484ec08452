import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, openStep } from './browser';
import { linkIn, startPortal, type Portal } from './portal';
import { callApi, login } from './session';

const USER = 'lena.huber';
const EMAIL = 'lena.huber@example.at';
const PASSWORD = 'Zielscheibe9';

describe('account in the browser: register, confirm by mail, log in, profile, deputy, language, logout, blocked', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  let adminBrowser: Awaited<ReturnType<typeof openBrowser>> | undefined;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await openBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await adminBrowser?.close().catch(() => undefined);
    await browser?.close();
    await portal?.stop();
  });

  const fill = (id: string, value: string) => page.getByTestId(id).fill(value);
  const select = (id: string, label: string) => page.getByTestId(id).selectOption({ label });
  const logIn = async (p: Page, username: string, password: string) => {
    await p.getByTestId('login-button').click();
    await p.getByTestId('login-username').fill(username);
    await p.getByTestId('login-password').fill(password);
    await p.getByTestId('login-password').press('Enter');
  };

  it('when a guest fills the three wizard steps in any order then the account is created', async () => {
    await page.goto(`${portal.url}/#/userRegister`);
    await page.getByTestId('register-page').waitFor();
    // shooter data first: steps can be visited in any order
    await openStep(page, 'register-step-2');
    await select('register-competitionClass', 'Overall');
    await select('register-division', 'Production');
    await select('register-factor', 'Minor');
    await select('register-club', 'IPSC Club Graz');
    await page.getByTestId('register-allowInformations').check();
    await page.getByTestId('register-conditions').check();
    await page.getByTestId('register-payment').check();

    await openStep(page, 'register-step-0');
    await fill('register-username', USER);
    await fill('register-email', EMAIL);
    await fill('register-password', PASSWORD);
    await fill('register-passwordValid', PASSWORD);
    await select('register-selectedLanguage', 'Deutsch');
    await page.getByTestId('register-salutation').selectOption('mrs');

    await openStep(page, 'register-step-1');
    await fill('register-firstName', 'Lena');
    await fill('register-lastName', 'Huber');
    await fill('register-address', 'Annenstraße 12');
    await fill('register-zip', '8020');
    await fill('register-city', 'Graz');
    // the country picker searches the world list by name (Austria is preset)
    await page.getByTestId('register-country').fill('Österr');
    await page.getByTestId('register-country-option-at').click();
    await page.getByTestId('register-state').selectOption('ST');

    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-success').waitFor();
  });

  it('when the confirmation link of the mail is opened then the account is confirmed and the user can log in', async () => {
    const mail = await portal.mailTo(EMAIL);
    expect(mail.subject).toMatch(/bestätig/i); // German: the language chosen in the wizard
    await page.goto(linkIn(mail, 'confirmRegistration'));
    await page.getByTestId('verify-success').waitFor();
    await page.getByTestId('verify-login').click();
    await page.getByTestId('login-dialog').waitFor();
    // docs/web-app.md: the button opens the login dialog and goes to competitionList
    expect(page.url()).toContain('#/competitionList');
    await page.getByTestId('login-username').fill(USER);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('profile-button').waitFor();
    const stored = await page.evaluate('JSON.parse(window.localStorage.getItem("identity"))');
    expect(stored).toMatchObject({ username: USER, userEmail: EMAIL, paymentValid: false });
  });

  it('when the profile is edited, a deputy added and deputy mail switched off then all are saved', async () => {
    await page.getByTestId('profile-button').click();
    await page.getByTestId('profile-link').click();
    await page.getByTestId('profile-page').waitFor();
    await openStep(page, 'profile-step-1');
    await page.getByTestId('profile-city').fill('Leoben');
    await page.getByTestId('profile-save').click();
    await page.getByTestId('success-message').waitFor();

    await openStep(page, 'profile-step-3');
    await page.getByTestId('profile-deputy-name').fill('shooter');
    await page.getByTestId('profile-deputy-add').click();
    await page.getByText('shooter', { exact: true }).first().waitFor();
    // deputy mail is on until switched off; the switch is saved with the profile
    const deputyMail = page.getByRole('switch', { name: 'Stellvertreter erhalten Kopien meiner E-Mails' });
    expect(await deputyMail.isChecked()).toBe(true);
    await deputyMail.click();
    expect(await deputyMail.isChecked()).toBe(false);
    // the first save's message may still show: wait for this save's own answer before reloading
    const saved = page.waitForResponse(
      (answer) => /\/profile\/\d+$/.test(answer.url()) && answer.request().method() === 'PUT',
    );
    await page.getByTestId('profile-save').click();
    expect((await saved).ok()).toBe(true);
    await page.getByTestId('success-message').waitFor();

    await page.reload();
    await page.getByTestId('profile-page').waitFor();
    await openStep(page, 'profile-step-1');
    expect(await page.getByTestId('profile-city').inputValue()).toBe('Leoben');
    await openStep(page, 'profile-step-3');
    await page.getByTestId('profile-deputyMail').waitFor({ state: 'attached' });
    expect(await page.getByTestId('profile-deputyMail').isChecked()).toBe(false);
    const { id } = (await page.evaluate('JSON.parse(window.localStorage.getItem("identity"))')) as {
      id: number;
    };
    const token = await login(portal.url, USER, PASSWORD);
    expect((await callApi<{ deputyMail: boolean }>(portal.url, `profile/${id}`, token)).deputyMail).toBe(
      false,
    );
  });

  it('when the language is switched then the screens speak English, and logout leaves a guest', async () => {
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await page.getByText('Legal notice').first().waitFor();
    await page.getByTestId('profile-button').click();
    await page.getByTestId('logout-button').click();
    await page.getByTestId('login-button').waitFor();
    expect(page.url()).toContain('#/dashboard');
    expect(await page.evaluate('window.localStorage.getItem("token")')).toBeNull();
    expect(await page.evaluate('window.localStorage.getItem("locale")')).toBe('en');
  });

  it('when an admin blocks the user in the back-office then the open session ends and login says Inactive_user', async () => {
    await logIn(page, USER, PASSWORD);
    await page.getByTestId('profile-button').waitFor();

    // the admin works in a browser of their own (own storage, own session)
    adminBrowser = await openBrowser();
    const admin = await adminBrowser.context.newPage();
    await admin.goto(`${portal.url}/#/dashboard`);
    await logIn(admin, 'admin', 'Admin123!');
    await admin.getByTestId('profile-button').waitFor();
    await admin.goto(`${portal.url}/#/users`);
    await admin.getByTestId('users-page').waitFor();
    await admin.getByTestId('users-filter-username').fill(USER);
    await admin.getByTestId(`user-block-${USER}`).click();
    await admin.getByTestId('success-message').waitFor();
    await adminBrowser.close();

    // the user's next request (reload asks for the identity) is refused: back to guest
    await page.reload();
    await page.getByTestId('login-button').waitFor();
    await logIn(page, USER, PASSWORD);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.getAttribute('data-error')).toMatch(/Inactive_user/);
  });
});
