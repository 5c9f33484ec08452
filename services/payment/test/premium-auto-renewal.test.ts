import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalChargeKey } from '../src/domain/premium/renewal-charge';
import { oneYearAfter } from '../src/domain/premium/settings';
import type { SandboxCallbacks, SandboxResult } from '../src/domain/providers/sandbox-provider';
import { startPayment, type Json, type PaymentHarness } from './harness';
import {
  buyPremiumByCard,
  membershipOf as membershipIn,
  publishPremiumUsers,
  purchase,
} from './premium-card';

let h: PaymentHarness;
const MINUTE = 60_000;

const membershipOf = (userId: number) => membershipIn(h, userId);
const eventsOf = (type: string, userId: number) =>
  h.published.filter((e) => e.type === type && e.payload.userId === userId);
const renewals = () => h.service.parts.renewals;
const sandbox = () => h.service.parts.provider as unknown as SandboxCallbacks;
/** the sandbox's off-session charges of a user's premium payments (not the idempotent repeats) */
async function chargesOf(userId: number) {
  const ids = (
    await h.query<{ id: string }>('SELECT id FROM payment.premium_payments WHERE user_id = $1', [userId])
  ).map((r) => r.id);
  return sandbox().chargeLog.filter((c) => ids.some((id) => c.idempotencyKey.includes(id)));
}

const buyByCard = (userId: number, result: SandboxResult = 'success') => buyPremiumByCard(h, userId, result);

beforeAll(async () => {
  h = await startPayment({ PREMIUM_SWEEP_INTERVAL_MS: '500' }, 'payrenew');
  await publishPremiumUsers(h, [11, 12, 13, 14, 15, 16, 17], 14);
});
afterAll(() => h?.close());

