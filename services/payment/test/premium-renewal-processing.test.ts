import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalChargeKey } from '../src/domain/premium/renewal-charge';
import { oneYearAfter } from '../src/domain/premium/settings';
import { settleRenewalCharge } from '../src/domain/premium/renewal-settle';
import type { SandboxCallbacks } from '../src/domain/providers/sandbox-provider';
import { stripeProvider } from '../src/domain/providers/stripe-provider';
import { startPayment, type Json, type PaymentHarness } from './harness';
import { buyPremiumByCard, membershipOf, publishPremiumUsers, purchase } from './premium-card';

/**
 * An off-session renewal charge the provider answers processing: recorded, then settled. The sweep
 * runs only at start here (an hour's interval), so every settle is the test's own call; the
 * sandbox's processing cards stay processing for PROCESSING_MS after the charge.
 */
let h: PaymentHarness;
const MINUTE = 60_000;
const PROCESSING_MS = 1500;
/** until the sandbox has finished the charges made before */
const processingOver = () => new Promise((resolve) => setTimeout(resolve, PROCESSING_MS + 100));

const eventsOf = (type: string, userId: number) =>
  h.published.filter((e) => e.type === type && e.payload.userId === userId);
const renewals = () => h.service.parts.renewals;
const sandbox = () => h.service.parts.provider as unknown as SandboxCallbacks;
const renewalOf = async (userId: number) =>
  (
    await h.query<Json>(
      `SELECT id, status, method, charge_outcome, provider_payment_ref, period_from, period_to
       FROM payment.premium_payments WHERE user_id = $1 AND kind = 'RENEWAL'`,
      [userId],
    )
  )[0];
const triedFor = async (userId: number) =>
  (
    await h.query<{ renewal_tried_for: Date | null }>(
      'SELECT renewal_tried_for FROM payment.premium_memberships WHERE user_id = $1',
      [userId],
    )
  )[0]!.renewal_tried_for;
/** waits for the outbox to deliver, then a little longer: nothing more may come */
const settledEvents = async (type: string, userId: number, count: number) => {
  await waitFor(async () => eventsOf(type, userId).length >= count || undefined);
  await new Promise((resolve) => setTimeout(resolve, 700));
  return eventsOf(type, userId);
};

beforeAll(async () => {
  h = await startPayment(
    { PREMIUM_SWEEP_INTERVAL_MS: '3600000', SANDBOX_PROCESSING_MS: String(PROCESSING_MS) },
    'payproc',
  );
  await publishPremiumUsers(h, [31, 32, 33, 34], 32);
});
afterAll(() => h?.close());

