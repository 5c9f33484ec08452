import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viennaDate } from '../src/domain/premium-until';
import { startIdentity, type IdentityHarness } from './support';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.close());

const premiumChanged = (userId: number, paymentUntil: string | null, autoRenew = true) => ({
  type: 'payment.premium.changed',
  version: 1,
  payload: { userId, paymentUntil, autoRenew },
});

describe("paymentUntil follows payment's premium membership", () => {
  it('when premium is bought then paymentUntil is a year ahead, replicas hear it and the session token follows at once', async () => {
    const id = await h.user('premiumbuyer');
    const token = await h.login('premiumbuyer');
    const before = await h.api('/api/identity', { token });
    expect(((await before.json()) as { paymentValid: boolean }).paymentValid).toBe(false);
    expect(before.headers.get('authorization')).toBeNull(); // a fresh token is not renewed

    const until = new Date();
    until.setUTCFullYear(until.getUTCFullYear() + 1);
    await h.publishCatalog([premiumChanged(id, until.toISOString())]);

    const after = await h.api('/api/identity', { token });
    const identity = (await after.json()) as { paymentValid: boolean; paymentUntil: string };
    expect(identity).toMatchObject({ paymentValid: true, paymentUntil: viennaDate(until.toISOString()) });
    const renewed = after.headers.get('authorization')!.replace('Bearer ', '');
    expect(decodeJwt(renewed).paymentUntil).toBe(viennaDate(until.toISOString()));
    const upserted = (await h.events('identity.user.upserted')).filter((e) => e.payload.userId === id);
    expect(upserted.at(-1)!.payload.paymentUntil).toBe(viennaDate(until.toISOString()));
  });

  it('an earlier date arriving late, or an ended membership, never shortens it', async () => {
    const id = await h.user('premiumkeeper', { paymentUntil: '2030-06-30' });
    await h.publishCatalog([premiumChanged(id, '2029-01-01T10:00:00.000Z'), premiumChanged(id, null, false)]);
    const token = await h.login('premiumkeeper');
    const identity = (await (await h.api('/api/identity', { token })).json()) as { paymentUntil: string };
    expect(identity.paymentUntil).toBe('2030-06-30');
    expect((await h.events('identity.user.upserted')).filter((e) => e.payload.userId === id)).toEqual([]);
  });

  it('the day is Vienna’s: an instant late in the evening UTC is the next day there', () => {
    expect(viennaDate('2027-03-01T23:30:00.000Z')).toBe('2027-03-02');
    expect(viennaDate('2027-03-01T10:00:00.000Z')).toBe('2027-03-01');
  });
});
