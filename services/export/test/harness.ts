import { randomUUID } from 'node:crypto';
import type { EventEnvelope, Permission, RoleName } from '@portal/contracts';
import { createTokenVerifier, startService, type RunningService } from '@portal/service-kit';
import { createTestInfra, createTestKeys, waitFor, type TestInfra } from '@portal/service-kit/testing';
import amqp from 'amqplib';
import { exportService } from '../src/service';

/** Publishes events on the run's exchange as catalog, identity and registration would. */
async function publisher(amqpUrl: string, exchange: string) {
  const connection = await amqp.connect(amqpUrl);
  const channel = await connection.createConfirmChannel();
  await channel.assertExchange(exchange, 'topic', { durable: true });
  return {
    async publish(type: string, version: number, payload: unknown) {
      const envelope: EventEnvelope = {
        id: randomUUID(),
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

export type Role = 'admin' | 'portalAdmin' | 'clubAdmin' | 'otherClubAdmin' | 'shooter';
const ROLES: Record<
  Role,
  { id: number; roles: RoleName[]; permissions: Permission[]; clubId: number | null }
> = {
  admin: { id: 9001, roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'], clubId: null },
  portalAdmin: { id: 9002, roles: ['ROLE_PORTAL_ADMIN'], permissions: ['IS_PORTAL_ADMIN'], clubId: null },
  clubAdmin: { id: 9003, roles: ['ROLE_CLUB_ADMIN'], permissions: ['IS_CLUB_ADMIN'], clubId: 1 },
  otherClubAdmin: { id: 9004, roles: ['ROLE_CLUB_ADMIN'], permissions: ['IS_CLUB_ADMIN'], clubId: 2 },
  shooter: { id: 501, roles: ['ROLE_USER'], permissions: ['IS_USER_SHOOTER'], clubId: 1 },
};

/** One export service on its own test database, broker and Redis prefix, with tokens per role. */
export async function startExport(env: Record<string, string> = {}) {
  const infra: TestInfra = await createTestInfra('exp');
  const keys = await createTestKeys();
  const start = async () =>
    (await startService(
      exportService,
      { ...infra.env, ...env },
      { verifyToken: createTokenVerifier({ keys: keys.jwks }) },
    )) as unknown as RunningService;
  const service = await start();
  const events = await publisher(infra.env.AMQP_URL, infra.exchange);
  const base = `http://127.0.0.1:${service.port}`;
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await service.ctx.database.pool.query(text, values)).rows as T[];
  const tokens = new Map<Role, string>();
  for (const [role, claims] of Object.entries(ROLES) as [Role, (typeof ROLES)[Role]][])
    tokens.set(role, await keys.sign({ sub: String(claims.id), username: role, ...claims }));

  return {
    infra,
    service,
    events,
    base,
    query,
    user: (role: Role) => ROLES[role],
    token: async (role: Role) => tokens.get(role)!,
    /** GET (or POST) an export as a role; the body as bytes */
    async call(role: Role | null, path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (role) headers.set('authorization', `Bearer ${tokens.get(role)}`);
      const response = await fetch(`${base}${path}`, { ...init, headers });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    },
    /** publishes an event and waits until the inbox recorded it */
    async publish(type: string, version: number, payload: unknown) {
      const before = (await query<{ n: string }>('SELECT count(*) AS n FROM export.inbox'))[0]!.n;
      await events.publish(type, version, payload);
      await waitFor(
        async () => (await query<{ n: string }>('SELECT count(*) AS n FROM export.inbox'))[0]!.n !== before,
      );
    },
    /** another export process on the same database, broker and Redis: a second replica */
    startReplica: start,
    async stop() {
      await events.close();
      await service.stop();
      await infra.cleanup();
    },
  };
}
export type ExportHarness = Awaited<ReturnType<typeof startExport>>;

// the spreadsheet helpers are shared with the browser tests
export { openInLibreOffice, parseCsv } from '@portal/service-kit/testing';
