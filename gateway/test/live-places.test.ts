import http from 'node:http';
import net from 'node:net';
import { encodeLiveSquad, LIVE_PLACES_KEYS, LIVE_PLACES_PATHS, type LivePlaces } from '@portal/contracts';
import { createRedis } from '@portal/service-kit';
import fs from 'node:fs';
import { createTestInfra, metricValue, scrapeMetrics, type TestInfra } from '@portal/service-kit/testing';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../src/server';

interface Received {
  id?: string;
  event?: string;
  data?: string;
  comment?: boolean;
}

/** A raw event-stream client: every event and comment as it arrives, headers, and the end. */
function openStream(port: number, query: string, headers: Record<string, string> = {}) {
  const events: Received[] = [];
  let ended = false;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(
      { port, host: '127.0.0.1', path: `${LIVE_PLACES_PATHS.stream}?${query}`, headers },
      (res) => {
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: Received = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) event.comment = true;
              const [key, ...rest] = line.split(': ');
              if (key === 'id' || key === 'event' || key === 'data') event[key] = rest.join(': ');
            }
            events.push(event);
          }
        });
        res.on('end', () => (ended = true));
        res.on('close', () => (ended = true));
        resolve(res);
      },
    );
    req.on('error', reject);
  });
  const places = () =>
    events
      .filter((e) => e.event === 'places')
      .map((e) => ({ id: e.id, ...(JSON.parse(e.data!) as LivePlaces) }));
  return { events, places, response, ended: () => ended, close: async () => (await response).destroy() };
}

const squad = (version: number, taken: number, extra: Partial<Parameters<typeof encodeLiveSquad>[0]> = {}) =>
  encodeLiveSquad({
    version,
    size: 10,
    maxWaitingListSize: 2,
    taken,
    waiting: 0,
    multipleWaitingList: false,
    ...extra,
  });

