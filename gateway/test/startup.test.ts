import { spawn, type ChildProcess } from 'node:child_process';
import {
  createTestInfra,
  freePort,
  startTcpProxy,
  waitFor,
  watchProcess,
  type TcpProxy,
  type TestInfra,
} from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledArgs } from '../../scripts/build-services.mjs';
import { ROOT } from '../../scripts/stack';

/**
 * The gateway's one dependency at start is Redis (rate limits, deny list); the services and
 * identity's JWKS are reached per request. A gateway process whose Redis is away listens, stays
 * unready and never exits; it turns ready when Redis answers (docs/kubernetes.md, start-up).
 */
describe('a gateway process started while Redis is away', () => {
  let infra: TestInfra;
  let proxy: TcpProxy | undefined;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    infra = await createTestInfra('gwstart');
  });
  afterAll(async () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL'); // a failed test only
    await proxy?.close();
    await infra.cleanup();
  });

  it('then it is alive but unready naming redis, logs each retry, and turns ready once Redis answers, whatever identity does', async () => {
    const port = await freePort();
    const redisPort = await freePort(); // nothing listens there yet
    const redis = new URL(infra.env.REDIS_URL);
    const nobody = `http://127.0.0.1:${await freePort()}`; // no identity: its JWKS is fetched per token
    child = spawn(process.execPath, await compiledArgs('gateway'), {
      cwd: ROOT,
      env: {
        ...process.env,
        ...infra.env,
        LOG_LEVEL: 'info',
        PORT: String(port),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        JWKS_URL: `${nobody}/api/.well-known/jwks.json`,
        IDENTITY_URL: nobody,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const gateway = watchProcess(child, port);
    const { lines, exited } = gateway;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    const readiness = () => gateway.readiness<{ pid: number; checks: Record<string, string> }>();

    // a fresh process loads for seconds on the 2-core machine, more in a busy run
    await gateway.alive(90_000);
    await waitFor(async () => lines.filter((l) => l.dependency === 'redis').length >= 5, 20_000, 100);
    expect(child.exitCode).toBeNull();
    const away = await readiness();
    expect(away.status).toBe(503);
    expect(away.body.pid).toBe(child.pid);
    expect(away.body.checks.redis).not.toBe('ok');
    const retries = lines.filter((l) => l.dependency === 'redis');
    expect(retries.slice(0, 5).map((l) => [l.level, l.attempt])).toEqual([1, 2, 3, 4, 5].map((n) => [40, n]));
    expect(stderr).not.toContain('Unhandled error event'); // one log line per retry, no stack traces

    proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379), { port: redisPort });
    const ready = await waitFor(async () => {
      const answer = await readiness();
      return answer.status === 200 && answer.body;
    }, 15_000);
    expect(ready.checks).toEqual({ redis: 'ok' });
    // the log line is written on its own schedule (pino): it may come just after the answer
    await waitFor(async () => lines.some((l) => l.msg === 'redis reached' && l.level === 30), 5_000, 50);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 150_000);
});
