import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStep } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, login, openPage } from './session';

type Browser = Awaited<ReturnType<typeof openPage>>['browser'];
const claims = (token: string) =>
  JSON.parse(Buffer.from(token.replace('Bearer ', '').split('.')[1]!, 'base64url').toString()) as {
    clubId: number | null;
  };

describe('club membership in the browser: the member waits, the club admin confirms', () => {
  let portal: Portal;
  const browsers: Browser[] = [];
  let clubName: string;
  let memberId: number;

  beforeAll(async () => {
    portal = await startPortal();
    // the demo club admin's club (id 1 of the seed)
    const clubs = await callApi<{ content: { id: number; name: string }[] }>(
      portal.url,
      'publicResources/clubs?size=100',
      null,
    );
    clubName = clubs.content.find((club) => club.id === 1)!.name;
    const admin = await login(portal.url, 'admin', 'Admin123!');
    const created = await callApi<{ id: number }>(portal.url, 'users', admin, {
      method: 'POST',
      body: {
        username: 'joining.member',
        email: 'joining.member@example.at',
        userRoleIds: [4],
        firstName: 'Jana',
        lastName: 'Beitritt',
        selectedLanguage: 'de',
        password: 'Joining123',
        password2: 'Joining123',
      },
    });
    memberId = created.id;
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await portal?.stop();
  });

  const pageOf = async (username: string, password: string): Promise<Page> => {
    const { browser, page } = await openPage(portal.url, username, password);
    browsers.push(browser);
    return page;
  };

  it('when a shooter picks a club in the profile then it shows pending confirmation and the token has no club', async () => {
    const page = await pageOf('joining.member', 'Joining123');
    await page.goto(`${portal.url}/#/profile/${memberId}`);
    await openStep(page, 'profile-step-2');
    await page.getByTestId('profile-club').selectOption({ label: clubName });
    await page.getByTestId('profile-save').click();
    await page.getByText('Bestätigung durch den Verein ausständig').waitFor();
    expect(claims(await login(portal.url, 'joining.member', 'Joining123')).clubId).toBeNull();
  });

  it('when the club admin filters pending memberships and confirms then the member gets the club', async () => {
    const page = await pageOf('clubadmin', 'Club123!');
    await page.goto(`${portal.url}/#/users`);
    await page.getByTestId('users-page').waitFor();
    await page.getByTestId('users-filter-pending-membership').check();
    const row = page.getByTestId('users-row-joining.member');
    await row.getByTestId('user-membership-pending').waitFor();
    await page.getByTestId('user-confirm-membership-joining.member').click();
    await row.getByTestId('user-membership-pending').waitFor({ state: 'detached' });
    expect(claims(await login(portal.url, 'joining.member', 'Joining123')).clubId).toBe(1);
  });
});
