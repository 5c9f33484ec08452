import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../src/auth/tokens';
import { HEALTH_PATHS } from '../src/health';
import { startService, type RunningService } from '../src/service';
import {
  consumerQueues,
  createTestInfra,
  createTestKeys,
  singleRequest as get,
  type TestInfra,
} from '../src/testing';
import { KIT_TOPOLOGY, kitService } from './fixture/service';

const UNREADY_MS = 800;
const SLOW_MS = 1500;

/**
 * The shutdown sequence the Kubernetes manifests rely on (docs/kubernetes.md): at SIGTERM /readyz
 * turns 503 while the process still serves for SHUTDOWN_UNREADY_MS, then the listener closes and
 * requests already in flight finish before the process lets go of its connections.
 */
describe('graceful shutdown of a service', () => {
  let infra: TestInfra;
  let service: RunningService;
  let slowStarted: () => void = () => undefined;

  beforeAll(async () => {
    infra = await createTestInfra('drain');
    const keys = await createTestKeys();
    const slow = Router().get('/api/slow', (_req, res) => {
      slowStarted();
      setTimeout(() => res.json({ finished: true }), SLOW_MS);
    });
    service = (await startService(
      { ...kitService, extraRouters: () => [slow] },
      { ...infra.env, SHUTDOWN_UNREADY_MS: String(UNREADY_MS), SHUTDOWN_TIMEOUT_MS: '10000' },
      { verifyToken: createTokenVerifier({ keys: keys.jwks }), topology: KIT_TOPOLOGY },
    )) as unknown as RunningService;
  });
  afterAll(async () => {
    await service.stop();
    await infra.cleanup(consumerQueues(`${infra.queuePrefix}.export`, 5));
  });

  it('when shutdown begins then /readyz answers 503 at once, new requests are still served, and a slow request in flight completes', async () => {
    const { port } = service;
    expect((await get(port, HEALTH_PATHS.readiness)).status).toBe(200);
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const inFlight = get(port, '/api/slow');
    await started;

    const shutdownBegan = Date.now();
    const stopped = service.stop(); // what SIGTERM runs (runService)
    const readiness = await get(port, HEALTH_PATHS.readiness);
    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toMatchObject({ status: 'not ready', shuttingDown: true });
    expect(readiness.connection).toBe('close');
    // a balancer that has not yet seen the 503 still gets answers, each closing its connection
    const late = await get(port, HEALTH_PATHS.liveness);
    expect(late).toMatchObject({ status: 200, connection: 'close' });
    expect(Date.now() - shutdownBegan).toBeLessThan(UNREADY_MS);

    // after the unready pause the listener is closed: new connections are refused
    await new Promise((resolve) => setTimeout(resolve, UNREADY_MS + 100));
    await expect(get(port, HEALTH_PATHS.liveness)).rejects.toThrow(/ECONNREFUSED/);

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ finished: true });
    expect(await stopped).toBe(true);
    expect(Date.now() - shutdownBegan).toBeGreaterThanOrEqual(UNREADY_MS);
  });
});
