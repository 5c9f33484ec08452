import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import amqp from 'amqplib';
import pg from 'pg';
import {
  competitionSnapshot,
  createTestInfra,
  createTestKeys,
  type SquadFixture,
} from '@portal/service-kit/testing';
import { freePort, ROOT } from '../scripts/stack';
import { ready } from './ready';

/**
 * `npm run bench -- rush`: 3,000 distinct signed-in users against 300 places in 10 squads
 * (waiting lists of 5) through the gateway, with two registration processes sharing one port
 * (registration-cluster.ts: connections spread round robin, as a Kubernetes Service does).
 * Reports hold decisions per second, prepareOrder p50/p99, places held, oversell, lost answers and 5xx, the hold-expiry lag, and a
 * bare Node HTTP server's rate on this machine as the ceiling.
 */
const USERS = 3000;
const SQUADS = 10;
const PLACES = 30;
const WAITING = 5;
const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 100);

interface Answer {
  status: number;
  /** from the moment all calls started (includes waiting for one of the client's sockets) */
  ms: number;
  /** from the moment the call had its socket: what the server side took */
  serviceMs: number;
  body: string;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1)
    : 0;
};

function post(agent: http.Agent, url: string, body: string, token?: string): Promise<Answer | null> {
  const started = performance.now();
  let sent = started;
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const now = performance.now();
          resolve({ status: response.statusCode ?? 0, ms: now - started, serviceMs: now - sent, body: text });
        });
        response.on('error', () => resolve(null));
      },
    );
    request.on('error', () => resolve(null));
    request.on('socket', () => (sent = performance.now()));
    request.end(body);
  });
}

/** Every call started at once; the agent's sockets (CONNECTIONS) are the only queue. */
async function rush(url: string, bodies: string[], tokens: (string | undefined)[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const started = performance.now();
  const answers = await Promise.all(bodies.map((body, i) => post(agent, url, body, tokens[i])));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { answers, seconds };
}

/** GET `url` once per token over the same number of connections (users opening a page). */
async function visitAll(url: string, tokens: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<number>((resolve) => {
          const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          request.on('error', () => resolve(0));
        }),
    ),
  );
  agent.destroy();
  const failed = statuses.filter((s) => s !== 200).length;
  if (failed)
    throw new Error(`${failed} page visits failed (first status ${statuses.find((s) => s !== 200)})`);
}

/** When the last place or slot was given, and how fast the refusals came after it. */
function phases(answered: Answer[], seconds: number) {
  const lastGrant = Math.max(...answered.filter((a) => a.status === 200).map((a) => a.ms));
  const after = answered.filter((a) => a.status !== 200 && a.ms > lastGrant).length;
  return {
    lastGrantAtMs: Math.round(lastGrant),
    refusalsPerSecondAfterLastGrant: Math.round(after / Math.max(0.001, seconds - lastGrant / 1000)),
  };
}

/** `RUSH_PROFILE=dir`: every process writes a V8 CPU profile there when it exits. */
const PROFILE_DIR = process.env.RUSH_PROFILE;

