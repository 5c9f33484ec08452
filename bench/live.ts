import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { freePort, ROOT } from '../scripts/stack';
import { ready } from './ready';
import { percentile, rush, tally } from './rush-client';
import {
  cpuMs,
  launchComponent,
  launchRegistration,
  openRushInfra,
  PLACES,
  SQUADS,
  WAITING,
} from './rush-stack';

/**
 * `npm run bench -- live`: the rush of rush.ts (3,000 users, 300 places in 10 squads, two
 * registration processes) through a gateway, once without viewers, once while 5,000 viewers
 * follow the competition's live free places (docs/live-places.md), and once more without, to
 * bracket the machine's drift. Catalog runs too: it turns registration's occupancy events into
 * the stream. During each rush a probe signs up for a squad of its own every 200 ms; the viewers
 * (live-viewers.ts, a process of their own) note when they see each probe's place go.
 */
const USERS = 3000;
const VIEWERS = Number(process.env.LIVE_VIEWERS ?? 5000);
const PROBE_SIZE = 1000;
const PROBE_EVERY_MS = 200;

/** Catalog's rows of the bench's competitions (ids as registration gets them), public to everybody. */
async function seedCatalog(pool: pg.Pool, competitions: number[]) {
  await pool.query(`INSERT INTO catalog.clubs (id, name, long_name, address, zip, city, country)
    VALUES (1, 'SV Rush', 'SV Rush', 'Weg 1', '1010', 'Wien', 'at') ON CONFLICT DO NOTHING`);
  await pool.query(`INSERT INTO catalog.competition_types (id, name, signup_reservation_timeout)
    VALUES (1, 'Rush', 600) ON CONFLICT DO NOTHING`);
  for (const id of competitions) {
    const base = id * 100;
    await pool.query(
      `INSERT INTO catalog.competitions (id, club_id, name, competition_type_id, competition_date, view_type)
       VALUES ($1, 1, $2, 1, now() + interval '40 days', 'ALL')`,
      [id, `Rush ${id}`],
    );
    await pool.query(
      `INSERT INTO catalog.squads (id, competition_id, name, information, squad_size, max_waiting_list_size)
       SELECT b.base + i, $1::int, 'Squad ' || i, '', $3::int, $4::int
       FROM generate_series(0, $5::int - 1) i, (SELECT $2::int AS base) b
       UNION ALL SELECT $2::int + 99, $1::int, 'Probe', '', $6::int, 0`,
      [id, base, PLACES, WAITING, SQUADS, PROBE_SIZE],
    );
  }
}

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

