import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@portal/service-kit/testing/free-port';
import { afterAll, describe, expect, it } from 'vitest';
import { startBalancer, type Balancer } from '../../scripts/replicas/balancer';

/** A replica stand-in: answers its own name, and `/readyz` 200. */
async function replica(name: string) {
  const server = http.createServer((_req, res) => res.end(name));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const get = async (port: number) => {
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' } });
  return response.text();
};

/** The local replica mode's balancer (docs/replicas.md), in front of plain HTTP servers. */
describe('the replica balancer', () => {
  let balancer: Balancer;
  afterAll(async () => {
    await balancer?.close();
  });

  it('when a replica is gone before its next probe then new connections go to the one left', async () => {
    balancer = await startBalancer(await freePort());
    const [a, b] = [await replica('a'), await replica('b')];
    const targets = [
      { port: a.port, ready: true },
      { port: b.port, ready: true },
    ];
    for (const target of targets) balancer.add(target);
    const both = new Set(await Promise.all([get(balancer.port), get(balancer.port), get(balancer.port)]));
    expect(both).toEqual(new Set(['a', 'b']));
    // b stops listening, and the balancer has not probed since: it still counts as ready
    await new Promise<void>((resolve) => b.server.close(() => resolve()));
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(balancer.port)));
    expect(answers).toEqual(Array.from({ length: 10 }, () => 'a'));
    expect(targets[1]!.ready).toBe(false); // the refusal took it out until a probe passes again
    a.server.close();
  });

  it('when one readiness probe fails then the replica stays in, and after two failures in a row it is out until a probe passes', async () => {
    const statuses: number[] = [];
    const probed: number[] = [];
    const server = http.createServer((req, res) => {
      if (req.url !== '/readyz') return void res.end('c');
      const status = statuses.shift() ?? 200;
      probed.push(status);
      res.statusCode = status;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const flaky = await startBalancer(await freePort());
    const target = { port: (server.address() as AddressInfo).port, ready: true };
    flaky.add(target);
    /** waits for `count` more probes and for the balancer to read the last answer (< 500 ms apart) */
    const probes = async (count: number) => {
      const until = probed.length + count;
      while (probed.length < until) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 150));
    };
    try {
      statuses.push(503); // one slow or failed answer under load
      await probes(1);
      expect(probed).toEqual([503]);
      expect(target.ready).toBe(true);
      expect(await get(flaky.port)).toBe('c');
      statuses.push(503, 503);
      await probes(2);
      expect(target.ready).toBe(false);
      await probes(1); // the next passing probe takes it back
      expect(target.ready).toBe(true);
    } finally {
      await flaky.close();
      server.close();
    }
  });
});
