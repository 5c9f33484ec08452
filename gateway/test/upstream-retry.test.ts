import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { SERVICE_NAMES, type ServiceName } from '@portal/contracts';
import { createLogger } from '@portal/service-kit';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createProxies, UPSTREAM_IDLE_MS } from '../src/proxy';
import { REPLAYABLE_BODY_BYTES } from '../src/upstream-retry';

/**
 * The keep-alive race towards a service (docs/replicas.md): a service that closes a kept-alive
 * connection just as the gateway sends on it. The stand-in service answers the first request on
 * each connection and drops the connection under any later one, as a replica closing its idle
 * connections at that instant does.
 */
describe('the gateway towards a service that closes kept-alive connections', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(
      () =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  /** bodies the service read per attempt; with `dropAll` set it drops every request, also a first one */
  async function racingService(dropAll = false) {
    const state = { dropAll };
    const attempts: string[] = [];
    const served = new WeakMap<Socket, number>();
    const closed: number[] = [];
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      attempts.push(Buffer.concat(chunks).toString());
      const count = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, count);
      if (state.dropAll || count > 1) return void req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ echo: Buffer.concat(chunks).toString() }));
    });
    server.keepAliveTimeout = 65_000;
    server.on('connection', (socket) => socket.on('close', () => closed.push(performance.now())));
    return { url: await listen(server), attempts, closed, state };
  }

  async function gatewayTo(serviceUrl: string) {
    const upstreams = Object.fromEntries(SERVICE_NAMES.map((n) => [n, serviceUrl])) as Record<
      ServiceName,
      string
    >;
    const { proxies, agent } = createProxies(upstreams, createLogger('gateway', 'silent'), 5000, 60);
    const app = express().use(proxies.registration);
    closers.push(async () => agent.destroy());
    return listen(http.createServer(app));
  }

  const post = (url: string, body: string) =>
    fetch(`${url}/api/registration/prepareOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('when a reused connection is dropped under a request then the gateway sends it once more on a new one and the client gets the answer', async () => {
    const service = await racingService();
    const gateway = await gatewayTo(service.url);
    expect((await post(gateway, '{"n":1}')).status).toBe(200);
    const second = await post(gateway, '{"n":2}');
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ echo: '{"n":2}' });
    // the dropped attempt and its replay, with the same body
    expect(service.attempts).toEqual(['{"n":1}', '{"n":2}', '{"n":2}']);
  });

  it('when the first request on a new connection is dropped then it is not sent again and the client gets 502', async () => {
    const service = await racingService(true);
    const gateway = await gatewayTo(service.url);
    const response = await post(gateway, '{"n":1}');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'SERVICE_UNAVAILABLE' });
    expect(service.attempts).toEqual(['{"n":1}']);
  });

  it('when the replay is dropped as well then the client gets 502 after exactly one replay', async () => {
    const service = await racingService();
    const gateway = await gatewayTo(service.url);
    expect((await post(gateway, '{"n":1}')).status).toBe(200);
    // from now on every request is dropped, also the replay's first one on its new connection
    service.state.dropAll = true;
    expect((await post(gateway, '{"n":2}')).status).toBe(502);
    expect(service.attempts).toEqual(['{"n":1}', '{"n":2}', '{"n":2}']);
  });

  it('when a body larger than the replay limit is dropped on a reused connection then it is not sent again', async () => {
    const service = await racingService();
    const gateway = await gatewayTo(service.url);
    expect((await post(gateway, '{"n":1}')).status).toBe(200);
    const big = JSON.stringify({ text: 'x'.repeat(REPLAYABLE_BODY_BYTES) });
    expect((await post(gateway, big)).status).toBe(502);
    expect(service.attempts).toHaveLength(2);
  });

  it('when an upstream connection idles then the gateway closes it itself, long before the service would', async () => {
    const service = await racingService();
    const gateway = await gatewayTo(service.url);
    const sent = performance.now();
    expect((await post(gateway, '{"n":1}')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_IDLE_MS + 1000));
    expect(service.closed).toHaveLength(1);
    expect(service.closed[0]! - sent).toBeLessThan(UPSTREAM_IDLE_MS + 900);
    // and the next request opens a new connection that the service answers as a first one
    expect((await post(gateway, '{"n":2}')).status).toBe(200);
    expect(service.attempts).toEqual(['{"n":1}', '{"n":2}']);
  });
});
