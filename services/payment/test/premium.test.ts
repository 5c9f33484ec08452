import { parseEpcPayload } from '@portal/epc';
import { decodeQrPng } from '@portal/epc/testing';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPremiumPayment } from '../src/domain/premium/pay';
import { remindRenewal } from '../src/domain/premium/renewal-due';
import { startPurchase } from '../src/domain/premium/purchase';
import type { PremiumSettings } from '../src/domain/premium/settings';
import { startPayment, type Json, type PaymentHarness } from './harness';
import { publishPremiumUsers } from './premium-card';

let h: PaymentHarness;
const DAY = 86_400_000;
const settings: PremiumSettings = {
  priceCents: 2000,
  reminderDays: 14,
  beneficiary: { name: 'Schießsport-Portal Österreich', bic: 'GIBAATWWXXX', iban: 'AT611904300234573201' },
};

const eventsOf = (type: string, userId: number) =>
  h.published.filter((e) => e.type === type && e.payload.userId === userId);

/** A year paid by transfer `agoMs` before now (the domain takes its clock: a year bought in the past). */
async function yearPaidAgo(userId: number, endsInMs: number, autoRenew = true) {
  const paidAt = new Date(Date.now() + endsInMs);
  paidAt.setUTCFullYear(paidAt.getUTCFullYear() - 1);
  const { membership } = await h.service.ctx.db.transaction(async (tx) => {
    const payment = await startPurchase(
      tx,
      userId,
      { method: 'TRANSFER', autoRenew, agbs: true },
      settings,
      paidAt,
    );
    return applyPremiumPayment(tx, payment.id, paidAt);
  });
  await h.service.parts.renewals.schedule(userId, membership.validUntil!);
  return membership.validUntil!;
}

beforeAll(async () => {
  h = await startPayment({ PREMIUM_SWEEP_INTERVAL_MS: '500' }, 'payprem');
  await publishPremiumUsers(h, [1, 2, 3], 2);
});
afterAll(() => h?.close());