describe('premium renewal charge that is still processing', () => {
  it('when the charge answers processing then nothing extends and nothing is told; settled succeeded, the year extends once', async () => {
    const { token, validUntil, row } = await buyPremiumByCard(h, 31, 'success-processing-card');
    expect(row.provider_payment_method).toMatch(/^pm_sandbox_processing_/);
    const yearEnd = new Date(validUntil.getTime() + MINUTE);
    // two replicas at once, then a late repeat: one charge, answered processing
    const outcomes = await Promise.all([
      renewals().renew(31, validUntil, yearEnd),
      renewals().renew(31, validUntil, yearEnd),
    ]);
    outcomes.push(await renewals().renew(31, validUntil, yearEnd));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['NOT_DUE', 'NOT_DUE', 'PROCESSING']);
    const charges = sandbox().chargeLog.filter(
      (c) => c.method.paymentMethodId === row.provider_payment_method,
    );
    expect(charges).toHaveLength(1);
    const processing = await renewalOf(31);
    expect(processing).toMatchObject({ status: 'PENDING', charge_outcome: 'PROCESSING', period_from: null });
    expect(charges[0]!.idempotencyKey).toBe(renewalChargeKey(processing.id, validUntil));
    expect(charges[0]!.result).toEqual({
      outcome: 'PROCESSING',
      paymentRef: processing.provider_payment_ref,
    });
    expect(processing.provider_payment_ref).toMatch(/^pi_sandbox_processing_/);
    expect((await triedFor(31))!.toISOString()).toBe(validUntil.toISOString());
    expect((await membershipOf(h, 31))!.valid_until!.toISOString()).toBe(validUntil.toISOString());
    expect(await settledEvents('payment.premium.changed', 31, 1)).toHaveLength(1); // the purchase only
    expect(eventsOf('payment.premium.renewal-declined', 31)).toEqual([]);

    // the premium page shows it processing; paying it by hand is refused and writes nothing
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view.openPayment).toMatchObject({ id: processing.id, chargeOutcome: 'PROCESSING' });
    const byHand = await purchase(h, token, { method: 'TRANSFER', autoRenew: true });
    expect(byHand.status).toBe(409);
    expect(await byHand.json()).toMatchObject({ error: 'PREMIUM_RENEWAL_PROCESSING' });
    const marked = await h.api(`/api/premium/payments/${processing.id}/paid`, {
      method: 'PUT',
      token: await h.tokens.admin(),
    });
    expect(marked.status).toBe(400); // card payments are the provider's to confirm
    expect(await renewalOf(31)).toEqual(processing);

    // still processing at the provider: settling leaves it as it is
    const now = new Date(yearEnd.getTime() + MINUTE);
    expect((await renewals().settle(31, processing.id, now)).outcome).toBe('PROCESSING');
    expect(await renewalOf(31)).toEqual(processing);
    expect((await membershipOf(h, 31))!.valid_until!.toISOString()).toBe(validUntil.toISOString());

    // the provider finished: two replicas settle at once, then a repeat; the year extends once
    await processingOver();
    const settled = await Promise.all([
      renewals().settle(31, processing.id, now),
      renewals().settle(31, processing.id, now),
    ]);
    settled.push(await renewals().settle(31, processing.id, now));
    expect(settled.map((s) => s.outcome).sort()).toEqual(['RENEWED', 'SETTLED', 'SETTLED']);
    const next = oneYearAfter(validUntil);
    expect(await renewalOf(31)).toMatchObject({
      status: 'PAID',
      charge_outcome: 'SUCCEEDED',
      provider_payment_ref: processing.provider_payment_ref,
      period_from: validUntil,
      period_to: next,
    });
    expect((await membershipOf(h, 31))!.valid_until!.toISOString()).toBe(next.toISOString());
    const changed = await settledEvents('payment.premium.changed', 31, 2);
    expect(changed).toHaveLength(2);
    expect(changed[1]!.payload).toEqual({ userId: 31, paymentUntil: next.toISOString(), autoRenew: true });
    expect(eventsOf('payment.premium.renewal-declined', 31)).toEqual([]);
    expect((await renewals().renewJob(31, next))?.data).toEqual({
      userId: 31,
      validUntil: next.toISOString(),
    });
    expect(
      sandbox().chargeLog.filter((c) => c.idempotencyKey === renewalChargeKey(processing.id, validUntil)),
    ).toHaveLength(1);
    const after = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(after).toMatchObject({ validUntil: next.toISOString(), openPayment: null });
  });

  it('when a processing charge settles declined then the year stays, the payment is DECLINED and open, and the user is told once', async () => {
    const { token, validUntil } = await buyPremiumByCard(h, 32, 'success-processing-declining-card');
    const yearEnd = new Date(validUntil.getTime() + MINUTE);
    expect((await renewals().renew(32, validUntil, yearEnd)).outcome).toBe('PROCESSING');
    const processing = await renewalOf(32);
    expect(processing).toMatchObject({ status: 'PENDING', charge_outcome: 'PROCESSING' });

    const now = new Date(yearEnd.getTime() + MINUTE);
    await processingOver();
    const settled = await Promise.all([
      renewals().settle(32, processing.id, now),
      renewals().settle(32, processing.id, now),
    ]);
    settled.push(await renewals().settle(32, processing.id, now));
    expect(settled.map((s) => s.outcome).sort()).toEqual(['DECLINED', 'SETTLED', 'SETTLED']);
    expect(await renewalOf(32)).toMatchObject({
      status: 'PENDING',
      charge_outcome: 'DECLINED',
      period_from: null,
    });
    expect((await membershipOf(h, 32))!.valid_until!.toISOString()).toBe(validUntil.toISOString());
    const declined = await settledEvents('payment.premium.renewal-declined', 32, 1);
    expect(declined).toHaveLength(1);
    expect(declined[0]!.payload).toEqual({
      userId: 32,
      email: 'user32@example.org',
      locale: 'en',
      paymentId: processing.id,
      amountCents: 2000,
      validUntil: validUntil.toISOString(),
      reason: 'card_declined',
    });
    expect(eventsOf('payment.premium.changed', 32)).toHaveLength(1); // the purchase only
    // declined, it may be paid by hand again
    const byHand = (await (await purchase(h, token, { method: 'CARD', autoRenew: true })).json()) as Json;
    expect(byHand.openPayment).toMatchObject({ id: processing.id, chargeOutcome: 'DECLINED' });
    expect(byHand['payment-redirect-url']).toMatch(/^\/api\/publicResources\/payments\/checkouts\//);
  });

  it('when a card attempt opened before the year end pays while the renewal charge processes then it is refunded', async () => {
    const { token, validUntil } = await buyPremiumByCard(h, 33, 'success-processing-card');
    // a second tab: the renewal paid by hand, its provider page left open over the year end
    const attempt = (await (await purchase(h, token, { method: 'CARD', autoRenew: true })).json()) as Json;
    const toProvider = await fetch(`${h.base}${attempt['payment-redirect-url']}`, { redirect: 'manual' });
    const page = toProvider.headers.get('location')!;
    const checkoutId = page.split('/').pop()!;
    const yearEnd = new Date(validUntil.getTime() + MINUTE);
    expect((await renewals().renew(33, validUntil, yearEnd)).outcome).toBe('PROCESSING');
    const processing = await renewalOf(33);
    expect(processing.id).toBe(attempt.openPayment.id);

    const decided = await fetch(page, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
    });
    expect(decided.status).toBe(303);
    await waitFor(
      async () =>
        (
          await h.query<{ status: string }>('SELECT status FROM payment.checkouts WHERE id = $1', [
            checkoutId,
          ])
        )[0]?.status === 'REFUNDED' || undefined,
    );
    expect(
      await h.query('SELECT reason, amount_cents FROM payment.refunds WHERE checkout_id = $1', [checkoutId]),
    ).toEqual([{ reason: 'DUPLICATE', amount_cents: 2000 }]);
    expect(await renewalOf(33)).toEqual(processing);
    expect((await membershipOf(h, 33))!.valid_until!.toISOString()).toBe(validUntil.toISOString());
    // the processing charge still renews the year, once
    await processingOver();
    const now = new Date(yearEnd.getTime() + MINUTE);
    expect((await renewals().settle(33, processing.id, now)).outcome).toBe('RENEWED');
    expect((await membershipOf(h, 33))!.valid_until!.toISOString()).toBe(
      oneYearAfter(validUntil).toISOString(),
    );
  });

  it('when the open renewal payment was a transfer and the card charge for it processes then the admin cannot record it as arrived; an unreachable provider settles it later', async () => {
    const { token, validUntil } = await buyPremiumByCard(h, 34, 'success-processing-card');
    const transfer = (await (
      await purchase(h, token, { method: 'TRANSFER', autoRenew: true })
    ).json()) as Json;
    expect(transfer.openPayment).toMatchObject({ method: 'TRANSFER', chargeOutcome: null });
    const yearEnd = new Date(validUntil.getTime() + MINUTE);
    expect((await renewals().renew(34, validUntil, yearEnd)).outcome).toBe('PROCESSING');
    const processing = await renewalOf(34);
    expect(processing).toMatchObject({ id: transfer.openPayment.id, charge_outcome: 'PROCESSING' });
    const marked = await h.api(`/api/premium/payments/${processing.id}/paid`, {
      method: 'PUT',
      token: await h.tokens.admin(),
    });
    expect(marked.status).toBe(409);
    expect(await marked.json()).toMatchObject({ error: 'PREMIUM_RENEWAL_PROCESSING' });
    expect(await renewalOf(34)).toEqual(processing);
    // the page gets no transfer code for it: the card is paying it
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view.openPayment).toMatchObject({
      id: processing.id,
      method: 'TRANSFER',
      chargeOutcome: 'PROCESSING',
      transfer: null,
    });
    expect((await membershipOf(h, 34))!.valid_until!.toISOString()).toBe(validUntil.toISOString());

    // a provider that cannot be reached: the settle throws and records nothing, the next one settles
    await processingOver();
    const now = new Date(yearEnd.getTime() + MINUTE);
    const unreachable = stripeProvider({
      secretKey: 'sk_test_unreachable',
      webhookSecret: 'whsec_unreachable',
      apiUrl: 'http://127.0.0.1:9',
    });
    await expect(
      settleRenewalCharge(h.service.ctx.db, unreachable, 34, processing.id, now),
    ).rejects.toThrow();
    expect(await renewalOf(34)).toEqual(processing);
    expect((await renewals().settle(34, processing.id, now)).outcome).toBe('RENEWED');
    expect(await renewalOf(34)).toMatchObject({
      status: 'PAID',
      charge_outcome: 'SUCCEEDED',
      method: 'CARD',
    });
  });
});
