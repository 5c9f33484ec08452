import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ORDER_EVENTS, type CheckoutRequested } from '@portal/contracts';
import { createTestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledArgs } from '../../../scripts/build-services.mjs';
import { ROOT } from '../../../scripts/stack';
import { signPayload } from '../src/domain/providers/signed-payload';
import { PUBLIC_SANDBOX_SECRETS, sandboxSecret } from '../src/domain/providers/sandbox-secret';
import { startPayment, type PaymentHarness } from './harness';
import { shooterCancelled } from './order-events';
import { purchase } from './premium-card';

const CALLBACK = '/api/publicResources/payments/callbacks/sandbox';
const PUBLIC_DEFAULT = PUBLIC_SANDBOX_SECRETS[0]!;
let nextItemId = 71_000;

/** A Stripe-shaped paid event for a checkout, as a forger would write it. */
function paidEvent(checkoutId: string, session: string, amountCents = 4550) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session,
        object: 'checkout.session',
        client_reference_id: checkoutId,
        amount_total: amountCents,
        currency: 'eur',
        payment_status: 'paid',
        payment_intent: `pi_${session}`,
      },
    },
  });
}

async function requestCheckout(h: PaymentHarness, over: Partial<CheckoutRequested> = {}) {
  const itemId = nextItemId++;
  const request: CheckoutRequested = {
    checkoutId: randomUUID(),
    purpose: 'ORDER',
    orderIds: [itemId + 100_000],
    itemIds: [itemId],
    second: false,
    userId: 40,
    email: 'anna@example.at',
    locale: 'de',
    amountCents: 4550,
    payableUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...over,
  };
  await h.publish(ORDER_EVENTS.checkoutRequested, 1, request);
  return request;
}

/** The browser's way to the provider: the portal opens the session; answers the sandbox page. */
async function open(h: PaymentHarness, checkoutId: string) {
  const answer = await fetch(`${h.base}/api/publicResources/payments/checkouts/${checkoutId}`, {
    redirect: 'manual',
  });
  return { status: answer.status, location: answer.headers.get('location'), body: await answer.text() };
}

const sessionOf = async (h: PaymentHarness, checkoutId: string) =>
  (
    await h.query<{ provider_checkout_id: string | null; status: string }>(
      'SELECT provider_checkout_id, status FROM payment.checkouts WHERE id = $1',
      [checkoutId],
    )
  )[0]!;

