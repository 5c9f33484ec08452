import type { Page } from 'playwright-core';
import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './accessibility';
import { openBrowser } from './browser';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { callApi, login, loginInBrowser, openAfresh, prepareStorage, startWithoutSession } from './session';

/**
 * Card payment in Chromium through the gateway and the sandbox provider's hosted page: a guest
 * and a shooter pay and land on paymentComplete with the cart empty and the items paid; a
 * declined payment lands on paymentFailed, nothing charged, and the cart is checked out by bank
 * transfer instead; a registration is paid later through `#/orderItem/pay/{id}`; an admin cancels
 * a card-paid registration in the back-office and refunds it through the offer that follows.
 */
describe('card payment in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let db: pg.Pool;
  let match: OpenMatch;
  /** the registrations paid by card in the first two tests; an admin refunds them in the last two */
  const cardPaid: { guest?: number; shooter?: number } = {};

  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const paidOf = async (itemId: number) =>
    (await query<{ paid: boolean }>('SELECT paid FROM registration.order_items WHERE id = $1', [itemId]))[0]!
      .paid;
  const badge = (page: Page) => page.getByTestId('cart-amount').getAttribute('data-amount');

  /** the checkout's three steps with the card; ends on the sandbox provider's page */
  const payByCard = async (page: Page, texts: { card: RegExp; toWirecard: RegExp }) => {
    await openAfresh(page, portal.url, 'checkout');
    await page.getByTestId('checkout-next').click();
    await page.getByLabel(texts.card).check();
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-agbs').locator('input').check();
    expect(await page.getByTestId('checkout-submit').textContent()).toMatch(texts.toWirecard);
    await page.getByTestId('checkout-submit').click();
    await page.waitForURL(/\/api\/publicResources\/payments\/sandbox\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('sandbox-amount').textContent()).toMatch(/30,00/);
    // the provider's page that ships with the product passes axe too
    await expectNoSeriousViolations(page, 'sandbox payment page');
  };

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, 'Karten-Cup', {
      paymentWithWirecard: true,
    });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await portal?.stop();
  });

  it('a guest pays by card on the sandbox page and lands on paymentComplete with the cart empty and the item paid, in German', async () => {
    const reserved = await reserveItem(portal.url, match, null);
    const page = await browser.context.newPage();
    await prepareStorage(page, portal.url, {
      locale: 'de',
      cartId: String(reserved.cartId),
      cartToken: String(reserved.cartToken),
      cartAmount: '1',
    });
    await payByCard(page, { card: /Kartenzahlung/, toWirecard: /Weiter zur Kartenzahlung/ });
    // the cart is kept while the shopper is at the provider
    const [open] = await query<{ open: boolean }>(
      'SELECT submitted_at IS NULL AS open FROM registration.carts WHERE id = $1',
      [reserved.cartId],
    );
    expect(open!.open).toBe(true);

    await page.getByRole('button', { name: 'Zahlung erfolgreich' }).click();
    await page.waitForURL(/#\/paymentComplete/);
    await page.getByTestId('payment-complete').waitFor();
    expect(await page.getByTestId('payment-complete').textContent()).toMatch(/Zahlung ist eingegangen/);
    await expect.poll(() => badge(page)).toBe('0');
    expect(await page.evaluate('localStorage.getItem("cartId")')).toBeNull();
    // registration marked the item paid and closed the cart when payment's event arrived
    await waitFor(() => paidOf(reserved.orderItems[0]!.id), 20_000, 100);
    const [cart] = await query<{ submitted: boolean; payment_method: string }>(
      'SELECT submitted_at IS NOT NULL AS submitted, payment_method FROM registration.carts WHERE id = $1',
      [reserved.cartId],
    );
    expect(cart).toEqual({ submitted: true, payment_method: 'CARD' });
    cardPaid.guest = reserved.orderItems[0]!.id;
    await page.close();
  });

  it('a shooter pays the cart by card and lands on paymentComplete with the cart empty and the registration paid, in English', async () => {
    const second = await createOpenMatch(
      portal.url,
      portal.infra.databaseUrl,
      await login(portal.url, 'admin', 'Admin123!'),
      'Karten-Cup 2',
      {
        paymentWithWirecard: true,
      },
    );
    const token = await login(portal.url, 'shooter2', 'Shooter123!');
    const reserved = await reserveItem(portal.url, second, token);
    const page = await browser.context.newPage();
    await startWithoutSession(page, portal.url, 'en');
    await loginInBrowser(page, portal.url, 'shooter2', 'Shooter123!');
    await payByCard(page, { card: /Card payment/, toWirecard: /Continue to card payment/ });
    await page.locator('button[value="success"]').click();
    await page.waitForURL(/#\/paymentComplete/);
    expect(await page.getByTestId('payment-complete').textContent()).toMatch(/payment has been received/);
    await expect.poll(() => badge(page)).toBe('0');
    expect(await page.evaluate('localStorage.getItem("cartId")')).toBeNull();
    // the shooter's registrations (the API behind the registered icons) show it paid
    await expect
      .poll(
        async () =>
          (
            await callApi<{ competitionId: number; paid: boolean }[]>(
              portal.url,
              'competitions/registrations',
              token,
            )
          ).find((r) => r.competitionId === second.competitionId)?.paid,
        { timeout: 20_000 },
      )
      .toBe(true);
    // the cart is empty on the server too
    await openAfresh(page, portal.url, 'cart');
    await page.getByTestId('cart-empty').waitFor();
    expect(await paidOf(reserved.orderItems[0]!.id)).toBe(true);
    cardPaid.shooter = reserved.orderItems[0]!.id;
    await page.close();
  });

  it('a shooter’s declined payment lands on paymentFailed with nothing charged, then the cart goes by bank transfer; later the registration is paid by card from its pay page, in English', async () => {
    const token = await login(portal.url, 'shooter', 'Shooter123!');
    const reserved = await reserveItem(portal.url, match, token);
    const itemId = reserved.orderItems[0]!.id;
    const page = await browser.context.newPage();
    await startWithoutSession(page, portal.url, 'en');
    await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
    await payByCard(page, { card: /Card payment/, toWirecard: /Continue to card payment/ });
    await page.locator('button[value="failure"]').click();
    await page.waitForURL(/#\/paymentFailed/);
    expect(await page.getByTestId('payment-failed').textContent()).toMatch(/nothing was charged/);
    const checkouts = await query<{ status: string }>(
      'SELECT status FROM payment.checkouts WHERE $1 = ANY(item_ids)',
      [itemId],
    );
    expect(checkouts.map((c) => c.status)).toEqual(['FAILED']);
    expect(
      await query(
        "SELECT 1 FROM payment.outbox WHERE type = 'payment.payment.succeeded' AND envelope->'payload'->'itemIds' @> $1::jsonb",
        [JSON.stringify([itemId])],
      ),
    ).toHaveLength(0);
    expect(await paidOf(itemId)).toBe(false);

    // another method: bank transfer
    await page.getByTestId('payment-other-method').click();
    await page.getByTestId('page-checkout').waitFor();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
    await page.getByTestId('checkout-next').click();
    await page.getByLabel(/Bank transfer to the club/).check();
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-agbs').locator('input').check();
    await page.getByTestId('checkout-submit').click();
    await expect
      .poll(() => page.getByTestId('checkout-success').textContent())
      .toMatch(/order has been submitted/);
    await expect.poll(() => badge(page)).toBe('0');
    const registrations = () =>
      callApi<{ competitionId: number; paid: boolean }[]>(portal.url, 'competitions/registrations', token);
    expect((await registrations()).find((r) => r.competitionId === match.competitionId)).toMatchObject({
      paid: false,
    });

    // paid later by card: the pay page connects, the provider's page takes it
    await page.goto(`${portal.url}/#/orderItem/pay/${itemId}`);
    await page.waitForURL(/\/api\/publicResources\/payments\/sandbox\//);
    await page.locator('button[value="success"]').click();
    await page.waitForURL(/#\/paymentComplete\?checkout=[0-9a-f-]{36}&kind=item/);
    await page.getByTestId('payment-complete').waitFor();
    await expect
      .poll(async () => (await registrations()).find((r) => r.competitionId === match.competitionId)?.paid, {
        timeout: 20_000,
      })
      .toBe(true);
    // a second payment attempt for the paid registration is refused with a clear message
    await page.goto(`${portal.url}/#/orderItem/pay/${itemId}`);
    await page.reload();
    await expect.poll(() => page.getByTestId('order-item-pay-error').textContent()).toMatch(/already paid/);
    await page.close();
  });

  /** The confirmed card payment of an item (exactly one). */
  const paymentOf = async (itemId: number) => {
    const rows = await query<{ payment_id: string }>(
      "SELECT payment_id FROM payment.checkouts WHERE $1 = ANY(item_ids) AND status = 'SUCCEEDED'",
      [itemId],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!.payment_id;
  };

  /** An admin's page (own browser: no other test's session) at the order-item list of `competition`. */
  const adminAtItems = async (locale: 'de' | 'en', competition: string, itemId: number) => {
    const own = await openBrowser();
    const page = await own.context.newPage();
    // the language before the app starts
    await page.addInitScript(`window.localStorage.setItem('locale', '${locale}')`);
    await loginInBrowser(page, portal.url, 'admin', 'Admin123!');
    await page.goto(`${portal.url}/#/orderItemList`);
    await page.getByTestId('order-item-list-page').waitFor();
    await page.getByTestId('order-item-filter-competition').fill(competition);
    await page.getByRole('option', { name: competition, exact: true }).click();
    await page.locator(`[data-testid="order-item-row-${itemId}"][data-paid="true"]`).waitFor();
    return { page, close: () => own.close() };
  };

  /** The row's cancel, asked and confirmed; the refund offer follows (paid through the provider). */
  const cancelRow = async (
    page: Page,
    itemId: number,
    texts: { ask: string; done: string; offer: string },
  ) => {
    await page.getByTestId(`order-item-cancel-${itemId}`).click();
    await page.getByRole('dialog', { name: texts.ask }).waitFor();
    await page.getByTestId('confirm-yes').click();
    await page.getByText(texts.done, { exact: true }).waitFor();
    await page.getByTestId('refund-offer').getByRole('heading', { name: texts.offer }).waitFor();
  };

  /** Payment recorded the refund once; registration takes the paid flag back, the item stays cancelled. */
  const expectRefunded = async (itemId: number, paymentId: string) => {
    expect(
      await query<{ status: string }>('SELECT status FROM payment.checkouts WHERE payment_id = $1', [
        paymentId,
      ]),
    ).toEqual([{ status: 'REFUNDED' }]);
    expect(await query('SELECT 1 FROM payment.refunds WHERE payment_id = $1', [paymentId])).toHaveLength(1);
    await waitFor(async () => !(await paidOf(itemId)), 20_000, 100);
    const [state] = await query<{ cancelled: boolean }>(
      'SELECT cancelled FROM registration.order_items WHERE id = $1',
      [itemId],
    );
    expect(state).toEqual({ cancelled: true });
  };

  it('an admin cancels a card-paid registration in the back-office and refunds it through the offer, once, in German', async () => {
    const itemId = cardPaid.guest!;
    expect(itemId).toBeDefined();
    const paymentId = await paymentOf(itemId);
    const { page, close } = await adminAtItems('de', 'Karten-Cup', itemId);
    try {
      await cancelRow(page, itemId, {
        ask: 'Anmeldung abmelden?',
        done: 'Erfolgreich storniert.',
        offer: 'Kartenzahlung erstatten?',
      });
      // the amount paid, in German
      expect(await page.getByTestId('refund-offer-text').textContent()).toMatch(/30,00/);
      await expectNoSeriousViolations(page, 'refund offer (de)');
      await page.getByTestId('refund-offer-yes').click();
      await page.getByText('Die Kartenzahlung wurde erstattet.', { exact: true }).waitFor();
      await page.getByTestId('refund-offer').waitFor({ state: 'detached' });
      // the row turns unpaid once registration has the refund, without a reload
      await page
        .locator(`[data-testid="order-item-row-${itemId}"][data-paid="false"]`)
        .waitFor({ timeout: 15_000 });
    } finally {
      await close();
    }
    await expectRefunded(itemId, paymentId);
  });

  it('an admin declines the refund offer (nothing refunded), registers the shooter again, cancels again; refunded meanwhile by another admin, the offer shows the error, in English', async () => {
    const itemId = cardPaid.shooter!;
    expect(itemId).toBeDefined();
    const paymentId = await paymentOf(itemId);
    const texts = {
      ask: 'Cancel the registration?',
      done: 'Cancelled successfully.',
      offer: 'Refund the card payment?',
    };
    const { page, close } = await adminAtItems('en', 'Karten-Cup 2', itemId);
    try {
      await cancelRow(page, itemId, texts);
      expect(await page.getByTestId('refund-offer-text').textContent()).toMatch(/€30\.00/);
      await page.getByTestId('refund-offer-no').click();
      await page.getByTestId('refund-offer').waitFor({ state: 'detached' });
      expect(await query('SELECT 1 FROM payment.refunds WHERE payment_id = $1', [paymentId])).toHaveLength(0);
      expect(await paidOf(itemId)).toBe(true);

      await page.getByTestId(`order-item-uncancel-${itemId}`).click();
      await page.getByRole('dialog', { name: 'Register again?' }).waitFor();
      await page.getByTestId('confirm-yes').click();
      await page.getByTestId(`order-item-cancel-${itemId}`).waitFor();
      await cancelRow(page, itemId, texts);
      // another admin refunds it first: this offer's refund answers the error key, shown in the offer
      await callApi(portal.url, 'payments/refunds', await login(portal.url, 'admin', 'Admin123!'), {
        method: 'POST',
        body: { itemId },
      });
      await page.getByTestId('refund-offer-yes').click();
      await expect
        .poll(() => page.getByTestId('refund-offer-error').textContent())
        .toBe('This payment has already been refunded.');
      await page.getByTestId('refund-offer-no').click();
      await page.getByTestId('refund-offer').waitFor({ state: 'detached' });
    } finally {
      await close();
    }
    await expectRefunded(itemId, paymentId);
  });
});
