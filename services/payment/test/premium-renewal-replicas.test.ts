import type { BaseConfig, RunningService } from '@portal/service-kit';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewalChargeKey } from '../src/domain/premium/renewal-charge';
import { oneYearAfter } from '../src/domain/premium/settings';
import { configuredProvider } from '../src/domain/providers/configured-provider';
import type { PaymentProvider } from '../src/domain/providers/provider';
import { tableChargeBook } from '../src/domain/providers/sandbox-charge-book';
import type { SandboxCallbacks } from '../src/domain/providers/sandbox-provider';
import type { PaymentParts } from '../src/service';
import { startPayment, type PaymentHarness } from './harness';
import { buyPremiumByCard, membershipOf, publishPremiumUsers } from './premium-card';

/**
 * Two payment replicas on one database, broker and Redis, both sweeping every 100 ms
 * (docs/replicas-and-schedulers.md): every year end is charged once, every notice and event
 * written once, and a charge whose replica died before its commit is answered, not made again.
 */
let h: PaymentHarness;
let second: RunningService<BaseConfig, PaymentParts>;
const USERS = [51, 52, 53, 54];
const CRASHED = 55;

type Sandbox = PaymentProvider & SandboxCallbacks;
const sandboxOf = (service: { parts: PaymentParts }) => service.parts.provider as unknown as Sandbox;
/** the off-session charges both replicas' sandboxes made (not the idempotent repeats) */
const chargesMade = () => [...sandboxOf(h.service).chargeLog, ...sandboxOf(second).chargeLog];
const outboxCount = async (type: string, userId: number) =>
  (
    await h.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment.outbox WHERE type = $1 AND (envelope->'payload'->>'userId')::int = $2`,
      [type, userId],
    )
  )[0]!.n;
const renewalPayments = (userId: number) =>
  h.query<{ id: string; provider_payment_ref: string | null; status: string }>(
    `SELECT id, provider_payment_ref, status FROM payment.premium_payments WHERE user_id = $1 AND kind = 'RENEWAL'`,
    [userId],
  );

beforeAll(async () => {
  h = await startPayment({ PREMIUM_SWEEP_INTERVAL_MS: '100' }, 'payreplicas');
  second = await h.startReplica();
  await publishPremiumUsers(h, [...USERS, CRASHED], 0);
  for (const userId of [...USERS, CRASHED]) await buyPremiumByCard(h, userId);
}, 60_000);
afterAll(async () => {
  await second?.stop();
  await h?.close();
});

describe('premium renewals with two payment replicas sweeping at once', () => {
  it('every year end is charged once, with one notice and one renewal event per user', async () => {
    const ended = await h.query<{ user_id: number; valid_until: Date }>(
      `UPDATE payment.premium_memberships SET valid_until = date_trunc('second', now()) - interval '1 second'
       WHERE user_id = ANY($1::int[]) RETURNING user_id, valid_until`,
      [USERS],
    );
    for (const { user_id, valid_until } of ended)
      await waitFor(
        async () =>
          (await membershipOf(h, user_id))!.valid_until!.getTime() === oneYearAfter(valid_until).getTime() ||
          undefined,
        15_000,
      );
    await new Promise((resolve) => setTimeout(resolve, 500)); // five more rounds of both sweeps

    for (const { user_id, valid_until } of ended) {
      const payments = await renewalPayments(user_id);
      expect(payments).toHaveLength(1);
      expect(payments[0]!.status).toBe('PAID');
      const key = renewalChargeKey(payments[0]!.id, valid_until);
      expect(chargesMade().filter((c) => c.idempotencyKey === key)).toHaveLength(1);
      const kept = await h.query(`SELECT 1 FROM payment.sandbox_charges WHERE idempotency_key = $1`, [key]);
      expect(kept).toHaveLength(1);
      expect(await outboxCount('payment.premium.renewal-due', user_id)).toBe(1);
      // the purchase and the renewal
      expect(await outboxCount('payment.premium.changed', user_id)).toBe(2);
    }
    // published once each (the relays of both replicas claim rows with SKIP LOCKED)
    const renewed = await waitFor(async () => {
      const seen = h.published.filter(
        (e) => e.type === 'payment.premium.changed' && USERS.includes(e.payload.userId),
      );
      return seen.length >= 2 * USERS.length && seen;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.published.filter((e) => renewed.some((r) => r.id === e.id))).toHaveLength(2 * USERS.length);
  });

  it('a charge made by a replica that died before its commit is answered again by the other, not made twice', async () => {
    // the notice opens the renewal payment a little before the year ends
    const [{ valid_until: yearEnd }] = (await h.query<{ valid_until: Date }>(
      `UPDATE payment.premium_memberships SET valid_until = date_trunc('second', now()) + interval '3 seconds'
       WHERE user_id = $1 RETURNING valid_until`,
      [CRASHED],
    )) as [{ valid_until: Date }];
    const [open] = await waitFor(async () => {
      const rows = await renewalPayments(CRASHED);
      return rows.length > 0 && rows;
    });
    // a third replica's provider call went through, then its process died: nothing committed
    const config = h.service.ctx.config as unknown as Parameters<typeof configuredProvider>[0];
    const dead = configuredProvider(config, tableChargeBook(h.service.ctx.db));
    const { provider_payment_method: method } = (await membershipOf(h, CRASHED))!;
    const lost = await dead.chargeSaved({
      method: { customerId: null, paymentMethodId: method! },
      amountCents: 2000,
      currency: 'eur',
      description: 'Verlängerung der Premium-Mitgliedschaft',
      reference: 'lost',
      idempotencyKey: renewalChargeKey(open!.id, yearEnd),
    });
    expect(lost.outcome).toBe('SUCCEEDED');
    // at the year end the sweeps charge with the same key and get the first answer
    await waitFor(
      async () =>
        (await membershipOf(h, CRASHED))!.valid_until!.getTime() === oneYearAfter(yearEnd).getTime() ||
        undefined,
      15_000,
    );
    const [paid] = await renewalPayments(CRASHED);
    expect(paid).toMatchObject({ id: open!.id, status: 'PAID' });
    expect(paid!.provider_payment_ref).toBe((lost as { paymentRef: string }).paymentRef);
    const key = renewalChargeKey(open!.id, yearEnd);
    // the living replicas asked with the same key and charged nothing of their own
    expect(chargesMade().filter((c) => c.idempotencyKey === key)).toEqual([]);
    const kept = await h.query(`SELECT payment_ref FROM payment.sandbox_charges WHERE idempotency_key = $1`, [
      key,
    ]);
    expect(kept).toEqual([{ payment_ref: paid!.provider_payment_ref }]);
    expect(await outboxCount('payment.premium.changed', CRASHED)).toBe(2);
  });
});
