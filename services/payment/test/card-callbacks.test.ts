import { randomUUID } from 'node:crypto';
import { ORDER_EVENTS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../src/domain/providers/signed-payload';
import { call, startPayment, type PaymentHarness } from './support';

const SECRET = 'whsec_sandbox_for_tests';
const CALLBACK = '/api/publicResources/payments/callbacks/sandbox';

/**
 * Card payments through the sandbox provider against the real database and broker: the hosted
 * page, the signed callback it sends, and every way a callback can be wrong, repeated or late.
 */
describe('payment: sandbox checkout and signed callbacks', () => {
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await startPayment('paycb', { SANDBOX_WEBHOOK_SECRET: SECRET });
  });
  afterAll(async () => {
    await h?.stop();
  });

  /** registration's request, then the browser's way to the sandbox page */
  async function openSandbox(over = {}) {
    const request = await h.requestCheckout(over);
    const redirect = await call(`${h.base}/api/publicResources/payments/checkouts/${request.checkoutId}`);
    expect(redirect.status).toBe(303);
    expect(redirect.location).toBe(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`);
    const [row] = await h.query<{ provider_checkout_id: string }>(
      'SELECT provider_checkout_id FROM payment.checkouts WHERE id = $1',
      [request.checkoutId],
    );
    return { request, session: row!.provider_checkout_id };
  }

  /** a Stripe-shaped event for a checkout, as the sandbox sends it */
  function event(
    checkoutId: string,
    session: string,
    over: { type?: string; amount?: number; currency?: string; id?: string; paid?: boolean } = {},
  ) {
    return JSON.stringify({
      id: over.id ?? `evt_${randomUUID()}`,
      object: 'event',
      type: over.type ?? 'checkout.session.completed',
      data: {
        object: {
          id: session,
          object: 'checkout.session',
          client_reference_id: checkoutId,
          amount_total: over.amount ?? 4550,
          currency: over.currency ?? 'eur',
          payment_status: over.paid === false ? 'unpaid' : 'paid',
          payment_intent: `pi_${session}`,
        },
      },
    });
  }
  const post = (payload: string, signature: string | null) =>
    call(`${h.base}${CALLBACK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
      body: payload,
    });
  const succeededFor = async (checkoutId: string) =>
    (await h.outbox(ORDER_EVENTS.paymentSucceeded)).filter((p) => p.checkoutId === checkoutId);
  const statusOf = async (checkoutId: string) =>
    (await h.query<{ status: string }>('SELECT status FROM payment.checkouts WHERE id = $1', [checkoutId]))[0]
      ?.status;

  it('when the shopper chooses success on the sandbox page then the signed callback pays once and the browser lands on paymentComplete', async () => {
    const { request } = await openSandbox();
    const page = await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('45,50');
    expect(page.text).toContain('Zahlung erfolgreich');
    // a checkout that does not keep the card offers no card declining later charges
    expect(page.text).not.toContain('success-declining-card');

    const decided = await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
    });
    expect(decided.status).toBe(303);
    expect(decided.location).toBe(
      `${h.base}/api/publicResources/orders/wirecardRedirect/${request.checkoutId}`,
    );
    const back = await call(decided.location!);
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${h.base}/#/paymentComplete?checkout=${request.checkoutId}`);

    const succeeded = await succeededFor(request.checkoutId);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({
      provider: 'sandbox',
      purpose: 'ORDER',
      itemIds: request.itemIds,
      orderIds: request.orderIds,
      amountCents: 4550,
      second: false,
      userId: 40,
    });
    // the page is gone once decided; opening the checkout again is refused
    expect((await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`)).body).toEqual(
      {
        error: 'CHECKOUT_CLOSED',
      },
    );
    expect(
      await call(`${h.base}/api/publicResources/payments/checkouts/${request.checkoutId}`),
    ).toMatchObject({
      status: 409,
      body: { error: 'ORDER_ITEM_ALREADY_PAID' },
    });
  });

  it('when the shopper declines then nothing is paid, payment.failed is written and the browser lands on paymentFailed', async () => {
    const { request } = await openSandbox({ locale: 'en' });
    const page = await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`);
    expect(page.text).toContain('Decline payment');
    const decided = await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=failure',
    });
    const back = await call(decided.location!);
    expect(back.location).toBe(`${h.base}/#/paymentFailed?checkout=${request.checkoutId}`);
    expect(await statusOf(request.checkoutId)).toBe('FAILED');
    expect(await succeededFor(request.checkoutId)).toHaveLength(0);
    const failed = (await h.outbox(ORDER_EVENTS.paymentFailed)).filter(
      (p) => p.checkoutId === request.checkoutId,
    );
    expect(failed).toHaveLength(1);
    expect(
      await h.query('SELECT 1 FROM payment.paid_items WHERE item_id = $1', [request.itemIds[0]]),
    ).toHaveLength(0);
  });

  it('when a callback has no, a malformed, a wrong or a stale signature then it is refused and nothing is paid', async () => {
    const { request, session } = await openSandbox();
    const payload = event(request.checkoutId, session);
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [
      null,
      'garbage',
      signPayload(payload, 'whsec_somebody_else'),
      signPayload(payload, SECRET, now - 301),
      signPayload(payload.replace('4550', '4551'), SECRET),
    ]) {
      const answer = await post(payload, signature);
      expect(answer, String(signature)).toMatchObject({
        status: 401,
        body: { error: 'SIGNATURE_INVALID', field: 'stripe-signature' },
      });
    }
    // a body that is not what was signed (the signature over other bytes)
    expect(await post(payload.replace('4550', '1'), signPayload(payload, SECRET))).toMatchObject({
      status: 401,
    });
    expect(await statusOf(request.checkoutId)).toBe('OPEN');
    expect(await succeededFor(request.checkoutId)).toHaveLength(0);
    expect(
      await h.query('SELECT 1 FROM payment.provider_events WHERE checkout_id = $1', [request.checkoutId]),
    ).toHaveLength(0);
  });

  it('when the same event comes twice, is replayed later or arrives in parallel then it is applied once', async () => {
    const { request, session } = await openSandbox();
    const payload = event(request.checkoutId, session);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(payload, signPayload(payload, SECRET))),
    );
    const outcomes = answers.map((a) => (a.body as { outcome: string }).outcome).sort();
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(outcomes).toEqual([
      'APPLIED',
      'DUPLICATE_EVENT',
      'DUPLICATE_EVENT',
      'DUPLICATE_EVENT',
      'DUPLICATE_EVENT',
    ]);
    // replayed later with a fresh signature: still the same provider event
    expect((await post(payload, signPayload(payload, SECRET))).body).toMatchObject({
      outcome: 'DUPLICATE_EVENT',
    });
    // another event reporting the same payment (Stripe's async success after completion)
    const again = event(request.checkoutId, session, { type: 'checkout.session.async_payment_succeeded' });
    expect((await post(again, signPayload(again, SECRET))).body).toMatchObject({
      outcome: 'ALREADY_APPLIED',
    });
    expect(await succeededFor(request.checkoutId)).toHaveLength(1);
    expect(
      await h.query('SELECT 1 FROM payment.paid_items WHERE item_id = $1', [request.itemIds[0]]),
    ).toHaveLength(1);
  });

  it('when a failure arrives after the success then the payment stands; a success after a failure is applied (the money was taken)', async () => {
    const first = await openSandbox();
    const success = event(first.request.checkoutId, first.session);
    const failure = event(first.request.checkoutId, first.session, {
      type: 'checkout.session.expired',
      paid: false,
    });
    expect((await post(success, signPayload(success, SECRET))).body).toMatchObject({ outcome: 'APPLIED' });
    expect((await post(failure, signPayload(failure, SECRET))).body).toMatchObject({
      outcome: 'ALREADY_APPLIED',
    });
    expect(await statusOf(first.request.checkoutId)).toBe('SUCCEEDED');

    const second = await openSandbox();
    const failed = event(second.request.checkoutId, second.session, {
      type: 'checkout.session.async_payment_failed',
      paid: false,
    });
    const paid = event(second.request.checkoutId, second.session, {
      type: 'checkout.session.async_payment_succeeded',
    });
    expect((await post(failed, signPayload(failed, SECRET))).body).toMatchObject({ outcome: 'APPLIED' });
    expect((await post(paid, signPayload(paid, SECRET))).body).toMatchObject({ outcome: 'APPLIED' });
    expect(await statusOf(second.request.checkoutId)).toBe('SUCCEEDED');
    expect(await succeededFor(second.request.checkoutId)).toHaveLength(1);
  });

  it('when amount, currency, provider reference or checkout do not match then it is a clear error and nothing is recorded or paid', async () => {
    const { request, session } = await openSandbox();
    const cases: [string, Record<string, unknown>][] = [
      [
        event(request.checkoutId, session, { amount: 4549 }),
        { status: 400, body: { error: 'AMOUNT_MISMATCH' } },
      ],
      [
        event(request.checkoutId, session, { amount: 455_000 }),
        { status: 400, body: { error: 'AMOUNT_MISMATCH' } },
      ],
      [
        event(request.checkoutId, session, { currency: 'usd' }),
        { status: 400, body: { error: 'CURRENCY_INVALID' } },
      ],
      [
        event(request.checkoutId, 'cs_sandbox_other'),
        { status: 400, body: { error: 'PAYMENT_REFERENCE_MISMATCH' } },
      ],
      [event(randomUUID(), session), { status: 404, body: { error: 'CHECKOUT_NOT_FOUND' } }],
      [event('order-17', session), { status: 404, body: { error: 'CHECKOUT_NOT_FOUND' } }],
      [
        JSON.stringify({ type: 'checkout.session.completed' }),
        { status: 400, body: { error: 'FIELD_INVALID' } },
      ],
    ];
    for (const [payload, expected] of cases)
      expect(await post(payload, signPayload(payload, SECRET)), payload).toMatchObject(expected);
    expect(await statusOf(request.checkoutId)).toBe('OPEN');
    expect(await succeededFor(request.checkoutId)).toHaveLength(0);
    expect(
      await h.query('SELECT 1 FROM payment.provider_events WHERE checkout_id = $1', [request.checkoutId]),
    ).toHaveLength(0);
    // an unknown provider's path
    expect(
      (
        await call(`${h.base}/api/publicResources/payments/callbacks/wirecard`, {
          method: 'POST',
          body: '{}',
        })
      ).status,
    ).toBe(404);
  });

  it('when a second checkout is made for an item already paid then it is refused, and money taken anyway is not passed on', async () => {
    const first = await openSandbox();
    const paid = event(first.request.checkoutId, first.session);
    await post(paid, signPayload(paid, SECRET));
    // registration asks again for the same item (e.g. a second tab): refused before the provider
    const again = await h.requestCheckout({
      itemIds: first.request.itemIds,
      orderIds: first.request.orderIds,
    });
    expect(await call(`${h.base}/api/publicResources/payments/checkouts/${again.checkoutId}`)).toMatchObject({
      status: 409,
      body: { error: 'ORDER_ITEM_ALREADY_PAID' },
    });
    // a provider that took money for it anyway (a session opened before the first was paid)
    await h.query(
      "UPDATE payment.checkouts SET status = 'OPEN', provider = 'sandbox', provider_checkout_id = 'cs_sandbox_late' WHERE id = $1",
      [again.checkoutId],
    );
    const late = event(again.checkoutId, 'cs_sandbox_late');
    expect((await post(late, signPayload(late, SECRET))).body).toMatchObject({
      outcome: 'ITEMS_ALREADY_PAID',
    });
    // not passed on, and the money goes back at once
    expect(await statusOf(again.checkoutId)).toBe('REFUNDED');
    expect(await succeededFor(again.checkoutId)).toHaveLength(0);
    expect(
      await h.query('SELECT reason FROM payment.refunds WHERE checkout_id = $1', [again.checkoutId]),
    ).toEqual([{ reason: 'DUPLICATE' }]);
    // a second payment (paid2) of the same item is its own kind
    const second = await openSandbox({
      itemIds: first.request.itemIds,
      orderIds: first.request.orderIds,
      second: true,
    });
    const paid2 = event(second.request.checkoutId, second.session);
    expect((await post(paid2, signPayload(paid2, SECRET))).body).toMatchObject({ outcome: 'APPLIED' });
    expect((await succeededFor(second.request.checkoutId))[0]).toMatchObject({ second: true });
  });

  it('when two tabs pay the same registration on the sandbox page then one payment is kept and the other refunded once', async () => {
    const first = await openSandbox();
    // the second tab opened its checkout before the first was paid
    const second = await openSandbox({ itemIds: first.request.itemIds, orderIds: first.request.orderIds });
    const pay = (checkoutId: string) =>
      call(`${h.base}/api/publicResources/payments/sandbox/${checkoutId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=success',
      });
    const decided = await Promise.all([pay(first.request.checkoutId), pay(second.request.checkoutId)]);
    expect(decided.map((d) => d.status)).toEqual([303, 303]);

    const ids = [first.request.checkoutId, second.request.checkoutId];
    const statuses = await Promise.all(ids.map(statusOf));
    expect([...statuses].sort()).toEqual(['REFUNDED', 'SUCCEEDED']);
    const kept = ids[statuses.indexOf('SUCCEEDED')]!;
    const refunded = ids[statuses.indexOf('REFUNDED')]!;
    // registration hears of one payment of the item, and of no refund (the item stays paid)
    const succeeded = (await h.outbox(ORDER_EVENTS.paymentSucceeded)).filter((p) =>
      (p.itemIds as number[]).includes(first.request.itemIds[0]!),
    );
    expect(succeeded).toEqual([expect.objectContaining({ checkoutId: kept })]);
    const [refundedRow] = await h.query<{ payment_id: string }>(
      'SELECT payment_id FROM payment.checkouts WHERE id = $1',
      [refunded],
    );
    expect(
      (await h.outbox(ORDER_EVENTS.paymentRefunded)).filter((p) => p.paymentId === refundedRow!.payment_id),
    ).toEqual([]);
    const refunds = await h.query<{ payment_id: string; provider_refund_id: string; amount_cents: number }>(
      'SELECT payment_id, provider_refund_id, amount_cents, reason FROM payment.refunds WHERE checkout_id = $1',
      [refunded],
    );
    expect(refunds).toEqual([
      {
        payment_id: refundedRow!.payment_id,
        provider_refund_id: expect.stringMatching(/^re_sandbox_/),
        amount_cents: 4550,
        reason: 'DUPLICATE',
      },
    ]);
    expect(
      await h.query('SELECT checkout_id FROM payment.paid_items WHERE item_id = $1', [
        first.request.itemIds[0],
      ]),
    ).toEqual([{ checkout_id: kept }]);
    // the provider repeats its report of the refunded payment: nothing more happens
    const [row] = await h.query<{ provider_checkout_id: string }>(
      'SELECT provider_checkout_id FROM payment.checkouts WHERE id = $1',
      [refunded],
    );
    const repeat = event(refunded, row!.provider_checkout_id, {
      type: 'checkout.session.async_payment_succeeded',
    });
    expect((await post(repeat, signPayload(repeat, SECRET))).body).toMatchObject({
      outcome: 'ALREADY_APPLIED',
    });
    expect(await h.query('SELECT 1 FROM payment.refunds WHERE checkout_id = $1', [refunded])).toHaveLength(1);
    // both tabs land on paymentComplete: the registration is paid
    for (const [index, d] of decided.entries())
      expect((await call(d.location!)).location).toBe(`${h.base}/#/paymentComplete?checkout=${ids[index]}`);
  });

  it('when the checkout id is not a uuid, unknown or past its payment window then the browser gets a clear error', async () => {
    expect(await call(`${h.base}/api/publicResources/payments/checkouts/17`)).toMatchObject({
      status: 400,
      body: { error: 'FIELD_INVALID' },
    });
    expect(await call(`${h.base}/api/publicResources/payments/checkouts/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { error: 'CHECKOUT_NOT_FOUND' },
    });
    const late = await h.requestCheckout({ payableUntil: new Date(Date.now() - 1000).toISOString() });
    expect(await call(`${h.base}/api/publicResources/payments/checkouts/${late.checkoutId}`)).toMatchObject({
      status: 410,
      body: { error: 'CHECKOUT_EXPIRED' },
    });
    expect(await call(`${h.base}/api/publicResources/orders/wirecardRedirect/${randomUUID()}`)).toMatchObject(
      {
        status: 404,
        body: { error: 'CHECKOUT_NOT_FOUND' },
      },
    );
    const { request } = await openSandbox();
    expect(
      await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=maybe',
      }),
    ).toMatchObject({ status: 400, body: { error: 'FIELD_INVALID' } });
    expect(await statusOf(request.checkoutId)).toBe('OPEN');
    // a cancelled return (the shopper left the provider's page) goes to paymentFailed
    expect(
      (
        await call(
          `${h.base}/api/publicResources/orders/wirecardRedirect/${request.checkoutId}?result=cancelled`,
        )
      ).location,
    ).toBe(`${h.base}/#/paymentFailed?checkout=${request.checkoutId}`);
  });

  it('when an admin refunds a card payment then it is refunded once through the adapter; others may not', async () => {
    const { request, session } = await openSandbox({ amountCents: 2000 });
    const paid = event(request.checkoutId, session, { amount: 2000 });
    await post(paid, signPayload(paid, SECRET));
    const [row] = await h.query<{ payment_id: string }>(
      'SELECT payment_id FROM payment.checkouts WHERE id = $1',
      [request.checkoutId],
    );
    const refund = (body: unknown, token = h.admin) =>
      call(`${h.base}/api/payments/refunds`, {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // what the back-office's refund offer reads: only admins, the payment a refund by item takes
    const offer = (itemId: number, token = h.admin) =>
      call(`${h.base}/api/payments/orderItems/${itemId}/cardPayment`, { token });
    expect(await offer(request.itemIds[0]!)).toMatchObject({
      status: 200,
      body: { payment: { paymentId: row!.payment_id, amountCents: 2000, second: false, refunded: false } },
    });
    expect(await offer(request.itemIds[0]!, h.shooter)).toMatchObject({ status: 403 });
    expect(await call(`${h.base}/api/payments/orderItems/x/cardPayment`, { token: h.admin })).toMatchObject({
      status: 400,
    });

    expect(await refund({ paymentId: row!.payment_id }, h.shooter)).toMatchObject({ status: 403 });
    expect(
      await call(`${h.base}/api/payments/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ paymentId: row!.payment_id }),
      }),
    ).toMatchObject({ status: 401 });
    expect(await refund({})).toMatchObject({ status: 400 });
    expect(await refund({ paymentId: row!.payment_id, itemId: 3 })).toMatchObject({ status: 400 });
    expect(await refund({ paymentId: 'nope' })).toMatchObject({ status: 400 });
    expect(await refund({ paymentId: randomUUID() })).toMatchObject({
      status: 404,
      body: { error: 'PAYMENT_NOT_FOUND' },
    });

    const [first, second] = await Promise.all([
      refund({ itemId: request.itemIds[0] }),
      refund({ paymentId: row!.payment_id }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const done = first.status === 201 ? first : second;
    expect(done.body).toMatchObject({
      paymentId: row!.payment_id,
      amountCents: 2000,
      itemIds: request.itemIds,
    });
    expect((first.status === 409 ? first : second).body).toEqual({ error: 'PAYMENT_ALREADY_REFUNDED' });
    expect(
      await h.query('SELECT 1 FROM payment.refunds WHERE payment_id = $1', [row!.payment_id]),
    ).toHaveLength(1);
    expect(
      (await h.outbox(ORDER_EVENTS.paymentRefunded)).filter((p) => p.paymentId === row!.payment_id),
    ).toHaveLength(1);
    expect((await offer(request.itemIds[0]!)).body).toMatchObject({ payment: { refunded: true } });
    // an open checkout has nothing to refund
    const open = await openSandbox();
    expect(await offer(open.request.itemIds[0]!)).toMatchObject({ status: 200, body: { payment: null } });
    expect(await refund({ itemId: open.request.itemIds[0] })).toMatchObject({
      status: 404,
      body: { error: 'PAYMENT_NOT_FOUND' },
    });
  });
});
