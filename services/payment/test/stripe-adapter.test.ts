import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ORDER_EVENTS } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalChargeKey } from '../src/domain/premium/renewal-charge';
import { SignatureError } from '../src/domain/providers/provider';
import { signPayload } from '../src/domain/providers/signed-payload';
import { stripeProvider } from '../src/domain/providers/stripe-provider';
import { call, startPayment, type PaymentHarness } from './support';

const WEBHOOK_SECRET = 'whsec_test_endpoint_secret';
const SECRET_KEY = 'sk_test_standin';
/** the card the stand-in's PaymentIntents were paid with, and one that refuses off-session charges */
const SAVED_METHOD = 'pm_test_saved_visa';
const DECLINING_METHOD = 'pm_test_declines_off_session';
/** a card (e.g. a bank debit) whose off-session charges answer `processing` and finish later */
const PROCESSING_METHOD = 'pm_test_processing_off_session';

interface Seen {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for the parts of Stripe's API the adapter calls (Stripe's servers are outside
 * the product): it records each request as the stripe package sends it (form-encoded) and
 * answers like Stripe.
 */
async function startStripeStandIn(): Promise<{
  url: string;
  seen: Seen[];
  server: Server;
  /** the status a PaymentIntent answers when retrieved (succeeded when not set) */
  statuses: Map<string, string>;
}> {
  const seen: Seen[] = [];
  const statuses = new Map<string, string>();
  let next = 1;
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push({
        method: req.method!,
        path: req.url!,
        form,
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${next++}`;
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/${id}`,
            client_reference_id: form.get('client_reference_id'),
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
          }),
        );
      } else if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        // off-session charges; a card that refuses them answers like Stripe's decline (402)
        if (form.get('payment_method') === DECLINING_METHOD) {
          res.statusCode = 402;
          res.end(
            JSON.stringify({
              error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
            }),
          );
          return;
        }
        const processing = form.get('payment_method') === PROCESSING_METHOD;
        const id = `${processing ? 'pi_proc' : 'pi_off'}_${next++}`;
        if (processing) statuses.set(id, 'processing');
        res.end(
          JSON.stringify({
            id,
            object: 'payment_intent',
            status: processing ? 'processing' : 'succeeded',
            amount: Number(form.get('amount')),
            currency: form.get('currency'),
          }),
        );
      } else if (req.method === 'GET' && req.url?.startsWith('/v1/payment_intents/')) {
        const id = req.url.slice('/v1/payment_intents/'.length);
        res.end(
          JSON.stringify({
            id,
            object: 'payment_intent',
            status: statuses.get(id) ?? 'succeeded',
            payment_method: SAVED_METHOD,
          }),
        );
      } else if (req.method === 'POST' && req.url === '/v1/refunds') {
        res.end(
          JSON.stringify({ id: `re_test_${next++}`, object: 'refund', amount: Number(form.get('amount')) }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'unknown path' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server, statuses };
}

describe('payment: the stripe adapter against a local stand-in of Stripe’s API', () => {
  let h: PaymentHarness;
  let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>;
  const stripe = new Stripe(SECRET_KEY);
  const signed = (payload: string, secret = WEBHOOK_SECRET) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret });

  beforeAll(async () => {
    stripeApi = await startStripeStandIn();
    h = await startPayment('paystripe', {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
    });
  });
  afterAll(async () => {
    await h?.stop();
    await new Promise((resolve) => stripeApi?.server.close(resolve));
  });

  const sessionEvent = (
    checkoutId: string,
    session: string,
    amount: number,
    id = `evt_${Date.now()}_${Math.random()}`,
    customer: string | null = null,
  ) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session,
          object: 'checkout.session',
          client_reference_id: checkoutId,
          amount_total: amount,
          currency: 'eur',
          payment_status: 'paid',
          payment_intent: 'pi_test_42',
          customer,
        },
      },
    });
  const callback = (payload: string, signature: string) =>
    call(`${h.base}/api/publicResources/payments/callbacks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });

  it('when a card payment is opened then a Checkout Session is created with the amount in cents and our reference, and the browser goes to it', async () => {
    const request = await h.requestCheckout({ amountCents: 3990, locale: 'en' });
    const redirect = await call(`${h.base}/api/publicResources/payments/checkouts/${request.checkoutId}`);
    expect(redirect.status).toBe(303);
    expect(redirect.location).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const created = stripeApi.seen.filter((s) => s.path === '/v1/checkout/sessions');
    expect(created).toHaveLength(1);
    const form = created[0]!.form;
    expect(created[0]!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(created[0]!.idempotencyKey).toBe(`checkout-${request.checkoutId}`);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(request.checkoutId);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('3990');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('locale')).toBe('en');
    expect(form.get('success_url')).toBe(
      `${h.base}/api/publicResources/orders/wirecardRedirect/${request.checkoutId}`,
    );
    expect(form.get('cancel_url')).toBe(
      `${h.base}/api/publicResources/orders/wirecardRedirect/${request.checkoutId}?result=cancelled`,
    );
    // a second visit (another tab) reuses the session
    expect(
      (await call(`${h.base}/api/publicResources/payments/checkouts/${request.checkoutId}`)).location,
    ).toBe(redirect.location);
    expect(stripeApi.seen.filter((s) => s.path === '/v1/checkout/sessions')).toHaveLength(1);
    // the sandbox page does not exist with the stripe provider
    expect((await call(`${h.base}/api/publicResources/payments/sandbox/${request.checkoutId}`)).status).toBe(
      404,
    );
  });

  it('when Stripe calls back with a signature from its test header helper then the payment is applied once; a wrong secret is refused', async () => {
    const request = await h.requestCheckout({ amountCents: 2500, purpose: 'ORDER_ITEM' });
    await call(`${h.base}/api/publicResources/payments/checkouts/${request.checkoutId}`);
    const [row] = await h.query<{ provider_checkout_id: string }>(
      'SELECT provider_checkout_id FROM payment.checkouts WHERE id = $1',
      [request.checkoutId],
    );
    const payload = sessionEvent(request.checkoutId, row!.provider_checkout_id, 2500);

    expect(await callback(payload, signed(payload, 'whsec_wrong'))).toMatchObject({
      status: 401,
      body: { error: 'SIGNATURE_INVALID' },
    });
    // the sandbox's own signature scheme with the same secret is byte-for-byte Stripe's
    expect(
      stripe.webhooks.constructEvent(payload, signPayload(payload, WEBHOOK_SECRET), WEBHOOK_SECRET).id,
    ).toBe(JSON.parse(payload).id);
    expect(await callback(payload, signed(payload))).toMatchObject({
      status: 200,
      body: { outcome: 'APPLIED' },
    });
    expect(await callback(payload, signed(payload))).toMatchObject({
      status: 200,
      body: { outcome: 'DUPLICATE_EVENT' },
    });
    const succeeded = (await h.outbox(ORDER_EVENTS.paymentSucceeded)).filter(
      (p) => p.checkoutId === request.checkoutId,
    );
    expect(succeeded).toEqual([
      expect.objectContaining({ provider: 'stripe', purpose: 'ORDER_ITEM', amountCents: 2500 }),
    ]);
    // the item's page goes back to the result page for one registration
    expect(
      (await call(`${h.base}/api/publicResources/orderItems/wirecardRedirect/${request.checkoutId}`))
        .location,
    ).toBe(`${h.base}/#/paymentComplete?checkout=${request.checkoutId}&kind=item`);

    // refunded through Stripe's refunds API with the PaymentIntent and an idempotency key
    const paymentId = succeeded[0]!.paymentId as string;
    const refund = await call(`${h.base}/api/payments/refunds`, {
      method: 'POST',
      token: h.admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId }),
    });
    expect(refund).toMatchObject({ status: 201, body: { paymentId, amountCents: 2500 } });
    const refunds = stripeApi.seen.filter((s) => s.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('payment_intent')).toBe('pi_test_42');
    expect(refunds[0]!.form.get('amount')).toBe('2500');
    expect(refunds[0]!.idempotencyKey).toBe(`refund-${paymentId}`);
  });

  it('when the adapter parses webhooks itself then only the endpoint secret’s signatures pass', () => {
    const adapter = stripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripeApi.url,
    });
    const payload = sessionEvent('0b8f2a8e-3c1c-4a57-9d4b-2a0f3c1e9d11', 'cs_test_9', 1200, 'evt_fixed');
    expect(adapter.parseCallback(Buffer.from(payload), signed(payload))).toMatchObject({
      eventId: 'evt_fixed',
      outcome: 'SUCCEEDED',
      amountCents: 1200,
      currency: 'eur',
      providerCheckoutId: 'cs_test_9',
      paymentRef: 'pi_test_42',
    });
    expect(() => adapter.parseCallback(Buffer.from(payload), signed(payload, 'whsec_other'))).toThrow(
      SignatureError,
    );
    expect(() => adapter.parseCallback(Buffer.from(payload), undefined)).toThrow(SignatureError);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => adapter.parseCallback(Buffer.from(payload), stale)).toThrow(SignatureError);
  });

  it('when a premium year is bought by card with auto-renewal then Stripe keeps the card, and the year end charges it off-session once', async () => {
    const bought = await call(`${h.base}/api/premium/purchase`, {
      method: 'POST',
      token: h.shooter,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'CARD', autoRenew: true, agbs: true }),
    });
    expect(bought.status).toBe(201);
    const checkoutPath = (bought.body as { 'payment-redirect-url': string })['payment-redirect-url'];
    const checkoutId = checkoutPath.split('/').pop()!;
    expect((await call(`${h.base}${checkoutPath}`)).status).toBe(303);
    const created = stripeApi.seen.filter(
      (s) => s.path === '/v1/checkout/sessions' && s.form.get('client_reference_id') === checkoutId,
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.form.get('customer_creation')).toBe('always');
    expect(created[0]!.form.get('payment_intent_data[setup_future_usage]')).toBe('off_session');

    const [row] = await h.query<{ provider_checkout_id: string }>(
      'SELECT provider_checkout_id FROM payment.checkouts WHERE id = $1',
      [checkoutId],
    );
    const payload = sessionEvent(checkoutId, row!.provider_checkout_id, 2000, undefined, 'cus_test_anna');
    expect(await callback(payload, signed(payload))).toMatchObject({
      status: 200,
      body: { outcome: 'APPLIED' },
    });
    // the session's PaymentIntent names the card (asked of Stripe, as the webhook carries only its id)
    expect(
      stripeApi.seen.some((s) => s.method === 'GET' && s.path === '/v1/payment_intents/pi_test_42'),
    ).toBe(true);
    const membership = await waitFor(async () => {
      const [m] = await h.query<{
        valid_until: Date;
        provider_customer_id: string;
        provider_payment_method: string;
      }>(
        `SELECT valid_until, provider_customer_id, provider_payment_method FROM payment.premium_memberships
         WHERE user_id = 40 AND provider_payment_method IS NOT NULL`,
      );
      return m;
    });
    expect(membership).toMatchObject({
      provider_customer_id: 'cus_test_anna',
      provider_payment_method: SAVED_METHOD,
    });

    const validUntil = membership.valid_until;
    const yearEnd = new Date(validUntil.getTime() + 60_000);
    const renewals = h.service.parts.renewals;
    const outcomes = await Promise.all([
      renewals.renew(40, validUntil, yearEnd),
      renewals.renew(40, validUntil, yearEnd),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['NOT_DUE', 'RENEWED']);
    const charges = stripeApi.seen.filter((s) => s.method === 'POST' && s.path === '/v1/payment_intents');
    expect(charges).toHaveLength(1);
    const [renewal] = await h.query<{ id: string; provider_payment_ref: string }>(
      `SELECT id, provider_payment_ref FROM payment.premium_payments WHERE user_id = 40 AND kind = 'RENEWAL'`,
    );
    const form = charges[0]!.form;
    expect(Object.fromEntries(form)).toMatchObject({
      amount: '2000',
      currency: 'eur',
      customer: 'cus_test_anna',
      payment_method: SAVED_METHOD,
      off_session: 'true',
      confirm: 'true',
    });
    expect(charges[0]!.idempotencyKey).toBe(renewalChargeKey(renewal!.id, validUntil));
    expect(renewal!.provider_payment_ref).toMatch(/^pi_off_\d+$/);
  });

  it('when Stripe declines the off-session charge then the adapter answers DECLINED; unreachable Stripe throws', async () => {
    const adapter = stripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripeApi.url,
    });
    const charge = (paymentMethodId: string) =>
      adapter.chargeSaved({
        method: { customerId: 'cus_test_ben', paymentMethodId },
        amountCents: 2000,
        currency: 'eur',
        description: 'Premium membership renewal',
        reference: 'RF18PRM000000000001',
        idempotencyKey: `renewal-test-${paymentMethodId}`,
      });
    expect(await charge(DECLINING_METHOD)).toEqual({ outcome: 'DECLINED', reason: 'card_declined' });
    const declined = stripeApi.seen.filter((s) => s.form.get('payment_method') === DECLINING_METHOD);
    expect(declined).toHaveLength(1);
    expect(declined[0]!.idempotencyKey).toBe(`renewal-test-${DECLINING_METHOD}`);
    expect(declined[0]!.form.get('metadata[reference]')).toBe('RF18PRM000000000001');
    const offline = stripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(
      offline.chargeSaved({
        method: { customerId: null, paymentMethodId: SAVED_METHOD },
        amountCents: 2000,
        currency: 'eur',
        description: 'x',
        reference: 'y',
        idempotencyKey: 'z',
      }),
    ).rejects.toThrow();
  });

  it('when Stripe answers the off-session charge processing then the adapter answers PROCESSING, and asked again by its ref the outcome Stripe has then', async () => {
    const adapter = stripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: stripeApi.url,
    });
    const charged = await adapter.chargeSaved({
      method: { customerId: 'cus_test_cleo', paymentMethodId: PROCESSING_METHOD },
      amountCents: 2000,
      currency: 'eur',
      description: 'Premium membership renewal',
      reference: 'RF18PRM000000000002',
      idempotencyKey: 'renewal-test-processing',
    });
    expect(charged).toEqual({ outcome: 'PROCESSING', paymentRef: expect.stringMatching(/^pi_proc_\d+$/) });
    const ref = (charged as { paymentRef: string }).paymentRef;
    expect(await adapter.savedChargeOutcome(ref)).toEqual({ outcome: 'PROCESSING', paymentRef: ref });
    expect(
      stripeApi.seen.filter((s) => s.method === 'GET' && s.path === `/v1/payment_intents/${ref}`),
    ).toHaveLength(1);
    stripeApi.statuses.set(ref, 'succeeded');
    expect(await adapter.savedChargeOutcome(ref)).toEqual({ outcome: 'SUCCEEDED', paymentRef: ref });
    stripeApi.statuses.set(ref, 'requires_payment_method');
    expect(await adapter.savedChargeOutcome(ref)).toEqual({
      outcome: 'DECLINED',
      reason: 'requires_payment_method',
    });
    const offline = stripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(offline.savedChargeOutcome(ref)).rejects.toThrow();
  });
});
