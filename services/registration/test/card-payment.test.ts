import { randomUUID } from 'node:crypto';
import { ORDER_EVENTS, type PaymentSucceeded } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, shooterToken, type Json } from './support';

const CARD = { payOnSite: false, paymentViaDeposit: true, paymentWithWirecard: true, nominationFee: 45.5 };

/**
 * Registration's side of a card payment: the card checkout asks payment by event (amount in
 * cents from the replica), the provider's confirmation marks the items paid and finishes the
 * cart once, and a single registration is paid later (`orderItem/pay/{id}`).
 */
describe('registration: card checkout and provider payments', () => {
  let r: Registrations;
  let base: string;

  const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    r.query<T>(text, values);
  const outbox = async (type: string) =>
    (
      await query<{ envelope: { payload: Json } }>(
        'SELECT envelope FROM registration.outbox WHERE type = $1 ORDER BY id',
        [type],
      )
    ).map((row) => row.envelope.payload);
  const signUp = async (
    competitionId: number,
    squadId: number,
    jwt?: string,
    cart: Record<string, unknown> = {},
  ) => (await signUpOverHttp(base, competitionId, squadId, jwt, { divisionId: 7 }, cart)).reserved;
  const submit = (cartId: number, body: Record<string, unknown>, jwt?: string) =>
    call(base, 'PUT', `publicResources/cart/${cartId}/submit`, { agbs: true, ...body }, jwt);
  const items = (ids: number[]) =>
    query<{ id: number; paid: boolean; paid2: boolean }>(
      'SELECT id, paid, paid2 FROM registration.order_items WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
  const cartOpen = async (cartId: number) =>
    (
      await query<{ open: boolean }>(
        'SELECT submitted_at IS NULL AS open FROM registration.carts WHERE id = $1',
        [cartId],
      )
    )[0]!.open;
  const succeeded = (request: Json, over: Partial<PaymentSucceeded> = {}): PaymentSucceeded => ({
    paymentId: randomUUID(),
    checkoutId: request.checkoutId,
    provider: 'sandbox',
    providerEventId: `evt_${randomUUID()}`,
    purpose: request.purpose,
    orderIds: request.orderIds,
    itemIds: request.itemIds,
    second: request.second,
    userId: request.userId,
    amountCents: request.amountCents,
    ...over,
  });
  const checkoutOf = async (redirect: string) => {
    const checkoutId = redirect.split('/').pop();
    return (await outbox(ORDER_EVENTS.checkoutRequested)).find((p) => p.checkoutId === checkoutId);
  };

  beforeAll(async () => {
    r = await startRegistrations(1, { DATABASE_POOL_SIZE: '5' }, 'regcard');
    base = r.bases[0]!;
    const squad = (id: number) => ({ id, squadSize: 1, maxWaitingListSize: 2, divisionIds: [7] });
    await r.publishCompetition(competitionSnapshot(700, [squad(7001), squad(7002), squad(7003)], CARD));
    await r.publishCompetition(
      competitionSnapshot(701, [squad(7011), squad(7012)], { ...CARD, nominationFee: 20 }),
    );
    await r.publishCompetition(
      competitionSnapshot(702, [squad(7021)], { ...CARD, paymentWithWirecard: false }),
    );
  });
  afterAll(() => r?.stop());

  it('when a shooter checks out by card then payment is asked for the fees in cents and the cart stays open until the provider confirms', async () => {
    const jwt = await shooterToken(r.keys, 7100);
    const first = await signUp(700, 7001, jwt);
    const second = await signUp(701, 7011, jwt);
    const answer = await submit(first.cartId, { paymentMethod: 'CARD' }, jwt);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'ORDER_SUBMITTED',
      paymentMethod: 'CARD',
      cartClosed: false,
    });
    expect(answer.body['payment-redirect-url']).toMatch(
      /^\/api\/publicResources\/payments\/checkouts\/[0-9a-f-]{36}$/,
    );
    const request = await checkoutOf(answer.body['payment-redirect-url']);
    expect(request).toMatchObject({
      purpose: 'ORDER',
      itemIds: [first.orderItems[0].id, second.orderItems[0].id],
      orderIds: [first.id, second.id],
      amountCents: 6550,
      second: false,
      userId: 7100,
      email: 'anna@example.org',
    });
    const window = new Date(request.payableUntil).getTime() - Date.now();
    expect(window).toBeGreaterThan(50 * 60_000);
    expect(window).toBeLessThanOrEqual(60 * 60_000);
    expect(await cartOpen(first.cartId)).toBe(true);
    expect((await outbox(ORDER_EVENTS.orderSubmitted)).filter((p) => p.cartId === first.cartId)).toHaveLength(
      0,
    );

    // the provider confirms; the same event again and a second event of the same payment
    const payment = succeeded(request);
    const eventId = randomUUID();
    await r.events.publish(ORDER_EVENTS.paymentSucceeded, 1, payment, eventId);
    await waitFor(async () => !(await cartOpen(first.cartId)));
    await r.events.publish(ORDER_EVENTS.paymentSucceeded, 1, payment, eventId);
    await r.events.publish(ORDER_EVENTS.paymentSucceeded, 1, { ...payment, providerEventId: 'evt_again' });
    await waitFor(
      async () =>
        (await query('SELECT 1 FROM registration.inbox WHERE handler = $1', ['apply-provider-payment']))
          .length >= 2,
    );
    expect(await items(request.itemIds)).toEqual([
      { id: first.orderItems[0].id, paid: true, paid2: false },
      { id: second.orderItems[0].id, paid: true, paid2: false },
    ]);
    const changes = (await outbox(ORDER_EVENTS.orderItemPaymentChanged)).filter((p) =>
      request.itemIds.includes(p.itemId),
    );
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ by: 'PROVIDER', paymentId: payment.paymentId, paid: true });
    const submitted = (await outbox(ORDER_EVENTS.orderSubmitted)).filter((p) => p.cartId === first.cartId);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ paymentMethod: 'CARD', userId: 7100 });
    expect(submitted[0].items.map((i: Json) => i.amountCents)).toEqual([4550, 2000]);
    // a refund of that payment: the items are unpaid again, the registrations stay
    await r.events.publish(ORDER_EVENTS.paymentRefunded, 1, {
      paymentId: payment.paymentId,
      refundId: 're_1',
      itemIds: request.itemIds,
      amountCents: 6550,
      purpose: 'ORDER',
      second: false,
    });
    await waitFor(async () => (await items(request.itemIds)).every((item) => !item.paid));
    const unpaid = (await outbox(ORDER_EVENTS.orderItemPaymentChanged)).filter(
      (p) => request.itemIds.includes(p.itemId) && !p.paid,
    );
    expect(unpaid).toHaveLength(2);
    // the cart is finished: another submit finds nothing
    expect(await submit(first.cartId, { paymentMethod: 'CARD' }, jwt)).toEqual({
      status: 409,
      body: { error: 'NO_ITEMS_IN_CART' },
    });
  });

  it('when a card payment is declined then the cart stays, and is checked out again by bank transfer', async () => {
    const guest = await signUp(700, 7002);
    const card = await submit(guest.cartId, { paymentMethod: 'CARD', cartToken: guest.cartToken });
    expect(card.body['payment-redirect-url']).toEqual(expect.any(String));
    // (payment.failed changes nothing in registration)
    expect(await cartOpen(guest.cartId)).toBe(true);
    const transfer = await submit(guest.cartId, { paymentMethod: 'DEPOSIT', cartToken: guest.cartToken });
    expect(transfer.body).toMatchObject({ cartClosed: true, 'payment-redirect-url': null });
    const submitted = (await outbox(ORDER_EVENTS.orderSubmitted)).filter((p) => p.cartId === guest.cartId);
    expect(submitted).toEqual([
      expect.objectContaining({
        paymentMethod: 'DEPOSIT',
        userId: null,
        items: [
          expect.objectContaining({ itemId: guest.orderItems[0].id, amountCents: 4550, competitionId: 700 }),
        ],
      }),
    ]);
    expect(await items([guest.orderItems[0].id])).toEqual([
      { id: guest.orderItems[0].id, paid: false, paid2: false },
    ]);
  });

  it('while a card checkout runs no item leaves the cart (TOO_EARLY_TO_DELETE); after its window it may', async () => {
    const jwt = await shooterToken(r.keys, 7110);
    const held = await signUp(700, 7003, jwt);
    const itemId = held.orderItems[0].id as number;
    const card = await submit(held.cartId, { paymentMethod: 'CARD' }, jwt);
    expect(card.body['payment-redirect-url']).toEqual(expect.any(String));
    const taken = async () =>
      (
        await query<{ taken: number }>('SELECT taken FROM registration.squad_occupancy WHERE squad_id = 7003')
      )[0]!.taken;
    expect(await taken()).toBe(1);

    const early = await call(base, 'DELETE', `publicResources/orderItems/${itemId}`, undefined, jwt);
    expect(early).toEqual({ status: 409, body: { error: 'TOO_EARLY_TO_DELETE' } });
    expect(await items([itemId])).toHaveLength(1);
    expect(await taken()).toBe(1);

    // the checkout's window is over (the provider refuses it now): the item may go
    await query(
      `UPDATE registration.carts SET card_checkout_until = now() - interval '1 second' WHERE id = $1`,
      [held.cartId],
    );
    expect((await call(base, 'DELETE', `publicResources/orderItems/${itemId}`, undefined, jwt)).status).toBe(
      200,
    );
    expect(await taken()).toBe(0);
  });

  it('when only waiting-list entries are in the cart then there is nothing to pay by card', async () => {
    const jwt = await shooterToken(r.keys, 7101);
    await signUp(701, 7012, await shooterToken(r.keys, 7102)); // takes the one place
    const waiting = await signUp(701, 7012, jwt);
    expect(waiting.orderItems[0].waitingList).toBe(true);
    expect(await submit(waiting.cartId, { paymentMethod: 'CARD' }, jwt)).toEqual({
      status: 400,
      body: { error: 'PAYMENTMETHOD_INVALID_FOR_CART', field: 'paymentMethod' },
    });
    expect(await cartOpen(waiting.cartId)).toBe(true);
  });

  it('when a shooter pays one registration later then payment is asked for that item; strangers, paid items and bad ids are refused', async () => {
    const jwt = await shooterToken(r.keys, 7103);
    const mine = await signUp(700, 7003, jwt);
    await submit(mine.cartId, { paymentMethod: 'DEPOSIT' }, jwt);
    const itemId = mine.orderItems[0].id;

    const paid = await call(base, 'GET', `orderItem/pay/${itemId}`, undefined, jwt);
    expect(paid.status).toBe(200);
    const request = await checkoutOf(paid.body['payment-redirect-url']);
    expect(request).toMatchObject({
      purpose: 'ORDER_ITEM',
      itemIds: [itemId],
      amountCents: 4550,
      userId: 7103,
    });

    expect((await call(base, 'GET', `orderItem/pay/${itemId}`)).status).toBe(401);
    expect(
      await call(base, 'GET', `orderItem/pay/${itemId}`, undefined, await shooterToken(r.keys, 7104)),
    ).toEqual({
      status: 403,
      body: { error: 'ACCESS_DENIED' },
    });
    expect(await call(base, 'GET', 'orderItem/pay/999999', undefined, jwt)).toEqual({
      status: 404,
      body: { error: 'ORDER_ITEM_NOT_FOUND' },
    });
    expect((await call(base, 'GET', 'orderItem/pay/abc', undefined, jwt)).status).toBe(400);
    expect((await call(base, 'GET', 'orderItem/pay/0', undefined, jwt)).status).toBe(400);

    // a competition without card payments
    const other = await signUp(702, 7021, jwt);
    expect(await call(base, 'GET', `orderItem/pay/${other.orderItems[0].id}`, undefined, jwt)).toEqual({
      status: 400,
      body: { error: 'PAYMENTMETHOD_INVALID_FOR_CART', field: 'paymentMethod' },
    });

    // once paid (purpose ORDER_ITEM: no cart is touched), a second attempt is refused
    await r.events.publish(ORDER_EVENTS.paymentSucceeded, 1, succeeded(request));
    await waitFor(async () => (await items([itemId]))[0]!.paid);
    expect(await call(base, 'GET', `orderItem/pay/${itemId}`, undefined, jwt)).toEqual({
      status: 409,
      body: { error: 'ORDER_ITEM_ALREADY_PAID' },
    });
  });
});