describe('gateway live places (docs/live-places.md)', () => {
  let infra: TestInfra;
  let gateway: RunningGateway;
  let redis: Redis;
  /** appends a stream entry as catalog's flush does; answers its id */
  const flush = async (competitionId: number, squads: Record<number, string>) => {
    await redis.hset(LIVE_PLACES_KEYS.state(competitionId), squads);
    return (await redis.xadd(
      LIVE_PLACES_KEYS.stream,
      '*',
      'c',
      String(competitionId),
      ...Object.entries(squads).flat(),
    ))!;
  };

  beforeAll(async () => {
    infra = await createTestInfra('gwlive');
    redis = createRedis(infra.env.REDIS_URL!, infra.env.REDIS_PREFIX!);
    gateway = await startGateway({
      ...infra.env,
      PORT: '0',
      LIVE_HEARTBEAT_MS: '300',
      LIVE_MAX_PER_ADDRESS: '8',
      SHUTDOWN_UNREADY_MS: '0',
      METRICS_PORT: '0',
    });
  });
  afterAll(async () => {
    await gateway.stop();
    redis.disconnect();
    await infra.cleanup();
  });

  it('when the ids are not a list of positive ids then 400 FIELD_INVALID names competitionIds', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const query of [
      '',
      'competitionIds=',
      'competitionIds=abc',
      'competitionIds=0',
      'competitionIds=1,,2',
      `competitionIds=${many}`,
    ]) {
      for (const path of [LIVE_PLACES_PATHS.stream, LIVE_PLACES_PATHS.now]) {
        const res = await fetch(`http://127.0.0.1:${gateway.port}${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(await res.json()).toEqual({ error: 'FIELD_INVALID', field: 'competitionIds' });
      }
    }
  });

  it('when a viewer connects then it gets the current figures at once, uncompressed and unbuffered', async () => {
    await redis.hset(LIVE_PLACES_KEYS.state(101), {
      1: squad(3, 4),
      2: squad(1, 10, { waiting: 1 }),
      3: squad(1, 1, { multipleWaitingList: true }),
    });
    const stream = openStream(gateway.port, 'competitionIds=101,102', { 'accept-encoding': 'br, gzip' });
    const res = await stream.response;
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['content-encoding']).toBeUndefined();
    await expect.poll(() => stream.places().length).toBe(1);
    expect(stream.places()[0]).toMatchObject({
      competitionId: 101,
      version: 5,
      // the multiple waiting list's squad counts in no sum
      places: { total: 20, taken: 14, free: 6, waitingListTotal: 4, waitingListFree: 3 },
      squads: [
        { id: 1, free: 6, waitingListFree: 2, full: false },
        { id: 2, free: 0, waitingListFree: 1, full: false },
        { id: 3, free: 9, waitingListFree: 2, full: false },
      ],
    });
    await stream.close();
  });

  it('when the stream brings a change then the viewers of that competition get it, older versions never', async () => {
    const viewer = openStream(gateway.port, 'competitionIds=201');
    const other = openStream(gateway.port, 'competitionIds=202');
    await viewer.response;
    await other.response;
    const id = await flush(201, { 7: squad(2, 3) });
    await expect.poll(() => viewer.places().map((p) => [p.id, p.places.free])).toEqual([[id, 7]]);
    // a late message with an older version (another flush's) changes nothing
    await flush(201, { 7: squad(1, 9) });
    const newer = await flush(201, { 7: squad(3, 8) });
    await expect.poll(() => viewer.places().map((p) => p.id)).toEqual([id, newer]);
    expect(other.places()).toEqual([]);
    await viewer.close();
    await other.close();
  });

  it('when an HTTP/1.0 client follows (no chunked encoding) then it gets the same events unframed', async () => {
    const socket = net.connect(gateway.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(`GET ${LIVE_PLACES_PATHS.stream}?competitionIds=251 HTTP/1.0\r\n\r\n`);
    await expect.poll(() => received).toContain('retry: 2000');
    const id = await flush(251, { 8: squad(1, 2) });
    await expect.poll(() => received).toContain(`id: ${id}\nevent: places\ndata: {"competitionId":251`);
    expect(received).not.toMatch(/transfer-encoding: chunked/i);
    socket.destroy();
  });

  it('when a viewer reconnects with Last-Event-ID then it gets what it missed, newest per competition', async () => {
    const seen = await flush(301, { 1: squad(1, 1) });
    await flush(301, { 1: squad(2, 2) });
    await flush(302, { 5: squad(1, 5) });
    const last = await flush(301, { 1: squad(3, 3) });
    await flush(303, { 9: squad(1, 1) });
    const stream = openStream(gateway.port, 'competitionIds=301,302', { 'last-event-id': seen });
    await expect
      .poll(() =>
        stream
          .places()
          .map((p) => [p.competitionId, p.id, p.places.free])
          .sort(),
      )
      .toEqual(
        [
          [301, last, 7],
          [302, expect.any(String), 5],
        ].sort(),
      );
    await stream.close();
    // an id older than what the stream keeps: the snapshot instead
    await redis.xtrim(LIVE_PLACES_KEYS.stream, 'MAXLEN', 1);
    const late = openStream(gateway.port, 'competitionIds=301', { 'last-event-id': seen });
    await expect.poll(() => late.places().map((p) => p.places.free)).toEqual([7]);
    await late.close();
  });

  it('when nothing changes then a heartbeat comment keeps the stream alive', async () => {
    const stream = openStream(gateway.port, 'competitionIds=401');
    await expect
      .poll(() => stream.events.filter((e) => e.comment).length, { timeout: 3000 })
      .toBeGreaterThan(1);
    await stream.close();
  });

  it('when streams are open then /metrics counts them and what was written to them, as the dashboard asks', async () => {
    const scrape = () => scrapeMetrics(`http://127.0.0.1:${gateway.metricsPort}`);
    const before = await scrape();
    const streams = [
      openStream(gateway.port, 'competitionIds=451'),
      openStream(gateway.port, 'competitionIds=451'),
    ];
    await Promise.all(streams.map((s) => s.response));
    await flush(451, { 1: squad(1, 2) });
    await Promise.all(streams.map((s) => expect.poll(() => s.places().length).toBe(1)));
    await expect
      .poll(() => streams[0]!.events.filter((e) => e.comment).length, { timeout: 3000 })
      .toBeGreaterThan(0);
    const during = await scrape();
    expect(metricValue(during, 'portal_live_streams')).toBe(metricValue(before, 'portal_live_streams') + 2);
    const places = (samples: typeof before) =>
      metricValue(samples, 'portal_live_messages_total', { kind: 'places' });
    expect(places(during) - places(before)).toBe(2);
    expect(metricValue(during, 'portal_live_messages_total', { kind: 'heartbeat' })).toBeGreaterThan(0);
    expect(during.some((sample) => sample.name === 'portal_live_streams_dropped_total')).toBe(true);
    // every live metric the rush dashboard queries is one the gateway exports
    const dashboard = fs.readFileSync(new URL('../../k8s/grafana/portal-rush.json', import.meta.url), 'utf8');
    const used = new Set(dashboard.match(/\bportal_live_\w+/g));
    expect(used.size).toBe(3);
    expect([...used].filter((name) => !during.some((sample) => sample.name === name))).toEqual([]);
    await Promise.all(streams.map((s) => s.close()));
    await expect
      .poll(async () => metricValue(await scrape(), 'portal_live_streams'))
      .toBe(metricValue(before, 'portal_live_streams'));
  });

  it('when an address opens more streams than allowed then 429 with Retry-After', async () => {
    const streams = Array.from({ length: 8 }, () => openStream(gateway.port, 'competitionIds=501'));
    await Promise.all(streams.map((s) => s.response));
    const res = await fetch(`http://127.0.0.1:${gateway.port}${LIVE_PLACES_PATHS.stream}?competitionIds=501`);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    await Promise.all(streams.map((s) => s.close()));
    // closed streams give their places back
    await expect
      .poll(async () => {
        const again = openStream(gateway.port, 'competitionIds=501');
        const status = (await again.response).statusCode;
        await again.close();
        return status;
      })
      .toBe(200);
  });

  it('when polling without EventSource then placesNow answers the same figures as JSON', async () => {
    const res = await fetch(
      `http://127.0.0.1:${gateway.port}${LIVE_PLACES_PATHS.now}?competitionIds=101,999`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as LivePlaces[];
    expect(body.map((p) => [p.competitionId, p.places.free])).toEqual([[101, 6]]);
  });

  it('when the gateway shuts down then its streams end (clients reconnect elsewhere) and it stops in time', async () => {
    const other = await startGateway({
      ...infra.env,
      PORT: '0',
      SHUTDOWN_UNREADY_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '5000',
    });
    const stream = openStream(other.port, 'competitionIds=601');
    await stream.response;
    const started = Date.now();
    expect(await other.stop()).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect.poll(() => stream.ended()).toBe(true);
  });
});
