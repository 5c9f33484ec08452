import amqp from 'amqplib';
import {
  GUEST_SESSION_HEADER,
  leadingZeroBits,
  sha256Short,
  type EventEnvelope,
  type UserUpsertedPayload,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
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

/** Solves a guest-session challenge synchronously (what a looping client would do). */
export function solveChallenge(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce++)
    if (leadingZeroBits(sha256Short(`${challenge}:${nonce}`)) >= bits) return String(nonce);
}

/** A fresh guest session from the service (challenge, proof of work, session); throws unless minted. */
export async function mintGuestSession(base: string): Promise<string> {
  const challenge = await call(base, 'POST', 'publicResources/guestSession/challenge');
  expect(challenge.status, JSON.stringify(challenge.body)).toBe(200);
  const nonce = solveChallenge(challenge.body.challenge as string, challenge.body.bits as number);
  const minted = await call(base, 'POST', 'publicResources/guestSession', {
    challenge: challenge.body.challenge,
    nonce,
  });
  expect(minted.status, JSON.stringify(minted.body)).toBe(200);
  return minted.body.guestSession as string;
}

/**
 * The guest session each anonymous sign-up of these tests uses: a new guest per prepareOrder (as
 * before guest sessions), and the session of the hold for its reserveOrder.
 */
const guestSessionOfItem = new Map<string, string>();
const SIGN_UP_PATHS = new Set(['publicResources/prepareOrder', 'publicResources/reserveOrder']);

export async function call(
  base: string,
  method: string,
  path: string,
  json?: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  // explicit headers: the test speaks for the guest itself
  const automaticGuest = !token && SIGN_UP_PATHS.has(path) && Object.keys(extraHeaders).length === 0;
  if (automaticGuest) {
    const itemToken = (json as { token?: string } | undefined)?.token;
    headers[GUEST_SESSION_HEADER] =
      (itemToken && guestSessionOfItem.get(itemToken)) || (await mintGuestSession(base));
  }
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : typeof json === 'string' ? json : JSON.stringify(json),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : undefined) as Json;
  const held = body?.orderItems?.[0]?.token as string | undefined;
  if (automaticGuest && held) guestSessionOfItem.set(held, headers[GUEST_SESSION_HEADER]!);
  return { status: response.status, body };
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
