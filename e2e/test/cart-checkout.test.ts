import type { Page } from 'playwright-core';
import pg from 'pg';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './browser';
import { createOpenMatch, reserveItem, type OpenMatch } from './cartData';
import { startPortal, type Portal } from './portal';
import { login, loginInBrowser, prepareStorage, startWithoutSession } from './session';

/**
 * Cart and checkout in Chromium through the gateway: RESERVED items made over the API (as a
 * guest and as a shooter), the cart page, the three-step checkout with bank
 * transfer, ORDER_SUBMITTED and the badge back at 0, in German and in English; a shooter removing
 * an item on a phone and a wide screen (the place freed, the removal mailed).
 */
describe('cart and checkout in the browser', () => {
  let portal: Portal;
  let browser: Awaited<ReturnType<typeof openBrowser>>;
  let db: pg.Pool;
  let match: OpenMatch;
  let squadId: number;

  const query = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[];
  const taken = async () =>
    (
      await query<{ taken: number }>('SELECT taken FROM registration.squad_occupancy WHERE squad_id = $1', [
        squadId,
      ])
    )[0]!.taken;

  const signUp = (token: string | null, cart: { cartId?: number | null; cartToken?: string | null } = {}) =>
    reserveItem(portal.url, match, token, cart);

  const badge = (page: Page) => page.getByTestId('cart-amount').getAttribute('data-amount');

  /** cart page: remove the first row, then the three steps with bank transfer */
  const checkOut = async (page: Page, texts: { transfer: RegExp; submitted: RegExp }, rowsBefore: number) => {
    // the app boots on the cart page with the stored cart: a page of the app already running could
    // still move the hash or write its own (empty) cart over the stored one
    await page.goto(`${portal.url}/#/cart`);
    await page.getByTestId('page-cart').waitFor();
    await expect.poll(() => page.getByTestId('cart-row').count()).toBe(rowsBefore);
    await expect.poll(() => badge(page)).toBe(String(rowsBefore));
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('page-checkout').waitFor();
    await page.getByTestId('checkout-next').click();
    // both methods allowed: the choice is shown, nothing preselected
    await page.getByTestId('checkout-method-choice').waitFor();
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-method-choice').waitFor(); // still on the step: a method is required
    await page.getByLabel(texts.transfer).check();
    await page.getByTestId('checkout-next').click();
    await page.getByTestId('checkout-agbs').locator('input').check();
    await page.getByTestId('checkout-submit').click();
    await expect.poll(() => page.getByTestId('checkout-success').textContent()).toMatch(texts.submitted);
    await expect.poll(() => badge(page)).toBe('0');
  };

  beforeAll(async () => {
    portal = await startPortal();
    db = new pg.Pool({ connectionString: portal.infra.databaseUrl, max: 2 });
    const adminToken = await login(portal.url, 'admin', 'Admin123!');
    match = await createOpenMatch(portal.url, portal.infra.databaseUrl, adminToken, 'Warenkorb-Cup');
    squadId = match.squadId;
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await db?.end();
    await portal?.stop();
  });

  it('a guest checks out the one registration of a stored cart with bank transfer, in German', async () => {
    const first = await signUp(null);
    // guests sign up for one competition at a time: the cart takes no second registration
    await expect(signUp(null, first)).rejects.toThrow(/409 .*ONLY_ONE_COMPETITION_FOR_GUEST/);
    expect(await taken()).toBe(1); // the refused reservation confirmed no place
    const second = first;
    expect(second).toMatchObject({ cartAmount: 1 });

    const page = await browser.context.newPage();
    await prepareStorage(page, portal.url, {
      locale: 'de',
      cartId: String(second.cartId),
      cartToken: String(second.cartToken),
      cartAmount: String(second.cartAmount),
    });
    await checkOut(
      page,
      { transfer: /Überweisung an den Verein/, submitted: /Bestellung wurde abgeschickt/ },
      1,
    );

    const [cart] = await query<{ payment_method: string; submitted: boolean }>(
      'SELECT payment_method, submitted_at IS NOT NULL AS submitted FROM registration.carts WHERE id = $1',
      [first.cartId],
    );
    expect(cart).toEqual({ payment_method: 'DEPOSIT', submitted: true });
    // the cart is gone from the browser: the cart page shows NO_ITEMS_IN_CART and the way back
    expect(await page.evaluate('localStorage.getItem("cartId")')).toBeNull();
    await page.goto(`${portal.url}/#/cart`);
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').textContent()).toMatch(/Warenkorb ist leer/);
    await page.close();
  });

  it('a shooter’s cart follows the account: reserved over the API, checked out in English', async () => {
    const token = await login(portal.url, 'shooter', 'Shooter123!');
    const reserved = await signUp(token);
    expect(reserved).toMatchObject({ cartToken: null, cartAmount: 1 });
    const page = await browser.context.newPage();
    // nothing of another test's cart in storage: the account's cart is the one checked out
    await startWithoutSession(page, portal.url, 'en');
    await loginInBrowser(page, portal.url, 'shooter', 'Shooter123!');
    await checkOutSingle(page);
    await page.close();

    async function checkOutSingle(p: Page) {
      await p.goto(`${portal.url}/#/cart`);
      await p.reload();
      await expect.poll(() => p.getByTestId('cart-row').count()).toBe(1);
      // the badge learns the account's cart from the server
      await expect.poll(() => badge(p)).toBe('1');
      await p.getByTestId('cart-checkout').click();
      await p.getByTestId('checkout-next').click();
      await p.getByLabel(/Bank transfer to the club/).check();
      await p.getByTestId('checkout-next').click();
      await p.getByTestId('checkout-submit').click();
      // terms are required on the last step
      await p.getByText('Please accept the terms of participation.').waitFor();
      await p.getByTestId('checkout-agbs').locator('input').check();
      await p.getByTestId('checkout-submit').click();
      await expect
        .poll(() => p.getByTestId('checkout-success').textContent())
        .toMatch(/order has been submitted/);
      await expect.poll(() => badge(p)).toBe('0');
    }
    const [order] = await query<{ payment_method: string }>(
      'SELECT payment_method FROM registration.orders WHERE id = $1',
      [reserved.id],
    );
    expect(order!.payment_method).toBe('DEPOSIT');
  });

  it('a shooter removes a reserved registration from the cart (German on a phone, English on a wide screen): the place is free and the removal is mailed', async () => {
    const settings = [
      { user: 'shooter2', locale: 'de', viewport: { width: 390, height: 844 }, empty: /Warenkorb ist leer/ },
      { user: 'shooter2', locale: 'en', viewport: { width: 1366, height: 900 }, empty: /cart is empty/ },
    ] as const;
    const removalMails = () =>
      portal.mail
        .messages()
        .filter((m) => m.to.includes('greta@example.at') && /Aus dem Warenkorb entfernt/.test(m.subject));
    for (const { user, locale, viewport, empty } of settings) {
      const token = await login(portal.url, user, 'Shooter123!');
      await signUp(token);
      const takenBefore = await taken();
      const mailsBefore = removalMails().length;
      const page = await browser.context.newPage();
      await page.setViewportSize(viewport);
      await startWithoutSession(page, portal.url, locale);
      await loginInBrowser(page, portal.url, user, 'Shooter123!');
      await page.goto(`${portal.url}/#/cart`);
      await page.reload();
      await expect.poll(() => page.getByTestId('cart-row').count()).toBe(1);
      await page.getByTestId('cart-remove').click();
      await page.getByTestId('cart-empty').waitFor();
      expect(await page.getByTestId('cart-empty').textContent()).toMatch(empty);
      await expect.poll(() => badge(page)).toBe('0');
      expect(await taken()).toBe(takenBefore - 1);
      // to the order's address (cartData's Greta), in the account's language (both German)
      await waitFor(async () => removalMails().length === mailsBefore + 1 || undefined, 20_000, 200);
      expect(removalMails().at(-1)!.text).toContain('Warenkorb-Cup');
      await page.close();
    }
  });
});
