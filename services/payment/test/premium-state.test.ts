import { premiumEndsAt, premiumValid, viennaDay } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPayment, type Json, type PaymentHarness } from './harness';

/**
 * Premium computed one way (issue 20): payment's premium page takes identity's `paymentUntil`
 * (an administrator's date, the demo seed) as well as its own membership, and counts the whole
 * last day in Vienna, exactly like identity's paymentValid and registration's PREMIUM_FEATURE.
 */
describe('premium state: one rule for every service', () => {
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await startPayment({}, 'paypstate');
  });
  afterAll(async () => h?.close());

  it('the last day counts until midnight in Vienna, in winter and in summer', () => {
    // 27.11.2027 ends at 23:00 UTC (CET), 01.07.2027 at 22:00 UTC (CEST)
    expect(premiumEndsAt('2027-11-27').toISOString()).toBe('2027-11-27T23:00:00.000Z');
    expect(premiumEndsAt('2027-07-01').toISOString()).toBe('2027-07-01T22:00:00.000Z');
    expect(premiumValid('2027-11-27', new Date('2027-11-27T22:59:59Z'))).toBe(true);
    expect(premiumValid('2027-11-27', new Date('2027-11-27T23:00:00Z'))).toBe(false);
    // 23:30 UTC on the 26th is already the 27th in Vienna: a UTC date would call it a day early
    expect(viennaDay('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(premiumValid('2026-11-26', new Date('2026-11-26T23:30:00Z'))).toBe(false);
    expect(premiumValid(null)).toBe(false);
  });

  it('when identity says premium runs (the seeded demo shooter) then the premium page says so and offers a renewal, not a purchase', async () => {
    const lastDay = viennaDay(new Date(Date.now() + 365 * 86_400_000));
    await h.publish('identity.user.upserted', 1, {
      userId: 77,
      email: 'shooter@example.org',
      locale: 'de',
      paymentUntil: lastDay,
    });
    const token = await h.tokens.shooter(77);
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view.valid).toBe(true);
    expect(viennaDay(view.validUntil)).toBe(lastDay);
    // buying again extends the running year from its end, not from today
    const open = (await (
      await h.api('/api/premium/purchase', {
        method: 'POST',
        token,
        json: { method: 'TRANSFER', autoRenew: false, agbs: true },
      })
    ).json()) as Json;
    expect(open.openPayment.kind).toBe('RENEWAL');
    const admin = await h.tokens.admin();
    const [payment] = await h.query<{ id: string }>(
      "SELECT id FROM payment.premium_payments WHERE user_id = 77 AND status = 'PENDING'",
    );
    expect(
      (await h.api(`/api/premium/payments/${payment!.id}/paid`, { method: 'PUT', token: admin })).status,
    ).toBe(200);
    const [row] = await h.query<{ period_from: Date }>(
      'SELECT period_from FROM payment.premium_payments WHERE id = $1',
      [payment!.id],
    );
    expect(row!.period_from.getTime()).toBeGreaterThanOrEqual(premiumEndsAt(lastDay).getTime() - 1);
  });

  it('when identity has no premium and payment none then nothing is valid; an expired day is not valid', async () => {
    await h.publish('identity.user.upserted', 1, {
      userId: 78,
      email: 'x@example.org',
      locale: 'en',
      paymentUntil: null,
    });
    await h.publish('identity.user.upserted', 1, {
      userId: 79,
      email: 'y@example.org',
      locale: 'en',
      paymentUntil: viennaDay(new Date(Date.now() - 2 * 86_400_000)),
    });
    for (const id of [78, 79]) {
      const view = (await (
        await h.api('/api/premium', { token: await h.tokens.shooter(id) })
      ).json()) as Json;
      expect(view.valid, String(id)).toBe(false);
    }
  });

  it('a premium payment by transfer shows the recipient, IBAN and BIC besides the code', async () => {
    await h.publish('identity.user.upserted', 1, { userId: 80, email: 'z@example.org', locale: 'de' });
    const token = await h.tokens.shooter(80);
    await h.api('/api/premium/purchase', {
      method: 'POST',
      token,
      json: { method: 'TRANSFER', autoRenew: false, agbs: true },
    });
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view.openPayment.transfer).toMatchObject({
      name: 'Schießsport-Portal Österreich',
      iban: 'AT611904300234573201',
      bic: 'GIBAATWWXXX',
      amountCents: 2000,
      reference: view.openPayment.reference,
    });
  });
});