export async function benchLive() {
  const loadAtStart = +os.loadavg()[0]!.toFixed(2);
  const run = await openRushInfra('live');
  const { common, keys, pool, publish, squads, snapshot } = run;
  const children: ChildProcess[] = [];
  let viewers: ChildProcess | null = null;
  try {
    const registration = await launchRegistration(common);
    children.push(registration.primary);
    const catalogPort = await freePort();
    children.push(launchComponent('catalog', { ...common, PORT: String(catalogPort) }));
    await ready(registration.url);
    await ready(`http://127.0.0.1:${catalogPort}`);
    const gatewayPort = await freePort();
    const gatewayChild = launchComponent('gateway', {
      ...common,
      PORT: String(gatewayPort),
      REGISTRATION_URL: registration.url,
      CATALOG_URL: `http://127.0.0.1:${catalogPort}`,
      WEB_DIST: path.join(ROOT, 'web/dist'),
      // the viewers all come from this machine's one address
      LIVE_MAX_PER_ADDRESS: String(VIEWERS * 2),
      LIVE_MAX_VIEWERS: String(VIEWERS * 2),
    });
    children.push(gatewayChild);
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    await ready(gateway);

    const competitions = [1, 2, 3, 4];
    await seedCatalog(pool, competitions);
    for (const id of competitions)
      await publish(
        snapshot(
          id,
          [...squads(id * 100), { id: id * 100 + 99, squadSize: PROBE_SIZE, maxWaitingListSize: 0 }],
          600,
        ),
      );

    const tokens = await Promise.all(
      Array.from({ length: USERS }, (_, i) =>
        keys.sign({ sub: String(100_000 + i), username: `rush${i}`, paymentUntil: '2099-12-31' }),
      ),
    );
    const probeTokens = await Promise.all(
      Array.from({ length: 4 * 200 }, (_, i) =>
        keys.sign({ sub: String(800_000 + i), username: `probe${i}` }),
      ),
    );
    const url = `${gateway}/api/publicResources/prepareOrder`;

    /** One rush on competition `id` with the probe running beside it. */
    const rushWithProbes = async (id: number) => {
      const probes: { at: number; free: number }[] = [];
      let running = true;
      const probing = (async () => {
        const offset = (id - 1) * 200;
        while (running && probes.length < 200) {
          const token = probeTokens[offset + probes.length]!;
          const body = JSON.stringify({
            status: 'PREPARE',
            orderItems: [{ competitionId: id, squadId: id * 100 + 99 }],
          });
          const answer = await rush(url, [body], [token]).then((r) => r.answers[0]);
          if (answer?.status === 200) probes.push({ at: Date.now(), free: PROBE_SIZE - probes.length - 1 });
          await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
        }
      })();
      const cpuBefore = cpuMs(gatewayChild);
      const { answers, seconds } = await rush(url, run.bodies(tokens, id, id * 100), tokens);
      const gatewayCpuMs = cpuMs(gatewayChild) - cpuBefore;
      running = false;
      await probing;
      const { answered, serverErrors, lost } = tally(answers);
      const latencies = answered.map((a) => a.ms);
      return {
        decisionsPerSecond: Math.round(answers.length / seconds),
        holdP50Ms: percentile(latencies, 50),
        holdP99Ms: percentile(latencies, 99),
        gatewayCpuMs,
        serverErrors,
        lost,
        probes,
      };
    };

    // warm-up (JIT, pools, sockets), then the rush without viewers
    await rushWithProbes(2);
    const before = await rushWithProbes(1);
    const gatewayRssWithoutViewersMb = rssMb(gatewayChild.pid!);

    viewers = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/live-viewers.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        GATEWAY_PORT: String(gatewayPort),
        VIEWERS: String(VIEWERS),
        COMPETITION: '3',
        PROBE_SQUAD: '399',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const ask = <T>(message: object) =>
      new Promise<T>((resolve) => {
        viewers!.once('message', (answer) => resolve(answer as T));
        if (Object.keys(message).length) viewers!.send(message);
      });
    const { ready: viewersOpen } = await ask<{ ready: number }>({});
    const gatewayRssWithViewersMb = rssMb(gatewayChild.pid!);
    let gatewayRssPeakMb = gatewayRssWithViewersMb;
    const sampler = setInterval(
      () => (gatewayRssPeakMb = Math.max(gatewayRssPeakMb, rssMb(gatewayChild.pid!))),
      200,
    );
    const withViewers = await rushWithProbes(3);
    clearInterval(sampler);
    // the last coalesced message reaches the viewers within a flush interval or two
    await new Promise((r) => setTimeout(r, 1500));
    const delivery = await ask<Record<string, number>>({ probes: withViewers.probes });
    viewers.send({ stop: true });
    await new Promise((r) => viewers!.once('exit', r));
    viewers = null;
    const after = await rushWithProbes(4);

    const without = Math.max(before.holdP99Ms, after.holdP99Ms);
    return {
      users: USERS,
      viewers: VIEWERS,
      viewersOpen,
      holdP99WithoutViewersMs: before.holdP99Ms,
      holdP99WithViewersMs: withViewers.holdP99Ms,
      holdP99WithoutViewersAfterMs: after.holdP99Ms,
      // against the worse of the two runs without viewers that bracket it (the machine drifts)
      holdP99Ratio: +(withViewers.holdP99Ms / without).toFixed(2),
      holdP50WithoutViewersMs: before.holdP50Ms,
      holdP50WithViewersMs: withViewers.holdP50Ms,
      decisionsPerSecondWithout: before.decisionsPerSecond,
      decisionsPerSecondWith: withViewers.decisionsPerSecond,
      // the gateway's CPU during the rush: what the fan-out adds, free of the machine's other load
      gatewayCpuMsWithoutViewers: before.gatewayCpuMs,
      gatewayCpuMsWithViewers: withViewers.gatewayCpuMs,
      probes: withViewers.probes.length,
      ...delivery,
      gatewayRssWithoutViewersMb,
      gatewayRssWithViewersMb,
      gatewayRssPeakMb,
      serverErrors: before.serverErrors + withViewers.serverErrors + after.serverErrors,
      lostAnswers: before.lost + withViewers.lost + after.lost,
      loadAverageAtStart: loadAtStart,
    };
  } finally {
    viewers?.kill('SIGKILL');
    await run.close(children);
  }
}
