import amqp from 'amqplib';
import type { EventEnvelope, UserUpsertedPayload } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthUser } from '@portal/service-kit';
import type { createTestKeys } from '@portal/service-kit/testing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export { competitionSnapshot, type SquadFixture } from '@portal/service-kit/testing';
import type { SquadFixture } from '@portal/service-kit/testing';

/** Publishes events on the run's exchange as catalog and identity would (through the broker). */
export async function publisher(amqpUrl: string, exchange: string) {
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createConfirmChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  return {
    /** `id`: the envelope's id, to deliver one event twice */
    async publish(type: string, version: number, payload: unknown, id: string = randomUUID()) {
      const envelope: EventEnvelope = {
        id,
        type,
        version,
        occurredAt: new Date().toISOString(),
        producer: 'test',
        correlationId: null,
        payload,
      };
      channel.publish(exchange, type, Buffer.from(JSON.stringify(envelope)), { persistent: true });
      await channel.waitForConfirms();
    },
    close: () => connection.close(),
  };
}

/**
 * A consumer shaped like catalog's occupancy replica: keeps each squad's newest
 * `registration.squad.occupancy-changed` by version.
 */
export async function occupancyProbe(amqpUrl: string, exchange: string, queue: string) {
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(queue, { durable: false, autoDelete: true });
  await channel.bindQueue(queue, exchange, 'registration.squad.occupancy-changed');
  const latest = new Map<number, { version: number; taken: number; waiting: number; standIds: number[] }>();
  await channel.consume(queue, (message) => {
    if (!message) return;
    const event = JSON.parse(message.content.toString()) as EventEnvelope<{
      squadId: number;
      taken: number;
      waiting: number;
      standIds: number[];
    }>;
    const known = latest.get(event.payload.squadId);
    if (!known || known.version < event.version)
      latest.set(event.payload.squadId, { version: event.version, ...event.payload });
    channel.ack(message);
  });
  return { latest, close: () => connection.close() };
}

type Keys = Awaited<ReturnType<typeof createTestKeys>>;

/** A shooter's token (payment valid for a year unless told otherwise). */
export const shooterToken = (keys: Keys, id: number, over: Record<string, unknown> = {}) =>
  keys.sign({
    sub: String(id),
    username: `shooter${id}`,
    roles: ['ROLE_USER'],
    permissions: ['IS_USER_SHOOTER'],
    paymentUntil: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
    ...over,
  });

/** A shooter as the domain functions get the caller (payment valid far ahead). */
export const shooter = (id: number): AuthUser => ({
  id,
  username: `shooter${id}`,
  roles: ['ROLE_USER'],
  permissions: ['IS_USER_SHOOTER'],
  clubId: null,
  paymentUntil: '2999-12-31',
});

/** Identity's `identity.user.upserted` payload of a confirmed shooter of club 1. */
export const userPayload = (id: number, over: Partial<UserUpsertedPayload> = {}): UserUpsertedPayload => ({
  userId: id,
  username: `user${id}`,
  email: `user${id}@example.at`,
  firstName: `First${id}`,
  lastName: `Last${id}`,
  locale: 'de',
  clubId: 1,
  clubMembership: 'CONFIRMED',
  roles: ['ROLE_USER'],
  active: true,
  enabled: true,
  paymentUntil: null,
  notificationSelection: {} as UserUpsertedPayload['notificationSelection'],
  divisionIds: [],
  deputyUserIds: [],
  ...over,
});

export async function call(base: string, method: string, path: string, json?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : typeof json === 'string' ? json : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

export const prepareBody = (competitionId: number, squadId: number, extra: Record<string, unknown> = {}) => ({
  status: 'PREPARE',
  orderItems: [{ competitionId, squadId, ...extra }],
});

/** A squad fixture that takes part in the multiple waiting list unless told otherwise. */
export const listedSquad = (
  id: number,
  squadSize: number,
  maxWaitingListSize: number,
  multipleWaitingList = true,
) => ({ id, squadSize, maxWaitingListSize, multipleWaitingList }) as SquadFixture;

/** The shooter's edit of a registration that changes only its squad (division 7, class and factor 1). */
export const squadEditBody = (squadId: number) => ({
  firstName: 'Erika',
  lastName: 'Muster',
  divisionId: 7,
  competitionClassId: 1,
  factorId: 1,
  squadId,
});
