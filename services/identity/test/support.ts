import { randomUUID } from 'node:crypto';
import { CATALOG_EVENTS, type EventEnvelope, type RoleName } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { createTestInfra, waitFor, type TestInfra } from '@portal/service-kit/testing';
import amqp from 'amqplib';
import { eq, sql } from 'drizzle-orm';
import { catalogRefs, inbox, outbox, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/domain/passwords';
import { ROLE_ID } from '../src/domain/reserved-roles';
import { identityService } from '../src/service';

export const PASSWORD = 'Secret123';

export interface IdentityHarness {
  infra: TestInfra;
  service: RunningService;
  base: string;
  api(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>;
  /** a verified, active user straight in the database */
  user(
    username: string,
    options?: {
      role?: RoleName;
      clubId?: number | null;
      clientId?: number | null;
      paymentUntil?: string | null;
      /** with a club: CONFIRMED unless told */
      clubMembership?: 'PENDING' | 'CONFIRMED';
    },
  ): Promise<number>;
  login(username: string, password?: string): Promise<string>;
  events(type: string): Promise<{ payload: Record<string, unknown> }[]>;
  /** publishes catalog events on the run's exchange and waits until identity handled them all */
  publishCatalog(events: { type: string; version: number; payload: unknown }[]): Promise<void>;
  close(): Promise<void>;
}

export async function startIdentity(env: Record<string, string> = {}): Promise<IdentityHarness> {
  const infra = await createTestInfra('identity');
  const service = (await startService(identityService, {
    ...infra.env,
    ...env,
  })) as unknown as RunningService;
  const base = `http://127.0.0.1:${service.port}`;
  const db = service.ctx.db;
  const api: IdentityHarness['api'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${base}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  };
  const login = async (username: string, password = PASSWORD) => {
    const response = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }),
    });
    if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
    return response.headers.get('authorization')!.replace('Bearer ', '');
  };
  const passwordHash = await hashPassword(PASSWORD);
  const publishCatalog: IdentityHarness['publishCatalog'] = async (events) => {
    const envelopes: EventEnvelope[] = events.map((e) => ({
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      producer: 'catalog',
      correlationId: null,
      ...e,
    }));
    const connection = await amqp.connect(infra.env.AMQP_URL);
    const channel = await connection.createConfirmChannel();
    for (const envelope of envelopes)
      channel.publish(infra.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
      });
    await channel.waitForConfirms();
    await connection.close();
    const ids = envelopes.map((e) => e.id);
    await waitFor(async () => {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${inbox.eventId})::int` })
        .from(inbox)
        .where(sql`${inbox.eventId} = ANY(${sql.param(ids)}::uuid[])`);
      return row!.n === ids.length;
    }, 20_000);
  };
  // the demo's catalog ids the forms below use: what catalog publishes when it starts
  await publishCatalog(DEMO_CATALOG);
  return {
    infra,
    service,
    base,
    api,
    login,
    async user(username, options = {}) {
      const [row] = await db
        .insert(users)
        .values({
          username,
          email: `${username}@example.at`,
          passwordHash,
          firstName: 'Test',
          lastName: username,
          enabled: true,
          clubId: options.clubId ?? null,
          clubMembership: options.clubId ? (options.clubMembership ?? 'CONFIRMED') : null,
          clientId: options.clientId ?? null,
          paymentUntil: options.paymentUntil ?? null,
        })
        .returning();
      await db.insert(userRoles).values({ userId: row!.id, roleId: ROLE_ID[options.role ?? 'ROLE_USER'] });
      return row!.id;
    },
    async events(type) {
      const rows = await db.select().from(outbox).where(eq(outbox.type, type)).orderBy(outbox.id);
      return rows.map((r) => r.envelope as { payload: Record<string, unknown> });
    },
    publishCatalog,
    async close() {
      await service.stop();
      await infra.cleanup();
    },
  };
}

export const userCount = async (h: IdentityHarness) => {
  const [row] = await h.service.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row!.n;
};

const reference = (resource: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    type: CATALOG_EVENTS.referenceDataUpserted,
    version: 1,
    payload: { resource, id: i + 1, name: `${resource} ${i + 1}` },
  }));
/** Competition classes 1-7, divisions 1-18, factors 1-2 and clubs 1-8 exist in catalog. */
const DEMO_CATALOG = [
  ...reference('competitionClasses', 7),
  ...reference('divisions', 18),
  ...reference('factors', 2),
  ...Array.from({ length: 8 }, (_, i) => ({
    type: CATALOG_EVENTS.clubUpserted,
    version: 1,
    payload: { id: i + 1, name: `Club ${i + 1}`, active: true },
  })),
];

/** How many catalog ids of a kind identity's replica knows as not deleted. */
export const knownRefs = async (h: IdentityHarness, kind: string) => {
  const [row] = await h.service.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(catalogRefs)
    .where(sql`${catalogRefs.kind} = ${kind} AND NOT ${catalogRefs.deleted}`);
  return row!.n;
};

/** A complete, valid registration form (docs/identity-api.md). */
export const registration = (username: string, overrides: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.at`,
  password: 'Passw0rdX',
  passwordValid: 'Passw0rdX',
  selectedLanguage: 'de',
  salutation: 'mrs',
  firstName: 'Eva',
  lastName: 'Berger',
  address: 'Hauptstraße 1',
  zip: '8010',
  city: 'Graz',
  country: 'at',
  state: 'ST',
  competitionClass: { id: 1 },
  division: { id: 2 },
  factor: { id: 1 },
  club: null,
  allowInformations: true,
  conditions: true,
  payment: true,
  ...overrides,
});

/** The JSON body of an answer, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const json = (response: Response): Promise<any> => response.json();

/** A POST /api/users body: a user created in user administration with one role. */
export const newUser = (username: string, roleId: number, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.at`,
  userRoleIds: [roleId],
  firstName: 'Neu',
  lastName: 'Angelegt',
  selectedLanguage: 'de',
  password: 'Create123',
  password2: 'Create123',
  ...extra,
});
