import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../src/auth/tokens';
import { Broker } from '../src/events/broker';
import { startService, type RunningService } from '../src/service';
import {
  consumerQueues,
  createTestInfra,
  createTestKeys,
  startTcpProxy,
  waitFor,
  type TcpProxy,
  type TestInfra,
} from '../src/testing';
import { effectRows } from './fixture/harness';
import { KIT_TOPOLOGY, kitService } from './fixture/service';

const TOTAL = 300;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The service reaches RabbitMQ through an in-test TCP proxy; cutting the proxy is a broker restart
 * for this service only (the shared RabbitMQ keeps running for the other test runs).
 */
describe('when RabbitMQ restarts while a service takes writes', () => {
  let infra: TestInfra;
  let proxy: TcpProxy;
  let service: RunningService;
  let base: string;

  beforeAll(async () => {
    infra = await createTestInfra('restart');
    const amqp = new URL(infra.env.AMQP_URL);
    proxy = await startTcpProxy(amqp.hostname, Number(amqp.port || 5672));
    const keys = await createTestKeys();
    service = (await startService(
      kitService,
      { ...infra.env, AMQP_URL: proxy.urlFor(infra.env.AMQP_URL), CONSUMER_RETRY_BASE_MS: '50' },
      { verifyToken: createTokenVerifier({ keys: keys.jwks }), topology: KIT_TOPOLOGY },
    )) as unknown as RunningService;
    base = `http://127.0.0.1:${service.port}`;
  });
  afterAll(async () => {
    await service.stop();
    await proxy.close();
    await infra.cleanup(consumerQueues(`${infra.queuePrefix}.export`, 5));
  });

  const brokerGauge = async () => {
    const text = await (await fetch(`${base}/metrics`)).text();
    return Number(/^portal_broker_connected\{[^}]*\} (\d+)$/m.exec(text)?.[1]);
  };

  it('then it stays ready, the metric shows the broker gone and back, and every event arrives once', async () => {
    expect(await brokerGauge()).toBe(1);
    const readiness: number[] = [];
    const gauge: number[] = [];
    let writing = true;
    const prober = (async () => {
      while (writing) {
        readiness.push((await fetch(`${base}/readyz`)).status);
        gauge.push(await brokerGauge());
        await pause(20);
      }
    })();
    const statuses: number[] = [];
    const writer = (async () => {
      for (let sequence = 0; sequence < TOTAL; sequence++) {
        const response = await fetch(`${base}/api/things`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sequence }),
        });
        statuses.push(response.status);
        await pause(5);
      }
    })();

    const db = service.ctx.database;
    await waitFor(async () => (await effectRows(db, 'thing')).length >= 30, 30_000, 10);
    proxy.cut();
    await waitFor(async () => (await brokerGauge()) === 0, 10_000, 20);
    const writtenWhileDown = statuses.length;
    await pause(2000); // the broker stays away for a while; writes go on
    expect(statuses.length).toBeGreaterThan(writtenWhileDown);
    proxy.restore();
    await waitFor(async () => (await brokerGauge()) === 1, 30_000, 20);
    await writer;
    await waitFor(async () => (await effectRows(db, 'thing')).length >= TOTAL, 60_000, 50);
    writing = false;
    await prober;

    await pause(500); // a late redelivery would show up as a second row here
    const rows = await effectRows(db, 'thing');
    expect(statuses).toEqual(Array(TOTAL).fill(201));
    expect(readiness.length).toBeGreaterThan(0);
    expect(readiness.every((status) => status === 200)).toBe(true);
    const firstDown = gauge.indexOf(0);
    expect(firstDown).toBeGreaterThanOrEqual(0);
    expect(gauge.indexOf(1, firstDown)).toBeGreaterThan(firstDown);
    expect(rows).toHaveLength(TOTAL);
    expect(new Set(rows.map((r) => r.sequence)).size).toBe(TOTAL);
    const ready = (await (await fetch(`${base}/readyz`)).json()) as { checks: unknown };
    expect(ready.checks).toEqual({ database: 'ok', redis: 'ok' });
  });

  it('then the loss is logged as a warning and the recovery as info', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const broker = new Broker(proxy.urlFor(infra.env.AMQP_URL), logger, `restart-log-${infra.id}`);
    await broker.getChannel();
    proxy.cut();
    await waitFor(async () => !broker.isConnected, 10_000, 10);
    await pause(300);
    proxy.restore();
    await waitFor(async () => broker.isConnected, 30_000, 20);
    await broker.close();
    const lost = lines.find((l) => l.msg === 'broker connection lost, reconnecting');
    const restored = lines.find((l) => l.msg === 'broker connection restored');
    expect(lost?.level).toBe(40);
    expect(restored?.level).toBe(30);
    expect(lines.indexOf(restored!)).toBeGreaterThan(lines.indexOf(lost!));
  });
  it('then a connection lost while its channel opens is retried, never thrown', async () => {
    const logger = pino({ level: 'silent' });
    // the cut lands at different moments of the AMQP handshake and the channel's opening
    for (let delay = 0; delay <= 30; delay += 3) {
      const broker = new Broker(proxy.urlFor(infra.env.AMQP_URL), logger, `restart-open-${infra.id}`);
      const channel = broker.getChannel();
      await pause(delay);
      proxy.cut();
      await pause(50);
      proxy.restore();
      await channel;
      await waitFor(async () => broker.isConnected, 30_000, 20);
      expect(broker.isConnected).toBe(true);
      await broker.close();
    }
  });
});
