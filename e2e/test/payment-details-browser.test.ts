import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousViolations,
  openRoute,
  useSetting,
  type Locale,
  type ViewportName,
} from './accessibility';
import { openBrowser } from './browser';
import { waitFor } from '@portal/service-kit/testing';
import { createOpenMatch, reserveItem, type OpenMatch, type ReservedOrder } from './cartData';
import { startPortal, type Portal } from './portal';
import { replicasCaughtUp } from './replicas';
import { callApi, day, login, loginInBrowser } from './session';

/** the clubs' and the portal's account (as typed, and as the transfer details show it) */
const IBAN = 'AT61 1904 3002 3457 3201';

/**
 * Issue 20's payment paths in Chromium through the gateway and every service, in German and
 * English, on a phone and a wide screen: the seeded premium shooter is told his premium runs;
 * premium by transfer shows recipient, IBAN and BIC; a guest's transfer checkout shows the
 * transfer details at once; a waiting-list entry of a transfer checkout that gets its place is
 * mailed its details and its page shows them; the payment-failed page says the registration
 * exists, unpaid, and how to pay.
 */
describe('payment details in the browser (issue 20)', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let db: pg.Pool;
  let match: OpenMatch;

  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const dayText = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
  const newPage = async (locale: Locale, viewport: ViewportName) => {
    const page = await browser.context.newPage();
    await useSetting(page, portal.url, locale, viewport);
    return page;
  };
  /** prepareOrder + reserveOrder of a logged-out guest (or the user of `token`) with an e-mail of its own */
  const reserveAsGuest = async (target: OpenMatch, email: string, token: string | null = null) => {
    const prepared = await callApi<{ orderItems: { token: string }[] }>(
      portal.url,
      'publicResources/prepareOrder',
      token,
      {
        method: 'POST',
        body: {
          status: 'PREPARE',
          orderItems: [{ competitionId: target.competitionId, squadId: target.squadId }],
        },
      },
    );
    const { ipsc } = target;
    return callApi<ReservedOrder>(portal.url, 'publicResources/reserveOrder', token, {
      method: 'POST',
      body: {
        token: prepared.orderItems[0]!.token,
        order: {
          firstName: 'Greta',
          lastName: 'Gast',
          email,
          agbs: true,
          orderItems: [
            { divisionId: ipsc.divisionId, competitionClassId: ipsc.classId, factorId: ipsc.factorId },
          ],
        },
      },
    });
  };
  const logout = async (page: Page) => {
    await page.evaluate('localStorage.clear()');
    await page.close();
  };

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, 'Zahlungs-Cup');
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await portal?.stop();
  });

  it.each([
    ['de', 'phone', 'Gültig bis', 'Um ein Jahr verlängern'],
    ['en', 'desktop', 'Valid until', 'Extend by one year'],
  ] as const)(
    'the seeded shooter with premium sees it valid and is offered an extension, not a purchase (%s, %s)',
    async (locale, viewport, validText, renewText) => {
      const [seeded] = await query<{ until: string }>(
        "SELECT payment_until::text AS until FROM identity.users WHERE username = 'shooter'",
      );
      const page = await newPage(locale, viewport);
      await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
      await openRoute(page, portal.url, 'premium', 'premium-status');
      await expect
        .poll(() => page.getByTestId('premium-valid-until').textContent())
        .toBe(`${validText} ${dayText(seeded!.until)}`);
      expect(await page.getByTestId('premium-not-valid').count()).toBe(0);
      expect(await page.getByTestId('premium-buy').textContent()).toBe(renewText);
      // the orange "no valid premium" bar agrees
      expect(await page.getByTestId('payment-bar').count()).toBe(0);
      await logout(page);
    },
  );

  it.each([
    ['en', 'desktop'],
    ['de', 'phone'],
  ] as const)(
    'premium bought by transfer shows recipient, IBAN, BIC, amount and reference with the code (%s, %s)',
    async (locale, viewport) => {
      const page = await newPage(locale, viewport);
      await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
      await openRoute(page, portal.url, 'premium', 'premium-status');
      // the first run buys; the second finds the open payment
      if ((await page.getByTestId('premium-transfer').count()) === 0) {
        await page.getByTestId('premium-terms').check();
        await page.getByTestId('premium-buy').click();
      }
      await page.getByTestId('premium-transfer').waitFor();
      expect(await page.getByTestId('premium-transfer-name').textContent()).toBe(
        'Schießsport-Portal Österreich',
      );
      expect(await page.getByTestId('premium-transfer-iban').textContent()).toBe(IBAN);
      expect(await page.getByTestId('premium-transfer-bic').textContent()).toBe('GIBAATWWXXX');
      expect(await page.getByTestId('premium-transfer-amount').textContent()).toMatch(/20[,.]00/);
      expect(await page.getByTestId('premium-transfer-reference').textContent()).toMatch(/^RF\d{2}PRM/);
      await expectNoSeriousViolations(page, `premium transfer details, ${locale}, ${viewport}`);
      await logout(page);
    },
  );

  it.each([
    ['de', 'desktop', /Überweisung an den Verein/, 'Empfänger'],
    ['en', 'phone', /Bank transfer to the club/, 'Beneficiary'],
  ] as const)(
    'a guest checking out by bank transfer sees the transfer details at once (%s, %s)',
    async (locale, viewport, transferLabel, recipientLabel) => {
      const reserved = await reserveAsGuest(match, `guest-${locale}-${viewport}@example.at`);
      const itemId = reserved.orderItems[0]!.id;
      const page = await newPage(locale, viewport);
      await page.evaluate(`(() => {
        localStorage.setItem('cartId', '${reserved.cartId}');
        localStorage.setItem('cartToken', '${reserved.cartToken}');
        localStorage.setItem('cartAmount', '1');
      })()`);
      await page.goto(`${portal.url}/#/checkout`);
      await page.reload();
      await page.getByTestId('checkout-next').click();
      await page.getByLabel(transferLabel).check();
      await page.getByTestId('checkout-next').click();
      await page.getByTestId('checkout-agbs').locator('input').check();
      await page.getByTestId('checkout-submit').click();
      await page.getByTestId('checkout-transfers').waitFor();
      await page.getByTestId(`transfer-qr-${itemId}-iban`).waitFor({ timeout: 20_000 });
      expect(await page.getByTestId(`transfer-qr-${itemId}-iban`).textContent()).toBe(IBAN);
      expect(await page.getByTestId(`transfer-qr-${itemId}-name`).textContent()).toBe('SV Zahlungs-Cup');
      expect(await page.getByTestId(`transfer-qr-${itemId}-amount`).textContent()).toMatch(/30[,.]00/);
      expect(await page.getByTestId(`transfer-qr-${itemId}-reference`).textContent()).toMatch(
        new RegExp(`^RF\\d{2}REG${itemId}$`),
      );
      expect(await page.getByTestId('checkout-transfers').textContent()).toContain(recipientLabel);
      await expectNoSeriousViolations(page, `guest transfer checkout, ${locale}, ${viewport}`);
      await page.close();
    },
  );

  it('a waiting-list entry of a transfer checkout that gets its place is mailed its transfer details, and its page shows them (de phone, en desktop)', async () => {
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    const small = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, 'Wartelisten-Cup', {
      squads: [
        {
          name: 'Squad 1',
          information: 'Vormittag',
          squadSize: 1,
          maxWaitingListSize: 3,
          startDate: day(40),
          startTime: '09:00',
          endTime: '12:00',
        },
      ],
    });
    // shooter2 takes the one place; a premium member waits (waiting lists are premium,
    // docs/premium-features.md) and checks out by bank transfer
    const shooterToken = await login(portal.url, 'shooter2', 'Shooter123!');
    const placed = await reserveItem(portal.url, small, shooterToken);
    await callApi(portal.url, 'users', adminToken, {
      method: 'POST',
      body: {
        username: 'waiting.member',
        email: 'waiting.member@example.at',
        userRoleIds: [4],
        firstName: 'Greta',
        lastName: 'Gast',
        selectedLanguage: 'de',
        password: 'Waiting123',
        password2: 'Waiting123',
        paymentUntil: day(300),
      },
    });
    await replicasCaughtUp(portal.infra);
    const memberToken = await login(portal.url, 'waiting.member', 'Waiting123');
    const waiting = await reserveAsGuest(small, 'waiting@example.at', memberToken);
    const waitingId = waiting.orderItems[0]!.id;
    await callApi(portal.url, `publicResources/cart/${waiting.cartId}/submit`, memberToken, {
      method: 'PUT',
      body: { paymentMethod: 'DEPOSIT', agbs: true },
    });
    const [before] = await query<{ waiting_list: boolean }>(
      'SELECT waiting_list FROM registration.order_items WHERE id = $1',
      [waitingId],
    );
    expect(before!.waiting_list).toBe(true);
    // the place is given back: the member moves up and owes the fee now
    await callApi(portal.url, `shooterOrderItems/${placed.orderItems[0]!.id}/cancel`, shooterToken, {
      method: 'PUT',
    });
    // the transfer details of this registration (the member had the waiting-list mails before)
    const mail = await waitFor(
      async () =>
        portal.mail
          .messages()
          .find((m) => m.to.includes('waiting@example.at') && m.text.includes(`REG${waitingId}`)),
      30_000,
      200,
    );
    expect(mail.text).toContain(`IBAN: ${IBAN}`);
    expect(mail.text).toContain('SV Wartelisten-Cup');
    expect(mail.text).toMatch(/EUR 30,00/);
    const [{ token }] = (await query<{ token: string }>(
      'SELECT token FROM registration.order_items WHERE id = $1',
      [waitingId],
    )) as [{ token: string }];
    for (const [locale, viewport] of [
      ['de', 'phone'],
      ['en', 'desktop'],
    ] as const) {
      const page = await newPage(locale, viewport);
      await openRoute(page, portal.url, `publicOrderItems/${waitingId}/${token}`, `transfer-qr-${waitingId}`);
      expect(await page.getByTestId(`transfer-qr-${waitingId}-iban`).textContent()).toBe(IBAN);
      expect(await page.getByTestId(`transfer-qr-${waitingId}-reference`).textContent()).toMatch(
        new RegExp(`REG${waitingId}$`),
      );
      await expectNoSeriousViolations(page, `promoted entry's transfer, ${locale}, ${viewport}`);
      await page.close();
    }
  });

  it.each([
    ['de', 'phone', 'Ihre Anmeldung besteht weiterhin', 'So bezahlen Sie'],
    ['en', 'desktop', 'Your registration still exists', 'How to pay'],
    ['de', 'desktop', 'noch nicht bezahlt', 'Meine Bewerbe'],
    ['en', 'phone', 'not paid yet', 'My competitions'],
  ] as const)(
    'the payment-failed page says the registration exists, unpaid, and how to pay (%s, %s)',
    async (locale, viewport, exists, how) => {
      const page = await newPage(locale, viewport);
      await openRoute(
        page,
        portal.url,
        'paymentFailed?checkout=0b8f2a8e-3c1c-4a57-9d4b-2a0f3c1e9d11',
        'payment-failed',
      );
      const text = await page.getByTestId('page-payment-failed').textContent();
      expect(text).toContain(exists);
      expect(text).toContain(how);
      expect(text).not.toMatch(/nicht abgeschlossen|was not completed/);
      await page.close();
    },
  );
});
