import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@portal/contracts';
import { createTokenVerifier, startService, type BaseConfig, type RunningService } from '@portal/service-kit';
import { createTestInfra, createTestKeys, waitFor, type TestInfra } from '@portal/service-kit/testing';
import amqp from 'amqplib';
import { freePort } from '../../../scripts/stack';
import { paymentService, type PaymentParts } from '../src/service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/**
 * One payment process on its own test database, broker exchange and Redis prefix, with real
 * tokens, a publisher of the other services' events (through the broker) and a probe of the
 * events payment publishes.
 */
export async function startPayment(env: Record<string, string> = {}, label = 'pay') {
  const infra: TestInfra = await createTestInfra(label);
  const keys = await createTestKeys();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serviceEnv = {
    ...infra.env,
    DATABASE_POOL_SIZE: '5',
    // the sandbox provider's page and signed callback come back to this process
    PUBLIC_BASE_URL: base,
    SANDBOX_CALLBACK_URL: `${base}/api/publicResources/payments/callbacks/sandbox`,
    ...env,
  };
  const verifyToken = createTokenVerifier({ keys: keys.jwks });
  const service = (await startService(
    paymentService,
    { ...serviceEnv, PORT: String(port) },
    { verifyToken },
  )) as unknown as RunningService<BaseConfig, PaymentParts>;
  const connection = await amqp.connect(infra.env.AMQP_URL);
  const channel = await connection.createConfirmChannel();
  await channel.assertExchange(infra.exchange, 'topic', { durable: true });

  // what payment publishes, collected from a queue of the test's own
  const probeQueue = `${infra.queuePrefix}.probe`;
  await channel.assertQueue(probeQueue, { durable: false, autoDelete: true });
  await channel.bindQueue(probeQueue, infra.exchange, 'payment.#');
  const published: EventEnvelope<Json>[] = [];
  await channel.consume(probeQueue, (m) => {
    if (!m) return;
    published.push(JSON.parse(m.content.toString()) as EventEnvelope<Json>);
    channel.ack(m);
  });

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await service.ctx.database.pool.query(text, values)).rows as T[];

  const tokens = {
    shooter: (id: number) => keys.sign({ sub: String(id), username: `shooter${id}` }),
    guestUser: (id: number) =>
      keys.sign({
        sub: String(id),
        username: `guest${id}`,
        roles: ['ROLE_GUEST'],
        permissions: ['IS_GUEST'],
      }),
    admin: () =>
      keys.sign({ sub: '9001', username: 'admin', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] }),
    portalAdmin: () =>
      keys.sign({
        sub: '9002',
        username: 'portal',
        roles: ['ROLE_PORTAL_ADMIN'],
        permissions: ['IS_PORTAL_ADMIN'],
      }),
    clubAdmin: (clubId: number) =>
      keys.sign({
        sub: String(9100 + clubId),
        username: `club${clubId}`,
        roles: ['ROLE_CLUB_ADMIN'],
        permissions: ['IS_CLUB_ADMIN'],
        clubId,
      }),
  };

  return {
    infra,
    service,
    base,
    tokens,
    published,
    query,
    async api(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
      const headers: Record<string, string> = {};
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
    },
    /** publishes an event as its owning service would and waits until payment handled it */
    async publish(type: string, version: number, payload: unknown, occurredAt = new Date()) {
      const envelope: EventEnvelope = {
        id: randomUUID(),
        type,
        version,
        occurredAt: occurredAt.toISOString(),
        producer: 'test',
        correlationId: null,
        payload,
      };
      channel.publish(infra.exchange, type, Buffer.from(JSON.stringify(envelope)), { persistent: true });
      await channel.waitForConfirms();
      await waitFor(
        async () =>
          (await query(`SELECT 1 FROM payment.inbox WHERE event_id = $1`, [envelope.id])).length > 0,
      );
    },
    /** another payment process on the same database, broker and Redis: a second replica */
    async startReplica(): Promise<RunningService<BaseConfig, PaymentParts>> {
      const replicaPort = await freePort();
      return (await startService(
        paymentService,
        { ...serviceEnv, PORT: String(replicaPort) },
        { verifyToken },
      )) as unknown as RunningService<BaseConfig, PaymentParts>;
    },
    async close() {
      await connection.close().catch(() => undefined);
      await service.stop();
      await infra.cleanup([probeQueue]);
    },
  };
}

export type PaymentHarness = Awaited<ReturnType<typeof startPayment>>;

/** A club as `catalog.club.upserted` carries it (the fields payment keeps). */
export const clubSnapshot = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: `SV ${id}`,
  longName: `Schützenverein Nummer ${id}`,
  shortName: null,
  address: 'Hauptstraße 1',
  zip: '1210',
  city: 'Wien',
  country: 'at',
  bankInformation: { name: 'Erste Bank', bic: 'GIBAATWWXXX', iban: 'AT61 1904 3002 3457 3201' },
  bmdAccountNumber: `BMD-${id}`,
  invoiceName: `Verein ${id} Buchhaltung`,
  invoiceMail: `rechnung${id}@example.org`,
  ...over,
});

/** A competition as `catalog.competition.upserted` carries it (the fields payment keeps). */
export const competitionSnapshot = (id: number, clubId: number, over: Record<string, unknown> = {}) => ({
  id,
  club: { id: clubId, name: `SV ${clubId}`, hasBankInformation: true },
  event: false,
  name: `Frühjahrscup ${id}`,
  competitionDate: '2026-05-10T08:00:00.000Z',
  paid: false,
  deletedAt: null,
  ...over,
});