describe('premium membership', () => {
  let paymentId: string;

  it('when a shooter buys by transfer then one open payment of 20 euro with an EPC code to the portal answers, also on a second click', async () => {
    const token = await h.tokens.shooter(1);
    const first = await h.api('/api/premium/purchase', {
      method: 'POST',
      token,
      json: { method: 'TRANSFER', autoRenew: true, agbs: true },
    });
    expect(first.status).toBe(201);
    const body = (await first.json()) as Json;
    expect(body).toMatchObject({ valid: false, validUntil: null, priceCents: 2000 });
    expect(body.openPayment).toMatchObject({
      kind: 'PURCHASE',
      method: 'TRANSFER',
      amountCents: 2000,
      status: 'PENDING',
    });
    paymentId = body.openPayment.id;
    // the consent to the terms and the withdrawal information is kept with the purchase
    const [consent] = await h.query<{ terms_accepted_at: Date | null }>(
      `SELECT terms_accepted_at FROM payment.premium_payments WHERE id = $1`,
      [paymentId],
    );
    expect(Math.abs(consent!.terms_accepted_at!.getTime() - Date.now())).toBeLessThan(60_000);
    const fields = parseEpcPayload(decodeQrPng(Buffer.from(body.openPayment.transfer.epc, 'base64')));
    expect(fields).toMatchObject({
      serviceTag: 'BCD',
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: 'GIBAATWWXXX',
      iban: 'AT611904300234573201',
      name: 'Schießsport-Portal Österreich',
      amount: 'EUR20.00',
      reference: body.openPayment.reference,
    });
    const again = (await (
      await h.api('/api/premium/purchase', {
        method: 'POST',
        token,
        json: { method: 'TRANSFER', autoRenew: true, agbs: true },
      })
    ).json()) as Json;
    expect(again.openPayment.id).toBe(paymentId);
    expect(eventsOf('payment.premium.changed', 1)).toEqual([]);
  });

  it('when the transfer arrives then the year runs a year ahead, premium.changed goes out once and the notice job waits', async () => {
    const admin = await h.tokens.portalAdmin();
    const before = Date.now();
    const response = await h.api(`/api/premium/payments/${paymentId}/paid`, { method: 'PUT', token: admin });
    expect(response.status).toBe(200);
    const paid = (await response.json()) as Json;
    const until = new Date(paid.periodTo);
    const yearAhead = new Date(before);
    yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
    expect(until.getTime()).toBeGreaterThanOrEqual(yearAhead.getTime());
    expect(until.getTime() - yearAhead.getTime()).toBeLessThan(DAY);

    const [changed] = await waitFor(
      async () => eventsOf('payment.premium.changed', 1).length > 0 && eventsOf('payment.premium.changed', 1),
    );
    expect(changed!.payload).toEqual({ userId: 1, paymentUntil: paid.periodTo, autoRenew: true });
    const job = await h.service.parts.renewals.job(1, until);
    expect(job?.data).toEqual({ userId: 1, validUntil: paid.periodTo });

    const twice = await h.api(`/api/premium/payments/${paymentId}/paid`, { method: 'PUT', token: admin });
    expect([twice.status, await twice.json()]).toEqual([409, { error: 'ALREADY_PAID' }]);
    const view = (await (await h.api('/api/premium', { token: await h.tokens.shooter(1) })).json()) as Json;
    expect(view).toMatchObject({
      valid: true,
      validUntil: paid.periodTo,
      autoRenew: true,
      openPayment: null,
    });
    expect(eventsOf('payment.premium.changed', 1)).toHaveLength(1);
  });

  it('a renewal bought while the year runs extends it from its end by a year', async () => {
    const token = await h.tokens.shooter(1);
    const running = ((await (await h.api('/api/premium', { token })).json()) as Json).validUntil as string;
    const open = (await (
      await h.api('/api/premium/purchase', {
        method: 'POST',
        token,
        json: { method: 'TRANSFER', autoRenew: true, agbs: true },
      })
    ).json()) as Json;
    expect(open.openPayment.kind).toBe('RENEWAL');
    const paid = (await (
      await h.api(`/api/premium/payments/${open.openPayment.id}/paid`, {
        method: 'PUT',
        token: await h.tokens.admin(),
      })
    ).json()) as Json;
    const expected = new Date(running);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(paid).toMatchObject({ periodFrom: running, periodTo: expected.toISOString() });
    await waitFor(async () => eventsOf('payment.premium.changed', 1).length === 2);
    expect(eventsOf('payment.premium.changed', 1)[1]!.payload.paymentUntil).toBe(expected.toISOString());
  });

  it('14 days before an auto-renewing year ends the notice goes out once, with the renewal payment opened', async () => {
    const validUntil = await yearPaidAgo(2, 14 * DAY + 1500);
    const [due] = await waitFor(
      async () =>
        eventsOf('payment.premium.renewal-due', 2).length > 0 && eventsOf('payment.premium.renewal-due', 2),
      20_000,
    );
    expect(due!.payload).toEqual({
      userId: 2,
      email: 'user2@example.org',
      locale: 'en',
      renewsAt: validUntil.toISOString(),
      amountCents: 2000,
    });
    const view = (await (await h.api('/api/premium', { token: await h.tokens.shooter(2) })).json()) as Json;
    expect(view.openPayment).toMatchObject({ kind: 'RENEWAL', amountCents: 2000, status: 'PENDING' });
    // the job and the sweep both ran past it: still one notice
    const again = await h.service.ctx.db.transaction((tx) =>
      remindRenewal(tx, 2, validUntil, settings, new Date()),
    );
    expect(again).toBe(false);
    expect(eventsOf('payment.premium.renewal-due', 2)).toHaveLength(1);
  });

  it('cancelling the auto-renewal removes the notice job and no notice follows', async () => {
    const validUntil = await yearPaidAgo(3, 14 * DAY + 60_000);
    const renewals = h.service.parts.renewals;
    expect(await renewals.job(3, validUntil)).toBeTruthy();
    const response = await h.api('/api/premium/autoRenew', {
      method: 'PUT',
      token: await h.tokens.shooter(3),
      json: { autoRenew: false },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).autoRenew).toBe(false);
    expect(await renewals.job(3, validUntil)).toBeFalsy();
    await waitFor(async () =>
      eventsOf('payment.premium.changed', 3).some((e) => e.payload.autoRenew === false),
    );
    // even at the notice time (the job or the sweep) nothing is sent
    const later = new Date(validUntil.getTime() - 13 * DAY);
    expect(
      await h.service.ctx.db.transaction((tx) => remindRenewal(tx, 3, validUntil, settings, later)),
    ).toBe(false);
    expect(eventsOf('payment.premium.renewal-due', 3)).toEqual([]);
  });

  it('when a shooter buys by card through the sandbox provider then the confirmed payment starts the year', async () => {
    const token = await h.tokens.shooter(6);
    const answer = (await (
      await h.api('/api/premium/purchase', {
        method: 'POST',
        token,
        json: { method: 'CARD', autoRenew: false, agbs: true },
      })
    ).json()) as Json;
    expect(answer.openPayment).toMatchObject({ method: 'CARD', status: 'PENDING', transfer: null });
    const url = answer['payment-redirect-url'] as string;
    expect(url).toMatch(/^\/api\/publicResources\/payments\/checkouts\/[0-9a-f-]{36}$/);
    const toProvider = await fetch(`${h.base}${url}`, { redirect: 'manual' });
    expect(toProvider.status).toBe(303);
    const page = toProvider.headers.get('location')!;
    expect(await (await fetch(page)).text()).toContain('20,00');
    const decided = await fetch(page, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
    });
    expect(decided.status).toBe(303);
    const [changed] = await waitFor(
      async () => eventsOf('payment.premium.changed', 6).length > 0 && eventsOf('payment.premium.changed', 6),
    );
    const yearAhead = new Date();
    yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
    expect(Math.abs(new Date(changed!.payload.paymentUntil).getTime() - yearAhead.getTime())).toBeLessThan(
      DAY,
    );
    const view = (await (await h.api('/api/premium', { token })).json()) as Json;
    expect(view).toMatchObject({ valid: true, method: 'CARD', autoRenew: false, openPayment: null });
    // an administrator cannot record a card payment by hand
    const [paid] = await h.query<{ id: string }>(`SELECT id FROM payment.premium_payments WHERE user_id = 6`);
    const byHand = await h.api(`/api/premium/payments/${paid!.id}/paid`, {
      method: 'PUT',
      token: await h.tokens.admin(),
    });
    expect(byHand.status).toBe(400);
    expect(eventsOf('payment.premium.changed', 6)).toHaveLength(1);
  });

  it('bad input gets a clear error and nothing is paid', async () => {
    const shooter = await h.tokens.shooter(4);
    const cases: [string, { method?: string; token?: string; json?: unknown }, number, Json][] = [
      [
        '/api/premium/purchase',
        { method: 'POST', token: shooter, json: { method: 'BITCOIN', autoRenew: true } },
        400,
        { error: 'FIELD_INVALID', field: 'method' },
      ],
      [
        '/api/premium/purchase',
        { method: 'POST', token: shooter, json: { method: 'TRANSFER' } },
        400,
        { error: 'FIELD_IS_REQUIRED', field: 'autoRenew' },
      ],
      [
        '/api/premium/purchase',
        { method: 'POST', token: shooter, json: { method: 'TRANSFER', autoRenew: true } },
        400,
        { error: 'FIELD_IS_REQUIRED', field: 'agbs' },
      ],
      [
        '/api/premium/purchase',
        { method: 'POST', token: shooter, json: { method: 'CARD', autoRenew: false, agbs: false } },
        400,
        { error: 'FIELD_IS_REQUIRED', field: 'agbs' },
      ],
      [
        '/api/premium/purchase',
        { method: 'POST', token: shooter, json: { method: 'TRANSFER', autoRenew: true, amountCents: 1 } },
        400,
        { error: 'UNKNOWN_FIELD' },
      ],
      [
        '/api/premium/purchase',
        { method: 'POST', json: { method: 'TRANSFER', autoRenew: true, agbs: true } },
        401,
        { error: 'Unauthorized' },
      ],
      [
        '/api/premium/purchase',
        {
          method: 'POST',
          token: await h.tokens.guestUser(5),
          json: { method: 'TRANSFER', autoRenew: true, agbs: true },
        },
        403,
        { error: 'ACCESS_ONLY_SHOOTER' },
      ],
      [
        '/api/premium/autoRenew',
        { method: 'PUT', token: shooter, json: { autoRenew: false } },
        404,
        { error: 'NOT_FOUND' },
      ],
      [
        '/api/premium/payments/00000000-0000-4000-8000-000000000000/paid',
        { method: 'PUT', token: await h.tokens.admin() },
        404,
        { error: 'NOT_FOUND' },
      ],
      [
        '/api/premium/payments/not-a-uuid/paid',
        { method: 'PUT', token: await h.tokens.admin() },
        400,
        { error: 'FIELD_INVALID', field: 'id' },
      ],
      [
        `/api/premium/payments/${paymentId}/paid`,
        { method: 'PUT', token: shooter },
        403,
        { error: 'PERMISSION_DENIED' },
      ],
    ];
    for (const [path, init, status, answer] of cases) {
      const response = await h.api(path, init);
      expect([path, response.status, await response.json()]).toEqual([
        path,
        status,
        expect.objectContaining(answer),
      ]);
    }
    expect(await h.query(`SELECT 1 FROM payment.premium_payments WHERE user_id IN (4, 5)`)).toEqual([]);
    expect(h.published.filter((e) => [4, 5].includes(e.payload.userId))).toEqual([]);
  });
});