describe('premium auto-renewal through the saved card', () => {
  it('when a shooter buys a year by card with auto-renewal then the provider’s card is kept and the year-end job waits', async () => {
    const { token, validUntil, row } = await buyByCard(11);
    expect(row).toMatchObject({ auto_renew: true, provider: 'sandbox' });
    expect(row.provider_customer_id).toMatch(/^cus_sandbox_/);
    expect(row.provider_payment_method).toMatch(/^pm_sandbox_[0-9a-f]+$/);
    const [checkout] = await h.query<{ save_method: boolean }>(
      `SELECT c.save_method FROM payment.checkouts c JOIN payment.premium_payments p ON p.checkout_id = c.id
       WHERE p.user_id = 11`,
    );
    expect(checkout!.save_method).toBe(true);
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view).toMatchObject({ valid: true, autoRenew: true, savedCard: true, method: 'CARD' });
    const job = await renewals().renewJob(11, validUntil);
    expect(job?.name).toBe('renew');
    expect(job?.data).toEqual({ userId: 11, validUntil: validUntil.toISOString() });
    expect(job!.timestamp + job!.opts.delay!).toBeGreaterThanOrEqual(validUntil.getTime() - 5000);
    expect(await chargesOf(11)).toEqual([]);
  });

  it('at the year end the saved card is charged once, however often the job runs, and the year extends from its end', async () => {
    const { token, validUntil } = await buyByCard(12);
    const yearEnd = new Date(validUntil.getTime() + MINUTE);
    // two replicas at once, then a late repeat of the job
    const outcomes = await Promise.all([
      renewals().renew(12, validUntil, yearEnd),
      renewals().renew(12, validUntil, yearEnd),
    ]);
    outcomes.push(await renewals().renew(12, validUntil, yearEnd));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['NOT_DUE', 'NOT_DUE', 'RENEWED']);

    const charges = await chargesOf(12);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      amountCents: 2000,
      currency: 'eur',
      result: { outcome: 'SUCCEEDED' },
    });
    const next = oneYearAfter(validUntil);
    expect((await membershipOf(12))!.valid_until!.toISOString()).toBe(next.toISOString());
    const [renewal] = await h.query<Json>(
      `SELECT id, kind, method, status, charge_outcome, provider_payment_ref, period_from, period_to, reference
       FROM payment.premium_payments WHERE user_id = 12 AND kind = 'RENEWAL'`,
    );
    expect(renewal).toMatchObject({
      kind: 'RENEWAL',
      method: 'CARD',
      status: 'PAID',
      charge_outcome: 'SUCCEEDED',
      period_from: validUntil,
      period_to: next,
    });
    expect(charges[0]!.idempotencyKey).toBe(renewalChargeKey(renewal.id, validUntil));
    expect(charges[0]!.reference).toBe(renewal.reference);
    expect(renewal.provider_payment_ref).toMatch(/^pi_sandbox_off_/);

    const changed = await waitFor(
      async () =>
        eventsOf('payment.premium.changed', 12).length === 2 && eventsOf('payment.premium.changed', 12),
    );
    expect(changed[1]!.payload).toEqual({ userId: 12, paymentUntil: next.toISOString(), autoRenew: true });
    expect((await renewals().renewJob(12, next))?.data).toEqual({
      userId: 12,
      validUntil: next.toISOString(),
    });
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view).toMatchObject({ validUntil: next.toISOString(), savedCard: true, openPayment: null });
    expect(eventsOf('payment.premium.renewal-declined', 12)).toEqual([]);
  });

  it('a year end whose job was lost is charged by the sweep, once', async () => {
    await buyByCard(13);
    // the year ran out with no job waiting (Redis flushed): only the sweep can find it
    const [{ ended }] = (await h.query<{ ended: Date }>(
      `UPDATE payment.premium_memberships SET valid_until = date_trunc('second', now()) - interval '1 second'
       WHERE user_id = 13 RETURNING valid_until AS ended`,
    )) as [{ ended: Date }];
    const next = oneYearAfter(ended);
    await waitFor(
      async () => (await membershipOf(13))!.valid_until!.getTime() === next.getTime() || undefined,
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1200)); // two more sweep rounds
    expect(await chargesOf(13)).toHaveLength(1);
    expect((await membershipOf(13))!.valid_until!.toISOString()).toBe(next.toISOString());
    await waitFor(async () =>
      eventsOf('payment.premium.changed', 13).some((e) => e.payload.paymentUntil === next.toISOString()),
    );
  });

  it('a renewal charge the provider answers processing is settled by the sweep: the year extends once', async () => {
    await buyByCard(17, 'success-processing-card');
    const [{ ended }] = (await h.query<{ ended: Date }>(
      `UPDATE payment.premium_memberships SET valid_until = date_trunc('second', now()) - interval '1 second'
       WHERE user_id = 17 RETURNING valid_until AS ended`,
    )) as [{ ended: Date }];
    const next = oneYearAfter(ended);
    await waitFor(
      async () => (await membershipOf(17))!.valid_until!.getTime() === next.getTime() || undefined,
      15_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1200)); // two more sweep rounds
    const charges = await chargesOf(17);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.result).toMatchObject({ outcome: 'PROCESSING' });
    const [renewal] = await h.query<Json>(
      `SELECT status, charge_outcome, provider_payment_ref, period_from FROM payment.premium_payments
       WHERE user_id = 17 AND kind = 'RENEWAL'`,
    );
    expect(renewal).toMatchObject({ status: 'PAID', charge_outcome: 'SUCCEEDED', period_from: ended });
    expect(renewal.provider_payment_ref).toBe((charges[0]!.result as { paymentRef: string }).paymentRef);
    expect((await membershipOf(17))!.valid_until!.toISOString()).toBe(next.toISOString());
    const changed = await waitFor(
      async () =>
        eventsOf('payment.premium.changed', 17).length === 2 && eventsOf('payment.premium.changed', 17),
    );
    expect(changed[1]!.payload.paymentUntil).toBe(next.toISOString());
    expect(eventsOf('payment.premium.renewal-declined', 17)).toEqual([]);
  });

  it('when the saved card declines then nothing extends, the renewal payment stays open and the user is told', async () => {
    const { token, validUntil, row } = await buyByCard(14, 'success-declining-card');
    expect(row.provider_payment_method).toMatch(/^pm_sandbox_declines_/);
    const yearEnd = new Date(validUntil.getTime() + MINUTE);
    expect((await renewals().renew(14, validUntil, yearEnd)).outcome).toBe('DECLINED');
    expect((await renewals().renew(14, validUntil, yearEnd)).outcome).toBe('NOT_DUE');

    const charges = await chargesOf(14);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.result).toEqual({ outcome: 'DECLINED', reason: 'card_declined' });
    expect((await membershipOf(14))!.valid_until!.toISOString()).toBe(validUntil.toISOString());
    const [open] = await h.query<Json>(
      `SELECT id, status, kind, charge_outcome FROM payment.premium_payments WHERE user_id = 14 AND status = 'PENDING'`,
    );
    expect(open).toMatchObject({ status: 'PENDING', kind: 'RENEWAL', charge_outcome: 'DECLINED' });
    const [declined] = await waitFor(
      async () =>
        eventsOf('payment.premium.renewal-declined', 14).length > 0 &&
        eventsOf('payment.premium.renewal-declined', 14),
    );
    expect(declined!.payload).toEqual({
      userId: 14,
      email: 'user14@example.org',
      locale: 'en',
      paymentId: open.id,
      amountCents: 2000,
      validUntil: validUntil.toISOString(),
      reason: 'card_declined',
    });
    await waitFor(async () => eventsOf('payment.premium.changed', 14).length === 1);
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view.openPayment).toMatchObject({ id: open.id, status: 'PENDING', chargeOutcome: 'DECLINED' });
    // paid by hand: buying answers the same open payment and leads to the provider
    const byHand = (await (await purchase(h, token, { method: 'CARD', autoRenew: true })).json()) as Json;
    expect(byHand.openPayment.id).toBe(open.id);
    expect(byHand['payment-redirect-url']).toMatch(/^\/api\/publicResources\/payments\/checkouts\//);
    expect(await chargesOf(14)).toHaveLength(1);
  });

  it('when the auto-renewal is cancelled then the saved card is no longer used and no charge follows', async () => {
    const { token, validUntil } = await buyByCard(15);
    const response = await h.api('/api/premium/autoRenew', {
      method: 'PUT',
      token,
      json: { autoRenew: false },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ autoRenew: false, savedCard: false });
    expect(await membershipOf(15)).toMatchObject({
      auto_renew: false,
      provider: null,
      provider_customer_id: null,
      provider_payment_method: null,
    });
    expect(await renewals().renewJob(15, validUntil)).toBeFalsy();
    const yearEnd = new Date(validUntil.getTime() + MINUTE);
    expect((await renewals().renew(15, validUntil, yearEnd)).outcome).toBe('NOT_DUE');
    // switched on again, the renewal is paid by hand: the card stays unused
    const again = (await (
      await h.api('/api/premium/autoRenew', { method: 'PUT', token, json: { autoRenew: true } })
    ).json()) as Json;
    expect(again).toMatchObject({ autoRenew: true, savedCard: false });
    expect((await renewals().renew(15, validUntil, yearEnd)).outcome).toBe('NOT_DUE');
    expect(await chargesOf(15)).toEqual([]);
    expect((await membershipOf(15))!.valid_until!.toISOString()).toBe(validUntil.toISOString());
  });

  it('when two tabs pay the same premium year by card then one payment starts the year and the other is refunded once', async () => {
    const token = await h.tokens.shooter(16);
    const attempt = async () =>
      (await (await purchase(h, token, { method: 'CARD', autoRenew: false })).json()) as Json;
    const [first, second] = [await attempt(), await attempt()];
    expect(second.openPayment.id).toBe(first.openPayment.id);
    const pages: string[] = [];
    for (const answer of [first, second]) {
      const toProvider = await fetch(`${h.base}${answer['payment-redirect-url']}`, { redirect: 'manual' });
      pages.push(toProvider.headers.get('location')!);
    }
    const checkoutIds = pages.map((page) => page.split('/').pop()!);
    expect(new Set(checkoutIds).size).toBe(2);
    // the older tab pays first (its attempt is no longer the payment's latest), then the newer one
    for (const page of pages) {
      const decided = await fetch(page, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=success',
      });
      expect(decided.status).toBe(303);
    }
    const statusOf = async (id: string) =>
      (await h.query<{ status: string }>('SELECT status FROM payment.checkouts WHERE id = $1', [id]))[0]!
        .status;
    // the two confirmations reach the premium year in either order: the first counts
    const statuses = await waitFor(async () => {
      const both = await Promise.all(checkoutIds.map(statusOf));
      return [...both].sort().join() === 'REFUNDED,SUCCEEDED' && both;
    });
    const kept = checkoutIds[statuses.indexOf('SUCCEEDED')];
    const refunded = checkoutIds[statuses.indexOf('REFUNDED')];
    expect(
      await h.query('SELECT reason, amount_cents FROM payment.refunds WHERE checkout_id = $1', [refunded]),
    ).toEqual([{ reason: 'DUPLICATE', amount_cents: 2000 }]);
    const [paid] = await h.query<{ status: string; checkout_id: string }>(
      'SELECT status, checkout_id FROM payment.premium_payments WHERE user_id = 16',
    );
    expect(paid).toEqual({ status: 'PAID', checkout_id: kept });
    // one year, not two
    const changed = await waitFor(
      async () =>
        eventsOf('payment.premium.changed', 16).length > 0 && eventsOf('payment.premium.changed', 16),
    );
    expect(changed).toHaveLength(1);
    const yearAhead = oneYearAfter(new Date()).getTime();
    expect(Math.abs(new Date(changed[0]!.payload.paymentUntil).getTime() - yearAhead)).toBeLessThan(MINUTE);
  });
});
