import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken } from './support';

const personal = (token: string) => ({
  token,
  order: { firstName: 'Eva', lastName: 'Event', email: 'eva@example.org', agbs: true },
});

/**
 * An event's order is RESERVED by prepareOrder already (no countdown); the sign-up dialog's data
 * step still sends reserveOrder, which then writes the personal data and changes no seat.
 */
describe('sign-up: the personal data of an event', () => {
  let r: Registrations;
  let keys: Registrations['keys'];
  let base: string;
  const query = (text: string, values: unknown[] = []) => r.query(text, values);

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'regevt');
    keys = r.keys;
    base = r.bases[0]!;
    await r.publishCompetition(
      competitionSnapshot(201, [{ id: 2010, squadSize: 2, maxWaitingListSize: 0 }], { event: true }),
    );
  });
  afterAll(() => r?.stop());

  it('when a guest gives the data of an event order then it is stored and the seat count stays', async () => {
    const prepared = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(201, 2010));
    expect(prepared.body).toMatchObject({ status: 'RESERVED', expiresAt: null });
    const token = prepared.body.orderItems[0].token as string;
    const reserved = await call(base, 'POST', 'publicResources/reserveOrder', personal(token));
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({ status: 'RESERVED', firstName: 'Eva', email: 'eva@example.org' });
    expect(reserved.body.orderItems[0]).toMatchObject({ firstName: 'Eva', lastName: 'Event' });
    const [seats] = await query('SELECT taken, held FROM registration.squad_occupancy WHERE squad_id = 2010');
    expect(seats).toMatchObject({ taken: 1, held: 0 });
  });

  it('when another user sends an event order’s token then it is refused', async () => {
    const owner = await shooterToken(keys, 31);
    const prepared = await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(201, 2010), owner);
    const token = prepared.body.orderItems[0].token as string;
    const other = await call(
      base,
      'POST',
      'publicResources/reserveOrder',
      personal(token),
      await shooterToken(keys, 32),
    );
    expect(other).toEqual({ status: 403, body: { error: 'ACCESS_DENIED' } });
  });
});
