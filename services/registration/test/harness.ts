import { fileURLToPath } from 'node:url';
import { IDENTITY_EVENTS, type UserUpsertedPayload } from '@portal/contracts';
import {
  createDatabase,
  createTokenVerifier,
  runMigrations,
  startService,
  type AuthUser,
  type Database,
  type RunningService,
} from '@portal/service-kit';
import {
  consumerQueues,
  createTestInfra,
  createTestKeys,
  waitFor,
  type TestInfra,
} from '@portal/service-kit/testing';
import { expect } from 'vitest';
import { prepareOrder } from '../src/domain/orders/prepare-order';
import { reserveOrder } from '../src/domain/orders/reserve-order';
import { registrationService } from '../src/service';
import { call, competitionSnapshot, prepareBody, publisher, type Json } from './support';

type Keys = Awaited<ReturnType<typeof createTestKeys>>;

/**
 * The guest budgets opened for tests about other rules (one address, many guests, a cheap proof);
 * guest-holds.test.ts runs with the defaults.
 */
export const UNLIMITED_GUESTS = {
  GUEST_PROOF_BITS: '4',
  GUEST_SESSIONS_PER_ADDRESS: '1000000',
  GUEST_HOLDS_PER_ADDRESS: '1000000',
  GUEST_SHARE_PERCENT: '100',
};

/**
 * Registration processes (in this process: separate pools, Redis clients, workers, consumers) on
 * one test database, broker and Redis prefix, with the helpers the registration tests share.
 * `prefix` names the run's database and queues (each test file its own).
 */
export async function startRegistrations(count: number, env: Record<string, string> = {}, prefix = 'reg') {
  const infra: TestInfra = await createTestInfra(prefix);
  const keys: Keys = await createTestKeys();
  const services: RunningService[] = [];
  for (let i = 0; i < count; i++)
    services.push(
      (await startService(
        registrationService,
        { ...infra.env, DATABASE_POOL_SIZE: '10', ...UNLIMITED_GUESTS, ...env },
        { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
      )) as unknown as RunningService,
    );
  const events = await publisher(infra.env.AMQP_URL, infra.exchange);
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await services[0]!.ctx.database.pool.query(text, values)).rows as T[];

  return {
    infra,
    keys,
    services,
    /** the publisher of the catalog's and identity's events */
    events,
    bases: services.map((s) => `http://127.0.0.1:${s.port}`),
    query,
    async publishCompetition(snapshot: ReturnType<typeof competitionSnapshot>, version = 1) {
      await events.publish('catalog.competition.upserted', version, snapshot);
      await waitFor(
        async () =>
          (
            await query(`SELECT 1 FROM registration.competitions WHERE id = $1 AND version >= $2`, [
              snapshot.id,
              version,
            ])
          ).length > 0,
      );
    },
    /** A division, class or factor as the catalog publishes it (the names replica). */
    async publishReference(
      resource: 'divisions' | 'competitionClasses' | 'factors',
      id: number,
      name: string,
    ) {
      await events.publish('catalog.reference-data.upserted', 1, { resource, id, name });
      await waitFor(
        async () =>
          (
            await query(`SELECT 1 FROM registration.reference_names WHERE kind = $1 AND id = $2`, [
              resource,
              id,
            ])
          ).length > 0,
      );
    },
    async publishUser(userId: number, username: string, clubId: number | null = null) {
      await events.publish('identity.user.upserted', 1, {
        userId,
        username,
        email: `${username}@example.org`,
        firstName: 'First',
        lastName: 'Last',
        locale: 'de',
        clubId,
        roles: ['ROLE_USER'],
        active: true,
        enabled: true,
        paymentUntil: null,
        notificationSelection: {},
        divisionIds: [],
      });
      await waitFor(
        async () => (await query(`SELECT 1 FROM registration.users WHERE id = $1`, [userId])).length > 0,
      );
    },
    /** A user as identity publishes it (a full payload, see userPayload), seen at `version`. */
    async publishUserPayload(payload: UserUpsertedPayload, version = 1) {
      await events.publish(IDENTITY_EVENTS.userUpserted, version, payload);
      await waitFor(
        async () =>
          (
            await query('SELECT 1 FROM registration.users WHERE id = $1 AND version >= $2', [
              payload.userId,
              version,
            ])
          ).length > 0,
      );
    },
    adminToken: (id = 900) =>
      keys.sign({
        sub: String(id),
        username: `admin${id}`,
        roles: ['ROLE_ADMIN'],
        permissions: ['IS_ADMIN'],
      }),
    portalAdminToken: (id = 901) =>
      keys.sign({
        sub: String(id),
        username: `portal${id}`,
        roles: ['ROLE_PORTAL_ADMIN'],
        permissions: ['IS_PORTAL_ADMIN'],
      }),
    clubAdminToken: (clubId: number, id = 902 + clubId) =>
      keys.sign({
        sub: String(id),
        username: `clubadmin${id}`,
        roles: ['ROLE_CLUB_ADMIN'],
        permissions: ['IS_CLUB_ADMIN'],
        clubId,
      }),
    async stop() {
      await events.close();
      for (const service of services) await service.stop();
      await infra.cleanup(consumerQueues(`${infra.queuePrefix}.registration`, 5));
    },
  };
}

