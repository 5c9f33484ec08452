import { createTokenVerifier, startService, type RunningService } from '@portal/service-kit';
import { createTestInfra, createTestKeys, waitFor, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationService } from '../src/service';
import { call, competitionSnapshot, prepareBody, publisher, shooterToken } from './support';

const personal = (token: string) => ({
  token,
  order: { firstName: 'Eva', lastName: 'Event', email: 'eva@example.org', agbs: true },
});

/**
 * An event's order is RESERVED by prepareOrder already (no countdown); the sign-up dialog's data
 * step still sends reserveOrder, which then writes the personal data and changes no seat.
 */
describe('sign-up: the personal data of an event', () => {
  let infra: TestInfra;
  let keys: Awaited<ReturnType<typeof createTestKeys>>;
  let service: RunningService;
  let base: string;
  let events: Awaited<ReturnType<typeof publisher>>;
  const query = async (text: string, values: unknown[] = []) =>
    (await service.ctx.database.pool.query(text, values)).rows as Record<string, unknown>[];

  beforeAll(async () => {
    infra = await createTestInfra('regevt');
    keys = await createTestKeys();
    service = (await startService(registrationService, infra.env, {
      verifyToken: createTokenVerifier({ keys: keys.jwks }),
    })) as unknown as RunningService;
    base = `http://127.0.0.1:${service.port}`;
    events = await publisher(infra.env.AMQP_URL, infra.exchange);
    await events.publish(
      'catalog.competition.upserted',
      1,
      competitionSnapshot(201, [{ id: 2010, squadSize: 2, maxWaitingListSize: 0 }], { event: true }),
    );
    await waitFor(async () => (await query('SELECT id FROM registration.competitions')).length === 1);
  });
  afterAll(async () => {
    await events?.close();
    await service?.stop();
    await infra?.cleanup();
  });

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
