import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  prepareOverHttp,
  reserveBody,
  signUpOverHttp,
  startRegistrations,
  type Registrations,
} from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken, type Json } from './support';

const PAY = { payOnSite: true, paymentViaDeposit: true, paymentWithWirecard: false, nominationFee: 45.5 };

/** Cart and checkout (docs/registration.md): one registration process. */
describe('cart and checkout', () => {
  let r: Registrations;
  let keys: Registrations['keys'];
  let base: string;

  const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    r.query<T>(text, values);
  const taken = async (squadId: number) =>
    (
      await query<{ taken: number; waiting: number }>(
        'SELECT taken, waiting FROM registration.squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    )[0];
  const publishCompetition = async (id: number, squadIds: number[], over: Record<string, unknown> = PAY) => {
    const snapshot = competitionSnapshot(
      id,
      squadIds.map((squadId) => ({ id: squadId, squadSize: 5, maxWaitingListSize: 2, divisionIds: [7] })),
      over,
    );
    await r.publishCompetition(snapshot);
  };
  /** prepareOrder + reserveOrder; answers the reserve answer */
  const signUp = async (
    competitionId: number,
    squadId: number,
    jwt?: string,
    cart: Record<string, unknown> = {},
  ) => (await signUpOverHttp(base, competitionId, squadId, jwt, { divisionId: 7 }, cart)).reserved;
  const list = (params: Record<string, string | number>, jwt?: string) =>
    call(
      base,
      'GET',
      `publicResources/orderItems?${new URLSearchParams({ cart: 'true', reserved: 'RESERVED', page: '0', size: '1000', sort: 'id,asc', ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) })}`,
      undefined,
      jwt,
    );
  /** the outbox events of one type about an item */
  const events = async (type: string, itemId: number) =>
    query(
      `SELECT envelope->'payload' AS payload FROM registration.outbox
       WHERE type = $1 AND (envelope->'payload'->>'itemId')::int = $2`,
      [type, itemId],
    );
  const submit = (cartId: number, body: Record<string, unknown>, jwt?: string) =>
    call(base, 'PUT', `publicResources/cart/${cartId}/submit`, body, jwt);
  const cartRow = async (id: number) =>
    (
      await query<{ submitted: boolean; payment_method: string | null }>(
        'SELECT submitted_at IS NOT NULL AS submitted, payment_method FROM registration.carts WHERE id = $1',
        [id],
      )
    )[0]!;

  beforeAll(async () => {
    r = await startRegistrations(1, { DATABASE_POOL_SIZE: '5' }, 'cart');
    keys = r.keys;
    base = r.bases[0]!;
    await publishCompetition(500, [5001, 5002]);
    await publishCompetition(501, [5011], { ...PAY, payOnSite: false, nominationFee: 20 });
    await publishCompetition(502, [5021], { ...PAY, paymentWithWirecard: true, payOnSite: false });
  });
  afterAll(() => r?.stop());

  it('when a guest reserves then the order joins a new guest cart, which takes no second registration; a wrong token a new one', async () => {
    const first = await signUp(500, 5001);
    expect(first).toMatchObject({ status: 'RESERVED', cartAmount: 1 });
    expect(first.cartId).toEqual(expect.any(Number));
    expect(first.cartToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // guests sign up for one competition at a time: the cart refuses a second registration
    const { first: held } = await prepareOverHttp(base, 500, 5002);
    expect(
      await call(base, 'POST', 'publicResources/reserveOrder', {
        ...reserveBody(held.token as string, { divisionId: 7 }),
        cartId: first.cartId,
        cartToken: first.cartToken,
      }),
    ).toEqual({ status: 409, body: { error: 'ONLY_ONE_COMPETITION_FOR_GUEST' } });
    const foreign = await signUp(500, 5001, undefined, { cartId: first.cartId, cartToken: 'x'.repeat(32) });
    expect(foreign.cartId).not.toBe(first.cartId);
    expect(foreign.cartAmount).toBe(1);
    // once the cart's registration is removed, the next one joins the same cart
    await call(
      base,
      'DELETE',
      `publicResources/orderItems/${first.orderItems[0].id}?cartToken=${first.cartToken}`,
    );
    const next = await signUp(500, 5002, undefined, { cartId: first.cartId, cartToken: first.cartToken });
    expect(next).toMatchObject({ cartId: first.cartId, cartToken: first.cartToken, cartAmount: 1 });
    const orders = await query<{ cart_id: number }>(
      'SELECT cart_id FROM registration.orders WHERE id = ANY($1::int[]) ORDER BY id',
      [[first.id, next.id]],
    );
    expect(orders.map((o) => o.cart_id)).toEqual([first.cartId, first.cartId]);
  });

  it('when a guest lists the cart then only its token opens it, with the cart fields and fees in cents', async () => {
    const first = await signUp(500, 5001);
    const cheaper = await signUp(501, 5011);
    expect(await list({ cartId: first.cartId })).toEqual({ status: 403, body: { error: 'ACCESS_DENIED' } });
    expect((await list({ cartId: first.cartId, cartToken: 'y'.repeat(32) })).status).toBe(403);
    const other = await shooterToken(keys, 4242);
    expect((await list({ cartId: first.cartId }, other)).status).toBe(403);

    const { status, body } = await list({ cartId: first.cartId, cartToken: first.cartToken });
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalElements: 1, cartId: first.cartId, cartAmount: 1 });
    expect(body.content[0]).toMatchObject({
      orderId: first.id,
      competitionId: 500,
      competitionName: 'Match 500',
      squadId: 5001,
      squadIds: [5001],
      squadName: 'Squad 5001',
      squadSize: 5,
      competitionNominationFee: 45.5,
      nominationFeeCents: 4550,
      competitionPayOnSite: true,
      competitionPaymentViaDeposit: true,
      competitionPaymentWithWirecard: false,
      firstName: 'Anna',
      lastName: 'Schütz',
      isWaitingList: false,
      multipleWaitingList: false,
      multipleWaitingListUuid: null,
    });
    const cheaperCart = await list({ cartId: cheaper.cartId, cartToken: cheaper.cartToken });
    expect(cheaperCart.body.content[0]).toMatchObject({ competitionId: 501, nominationFeeCents: 2000 });
    const byOrder = await list({ cartId: first.cartId, cartToken: first.cartToken, orderId: first.id });
    expect(byOrder.body.content.map((i: Json) => i.orderId)).toEqual([first.id]);
    // no cart id: a guest has no cart to show
    expect((await list({})).body).toMatchObject({ content: [], totalElements: 0, cartId: null });
  });

  it('when an item is removed then its place is free at once; a stranger or a replay changes nothing', async () => {
    const first = await signUp(500, 5002);
    const itemId = first.orderItems[0].id;
    const before = await taken(5002);

    const stranger = await shooterToken(keys, 4243);
    expect(await call(base, 'DELETE', `publicResources/orderItems/${itemId}`, undefined, stranger)).toEqual({
      status: 403,
      body: { error: 'ACCESS_DENIED' },
    });
    expect(
      (await call(base, 'DELETE', `publicResources/orderItems/${itemId}?cartToken=${'z'.repeat(32)}`)).status,
    ).toBe(403);
    expect((await call(base, 'DELETE', `publicResources/orderItems/987654`)).status).toBe(404);
    expect(await taken(5002)).toEqual(before);

    const removed = await call(
      base,
      'DELETE',
      `publicResources/orderItems/${itemId}?cartToken=${first.cartToken}`,
    );
    expect(removed).toEqual({
      status: 200,
      body: { cartId: first.cartId, cartToken: first.cartToken, cartAmount: 0 },
    });
    expect((await taken(5002))!.taken).toBe(before!.taken - 1);
    const replay = await call(
      base,
      'DELETE',
      `publicResources/orderItems/${itemId}?cartToken=${first.cartToken}`,
    );
    expect(replay).toEqual({ status: 404, body: { error: 'ORDER_ITEM_NOT_FOUND' } });
    expect((await taken(5002))!.taken).toBe(before!.taken - 1);
    // the registrant is told once that the item left the cart; it was never signed on
    const left = await events('registration.order-item.removed-from-cart', itemId);
    expect(left).toEqual([
      { payload: expect.objectContaining({ itemId, squadId: 5002, email: expect.any(String) }) },
    ]);
    expect(await events('registration.order-item.signed-on', itemId)).toEqual([]);
    expect((await list({ cartId: first.cartId, cartToken: first.cartToken })).body.totalElements).toBe(0);
  });

  it('when checking out then every rule answers its key and nothing changes until the submit succeeds', async () => {
    const first = await signUp(501, 5011); // no cash on site, no card
    const key = { cartId: first.cartId, cartToken: first.cartToken };
    const id = first.cartId as number;
    const ok = { paymentMethod: 'DEPOSIT', agbs: true, cartToken: first.cartToken };

    expect(await submit(id, { ...ok, paymentMethod: undefined })).toEqual({
      status: 400,
      body: { error: 'PAYMENTMETHOD_MISSING', field: 'paymentMethod' },
    });
    expect((await submit(id, { ...ok, paymentMethod: 'PAY_ON_SITE' })).body.error).toBe(
      'PAYMENTMETHOD_INVALID_FOR_CART',
    );
    expect((await submit(id, { ...ok, paymentMethod: 'CARD' })).body.error).toBe(
      'PAYMENTMETHOD_INVALID_FOR_CART',
    );
    expect((await submit(id, { ...ok, paymentMethod: 'GOLD' })).status).toBe(400);
    expect(await submit(id, { ...ok, agbs: false })).toEqual({
      status: 400,
      body: { error: 'FIELD_IS_REQUIRED', field: 'agbs' },
    });
    expect(await submit(id, { ...ok, cartToken: undefined })).toEqual({
      status: 400,
      body: { error: 'FIELD_IS_REQUIRED', field: 'cartToken' },
    });
    expect((await submit(id, { ...ok, cartToken: 'q'.repeat(32) })).status).toBe(403);
    // a signed-in stranger without the token gets nothing either
    expect(
      (await submit(id, { ...ok, cartToken: 'r'.repeat(32) }, await shooterToken(keys, 4244))).status,
    ).toBe(403);
    expect((await submit(987654, ok)).body.error).toBe('NO_ITEMS_IN_CART');
    expect(await cartRow(id)).toEqual({ submitted: false, payment_method: null });

    const itemIds = [first.orderItems[0].id as number];
    // reserved in the cart is not signed on yet: no confirmation before the checkout
    expect(await events('registration.order-item.reserved', itemIds[0]!)).toHaveLength(1);
    expect(await events('registration.order-item.signed-on', itemIds[0]!)).toEqual([]);
    const done = await submit(id, ok);
    expect(done.status).toBe(200);
    expect(await events('registration.order-item.signed-on', itemIds[0]!)).toEqual([
      { payload: expect.objectContaining({ itemId: itemIds[0], onBehalf: false }) },
    ]);
    expect(done.body).toMatchObject({
      message: 'ORDER_SUBMITTED',
      cartId: id,
      paymentMethod: 'DEPOSIT',
      cartClosed: true,
      'payment-redirect-url': null,
    });
    expect(done.body.orders).toHaveLength(1);
    expect(done.body.orders[0]).toEqual({ orderId: first.id, paid: false, cancelled: false });
    // a transfer checkout: each registration's link key, so the guest sees the transfer details
    const tokens = await query<{ itemId: number; token: string }>(
      `SELECT i.id AS "itemId", i.token FROM registration.order_items i
       JOIN registration.orders o ON o.id = i.order_id WHERE o.cart_id = $1 ORDER BY i.id`,
      [id],
    );
    expect(tokens).toHaveLength(1);
    expect(done.body.itemLinks).toEqual(tokens);
    expect(await cartRow(id)).toEqual({ submitted: true, payment_method: 'DEPOSIT' });
    const methods = await query<{ payment_method: string }>(
      'SELECT payment_method FROM registration.orders WHERE cart_id = $1',
      [id],
    );
    expect(methods.map((m) => m.payment_method)).toEqual(['DEPOSIT']);
    // the cart is closed: empty list, a replay changes nothing, the next reserve opens a new cart
    expect((await list({ cartId: id, cartToken: first.cartToken })).body.totalElements).toBe(0);
    expect(await submit(id, { ...ok, paymentMethod: 'PAY_ON_SITE' })).toEqual({
      status: 409,
      body: { error: 'NO_ITEMS_IN_CART' },
    });
    expect(await cartRow(id)).toEqual({ submitted: true, payment_method: 'DEPOSIT' });
    expect(
      (
        await call(
          base,
          'DELETE',
          `publicResources/orderItems/${first.orderItems[0].id}?cartToken=${first.cartToken}`,
        )
      ).status,
    ).toBe(404);
    const next = await signUp(500, 5002, undefined, key);
    expect(next.cartId).not.toBe(id);
    expect(next.cartAmount).toBe(1);
  });

  it('when the cart is emptied then checkout answers NO_ITEMS_IN_CART; a card is taken only where every competition allows it', async () => {
    const only = await signUp(502, 5021);
    const ok = { paymentMethod: 'DEPOSIT', agbs: true, cartToken: only.cartToken };
    await call(
      base,
      'DELETE',
      `publicResources/orderItems/${only.orderItems[0].id}?cartToken=${only.cartToken}`,
    );
    expect(await submit(only.cartId, ok)).toEqual({ status: 409, body: { error: 'NO_ITEMS_IN_CART' } });

    const card = await signUp(502, 5021);
    const paid = await submit(card.cartId, { ...ok, paymentMethod: 'CARD', cartToken: card.cartToken });
    expect(paid.body).toMatchObject({ message: 'ORDER_SUBMITTED', paymentMethod: 'CARD', cartClosed: false });
    // the card payment keeps the cart until the provider confirms
    expect(await cartRow(card.cartId)).toEqual({ submitted: false, payment_method: 'CARD' });
  });

  it('when a shooter reserves then the order joins the shooter’s one open cart, which answers to nobody else', async () => {
    const jwt = await shooterToken(keys, 4300);
    const first = await signUp(500, 5001, jwt);
    expect(first).toMatchObject({ cartToken: null, cartAmount: 1 });
    const second = await signUp(501, 5011, jwt, { cartId: 999999 });
    expect(second).toMatchObject({ cartId: first.cartId, cartAmount: 2 });

    const mine = await list({}, jwt);
    expect(mine.body).toMatchObject({ cartId: first.cartId, totalElements: 2 });
    const other = await shooterToken(keys, 4301);
    expect((await list({ cartId: first.cartId }, other)).status).toBe(403);
    expect((await list({ cartId: first.cartId })).status).toBe(403);
    expect(
      (await call(base, 'DELETE', `publicResources/orderItems/${first.orderItems[0].id}`, undefined, other))
        .status,
    ).toBe(403);
    expect((await submit(first.cartId, { paymentMethod: 'DEPOSIT', agbs: true }, other)).status).toBe(403);
    expect(await cartRow(first.cartId)).toEqual({ submitted: false, payment_method: null });
    expect((await list({}, jwt)).body.totalElements).toBe(2);

    const done = await submit(first.cartId, { paymentMethod: 'DEPOSIT', agbs: true }, jwt);
    expect(done.body.message).toBe('ORDER_SUBMITTED');
    expect((await list({}, jwt)).body).toMatchObject({ content: [], cartId: null });
  });

  it('when a waiting-list entry is in the cart then it is marked so, and removing it frees its slot', async () => {
    await r.publishCompetition(
      competitionSnapshot(504, [{ id: 5041, squadSize: 1, maxWaitingListSize: 2, divisionIds: [7] }], PAY),
    );
    const place = await signUp(504, 5041);
    // waiting is a premium feature (docs/premium-features.md): a premium shooter's entry
    const premium = await shooterToken(keys, 4410);
    const waiting = await signUp(504, 5041, premium);
    expect(waiting.orderItems[0].waitingList).toBe(true);
    const rows = async (cart: Json, jwt?: string) =>
      (await list(jwt ? {} : { cartId: cart.cartId, cartToken: cart.cartToken }, jwt)).body.content.map(
        (i: Json) => [i.isWaitingList, i.squadSize, i.squadSubscriptionSize],
      );
    expect([...(await rows(place)), ...(await rows(waiting, premium))]).toEqual([
      [false, 1, 2],
      [true, 1, 2],
    ]);
    expect(await taken(5041)).toEqual({ taken: 1, waiting: 1 });
    const removed = await call(
      base,
      'DELETE',
      `publicResources/orderItems/${waiting.orderItems[0].id}`,
      undefined,
      premium,
    );
    expect(removed.body.cartAmount).toBe(0);
    expect(await taken(5041)).toEqual({ taken: 1, waiting: 0 });
  });

  it('when an event is signed up for then the order is RESERVED at once and joins the cart', async () => {
    await publishCompetition(503, [5031], { ...PAY, event: true });
    const jwt = await shooterToken(keys, 4400);
    const { status, body } = await call(
      base,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(503, 5031),
      jwt,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'RESERVED', cartToken: null, cartAmount: 1 });
    expect((await list({}, jwt)).body.content.map((i: Json) => i.competitionId)).toEqual([503]);
  });
});