export type Registrations = Awaited<ReturnType<typeof startRegistrations>>;

/** A run's database with registration's migrations and no service: for tests of the domain functions. */
export async function migratedDatabase(prefix: string, poolSize: number) {
  const infra = await createTestInfra(prefix);
  const database = createDatabase(infra.databaseUrl, 'registration', poolSize);
  await runMigrations(database.pool, 'registration', fileURLToPath(new URL('../drizzle', import.meta.url)));
  return {
    database,
    async stop() {
      await database.close();
      await infra.cleanup();
    },
  };
}

/** The reserve call's body with the personal data, terms and the shooter's choice. */
export const reserveBody = (token: string, choice: Record<string, number | string> = {}) => ({
  token,
  order: {
    firstName: 'Anna',
    lastName: 'Schütz',
    email: 'anna@example.org',
    agbs: true,
    orderItems: [{ divisionId: 7, competitionClassId: 1, factorId: 1, ...choice }],
  },
});

/** prepareOrder over HTTP by `jwt` (none: a guest), which must hold; answers the held item. */
export async function prepareOverHttp(base: string, competitionId: number, squadId: number, jwt?: string) {
  const prepared = await call(
    base,
    'POST',
    'publicResources/prepareOrder',
    prepareBody(competitionId, squadId),
    jwt,
  );
  expect(prepared.status, JSON.stringify(prepared.body)).toBe(200);
  return { orderId: prepared.body.id as number, first: prepared.body.orderItems[0] as Json };
}

let guestMails = 0;

/** reserveOrder over HTTP (reserveBody with `choice`, `cart` beside the order), which must succeed. */
export async function reserveOverHttp(
  base: string,
  token: string,
  jwt?: string,
  choice: Record<string, number | string> = {},
  cart: Record<string, unknown> = {},
) {
  const body = reserveBody(token, choice);
  // each guest is another person: one e-mail holds one guest registration (guest-holds.test.ts)
  if (!jwt) body.order.email = `guest${++guestMails}@example.org`;
  const reserved = await call(base, 'POST', 'publicResources/reserveOrder', { ...body, ...cart }, jwt);
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
  return reserved.body as Json;
}

/** A sign-up over HTTP (prepareOrder + reserveOrder) that must succeed; answers the item and the reserve answer. */
export async function signUpOverHttp(
  base: string,
  competitionId: number,
  squadId: number,
  jwt?: string,
  choice: Record<string, number | string> = {},
  cart: Record<string, unknown> = {},
) {
  const { orderId, first } = await prepareOverHttp(base, competitionId, squadId, jwt);
  const reserved = await reserveOverHttp(base, first.token as string, jwt, choice, cart);
  return {
    orderId,
    itemId: first.id as number,
    token: first.token as string,
    waitingList: first.waitingList as boolean,
    reserved,
  };
}

/**
 * A sign-up through the domain functions (prepareOrder, then reserveOrder unless `reserve` is
 * false: the entry stays in the dialog); `squadIds` asks the multiple waiting list.
 */
export async function signUpInDb(
  db: Database,
  user: AuthUser,
  competitionId: number,
  squadId: number,
  {
    squadIds,
    reserve = true,
    locale = 'de',
  }: { squadIds?: number[]; reserve?: boolean; locale?: 'de' | 'en' } = {},
) {
  const { order } = await prepareOrder(db, user, {
    status: 'PREPARE',
    orderItems: [{ competitionId, squadId, squadIds }],
  });
  const first = order.orderItems[0]!;
  if (reserve)
    await reserveOrder(db, user, {
      token: first.token,
      order: {
        firstName: 'Erika',
        lastName: `Muster${user.id}`,
        email: `s${user.id}@example.org`,
        agbs: true,
        orderItems: [{ divisionId: 1, competitionClassId: 1, factorId: 1, locale }],
      },
    });
  return {
    user,
    order,
    orderId: order.id,
    itemId: first.id,
    token: first.token,
    waitingList: first.waitingList,
  };
}
