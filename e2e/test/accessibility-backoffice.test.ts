import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openBrowser } from './browser';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser } from './session';
import {
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  openPhoneMenu,
  openRoute,
  SETTINGS,
  useSetting,
} from './accessibility';

const REFERENCE_LISTS = [
  'factors',
  'levels',
  'competitionClasses',
  'divisions',
  'competitionTypes',
  'uploadTypes',
];

/** Every back-office list an admin sees, with the test id that says it has loaded. */
const BACK_OFFICE_LISTS = [
  { route: 'users', ready: 'users-page' },
  { route: 'userRoles', ready: 'roles-page' },
  { route: 'clients', ready: 'clients-page' },
  { route: 'clubs', ready: 'clubs-page' },
  { route: 'competitions', ready: 'competitions-page' },
  { route: 'events', ready: 'events-page' },
  { route: 'advertisings', ready: 'advertisings-page' },
  { route: 'maintenanceWindows', ready: 'maintenance-page' },
  { route: 'reservationCodesList', ready: 'reservation-codes-list-page' },
  { route: 'reservationCodes', ready: 'reservation-codes-create-page' },
  { route: 'reservations', ready: 'reservations-page' },
  { route: 'reservations/create', ready: 'reservation-create-page' },
  { route: 'orderList', ready: 'order-list-page' },
  { route: 'orderItemList', ready: 'order-item-list-page' },
  { route: 'mailLog/competition/1', ready: 'mail-log-page' },
  { route: 'mailLog/user/1', ready: 'mail-log-page' },
  { route: 'exports', ready: 'exports-page' },
  // issue 21 item 5: the administration overview and the bills
  { route: 'configuration', ready: 'configuration-page' },
  { route: 'bills', ready: 'bills-page' },
  // issue 21 item 10: a club's page with its admins, and the club profile's read-only view
  { route: 'clubs/1/show', ready: 'club-admins' },
  { route: 'clubProfile/1/show', ready: 'club-admins' },
  ...REFERENCE_LISTS.map((resource) => ({ route: resource, ready: `reference-page-${resource}` })),
];

/**
 * axe-core on each back-office list (and a shooter's user form), in German and English, on a laptop (1366 px) and a phone
 * (390 px): no critical or serious violation, and no row action, sort label or link lies outside
 * the window or its scroll box (issue 9). One logged-in admin browser serves every setting.
 */
describe('accessibility of the back-office lists', () => {
  let portal: Portal;
  let admin: Awaited<ReturnType<typeof openBrowser>>;
  let page: Page;
  /** the demo shooter: their edit form shows the shooter sections (with the deputy mail checkbox) */
  let shooterId: number;

  beforeAll(async () => {
    portal = await startPortal();
    const users = await callApi<{ content: { id: number; username: string }[] }>(
      portal.url,
      'users?username=shooter&size=20',
      await login(portal.url, 'admin', 'Admin123!'),
    );
    shooterId = users.content.find((user) => user.username === 'shooter')!.id;
    admin = await openBrowser();
    page = await admin.context.newPage();
    await loginInBrowser(page, portal.url, 'admin', 'Admin123!');
  });
  afterAll(async () => {
    await admin?.close();
    await portal?.stop();
  });

  it.each(SETTINGS)(
    'when an admin opens each list ($locale, $viewport) then axe finds no critical or serious violation and nothing needs a sideways scroll',
    async ({ locale, viewport }) => {
      await useSetting(page, portal.url, locale, viewport);
      for (const { route, ready } of BACK_OFFICE_LISTS) {
        await openRoute(page, portal.url, route, ready);
        await expectNoSeriousViolations(page, `${route} (${locale}, ${viewport})`);
        // every row action (and sort label) reachable without scrolling sideways (issue 9)
        await expectNoSidewaysScroll(page, `${route} (${locale}, ${viewport})`);
      }
      await openRoute(page, portal.url, `users/${shooterId}`, 'user-form');
      await page.getByTestId('user-form-deputyMail').waitFor({ state: 'attached' });
      // with the shooter's deputies below the form (issue 21 item 10)
      await page.getByTestId('user-form-deputies-section').waitFor();
      await expectNoSeriousViolations(page, `user form of a shooter (${locale}, ${viewport})`);
      if (viewport === 'phone') {
        // the admin's long menu, slid in as a dialog
        await openPhoneMenu(page);
        await expectNoSeriousViolations(page, `open menu (${locale}, ${viewport})`);
        await page.keyboard.press('Escape');
      }
    },
  );
});
