import { waitFor } from '@portal/service-kit/testing';
import { expect } from 'vitest';
import type { SandboxResult } from '../src/domain/providers/sandbox-provider';
import type { Json, PaymentHarness } from './harness';

export interface MembershipRow {
  valid_until: Date | null;
  auto_renew: boolean;
  provider: string | null;
  provider_customer_id: string | null;
  provider_payment_method: string | null;
}

export const membershipOf = async (h: PaymentHarness, userId: number) =>
  (
    await h.query<MembershipRow>(
      `SELECT valid_until, auto_renew, provider, provider_customer_id, provider_payment_method
       FROM payment.premium_memberships WHERE user_id = $1`,
      [userId],
    )
  )[0];

/** POST /api/premium/purchase as the shooter of `token`, terms accepted as the premium page requires. */
export const purchase = (
  h: PaymentHarness,
  token: string,
  wish: { method: 'CARD' | 'TRANSFER'; autoRenew: boolean },
) => h.api('/api/premium/purchase', { method: 'POST', token, json: { ...wish, agbs: true } });

/** A premium year bought by card with auto-renewal through the sandbox's hosted page. */
export async function buyPremiumByCard(h: PaymentHarness, userId: number, result: SandboxResult = 'success') {
  const token = await h.tokens.shooter(userId);
  const answer = (await (await purchase(h, token, { method: 'CARD', autoRenew: true })).json()) as Json;
  const toProvider = await fetch(`${h.base}${answer['payment-redirect-url']}`, { redirect: 'manual' });
  const page = toProvider.headers.get('location')!;
  const html = await (await fetch(page)).text();
  expect(html).toContain('success-declining-card'); // the page of a checkout that keeps the card
  const decided = await fetch(page, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
  });
  expect(decided.status).toBe(303);
  const row = await waitFor(async () => {
    const m = await membershipOf(h, userId);
    return m?.valid_until && m.provider_payment_method ? m : undefined;
  });
  if (result === 'success') {
    // the browser comes back to a result page told it was a premium year, not a registration
    const back = await fetch(decided.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toMatch(
      new RegExp(`^${h.base}/#/paymentComplete\\?checkout=[0-9a-f-]{36}&kind=premium$`),
    );
  }
  return { token, validUntil: row.valid_until!, row };
}

/** identity's user events for the premium tests' users: e-mail and locale (English for `englishId`). */
export async function publishPremiumUsers(h: PaymentHarness, ids: number[], englishId: number) {
  for (const id of ids)
    await h.publish('identity.user.upserted', 1, {
      userId: id,
      email: `user${id}@example.org`,
      locale: id === englishId ? 'en' : 'de',
    });
}
