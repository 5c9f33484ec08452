import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, openStep } from './browser';
import { createOpenMatch, reserveItem } from './cartData';
import { startPortal, type Portal } from './portal';
import { ipscHandgun, matchBody } from './competitionData';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, loginInBrowser, PNG } from './session';
import {
  dialogShown,
  expectNoSeriousViolations,
  expectNoSidewaysScroll,
  openPhoneMenu,
  openRoute,
  SETTINGS,
  useSetting,
} from './accessibility';

interface Route {
  route: string;
  ready: string;
  /** a dialog opens over the page: wait until it has faded in (contrast is measured) */
  dialog?: boolean;
}

/**
 * axe-core on every public page, the registration wizard and the profile, in German and English,
 * on a laptop (1366×900) and a phone (390×844): no critical or serious violation. The public lists
 * must not need a sideways scroll to reach any button, for guests and for a logged-in shooter.
 */
describe('accessibility and layout of the public pages', () => {
  let portal: Portal;
  let guest: Awaited<ReturnType<typeof openBrowser>>;
  let shooter: Awaited<ReturnType<typeof openBrowser>>;
  let guestPage: Page;
  let shooterPage: Page;
  let publicRoutes: Route[];
  /** the shooter's registration (shooterOrderItems) and a guest's personal link (publicOrderItems) */
  let shooterItemId: number;
  let guestLink: string;
  const LISTS: Route[] = [
    { route: 'competitionList', ready: 'page-competition-list' },
    { route: 'results', ready: 'page-results' },
    { route: 'clubList', ready: 'page-club-list' },
  ];

  beforeAll(async () => {
    portal = await startPortal();
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    const clubs = await callApi<{ content: { id: number; publicLinkId: string }[] }>(
      portal.url,
      'publicResources/clubs?page=0&size=1',
      null,
    );
    const competitions = await callApi<{ content: { publicLink: string }[] }>(
      portal.url,
      `publicResources/competitions?page=0&size=1&filter=${encodeURIComponent('{}')}`,
      null,
    );
    const image = new FormData();
    image.append('file', new Blob([new Uint8Array(PNG)]), 'advert.png');
    const upload = await fetch(`${portal.url}/api/upload?kind=logo`, {
      method: 'POST',
      body: image,
      headers: { authorization: adminToken },
    });
    const { id: imageId } = (await upload.json()) as { id: number };
    const advert = await callApi<{ publicId: string }>(portal.url, 'advertising', adminToken, {
      method: 'POST',
      body: {
        active: true,
        name: 'Sommer-Cup Wels',
        shortName: 'Jetzt anmelden',
        text: '<p>Der <strong>Sommer-Cup</strong> in Wels.</p>',
        image: { id: imageId },
        buttonText: 'Zum Sommer-Cup',
        buttonLink: `${portal.url}/#/conditions`,
        detailView: true,
      },
    });
    // a match open for sign-up, with stands
    const ipsc = await ipscHandgun(portal.url, adminToken);
    const dates = { date: day(40), registrationStart: day(0), registrationEnd: day(30) };
    const { publicLink: signUpLink } = await callApi<{ publicLink: string }>(
      portal.url,
      'competitions',
      adminToken,
      {
        method: 'POST',
        body: {
          // unlisted: opened by its link, the lists stay as they are
          ...matchBody(ipsc, dates, { club: { id: clubs.content[0]!.id }, name: 'Barrierefrei-Cup' }),
          viewType: 'UNLISTED',
          squads: [
            {
              name: 'Squad 1',
              information: 'Vormittag',
              squadSize: 2,
              startDate: dates.date,
              startTime: '09:00',
              endTime: '12:00',
              stands: ['A', 'B'],
            },
          ],
        },
      },
    );
    await replicasCaughtUp(portal.infra);
    publicRoutes = [
      { route: 'dashboard', ready: 'page-dashboard' },
      ...LISTS,
      { route: `vereine/${clubs.content[0]!.publicLinkId}`, ready: 'page-club' },
      { route: `competitionDetails/${competitions.content[0]!.publicLink}`, ready: 'page-competition' },
      { route: `werbung/${advert.publicId}`, ready: 'advert-detail' },
      { route: 'impressum', ready: 'page-impressum' },
      { route: 'datenschutz', ready: 'page-datenschutz' },
      { route: 'conditions', ready: 'page-conditions' },
      { route: 'changelog', ready: 'page-changelog' },
      { route: 'userRegister', ready: 'register-page' },
      // a guest without a cart: NO_ITEMS_IN_CART and the way back
      { route: 'cart', ready: 'cart-empty' },
      { route: 'checkout', ready: 'cart-empty' },
      { route: 'orderComplete', ready: 'page-order-complete' },
      // card payment result pages (the provider sends the browser there)
      { route: 'paymentComplete?checkout=0b8f2a8e-3c1c-4a57-9d4b-2a0f3c1e9d11', ready: 'payment-complete' },
      { route: 'paymentFailed?checkout=0b8f2a8e-3c1c-4a57-9d4b-2a0f3c1e9d11', ready: 'payment-failed' },
      // the sign-up dialog, opened the way the list's register button opens it
      { route: `competitionDetails/${signUpLink}?signUp=true`, ready: 'signup-dialog', dialog: true },
    ];
    // the shooter's cart holds a reserved item, so the cart and checkout show their tables
    const match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, 'Axe');
    const reserved = await reserveItem(portal.url, match, await login(portal.url, 'shooter', 'Shooter123!'));
    shooterItemId = reserved.orderItems[0]!.id;
    const guestItemId = (await reserveItem(portal.url, match, null)).orderItems[0]!.id;
    const pool = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query('SELECT token FROM registration.order_items WHERE id = $1', [
        guestItemId,
      ]);
      guestLink = `publicOrderItems/${guestItemId}/${(rows[0] as { token: string }).token}`;
    } finally {
      await pool.end();
    }
    guest = await openBrowser();
    guestPage = await guest.context.newPage();
    shooter = await openBrowser();
    shooterPage = await shooter.context.newPage();
    await loginInBrowser(shooterPage, portal.url, 'shooter', 'Shooter123!');
  });
  afterAll(async () => {
    await guest?.close();
    await shooter?.close();
    await portal?.stop();
  });

  describe.each(SETTINGS)('$locale, $viewport', ({ locale, viewport }) => {
    it('when a guest opens each public page then axe finds no critical or serious violation', async () => {
      await useSetting(guestPage, portal.url, locale, viewport);
      for (const { route, ready, dialog } of publicRoutes) {
        await openRoute(guestPage, portal.url, route, ready);
        if (dialog) await dialogShown(guestPage);
        await expectNoSeriousViolations(guestPage, `${route} (${locale}, ${viewport})`);
        if (dialog) await guestPage.keyboard.press('Escape');
      }
      // the mailed personal link (it shows the registration in its own language)
      await openRoute(guestPage, portal.url, guestLink, 'order-item-form');
      await expectNoSeriousViolations(guestPage, `publicOrderItems (${locale}, ${viewport})`);
      if (viewport === 'phone') {
        // on phones the menu slides in as a dialog over the page
        await openPhoneMenu(guestPage);
        await expectNoSeriousViolations(guestPage, `open menu (${locale}, ${viewport})`);
        await guestPage.keyboard.press('Escape');
      }
    });

    it('when a guest opens the public lists then no button or link lies outside the window', async () => {
      await useSetting(guestPage, portal.url, locale, viewport);
      for (const { route, ready } of LISTS) {
        await openRoute(guestPage, portal.url, route, ready);
        await expectNoSidewaysScroll(guestPage, `${route} (${locale}, ${viewport})`);
      }
    });

    it('when a shooter opens the lists and the profile then they fit the window and pass axe', async () => {
      await useSetting(shooterPage, portal.url, locale, viewport);
      for (const { route, ready } of LISTS) {
        await openRoute(shooterPage, portal.url, route, ready);
        await expectNoSidewaysScroll(shooterPage, `${route} as shooter (${locale}, ${viewport})`);
        await expectNoSeriousViolations(shooterPage, `${route} as shooter (${locale}, ${viewport})`);
      }
      // the details and register buttons are the list's actions: they must be there to be reachable
      await openRoute(shooterPage, portal.url, 'competitionList', 'page-competition-list');
      expect(await shooterPage.locator('[data-testid^="competition-details-"]').count()).toBeGreaterThan(0);

      const { id } = (await shooterPage.evaluate('JSON.parse(window.localStorage.getItem("identity"))')) as {
        id: number;
      };
      await openRoute(shooterPage, portal.url, `profile/${id}`, 'profile-page');
      // the calendar subscription section (docs/calendar-feed.md) is checked once it has loaded
      await shooterPage.getByTestId('calendar-feed-rotate').waitFor();
      await expectNoSeriousViolations(shooterPage, `profile (${locale}, ${viewport})`);
      // the deputies tab with its deputy mail switch
      await openStep(shooterPage, 'profile-step-3');
      await shooterPage.getByTestId('profile-deputyMail').waitFor({ state: 'attached' });
      await expectNoSeriousViolations(shooterPage, `profile deputies (${locale}, ${viewport})`);

      // one's own registrations: the dashboard's lists, myCompetitions, the edit page
      for (const [route, ready] of [
        ['dashboard', 'dashboard-my-upcoming-table'],
        ['myCompetitions', 'booked-table'],
        [`shooterOrderItems/${shooterItemId}`, 'order-item-form'],
        [`shooterOrderItems/${shooterItemId}?mode=view`, 'order-item-form'],
      ] as const) {
        await openRoute(shooterPage, portal.url, route, ready);
        await expectNoSidewaysScroll(shooterPage, `${route} as shooter (${locale}, ${viewport})`);
        await expectNoSeriousViolations(shooterPage, `${route} as shooter (${locale}, ${viewport})`);
      }
      // My competitions as cards (the premium shooter's toggle), then back to the table
      await openRoute(shooterPage, portal.url, 'myCompetitions', 'booked-table');
      await shooterPage.getByTestId('competition-view-cards').click();
      await shooterPage.getByTestId(`booked-card-${shooterItemId}`).waitFor();
      await expectNoSidewaysScroll(shooterPage, `myCompetitions cards (${locale}, ${viewport})`);
      await expectNoSeriousViolations(shooterPage, `myCompetitions cards (${locale}, ${viewport})`);
      await shooterPage.getByTestId('competition-view-list').click();
      await shooterPage.getByTestId('booked-table').waitFor();

      for (const route of ['cart', 'checkout']) {
        await openRoute(shooterPage, portal.url, route, 'cart-table');
        await expectNoSidewaysScroll(shooterPage, `${route} as shooter (${locale}, ${viewport})`);
        await expectNoSeriousViolations(shooterPage, `${route} as shooter (${locale}, ${viewport})`);
      }
      // the premium page: status, purchase form (and the guest's note below)
      await openRoute(shooterPage, portal.url, 'premium', 'premium-status');
      await expectNoSidewaysScroll(shooterPage, `premium as shooter (${locale}, ${viewport})`);
      await expectNoSeriousViolations(shooterPage, `premium as shooter (${locale}, ${viewport})`);
      // paying a registration later: an unknown one shows the error and the way back
      await openRoute(shooterPage, portal.url, 'orderItem/pay/2147483647', 'order-item-pay-error');
      await expectNoSeriousViolations(shooterPage, `orderItem/pay as shooter (${locale}, ${viewport})`);
    });
  });
});
