import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './accessibility';
import { openBrowser } from './browser';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, day, login, loginInBrowser } from './session';

interface Item {
  id: number;
  orderId: number;
  firstName: string | null;
  squadId: number;
  paid: boolean;
  paid2: boolean;
  cancelled: boolean;
}

/**
 * The order administration in Chromium through the gateway (issue 11 item 6), German and English:
 * the demo club admin marks a registration of the club's match paid and second paid, cancels and
 * uncancels it, and swaps two shooters between squads; the registration service's answers are
 * checked through the API.
 */
describe('order administration in the browser', () => {
  let portal: Portal;
  let adminToken: string;
  let match: OpenMatch;
  let secondSquadId = 0;
  const NAME = 'Ordercup Floridsdorf';
  const items: number[] = [];
  const browsers: Awaited<ReturnType<typeof openBrowser>>[] = [];

  const item = async (id: number) => callApi<Item>(portal.url, `orderItems/${id}`, adminToken);

  /** The club admin's page in `locale` at the order-item list with the match chosen. */
  const clubAdminAt = async (locale: 'de' | 'en'): Promise<Page> => {
    const browser = await openBrowser();
    browsers.push(browser);
    const page = await browser.context.newPage();
    // the language before the app starts (it only reads the stored one)
    await page.addInitScript(`window.localStorage.setItem('locale', '${locale}')`);
    await page.goto(`${portal.url}/#/dashboard`);
    await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
    await loginInBrowser(page, portal.url, 'clubadmin', 'Club123!');
    await page.getByTestId('menu-registrations').click();
    await page.getByTestId('order-item-list-page').waitFor();
    await page.getByTestId('order-item-filter-competition').fill('Ordercup');
    await page.getByRole('option', { name: NAME, exact: true }).click();
    await page.getByTestId(`order-item-row-${items[0]}`).waitFor();
    return page;
  };

  const expectSnack = async (page: Page, text: string) => {
    await page.getByText(text, { exact: true }).waitFor();
  };

  /** A row's toggle asks first: the question of `kind` with its title, then yes. */
  const confirmToggle = async (page: Page, button: string, kind: string, title: string) => {
    await page.getByTestId(button).click();
    const dialog = page.locator(`[data-testid="confirm-dialog"][data-kind="${kind}"]`);
    await dialog.getByRole('heading', { name: title }).waitFor();
    await dialog.getByTestId('confirm-yes').click();
    await dialog.waitFor({ state: 'detached' });
  };

  beforeAll(async () => {
    portal = await startPortal();
    adminToken = await login(portal.url, 'admin', 'Admin123!');
    // the demo club admin's club (1) organises the match: a second squad for the swap
    const created = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, NAME);
    const competition = await callApi<Record<string, unknown> & { squads: Record<string, unknown>[] }>(
      portal.url,
      `competitions/${created.competitionId}`,
      adminToken,
    );
    const second = {
      name: 'Squad 2',
      information: 'Nachmittag',
      squadSize: 10,
      startDate: day(40),
      startTime: '13:00',
      endTime: '16:00',
    };
    const updated = await callApi<{ squads: { id: number; name: string }[] }>(
      portal.url,
      `competitions/${created.competitionId}`,
      adminToken,
      { method: 'PUT', body: { ...competition, club: { id: 1 }, squads: [...competition.squads, second] } },
    );
    secondSquadId = updated.squads.find((squad) => squad.name === 'Squad 2')!.id;
    match = created;
    items.push((await reserveItem(portal.url, match, null)).orderItems[0]!.id);
    items.push((await reserveItem(portal.url, match, null)).orderItems[0]!.id);
    // registration sees the second squad once the catalog's newer snapshot arrived
    for (let attempt = 0; ; attempt++) {
      try {
        items.push(
          (await reserveItem(portal.url, { ...match, squadId: secondSquadId }, null)).orderItems[0]!.id,
        );
        break;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await portal?.stop();
  });

  it('when a club admin pays, second pays, cancels and uncancels a registration (German) then each is stored', async () => {
    const page = await clubAdminAt('de');
    const [id] = items as [number];
    const row = page.getByTestId(`order-item-row-${id}`);
    expect(await row.getAttribute('data-paid')).toBe('false');
    // the list with its red (unpaid) rows and row actions passes axe
    await expectNoSeriousViolations(page, 'orderItemList with rows (de)');
    // club admins see id and userId like the privileged roles, and the club column (issue 21 item 5)
    expect(await page.getByTestId(`order-item-id-${id}`).textContent()).toBe(String(id));
    expect(await page.getByTestId(`order-item-userId-${id}`).count()).toBe(1);
    expect(await page.getByTestId(`order-item-clubName-${id}`).count()).toBe(1);

    // asked first: "no" changes nothing
    await page.getByTestId(`order-item-pay-${id}`).click();
    await page.getByRole('dialog', { name: 'Als bezahlt markieren?' }).waitFor();
    await page.getByTestId('confirm-no').click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    expect(await item(id)).toMatchObject({ paid: false });

    await confirmToggle(page, `order-item-pay-${id}`, 'pay', 'Als bezahlt markieren?');
    await expectSnack(page, 'Als bezahlt markiert.');
    await page.locator(`[data-testid="order-item-row-${id}"][data-paid="true"]`).waitFor();
    expect(await item(id)).toMatchObject({ paid: true, paid2: false });

    await confirmToggle(page, `order-item-pay2-${id}`, 'pay2', 'Zweite Zahlung markieren?');
    await page.getByTestId(`order-item-paid2-${id}`).getByText('Ja').waitFor();
    expect(await item(id)).toMatchObject({ paid: true, paid2: true });

    await confirmToggle(page, `order-item-cancel-${id}`, 'cancel', 'Anmeldung abmelden?');
    await expectSnack(page, 'Erfolgreich storniert.');
    await page.getByTestId(`order-item-cancelled-${id}`).getByText('Abgemeldet').waitFor();
    // a cancelled registration offers no squad change
    expect(await page.getByTestId(`order-item-change-squad-${id}`).count()).toBe(0);
    expect(await item(id)).toMatchObject({ cancelled: true });

    // a club admin may not refund: no offer after cancelling a paid registration
    expect(await page.getByTestId('refund-offer').count()).toBe(0);

    await confirmToggle(page, `order-item-uncancel-${id}`, 'uncancel', 'Wieder anmelden?');
    await expectSnack(page, 'Stornierung erfolgreich aufgehoben.');
    await page.getByTestId(`order-item-change-squad-${id}`).waitFor();
    expect(await item(id)).toMatchObject({ cancelled: false, paid: true, paid2: true });
  });

  it('when a club admin marks the second payment, takes it back and swaps two shooters between squads (English) then each is stored', async () => {
    const page = await clubAdminAt('en');
    const [, second, third] = items as [number, number, number];
    await confirmToggle(page, `order-item-pay-${second}`, 'pay', 'Mark as paid?');
    await expectSnack(page, 'Marked as paid.');
    await page.locator(`[data-testid="order-item-row-${second}"][data-paid="true"]`).waitFor();
    await confirmToggle(page, `order-item-pay-${second}`, 'unpay', 'Take back paid?');
    await expectSnack(page, 'Marked as not paid.');
    // the list follows: the row is unpaid (red) again
    await page.locator(`[data-testid="order-item-row-${second}"][data-paid="false"]`).waitFor();
    expect(await item(second)).toMatchObject({ paid: false });
    await confirmToggle(page, `order-item-pay2-${second}`, 'pay2', 'Mark the second payment?');
    await page.getByTestId(`order-item-paid2-${second}`).getByText('Yes').waitFor();
    await confirmToggle(page, `order-item-pay2-${second}`, 'unpay2', 'Take back the second payment?');
    await page.getByTestId(`order-item-paid2-${second}`).getByText('No').waitFor();
    expect(await item(second)).toMatchObject({ paid: false, paid2: false });

    await page.getByTestId(`order-item-change-squad-${second}`).click();
    await page.getByTestId('change-squad-page').waitFor();
    await page.getByRole('heading', { name: 'Swap squad' }).waitFor();
    await page.getByTestId('change-squad-source').waitFor();
    await expectNoSeriousViolations(page, 'changeSquad (en)');
    await page.getByTestId('change-squad-target-squad').click();
    await page.getByTestId(`change-squad-target-squad-option-${secondSquadId}`).click();
    await page.getByTestId('change-squad-target-item').click();
    await page.getByTestId(`change-squad-target-item-option-${third}`).click();
    await page.getByTestId('change-squad-confirm').click();
    await expectSnack(page, 'The two registrations swapped squads.');
    await page.getByTestId('order-item-list-page').waitFor();
    expect((await item(second)).squadId).toBe(secondSquadId);
    expect((await item(third)).squadId).toBe(match.squadId);

    // the edit page of a registration: required fields and a save with SUCCESS_ORDER_ITEM_EDIT
    await page.getByTestId(`order-item-edit-${third}`).click();
    await page.getByTestId('order-item-form-firstName').waitFor();
    await expectNoSeriousViolations(page, 'orderItems/{id} edit (en)');
    // of the portal's many divisions, classes and factors only the match's one each is offered
    const edited = await callApi<Record<string, string>>(portal.url, `orderItems/${third}`, adminToken);
    for (const [field, reference] of [
      ['divisionId', 'divisions'],
      ['factorId', 'factors'],
      ['competitionClassId', 'competitionClasses'],
    ] as const) {
      const all = await callApi<{ totalElements: number }>(portal.url, `publicResources/${reference}`, null);
      expect(all.totalElements).toBeGreaterThan(1);
      const name = edited[field.replace(/Id$/, 'Name')]!;
      await page.getByTestId(`order-item-form-${field}`).click();
      const listbox = page.getByRole('listbox');
      await listbox.getByRole('option', { name, exact: true }).waitFor();
      expect(await listbox.getByRole('option').allTextContents()).toEqual([name]);
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'detached' });
    }
    await page.getByTestId('order-item-form-firstName').fill('');
    await page.getByTestId('order-item-form-save').click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByTestId('order-item-form-firstName').fill('Gerda');
    await page.getByTestId('order-item-form-save').click();
    await page.getByTestId('order-item-list-page').waitFor();
    expect(await item(third)).toMatchObject({ firstName: 'Gerda' });
  });

  it('when a club admin opens the order list and an order’s details then pay of the whole order is asked and stored', async () => {
    const page = await clubAdminAt('de');
    const order = await item(items[1]!);
    await page.goto(`${portal.url}/#/orderList`);
    await page.getByTestId('order-list-page').waitFor();
    await page.getByTestId('order-filter-search').fill(String(order.orderId));
    await page.getByTestId(`order-row-${order.orderId}`).waitFor();
    await expectNoSeriousViolations(page, 'orderList (de)');
    await page.getByTestId(`order-details-${order.orderId}`).click();
    await page.getByTestId('order-details-page').waitFor();
    await page.getByTestId(`order-details-item-${items[1]}`).waitFor();
    await expectNoSeriousViolations(page, 'orderDetails (de)');
    await page.getByTestId(`order-pay-${order.orderId}`).click();
    await page.getByTestId('confirm-yes').click();
    await page.getByText('Als bezahlt markiert.', { exact: true }).waitFor();
    expect(await item(items[1]!)).toMatchObject({ paid: true });
  });
  it('when a club admin signs up on the registrations list without a chosen competition then step 1 picks it (English, phone)', async () => {
    const browser = await openBrowser({ width: 390, height: 844 });
    browsers.push(browser);
    const page = await browser.context.newPage();
    await page.addInitScript(`window.localStorage.setItem('locale', 'en')`);
    await page.goto(`${portal.url}/#/dashboard`);
    await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
    await loginInBrowser(page, portal.url, 'clubadmin', 'Club123!');
    await page.goto(`${portal.url}/#/orderItemList`);
    await page.getByTestId('order-item-list-page').waitFor();
    await page.getByTestId('order-item-sign-up').click();
    const dialog = page.getByTestId('signup-dialog');
    expect(await dialog.getAttribute('data-step')).toBe('competition');
    await page.getByText('Step 1 of 4 · Competition').waitFor();
    expect(await page.getByTestId('signup-next').isDisabled()).toBe(true);
    await expectNoSeriousViolations(page, 'sign-up step 1: competition (en, phone)');
    await page.getByTestId('signup-competition').fill('Ordercup');
    await page.getByRole('option', { name: NAME, exact: true }).click();
    await expect.poll(() => page.getByTestId('signup-next').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('signup-next').click();
    await expect.poll(() => dialog.getAttribute('data-step')).toBe('user');
    await page.getByText('Step 2 of 4 · Participant').waitFor();
    // back to step 1 keeps the choice
    await page.getByTestId('signup-back').click();
    await expect.poll(() => dialog.getAttribute('data-step')).toBe('competition');
    expect(await page.getByTestId('signup-competition').inputValue()).toBe(NAME);
    await page.getByTestId('signup-close').click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#/orderItemList');
  });

  it('when a club admin signs up a shooter from the list with the competition chosen then step 1 is skipped and orderComplete follows (German, wide)', async () => {
    const page = await clubAdminAt('de');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByTestId('order-item-sign-up').click();
    const dialog = page.getByTestId('signup-dialog');
    await expect.poll(() => dialog.getAttribute('data-step'), { timeout: 15_000 }).toBe('user');
    await dialog.getByText('Bewerb', { exact: true }).waitFor();
    await page.getByTestId('signup-user').fill('Schütz');
    await page.getByRole('option', { name: /Schütz Sabine \(shooter\)/ }).click();
    await page.getByTestId('signup-next').click();
    await page.getByTestId(`signup-squad-${match.squadId}`).check();
    await page.getByTestId('signup-next').click();
    await expect.poll(() => dialog.getAttribute('data-step'), { timeout: 15_000 }).toBe('data');
    await page.getByTestId('signup-next').click();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toBe('#/orderComplete');
    const list = await callApi<{ content: { userId: number | null; lastName: string }[] }>(
      portal.url,
      `orderItems?competitionId=${match.competitionId}&page=0&size=50`,
      adminToken,
    );
    expect(list.content.some((row) => row.lastName === 'Schütz')).toBe(true);
  });
  it('when a club admin opens a screen of admins then competitionList follows; the menu’s bills show the club’s invoices (English, wide); an admin’s /configuration leads on (German, phone)', async () => {
    const browser = await openBrowser({ width: 1366, height: 900 });
    browsers.push(browser);
    const page = await browser.context.newPage();
    await page.addInitScript(`window.localStorage.setItem('locale', 'en')`);
    await page.goto(`${portal.url}/#/dashboard`);
    await page.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
    await loginInBrowser(page, portal.url, 'clubadmin', 'Club123!');
    for (const route of ['clubs', 'configuration', 'userRoles']) {
      await page.goto(`${portal.url}/#/${route}`);
      await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).toBe('#/competitionList');
    }
    await page.getByTestId('menu-bills').click();
    await page.getByTestId('bills-page').waitFor();
    await page.getByTestId('club-invoices-none').waitFor();
    expect(await page.getByTestId('bills-club').count()).toBe(0);
    expect(await page.getByTestId('menu-advertisingInfo').getAttribute('href')).toMatch(/\/werbung$/);

    const adminBrowser = await openBrowser({ width: 390, height: 844 });
    browsers.push(adminBrowser);
    const admin = await adminBrowser.context.newPage();
    await admin.addInitScript(`window.localStorage.setItem('locale', 'de')`);
    await admin.goto(`${portal.url}/#/dashboard`);
    await admin.getByTestId('page-dashboard').waitFor({ timeout: 60_000 });
    await loginInBrowser(admin, portal.url, 'admin', 'Admin123!');
    await admin.goto(`${portal.url}/#/configuration`);
    await admin.getByTestId('configuration-page').waitFor();
    await admin.getByTestId('configuration-users').click();
    await admin.getByTestId('users-page').waitFor();
    await admin.goto(`${portal.url}/#/bills`);
    await admin.getByTestId('bills-club').waitFor();
  });
});
