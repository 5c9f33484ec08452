import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEALTH_PATHS } from '@portal/service-kit';
import {
  createTestInfra,
  freePort,
  singleRequest,
  waitFor,
  type TestInfra,
} from '@portal/service-kit/testing';
import { compiledArgs } from '../../scripts/build-services.mjs';
import { ROOT } from '../../scripts/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../src/server';

const UNREADY_MS = 800;
const SLOW_MS = 1500;
const PATH = '/api/publicResources/competitions';

/**
 * The gateway's part of the shutdown sequence (docs/kubernetes.md). Catalog's place is taken by a
 * slow HTTP server that, like a stopping service, closes its connection after each answer.
 */
describe('graceful shutdown of the gateway', () => {
  let infra: TestInfra;
  let upstream: http.Server;
  let upstreamUrl: string;
  let gateway: RunningGateway;
  let slowStarted: () => void = () => undefined;
  let child: ChildProcess | undefined;
  const shutdownEnv = { SHUTDOWN_UNREADY_MS: String(UNREADY_MS), SHUTDOWN_TIMEOUT_MS: '10000' };

  beforeAll(async () => {
    infra = await createTestInfra('gwdrain');
    upstream = http.createServer((req, res) => {
      const slow = req.url?.includes('slow') ?? false;
      if (slow) slowStarted();
      res.setHeader('connection', 'close');
      setTimeout(() => res.end(JSON.stringify({ slow })), slow ? SLOW_MS : 0);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    gateway = await startGateway({ ...infra.env, PORT: '0', CATALOG_URL: upstreamUrl, ...shutdownEnv });
  });
  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL'); // only when the test failed before it exited
    await gateway.stop();
    await new Promise((resolve) => upstream.close(resolve));
    await infra.cleanup();
  });

  it('when a service closes its connection to the gateway then the client keeps its own', async () => {
    const answer = await singleRequest(gateway.port, PATH);
    expect(answer.status).toBe(200);
    expect(answer.connection).not.toBe('close');
  });

  it('when shutdown begins then /readyz answers 503 at once while a slow proxied request still completes', async () => {
    const { port } = gateway;
    expect((await singleRequest(port, HEALTH_PATHS.readiness)).status).toBe(200);
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const inFlight = singleRequest(port, `${PATH}?slow=1`);
    await started;

    const shutdownBegan = Date.now();
    const stopped = gateway.stop(); // what SIGTERM runs (src/index.ts)
    const readiness = await singleRequest(port, HEALTH_PATHS.readiness);
    expect(readiness).toMatchObject({ status: 503, connection: 'close' });
    expect(JSON.parse(readiness.body)).toMatchObject({ shuttingDown: true });
    // still served during the unready pause, each answer closing its connection
    expect(await singleRequest(port, PATH)).toMatchObject({ status: 200, connection: 'close' });
    expect(Date.now() - shutdownBegan).toBeLessThan(UNREADY_MS);

    await new Promise((resolve) => setTimeout(resolve, UNREADY_MS + 100));
    await expect(singleRequest(port, HEALTH_PATHS.liveness)).rejects.toThrow(/ECONNREFUSED/);

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ slow: true });
    expect(await stopped).toBe(true);
  });

  it('when the gateway process gets SIGTERM then it answers 503 on /readyz, finishes the slow request and exits 0', async () => {
    const port = await freePort();
    child = spawn(process.execPath, await compiledArgs('gateway'), {
      cwd: ROOT,
      env: { ...process.env, ...infra.env, PORT: String(port), CATALOG_URL: upstreamUrl, ...shutdownEnv },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    await waitFor(
      async () => (await singleRequest(port, HEALTH_PATHS.readiness).catch(() => null))?.status === 200,
      60_000,
      100,
    );

    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const inFlight = singleRequest(port, `${PATH}?slow=1`);
    await started;
    child.kill('SIGTERM');
    await waitFor(async () => (await singleRequest(port, HEALTH_PATHS.readiness)).status === 503, 2_000, 20);

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ slow: true });
    expect(await exited).toBe(0);
  });
});