function launch(entry: string, env: NodeJS.ProcessEnv, stdout: 'ignore' | 'pipe' = 'ignore'): ChildProcess {
  const profile = PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** CPU time (user + system) a child process has used so far, in ms (Linux /proc, 100 ticks/s). */
function cpuMs(child: { pid?: number }): number {
  const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Write system calls (sockets included) a child process has made so far (Linux /proc). */
function writeCalls(child: { pid?: number }): number {
  return Number(/syscw: (\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/io`, 'utf8'))![1]);
}

/** CPU ms of every PostgreSQL backend serving the bench's database, by pid (same machine). */
async function databaseCpuMs(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, cpuMs({ pid }));
    } catch {
      // the backend ended meanwhile
    }
  }
  return cpu;
}

/** Committed plus rolled-back transactions of the bench's database (each lone statement is one). */
async function databaseTransactions(pool: pg.Pool): Promise<number> {
  // other backends flush their statistics at most once a second
  await new Promise((r) => setTimeout(r, 1500));
  const { rows } = await pool.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]!.n);
}

const cpuDelta = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** New TCP connections of the whole machine so far (`/proc/net/snmp`, Tcp ActiveOpens). */
function tcpActiveOpens(): number {
  const lines = fs
    .readFileSync('/proc/net/snmp', 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('Tcp:'));
  const [names, values] = lines.map((l) => l.split(/\s+/));
  return Number(values![names!.indexOf('ActiveOpens')]);
}

/** The registration processes (registration-cluster.ts): their pids once every one listens. */
async function launchRegistration(
  env: NodeJS.ProcessEnv,
): Promise<{ primary: ChildProcess; pids: number[] }> {
  const primary = launch('bench/registration-cluster.ts', env, 'pipe');
  const pids = await new Promise<number[]>((resolve, reject) => {
    let out = '';
    primary.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve((JSON.parse(out.split('\n')[0]!) as { workers: number[] }).workers);
    });
    primary.once('exit', (code) => reject(new Error(`registration processes exited (${code})`)));
  });
  return { primary, pids };
}

export async function benchRush() {
  const loadAtStart = +os.loadavg()[0]!.toFixed(2);
  const infra = await createTestInfra('rush');
  const keys = await createTestKeys();
  const jwks = http.createServer((_req, res) => res.end(JSON.stringify(keys.jwks)));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as net.AddressInfo).port}/jwks.json`;
  const common = { ...infra.env, LOG_LEVEL: 'warn', JWKS_URL: jwksUrl };
  const children: ChildProcess[] = [];
  // idle connections kept: the shared server may have no connection left to give mid-run
  const pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 2, idleTimeoutMillis: 0 });
  const broker = await amqp.connect(infra.env.AMQP_URL);
  try {
    const registrationPort = await freePort();
    const registration = await launchRegistration({ ...common, PORT: String(registrationPort) });
    children.push(registration.primary);
    const registrationUrl = `http://127.0.0.1:${registrationPort}`;
    await ready(registrationUrl);
    const gatewayPort = await freePort();
    children.push(
      launch('gateway/src/index.ts', {
        ...common,
        PORT: String(gatewayPort),
        REGISTRATION_URL: registrationUrl,
        WEB_DIST: path.join(ROOT, 'web/dist'),
      }),
    );
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    await ready(gateway);

    // the competitions arrive as catalog's events, through registration's consumer
    const channel = await broker.createConfirmChannel();
    const publish = async (payload: ReturnType<typeof snapshot>) => {
      const envelope = {
        id: randomUUID(),
        type: 'catalog.competition.upserted',
        version: 1,
        occurredAt: new Date().toISOString(),
        producer: 'bench',
        correlationId: null,
        payload,
      };
      channel.publish(infra.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
      });
      await channel.waitForConfirms();
      while (
        (await pool.query('SELECT 1 FROM registration.competitions WHERE id = $1', [payload.id])).rowCount ===
        0
      )
        await new Promise((r) => setTimeout(r, 50));
    };
    const squads = (base: number) =>
      Array.from({ length: SQUADS }, (_, i) => ({
        id: base + i,
        squadSize: PLACES,
        maxWaitingListSize: WAITING,
      }));
    const snapshot = (id: number, list: SquadFixture[], timeout: number) =>
      competitionSnapshot(id, list, { timeout, name: `Rush ${id}` });
    await publish(snapshot(1, squads(100), 600));
    await publish(snapshot(2, squads(200), 600)); // warm-up
    // expiry lag: like the rush, 300 places in 10 squads, with a 3 s countdown
    await publish(
      snapshot(
        3,
        squads(300).map((s) => ({ ...s, maxWaitingListSize: 0 })),
        3,
      ),
    );

    const tokens = await Promise.all(
      Array.from({ length: USERS }, (_, i) =>
        keys.sign({ sub: String(100_000 + i), username: `rush${i}`, paymentUntil: '2099-12-31' }),
      ),
    );
    const url = `${gateway}/api/publicResources/prepareOrder`;
    const bodies = (competitionId: number, base: number) =>
      tokens.map((_, i) =>
        JSON.stringify({ status: 'PREPARE', orderItems: [{ competitionId, squadId: base + (i % SQUADS) }] }),
      );

    // warm-up: JIT, pools and keep-alive sockets of every process, as a portal that has been
    // serving has them (another competition, other users). As many calls as the rush: after 500,
    // the first rush still spent a third more CPU per decision than the later ones.
    const warmTokens = await Promise.all(
      Array.from({ length: USERS }, (_, i) => keys.sign({ sub: String(500_000 + i), username: `w${i}` })),
    );
    await rush(url, bodies(2, 200), warmTokens);

    const gatewayChild = children[children.length - 1]!;
    const registrationChildren = registration.pids.map((pid) => ({ pid }));
    const transactionsBefore = await databaseTransactions(pool);
    const databaseBefore = await databaseCpuMs(pool);
    const cpuBefore = { gateway: cpuMs(gatewayChild), registration: registrationChildren.map(cpuMs) };
    const processes = [gatewayChild, ...registrationChildren];
    const writesBefore = processes.map(writeCalls);
    const connectionsBefore = tcpActiveOpens();
    const clientCpuBefore = process.cpuUsage();
    const { answers, seconds } = await rush(url, bodies(1, 100), tokens);
    const clientCpu = process.cpuUsage(clientCpuBefore);
    // the client's 100 and nothing more: no upstream socket closed and opened again mid-rush
    const tcpConnectionsOpened = tcpActiveOpens() - connectionsBefore;
    // socket writes cost more than anything else per call on this VM (profiles): count them
    const writes = processes.map((p, i) => writeCalls(p) - writesBefore[i]!);
    // CPU time per decision of each process: the load-independent figure on a shared machine
    const cpuPerRequest = {
      gatewayCpuMsPerRequest: +((cpuMs(gatewayChild) - cpuBefore.gateway) / answers.length).toFixed(3),
      registrationCpuMsPerRequest: +(
        registrationChildren.reduce((sum, c, i) => sum + cpuMs(c) - cpuBefore.registration[i]!, 0) /
        answers.length
      ).toFixed(3),
      // the load generator's share of the same two cores
      clientCpuMsPerRequest: +((clientCpu.user + clientCpu.system) / 1000 / answers.length).toFixed(3),
      databaseCpuMsPerRequest: +(
        cpuDelta(databaseBefore, await databaseCpuMs(pool)) / answers.length
      ).toFixed(3),
    };
    const writesPerRequest = {
      gatewayWritesPerRequest: +(writes[0]! / answers.length).toFixed(2),
      registrationWritesPerRequest: +((writes[1]! + writes[2]!) / answers.length).toFixed(2),
    };
    const databaseTransactionsPerRequest = +(
      ((await databaseTransactions(pool)) - transactionsBefore) /
      answers.length
    ).toFixed(2);
    const ok = answers.filter((a) => a?.status === 200);
    const held = ok.filter(
      (a) => !(JSON.parse(a!.body) as { orderItems: { waitingList: boolean }[] }).orderItems[0]!.waitingList,
    );
    const full = answers.filter((a) => a?.status === 409 && a.body.includes('SQUAD_FULL'));
    const serverErrors = answers.filter((a) => a && a.status >= 500).length;
    const lost = answers.filter((a) => a === null).length;
    const tooManyRequests = answers.filter((a) => a?.status === 429).length;
    const other = answers.length - ok.length - full.length - serverErrors - lost - tooManyRequests;
    const { rows } = await pool.query<{ over: string; taken: string; waiting: string }>(`
      SELECT coalesce(sum(greatest(0, o.taken + o.held - o.squad_size)), 0) AS over,
             coalesce(sum(o.taken + o.held), 0) AS taken, coalesce(sum(o.waiting), 0) AS waiting
      FROM registration.squad_occupancy o WHERE squad_id BETWEEN 100 AND 199`);
    const items = await pool.query<{ n: string }>(`
      SELECT count(*) AS n FROM registration.order_items i
      JOIN registration.squad_occupancy o ON o.squad_id = i.squad_id
      WHERE i.squad_id BETWEEN 100 AND 199 AND NOT i.waiting_list AND NOT i.released`);
    const answered = answers.filter((a): a is Answer => a !== null);
    const latencies = answered.map((a) => a.ms);
    const serviceLatencies = answered.map((a) => a.serviceMs);

    // the same rush straight to the registration processes, without the gateway
    const lbUrl = `${registrationUrl}/api/publicResources/prepareOrder`;
    await publish(snapshot(4, squads(400), 600));
    const directCpuBefore = registrationChildren.map(cpuMs);
    const direct = await rush(lbUrl, bodies(4, 400), tokens);
    const directRegistrationCpuMsPerRequest = +(
      registrationChildren.reduce((sum, c, i) => sum + cpuMs(c) - directCpuBefore[i]!, 0) /
      direct.answers.length
    ).toFixed(3);
    const directOk = direct.answers.filter((a) => a?.status === 200 || a?.status === 409).length;

    // hold-expiry lag: 300 holds of 3 s in 10 squads, polled every 20 ms until each is EXPIRED
    const lagTokens = tokens.slice(0, 300);
    const lagRun = await rush(
      url,
      lagTokens.map((_, i) =>
        JSON.stringify({
          status: 'PREPARE',
          orderItems: [{ competitionId: 3, squadId: 300 + (i % SQUADS) }],
        }),
      ),
      lagTokens,
    );
    const lagOrders = lagRun.answers
      .filter((a) => a?.status === 200)
      .map((a) => (JSON.parse(a!.body) as { id: number }).id);
    const seen = new Map<number, number>();
    const deadline = Date.now() + 30_000;
    while (seen.size < lagOrders.length && Date.now() < deadline) {
      const expired = await pool.query<{ id: number; expires: number }>(
        `SELECT id, extract(epoch FROM expires_at) * 1000 AS expires FROM registration.orders
         WHERE status = 'EXPIRED' AND id = ANY($1::int[])`,
        [lagOrders],
      );
      const now = Date.now();
      for (const row of expired.rows) if (!seen.has(row.id)) seen.set(row.id, now - Number(row.expires));
      await new Promise((r) => setTimeout(r, 20));
    }
    const lags = [...seen.values()];

    // the same rush by users who opened the competition page first (its participants list, a
    // registration read through the gateway), as shooters waiting for the opening do: their tokens
    // are then verified already (the kit's verified-token cache) in the gateway and one process
    await publish(snapshot(5, squads(500), 600));
    await visitAll(`${gateway}/api/publicResources/orderItems?competitionId=5`, tokens);
    const pageCpuBefore = { gateway: cpuMs(gatewayChild), registration: registrationChildren.map(cpuMs) };
    const afterPage = await rush(url, bodies(5, 500), tokens);
    const afterPageCpu = {
      gateway: +((cpuMs(gatewayChild) - pageCpuBefore.gateway) / afterPage.answers.length).toFixed(3),
      registration: +(
        registrationChildren.reduce((sum, c, i) => sum + cpuMs(c) - pageCpuBefore.registration[i]!, 0) /
        afterPage.answers.length
      ).toFixed(3),
    };
    const afterPageAnswered = afterPage.answers.filter((a): a is Answer => a !== null);
    const afterPageDecided = afterPageAnswered.filter((a) => a.status === 200 || a.status === 409).length;

    // the ceiling: a bare Node HTTP server answering the same number of posts the same way
    const bare = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as net.AddressInfo).port}/`;
    const bareRun = await rush(bareUrl, bodies(1, 100), tokens);
    bare.close();

    return {
      users: USERS,
      places: SQUADS * PLACES,
      waitingListPlaces: SQUADS * WAITING,
      connections: CONNECTIONS,
      registrationProcesses: 2,
      decisionsPerSecond: Math.round(answers.length / seconds),
      prepareOrderP50Ms: percentile(latencies, 50),
      prepareOrderP99Ms: percentile(latencies, 99),
      prepareOrderServiceP50Ms: percentile(serviceLatencies, 50),
      prepareOrderServiceP99Ms: percentile(serviceLatencies, 99),
      directDecisionsPerSecond: Math.round(directOk / direct.seconds),
      afterPageDecisionsPerSecond: Math.round(afterPageDecided / afterPage.seconds),
      afterPageServiceP50Ms: percentile(
        afterPageAnswered.map((a) => a.serviceMs),
        50,
      ),
      afterPageServiceP99Ms: percentile(
        afterPageAnswered.map((a) => a.serviceMs),
        99,
      ),
      // where the tail is: the answers that held a place or slot, and the refusals
      afterPageGrantP99Ms: percentile(
        afterPageAnswered.filter((a) => a.status === 200).map((a) => a.serviceMs),
        99,
      ),
      afterPageRefusalP99Ms: percentile(
        afterPageAnswered.filter((a) => a.status !== 200).map((a) => a.serviceMs),
        99,
      ),
      afterPageGatewayCpuMsPerRequest: afterPageCpu.gateway,
      afterPageRegistrationCpuMsPerRequest: afterPageCpu.registration,
      afterPageUndecided: afterPage.answers.length - afterPageDecided,
      ...cpuPerRequest,
      ...writesPerRequest,
      tcpConnectionsOpened,
      databaseTransactionsPerRequest,
      directRegistrationCpuMsPerRequest,
      ...phases(answered, seconds),
      placesHeld: held.length,
      waitingListEntries: ok.length - held.length,
      squadFull: full.length,
      tooManyRequests,
      otherAnswers: other,
      placesInDatabase: Number(rows[0]!.taken),
      liveItemsWithPlace: Number(items.rows[0]!.n),
      oversell: Number(rows[0]!.over) + Math.max(0, held.length - SQUADS * PLACES),
      lostAnswers: lost,
      serverErrors,
      loadAverageAtStart: loadAtStart,
      holdExpiryLagP50Ms: percentile(lags, 50),
      holdExpiryLagP99Ms: percentile(lags, 99),
      holdsExpiredOf: `${lags.length}/${lagOrders.length}`,
      bareNodeRequestsPerSecond: Math.round(bareRun.answers.length / bareRun.seconds),
    };
  } finally {
    await broker.close().catch(() => undefined);
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    jwks.close();
    await pool.end();
    await infra.cleanup();
  }
}