const post = (h: PaymentHarness, payload: string, signature: string) =>
  fetch(`${h.base}${CALLBACK}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

const succeeded = (h: PaymentHarness, checkoutId: string) =>
  h.query("SELECT 1 FROM payment.outbox WHERE type = $1 AND envelope->'payload'->>'checkoutId' = $2", [
    ORDER_EVENTS.paymentSucceeded,
    checkoutId,
  ]);

/** The sandbox page's choice, as the shopper clicks it. */
const choose = (page: string, result: string) =>
  fetch(page, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
  });

describe('payment safety: a sandbox without a configured secret (development defaults)', () => {
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await startPayment({}, 'paysafe1');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when a callback is signed with the published default secret then it is refused and nothing is paid', async () => {
    const request = await requestCheckout(h);
    expect((await open(h, request.checkoutId)).status).toBe(303);
    const { provider_checkout_id: session } = await sessionOf(h, request.checkoutId);
    const forged = paidEvent(request.checkoutId, session!);
    expect(await post(h, forged, signPayload(forged, PUBLIC_DEFAULT))).toEqual({
      status: 401,
      body: { error: 'SIGNATURE_INVALID', field: 'stripe-signature' },
    });
    expect((await sessionOf(h, request.checkoutId)).status).toBe('OPEN');
    expect(await succeeded(h, request.checkoutId)).toHaveLength(0);

    // the sandbox's own page still pays: it signs with this process's own random secret
    const opened = await open(h, request.checkoutId);
    expect((await choose(opened.location!, 'success')).status).toBe(303);
    expect((await sessionOf(h, request.checkoutId)).status).toBe('SUCCEEDED');
    expect(await succeeded(h, request.checkoutId)).toHaveLength(1);
  });
});

describe('payment safety: callbacks must match a session the portal opened', () => {
  const SECRET = `whsec_${randomUUID()}`;
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await startPayment({ SANDBOX_WEBHOOK_SECRET: SECRET }, 'paysafe2');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('when a callback names a checkout nobody opened (any session id) then it is refused and nothing is paid', async () => {
    const request = await requestCheckout(h);
    for (const session of ['cs_sandbox_made_up', '']) {
      const forged = paidEvent(request.checkoutId, session);
      expect(await post(h, forged, signPayload(forged, SECRET))).toEqual({
        status: 409,
        body: { error: 'CHECKOUT_NOT_OPENED', field: 'providerCheckoutId' },
      });
    }
    expect((await sessionOf(h, request.checkoutId)).status).toBe('REQUESTED');
    expect(await succeeded(h, request.checkoutId)).toHaveLength(0);
    expect(
      await h.query('SELECT 1 FROM payment.provider_events WHERE checkout_id = $1', [request.checkoutId]),
    ).toHaveLength(0);
  });

  it('when a premium checkout nobody opened is reported paid then no premium year is granted', async () => {
    await h.publish('identity.user.upserted', 1, { userId: 4711, email: 'p@example.org', locale: 'de' });
    const token = await h.tokens.shooter(4711);
    const answer = (await (await purchase(h, token, { method: 'CARD', autoRenew: false })).json()) as {
      'payment-redirect-url': string;
    };
    const checkoutId = answer['payment-redirect-url'].split('/').pop()!;
    const [row] = await h.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM payment.checkouts WHERE id = $1',
      [checkoutId],
    );
    const forged = paidEvent(checkoutId, 'cs_sandbox_forged', row!.amount_cents);
    expect((await post(h, forged, signPayload(forged, SECRET))).body).toEqual({
      error: 'CHECKOUT_NOT_OPENED',
      field: 'providerCheckoutId',
    });
    expect(
      await h.query(
        'SELECT valid_until FROM payment.premium_memberships WHERE user_id = 4711 AND valid_until IS NOT NULL',
      ),
    ).toHaveLength(0);
  });

  it('when an opened session is reported with another amount or session id then it is refused', async () => {
    const request = await requestCheckout(h);
    await open(h, request.checkoutId);
    const { provider_checkout_id: session } = await sessionOf(h, request.checkoutId);
    const cheaper = paidEvent(request.checkoutId, session!, 1);
    expect(await post(h, cheaper, signPayload(cheaper, SECRET))).toMatchObject({
      status: 400,
      body: { error: 'AMOUNT_MISMATCH' },
    });
    // another opened session's id does not pay this checkout
    const other = await requestCheckout(h);
    await open(h, other.checkoutId);
    const otherSession = (await sessionOf(h, other.checkoutId)).provider_checkout_id!;
    const swapped = paidEvent(request.checkoutId, otherSession);
    expect(await post(h, swapped, signPayload(swapped, SECRET))).toMatchObject({
      status: 400,
      body: { error: 'PAYMENT_REFERENCE_MISMATCH' },
    });
    expect((await sessionOf(h, request.checkoutId)).status).toBe('OPEN');
    expect(await succeeded(h, request.checkoutId)).toHaveLength(0);
  });

  const cancel = (request: CheckoutRequested, at = new Date()) =>
    h.publish(
      ORDER_EVENTS.orderItemCancelled,
      1,
      shooterCancelled(request.itemIds[0]!, request.orderIds[0]!),
      at,
    );

  it('when the registration is cancelled then its checkout cannot be opened, and money the provider takes anyway goes back', async () => {
    // cancelled before the browser came: the portal opens no session
    const early = await requestCheckout(h);
    await cancel(early);
    expect(await open(h, early.checkoutId)).toMatchObject({ status: 409 });
    expect(JSON.parse((await open(h, early.checkoutId)).body)).toEqual({ error: 'ORDER_ITEM_CANCELLED' });
    expect((await sessionOf(h, early.checkoutId)).provider_checkout_id).toBeNull();

    // the provider page was open when the registration was cancelled, and the shopper paid there
    const late = await requestCheckout(h);
    const page = (await open(h, late.checkoutId)).location!;
    await cancel(late);
    const decided = await choose(page, 'success');
    expect(decided.status).toBe(303);
    expect((await sessionOf(h, late.checkoutId)).status).toBe('REFUNDED');
    expect(
      await h.query('SELECT reason FROM payment.refunds WHERE checkout_id = $1', [late.checkoutId]),
    ).toEqual([{ reason: 'CANCELLED' }]);
    expect(await succeeded(h, late.checkoutId)).toHaveLength(0);
    expect(
      await h.query('SELECT 1 FROM payment.paid_items WHERE checkout_id = $1', [late.checkoutId]),
    ).toHaveLength(0);
    // the shopper is told it was not paid
    const back = await fetch(decided.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toContain('#/paymentFailed');
  });

  it('when the cancel reaches payment only after the provider confirmed the payment then the money goes back; a payment before the cancel stays', async () => {
    const refunded = (itemId: number) =>
      h.query("SELECT 1 FROM payment.outbox WHERE type = $1 AND envelope->'payload'->>'itemIds' = $2", [
        ORDER_EVENTS.paymentRefunded,
        JSON.stringify([itemId]),
      ]);
    // the shooter cancels while the provider page is open; the cancel is still on the broker
    const inTransit = await requestCheckout(h);
    const page = (await open(h, inTransit.checkoutId)).location!;
    const cancelledAt = new Date(Date.now() - 1000);
    expect((await choose(page, 'success')).status).toBe(303);
    expect((await sessionOf(h, inTransit.checkoutId)).status).toBe('SUCCEEDED');
    await cancel(inTransit, cancelledAt);
    expect((await sessionOf(h, inTransit.checkoutId)).status).toBe('REFUNDED');
    expect(
      await h.query('SELECT reason, refunded_by FROM payment.refunds WHERE checkout_id = $1', [
        inTransit.checkoutId,
      ]),
    ).toEqual([{ reason: 'CANCELLED', refunded_by: null }]);
    expect(
      await h.query('SELECT 1 FROM payment.paid_items WHERE checkout_id = $1', [inTransit.checkoutId]),
    ).toHaveLength(0);
    expect(await refunded(inTransit.itemIds[0]!)).toHaveLength(1);

    // paid, then cancelled: the payment stays (the club decides on a refund in the back-office)
    const paidFirst = await requestCheckout(h);
    expect((await choose((await open(h, paidFirst.checkoutId)).location!, 'success')).status).toBe(303);
    await cancel(paidFirst, new Date(Date.now() + 1000));
    expect((await sessionOf(h, paidFirst.checkoutId)).status).toBe('SUCCEEDED');
    expect(await refunded(paidFirst.itemIds[0]!)).toHaveLength(0);
  });
});

describe('payment safety: configuration', () => {
  it('refuses the sandbox in production unless the demo switch is set, and public or short secrets', () => {
    expect(() =>
      sandboxSecret({
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_DEMO: false,
        SANDBOX_WEBHOOK_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/PAYMENT_SANDBOX_DEMO=true/);
    expect(() =>
      sandboxSecret({
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_DEMO: true,
        SANDBOX_WEBHOOK_SECRET: undefined,
      }),
    ).toThrow(/SANDBOX_WEBHOOK_SECRET of at least 32/);
    expect(() =>
      sandboxSecret({
        NODE_ENV: 'production',
        PAYMENT_SANDBOX_DEMO: true,
        SANDBOX_WEBHOOK_SECRET: 'short-secret',
      }),
    ).toThrow(/at least 32/);
    for (const secret of [PUBLIC_DEFAULT, 'whsec_CHANGE-ME-sandbox-secret-of-the-example'])
      expect(() =>
        sandboxSecret({
          NODE_ENV: 'development',
          PAYMENT_SANDBOX_DEMO: false,
          SANDBOX_WEBHOOK_SECRET: secret,
        }),
      ).toThrow(/published default or example placeholder/);
    const strong = 'y'.repeat(40);
    expect(
      sandboxSecret({ NODE_ENV: 'production', PAYMENT_SANDBOX_DEMO: true, SANDBOX_WEBHOOK_SECRET: strong }),
    ).toBe(strong);
    // without one outside production: a random secret per process, never the published one
    const a = sandboxSecret({
      NODE_ENV: 'development',
      PAYMENT_SANDBOX_DEMO: false,
      SANDBOX_WEBHOOK_SECRET: undefined,
    });
    const b = sandboxSecret({
      NODE_ENV: 'development',
      PAYMENT_SANDBOX_DEMO: false,
      SANDBOX_WEBHOOK_SECRET: undefined,
    });
    expect(a).not.toBe(b);
    expect(PUBLIC_SANDBOX_SECRETS).not.toContain(a);
  });

  it('when the payment process starts in production with the sandbox and no demo switch then it exits naming the switch', async () => {
    const infra = await createTestInfra('paysafe3');
    try {
      const child = spawn(process.execPath, await compiledArgs('payment'), {
        cwd: ROOT,
        env: {
          ...process.env,
          ...infra.env,
          NODE_ENV: 'production',
          PORT: '0',
          // set like the manifests do: only the sandbox's switch is under test
          JWKS_URL: 'http://127.0.0.1:1/api/.well-known/jwks.json',
          PUBLIC_BASE_URL: 'https://portal.example.com',
          PAYMENT_PROVIDER: 'sandbox',
          PAYMENT_SANDBOX_DEMO: '',
          SANDBOX_WEBHOOK_SECRET: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
      expect(code).toBe(1);
      expect(output).toContain('PAYMENT_SANDBOX_DEMO=true');
      expect(output).toContain('service failed to start');
    } finally {
      await infra.cleanup();
    }
  }, 60_000);
});
