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
});
