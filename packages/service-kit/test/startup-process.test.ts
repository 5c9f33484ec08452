import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiledArgs } from '../../../scripts/build-services.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestInfra,
  freePort,
  startTcpProxy,
  waitFor,
  watchProcess,
  type TcpProxy,
  type TestInfra,
} from '../src/testing';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** a fresh process loads for seconds on the 2-core machine, more when a whole run is busy */
const LOAD_MS = 90_000;
const TEST_MS = LOAD_MS + 60_000;

/**
 * A service process whose PostgreSQL refuses connections at start (nothing listens on the port of
 * its DATABASE_URL) does not exit: it listens, stays unready and retries; once a server answers on
 * that port (a proxy to the real one) it becomes ready. docs/kubernetes.md, start-up.
 */
describe('a service process started while PostgreSQL is away', () => {
  let infra: TestInfra;
  let child: ChildProcess | undefined;
  let proxy: TcpProxy | undefined;

  beforeAll(async () => {
    infra = await createTestInfra('startproc');
  });
  afterEach(async () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); // a failed test only
    await proxy?.close();
    proxy = undefined;
  });
  afterAll(async () => {
    await infra.cleanup();
  });

  /** starts the service with DATABASE_URL on a port where nothing listens yet */
  const launch = async () => {
    const port = await freePort();
    const databasePort = await freePort();
    const databaseUrl = new URL(infra.env.DATABASE_URL);
    const realDatabase = { host: databaseUrl.hostname, port: Number(databaseUrl.port || 5432) };
    databaseUrl.port = String(databasePort);
    const started = spawn(process.execPath, await compiledArgs('export'), {
      cwd: ROOT,
      env: {
        ...process.env,
        ...infra.env,
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATABASE_URL: databaseUrl.href,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = started;
    const watched = watchProcess(started, port);
    const { lines, exited } = watched;
    // listening comes before any dependency (a fresh process takes a few seconds to load)
    await watched.alive(60_000);
    const openDatabase = async () =>
      (proxy = await startTcpProxy(realDatabase.host, realDatabase.port, { port: databasePort }));
    return { child: started, port, lines, exited, openDatabase, readiness: watched.readiness };
  };

  it(
    'then it keeps running unready, logs each attempt, and becomes ready once PostgreSQL answers',
    async () => {
      const service = await launch();
      // attempts at about 0, 0.25, 0.75, 1.75 and 3.75 s: the fifth failure comes after some 4 s
      await waitFor(
        async () => service.lines.filter((l) => l.dependency === 'database').length >= 5,
        20_000,
        100,
      );
      expect(service.child.exitCode).toBeNull();
      expect(await service.readiness()).toEqual({
        status: 503,
        body: {
          status: 'not ready',
          pid: service.child.pid,
          starting: true,
          shuttingDown: false,
          waitingFor: ['database'],
        },
      });
      const attempts = service.lines.filter((l) => l.dependency === 'database' && l.level === 40);
      expect(attempts.slice(0, 5).map((l) => [l.attempt, l.retryInMs])).toEqual([
        [1, 250],
        [2, 500],
        [3, 1000],
        [4, 2000],
        [5, 4000],
      ]);
      expect(attempts[0]!.msg).toBe('database not reachable at start-up, retrying');

      await service.openDatabase();
      const ready = await waitFor(
        async () => {
          const answer = await service.readiness();
          return answer.status === 200 && answer.body;
        },
        30_000,
        100,
      );
      expect(ready).toMatchObject({ status: 'ready', pid: service.child.pid });
      expect(service.child.exitCode).toBeNull();
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe(0);
    },
    TEST_MS,
  );

  it(
    'then a SIGTERM while it waits ends it at once with 0',
    async () => {
      const service = await launch();
      await waitFor(async () => String((await service.readiness()).body.waitingFor) === 'database', 20_000);
      const began = Date.now();
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe(0);
      expect(Date.now() - began).toBeLessThan(3000);
    },
    TEST_MS,
  );
});
