import { ORDER_EVENTS } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shooterCancelled } from './order-events';
import { call, startPayment, type PaymentHarness } from './support';

const PATH = '/api/payments/processingOrderItems';

/**
 * The booked list's red "card payment in progress" rows (docs/my-competitions.md): which of the
 * caller's registrations have a card checkout started and neither paid nor failed nor expired,
 * against the real database, broker and sandbox provider.
 */
describe('payment: my registrations with a card payment still running', () => {
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await startPayment('payproc', { SANDBOX_WEBHOOK_SECRET: 'whsec_sandbox_for_tests' });
  });
  afterAll(async () => {
    await h?.stop();
  });

  const ask = (itemIds: string, token: string | undefined = h.shooter) =>
    call(`${h.base}${PATH}?itemIds=${itemIds}`, { token });
  /** the browser's way to the provider: the checkout becomes OPEN */
  const open = async (checkoutId: string) =>
    expect((await call(`${h.base}/api/publicResources/payments/checkouts/${checkoutId}`)).status).toBe(303);
  /** the shopper's choice on the sandbox page, which sends the signed callback */
  const decide = async (checkoutId: string, result: 'success' | 'failure') =>
    expect(
      (
        await call(`${h.base}/api/publicResources/payments/sandbox/${checkoutId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `result=${result}`,
        })
      ).status,
    ).toBe(303);

  it('when my card checkouts are requested, open, paid, failed or expired then only the running ones are named', async () => {
    const requested = await h.requestCheckout();
    const opened = await h.requestCheckout();
    await open(opened.checkoutId);
    const paid = await h.requestCheckout();
    await open(paid.checkoutId);
    await decide(paid.checkoutId, 'success');
    const failed = await h.requestCheckout();
    await open(failed.checkoutId);
    await decide(failed.checkoutId, 'failure');
    const expired = await h.requestCheckout({ payableUntil: new Date(Date.now() - 60_000).toISOString() });
    const premium = await h.requestCheckout({ purpose: 'PREMIUM' });

    const all = [requested, opened, paid, failed, expired, premium].map((r) => r.itemIds[0]!);
    const answer = await ask(all.join(','));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ itemIds: [requested.itemIds[0], opened.itemIds[0]] });
    // only the items asked about
    expect((await ask(String(opened.itemIds[0]))).body).toEqual({ itemIds: [opened.itemIds[0]] });
  });

  it('when the registration is cancelled then its running card payment is no longer named', async () => {
    const request = await h.requestCheckout();
    const itemId = request.itemIds[0]!;
    expect((await ask(String(itemId))).body).toEqual({ itemIds: [itemId] });
    await h.publish(ORDER_EVENTS.orderItemCancelled, shooterCancelled(itemId, request.orderIds[0]!));
    await waitFor(
      async () =>
        (await h.query('SELECT 1 FROM payment.cancelled_items WHERE item_id = $1', [itemId])).length === 1,
    );
    expect((await ask(String(itemId))).body).toEqual({ itemIds: [] });
  });

  it('when another user started the card payment then my question does not see it, theirs does', async () => {
    const theirs = await h.requestCheckout({ userId: 41 });
    const itemId = theirs.itemIds[0]!;
    expect((await ask(String(itemId))).body).toEqual({ itemIds: [] });
    const other = await h.sign({ sub: '41' });
    expect((await ask(String(itemId), other)).body).toEqual({ itemIds: [itemId] });
  });

  it('when a guest, a guest account or an admin role asks then it is refused: the red row is a plain user’s', async () => {
    const mine = await h.requestCheckout();
    const itemId = String(mine.itemIds[0]);
    expect((await call(`${h.base}${PATH}?itemIds=${itemId}`)).status).toBe(401);
    const guestAccount = await h.sign({ sub: '42', roles: ['ROLE_GUEST'], permissions: ['IS_GUEST'] });
    const clubAdmin = await h.sign({
      sub: '40',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: 1,
    });
    for (const token of [guestAccount, clubAdmin, h.admin]) {
      const refused = await ask(itemId, token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: 'ACCESS_ONLY_SHOOTER' });
    }
  });

  it('when the item ids are missing, not ids, too many or joined by something else then 400 names the field', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const bad of ['', 'abc', '0', '-1', '1.5', '1,,2', '1;2', tooMany, '2147483648']) {
      const answer = await ask(encodeURIComponent(bad));
      expect(answer.status, bad).toBe(400);
      expect(answer.text, bad).toContain('itemIds');
    }
    expect((await call(`${h.base}${PATH}`, { token: h.shooter })).status).toBe(400);
    expect((await call(`${h.base}${PATH}?itemIds=1&userId=41`, { token: h.shooter })).status).toBe(400);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await ask(hundred)).status).toBe(200);
  });
});
