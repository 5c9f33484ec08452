import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../src/auth/tokens';
import { HEALTH_PATHS } from '../src/health';
import { bootService, startService, type BootingService } from '../src/service';
import { CONNECT_TIMEOUT_MS, STARTING_RETRY_AFTER_SECONDS } from '../src/startup';
import {
  consumerQueues,
  createTestInfra,
  createTestKeys,
  singleRequest,
  startTcpProxy,
  waitFor,
  type TestInfra,
} from '../src/testing';
import { KIT_TOPOLOGY, kitService } from './fixture/service';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server behind a dropped route: it takes connections and never says a word. */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface Readiness {
  status: string;
  pid: number;
  starting?: boolean;
  waitingFor?: string[];
  checks?: Record<string, string>;
}

const DEPENDENCIES = [
  { dependency: 'database', variable: 'DATABASE_URL' },
  { dependency: 'redis', variable: 'REDIS_URL' },
  { dependency: 'rabbitmq', variable: 'AMQP_URL' },
] as const;

/**
 * Start-up while a dependency is away (docs/kubernetes.md): each dependency is reached through an
 * in-test TCP proxy that drops every connection until the test opens it, so the shared servers
 * keep running for the other test runs.
 */
describe('start-up of a service while a dependency is away', () => {
  let infra: TestInfra;
  let keys: Awaited<ReturnType<typeof createTestKeys>>;
  const overrides = () => ({ verifyToken: createTokenVerifier({ keys: keys.jwks }), topology: KIT_TOPOLOGY });

  beforeAll(async () => {
    infra = await createTestInfra('startup');
    keys = await createTestKeys();
  });
  afterAll(async () => {
    await infra.cleanup(consumerQueues(`${infra.queuePrefix}.export`, 5));
  });

  const readiness = async (port: number) => {
    const answer = await singleRequest(port, HEALTH_PATHS.readiness);
    return { status: answer.status, body: JSON.parse(answer.body) as Readiness };
  };
  const postThing = (port: number) =>
    fetch(`http://127.0.0.1:${port}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sequence: 1 }),
    });
  /** boots with `variable` pointing at a closed proxy; waits until only that dependency is missing */
  const bootWithout = async (variable: (typeof DEPENDENCIES)[number]['variable'], dependency: string) => {
    const target = new URL(infra.env[variable]);
    const proxy = await startTcpProxy(target.hostname, Number(target.port), { cut: true });
    const boot = await bootService(
      kitService,
      { ...infra.env, [variable]: proxy.urlFor(target.href) },
      overrides(),
    );
    await waitFor(async () => (await readiness(boot.port)).body.waitingFor?.join() === dependency, 15_000);
    return { proxy, boot };
  };

  it.each(DEPENDENCIES)(
    'when $dependency is away then it listens unready naming it, answers 503 SERVICE_UNAVAILABLE, and serves on the same port once it is back',
    async ({ dependency, variable }) => {
      const { proxy, boot } = await bootWithout(variable, dependency);
      try {
        expect((await singleRequest(boot.port, HEALTH_PATHS.liveness)).status).toBe(200);
        expect(await readiness(boot.port)).toEqual({
          status: 503,
          body: {
            status: 'not ready',
            pid: process.pid,
            starting: true,
            shuttingDown: false,
            waitingFor: [dependency],
          },
        });
        const api = await postThing(boot.port);
        expect(api.status).toBe(503);
        expect(api.headers.get('retry-after')).toBe(String(STARTING_RETRY_AFTER_SECONDS));
        expect(await api.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
        expect((await singleRequest(boot.port, HEALTH_PATHS.metrics)).status).toBe(503);

        // several attempts fail meanwhile: it keeps waiting instead of giving up
        await pause(1500);
        expect((await readiness(boot.port)).status).toBe(503);
        proxy.restore();
        const restoredAt = Date.now();
        const service = await boot.ready;
        // the next attempt comes within the current pause (2 s here; 5 s at most)
        expect(Date.now() - restoredAt).toBeLessThan(10_000);
        expect(service.port).toBe(boot.port);
        expect(await readiness(boot.port)).toMatchObject({
          status: 200,
          body: { status: 'ready', pid: process.pid, checks: { database: 'ok', redis: 'ok' } },
        });
        expect((await postThing(boot.port)).status).toBe(201);
      } finally {
        expect(await boot.stop()).toBe(true);
        await proxy.close();
      }
    },
  );

  it('when the stop (SIGTERM) comes while it waits then it closes at once without waiting for the dependency', async () => {
    const { proxy, boot } = await bootWithout('AMQP_URL', 'rabbitmq');
    try {
      const began = Date.now();
      expect(await boot.stop()).toBe(true);
      expect(Date.now() - began).toBeLessThan(1000);
      await expect(boot.ready).rejects.toThrow('stopped while starting');
      await expect(singleRequest(boot.port, HEALTH_PATHS.liveness)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await proxy.close();
    }
  });

  it('when the servers accept connections but never answer then each attempt gives up after its connect timeout and the next one follows', async () => {
    const silent = await Promise.all(DEPENDENCIES.map(() => startSilentServer()));
    const env = Object.fromEntries(
      DEPENDENCIES.map(({ variable }, i) => {
        const url = new URL(infra.env[variable]);
        url.port = String(silent[i]!.port);
        return [variable, url.href];
      }),
    );
    const boot = await bootService(kitService, { ...infra.env, ...env }, overrides());
    try {
      await pause(CONNECT_TIMEOUT_MS + 1500);
      // a first attempt that hung would leave one connection per server for about two minutes
      expect(silent.map((server) => server.connections() >= 2)).toEqual([true, true, true]);
      expect((await readiness(boot.port)).body.waitingFor).toEqual(['database', 'redis', 'rabbitmq']);
    } finally {
      expect(await boot.stop()).toBe(true);
      await Promise.all(silent.map((server) => server.close()));
    }
  });

  describe('errors that retrying cannot fix still end the start', () => {
    let broken: string;
    beforeAll(() => {
      broken = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-broken-migration-'));
      fs.mkdirSync(path.join(broken, 'meta'));
      // later than the fixture's own migration, so it is new also where that one ran
      const entry = { idx: 0, version: '7', when: 1895291046234, tag: '0000_broken', breakpoints: true };
      const journal = { version: '7', dialect: 'postgresql', entries: [entry] };
      fs.writeFileSync(path.join(broken, 'meta', '_journal.json'), JSON.stringify(journal));
      fs.writeFileSync(path.join(broken, '0000_broken.sql'), 'SELECT * FROM no_such_table;');
    });
    afterAll(() => fs.rmSync(broken, { recursive: true, force: true }));

    const failureOf = async (boot: BootingService) => {
      const error = (await boot.ready.catch((e: unknown) => e)) as {
        code?: string;
        cause?: { code?: string };
      };
      // the listener closed with the failure: the process exits 1 (runService) rather than hang
      await expect(singleRequest(boot.port, HEALTH_PATHS.liveness)).rejects.toThrow(/ECONNREFUSED/);
      return error.code ?? error.cause?.code;
    };

    it('when a setting is invalid then startService rejects before listening', async () => {
      await expect(
        startService(kitService, { ...infra.env, DATABASE_POOL_SIZE: 'many' }, overrides()),
      ).rejects.toThrow(/invalid configuration: DATABASE_POOL_SIZE/);
    });

    it('when a migration fails in PostgreSQL then start-up rejects with its SQLSTATE at the first attempt', async () => {
      const boot = await bootService({ ...kitService, migrationsFolder: broken }, infra.env, overrides());
      expect(await failureOf(boot as unknown as BootingService)).toBe('42P01'); // undefined_table
    });

    it('when the database does not exist then start-up rejects instead of retrying', async () => {
      const url = new URL(infra.env.DATABASE_URL);
      url.pathname = `/${infra.id}_missing`;
      const boot = await bootService(kitService, { ...infra.env, DATABASE_URL: url.href }, overrides());
      expect(await failureOf(boot as unknown as BootingService)).toBe('3D000'); // invalid_catalog_name
    });
  });
});
