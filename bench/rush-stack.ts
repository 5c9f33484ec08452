import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
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
import { componentEntry, ensureBuilt, tracingArgs } from '../scripts/build-services.mjs';
import { freePort, ROOT } from '../scripts/stack';
import { ready } from './ready';
import { rush } from './rush-client';

/**
 * What the rush benchmarks (rush.ts, replicas.ts) share: the processes they start, what they read
 * of those processes in /proc, and the infrastructure of one run (a fresh database, queues, test
 * signing keys behind a tiny JWKS server, competitions published as catalog's events).
 */
export const SQUADS = 10;
export const PLACES = 30;
export const WAITING = 5;
/** signed-in users of a rush, each a first-time caller */
export const USERS = 3000;

/** `RUSH_PROFILE=dir`: every process writes a V8 CPU profile there when it exits. */
const PROFILE_DIR = process.env.RUSH_PROFILE;
const profileArgs = () => (PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : []);

const spawnNode = (args: string[], env: NodeJS.ProcessEnv, stdout: 'ignore' | 'pipe') =>
  spawn(process.execPath, [...profileArgs(), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });

/** A script of the benchmark (cluster.ts, a load loop), run from its TypeScript source. */
export function launchScript(
  entry: string,
  env: NodeJS.ProcessEnv,
  stdout: 'ignore' | 'pipe' = 'ignore',
  args: string[] = [],
): ChildProcess {
  return spawnNode(['--import', 'tsx', path.join(ROOT, entry), ...args], env, stdout);
}

/**
 * A component as production runs it (docs/runtime.md): its compiled bundle with source maps, the
 * kit's tracing module first when OTEL_* in `env` ask for traces (docs/tracing.md). The caller
 * builds first (`ensureBuilt`, as startRushStack does).
 */
export function launchComponent(name: string, env: NodeJS.ProcessEnv): ChildProcess {
  const entry = componentEntry(name);
  return spawnNode(
    ['--enable-source-maps', ...tracingArgs(entry, { ...process.env, ...env }), entry],
    env,
    'ignore',
  );
}

/** `workers` processes of component `name` sharing one port (cluster.ts): their pids once every one listens. */
export async function launchCluster(
  name: string,
  workers: number,
  env: NodeJS.ProcessEnv,
): Promise<{ primary: ChildProcess; pids: number[] }> {
  await ensureBuilt();
  const primary = launchScript('bench/cluster.ts', { ...env, WORKERS: String(workers) }, 'pipe', [name]);
  // the workers share the primary's stdout: their log lines pass through to stderr
  const pids = await new Promise<number[]>((resolve, reject) => {
    let out = '';
    primary.stdout!.on('data', (chunk: Buffer) => {
      const lines = (out + chunk.toString()).split('\n');
      out = lines.pop()!;
      for (const line of lines) {
        const workers = line.startsWith('{"workers":')
          ? (JSON.parse(line) as { workers: number[] }).workers
          : null;
        if (workers) resolve(workers);
        else process.stderr.write(line + '\n');
      }
    });
    primary.once('exit', (code) => reject(new Error(`${name} processes exited (${code})`)));
  });
  return { primary, pids };
}

/** The rush benchmarks' two registration processes on one port (cluster.ts), and its address. */
export async function launchRegistration(common: NodeJS.ProcessEnv) {
  const port = await freePort();
  const cluster = await launchCluster('registration', 2, {
    ...common,
    PORT: String(port),
  });
  return { ...cluster, url: `http://127.0.0.1:${port}` };
}

/** SIGTERM to every child, then wait until each has exited. */
export async function stopChildren(children: ChildProcess[]) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
}

/** CPU time (user + system) a child process has used so far, in ms (Linux /proc, 100 ticks/s). */
export function cpuMs(child: { pid?: number }): number {
  const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Write system calls (sockets included) a child process has made so far (Linux /proc). */
export function writeCalls(child: { pid?: number }): number {
  return Number(/syscw: (\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/io`, 'utf8'))![1]);
}

/** CPU ms of every PostgreSQL backend serving the bench's database, by pid (same machine). */
export async function databaseCpuMs(pool: pg.Pool): Promise<Map<number, number>> {
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
export async function databaseTransactions(pool: pg.Pool): Promise<number> {
  // other backends flush their statistics at most once a second
  await new Promise((r) => setTimeout(r, 1500));
  const { rows } = await pool.query<{ n: string }>(
    'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]!.n);
}

export const cpuDelta = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** New TCP connections of the whole machine so far (`/proc/net/snmp`, Tcp ActiveOpens). */
export function tcpActiveOpens(): number {
  const lines = fs
    .readFileSync('/proc/net/snmp', 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('Tcp:'));
  const [names, values] = lines.map((l) => l.split(/\s+/));
  return Number(values![names!.indexOf('ActiveOpens')]);
}

export type RushInfra = Awaited<ReturnType<typeof openRushInfra>>;

/** One run's database, queues and signing keys; `close` removes them. */
export async function openRushInfra(label: string) {
  const infra = await createTestInfra(label);
  const keys = await createTestKeys();
  const jwks = http.createServer((_req, res) => res.end(JSON.stringify(keys.jwks)));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as net.AddressInfo).port}/jwks.json`;
  const common = { ...infra.env, LOG_LEVEL: 'warn', JWKS_URL: jwksUrl };
  // idle connections kept: the shared server may have no connection left to give mid-run
  const pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 2, idleTimeoutMillis: 0 });
  const broker = await amqp.connect(infra.env.AMQP_URL);
  let channel: amqp.ConfirmChannel | undefined;

  /** A competition as catalog's event, through registration's consumer: back once it is stored. */
  const publish = async (payload: ReturnType<typeof competitionSnapshot>) => {
    channel ??= await broker.createConfirmChannel();
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
      (await pool.query('SELECT 1 FROM registration.competitions WHERE id = $1', [payload.id])).rowCount === 0
    )
      await new Promise((r) => setTimeout(r, 50));
  };
  /** SQUADS squads of PLACES places and WAITING waiting-list slots, ids base … base + 9. */
  const squads = (base: number): SquadFixture[] =>
    Array.from({ length: SQUADS }, (_, i) => ({
      id: base + i,
      squadSize: PLACES,
      maxWaitingListSize: WAITING,
    }));
  const snapshot = (id: number, list: SquadFixture[], timeout: number) =>
    competitionSnapshot(id, list, { timeout, name: `Rush ${id}` });
  /** One prepareOrder body per token, spread over the squads base … base + 9. */
  const bodies = (tokens: unknown[], competitionId: number, base: number) =>
    tokens.map((_, i) =>
      JSON.stringify({ status: 'PREPARE', orderItems: [{ competitionId, squadId: base + (i % SQUADS) }] }),
    );
  /** Places taken or held beyond a squad's size, places in all, live items with a place. */
  const seats = async (base: number) => {
    const { rows } = await pool.query<{ over: string; taken: string; waiting: string }>(
      `SELECT coalesce(sum(greatest(0, o.taken + o.held - o.squad_size)), 0) AS over,
              coalesce(sum(o.taken + o.held), 0) AS taken, coalesce(sum(o.waiting), 0) AS waiting
       FROM registration.squad_occupancy o WHERE squad_id BETWEEN $1 AND $2`,
      [base, base + 99],
    );
    const items = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM registration.order_items i
       JOIN registration.squad_occupancy o ON o.squad_id = i.squad_id
       WHERE i.squad_id BETWEEN $1 AND $2 AND NOT i.waiting_list AND NOT i.released`,
      [base, base + 99],
    );
    return { over: Number(rows[0]!.over), taken: Number(rows[0]!.taken), items: Number(items.rows[0]!.n) };
  };
  const close = async (children: ChildProcess[]) => {
    await broker.close().catch(() => undefined);
    await stopChildren(children);
    jwks.close();
    await pool.end();
    await infra.cleanup();
  };
  return { common, keys, pool, publish, squads, snapshot, bodies, seats, close };
}

/**
 * The rush's processes (`children` collects them for `close`): two registration workers sharing
 * one port (cluster.ts) behind a gateway, with `env` over the run's settings; then the rush's
 * competition (1) and the warm-up's (2) as catalog's events.
 */
export async function startRushStack(run: RushInfra, children: ChildProcess[], env: NodeJS.ProcessEnv = {}) {
  const registration = await launchRegistration({ ...run.common, ...env });
  children.push(registration.primary);
  const registrationUrl = registration.url;
  await ready(registrationUrl);
  const gatewayPort = await freePort();
  const gatewayChild = launchComponent('gateway', {
    ...run.common,
    ...env,
    PORT: String(gatewayPort),
    REGISTRATION_URL: registrationUrl,
    WEB_DIST: path.join(ROOT, 'web/dist'),
  });
  children.push(gatewayChild);
  const gateway = `http://127.0.0.1:${gatewayPort}`;
  await ready(gateway);
  await run.publish(run.snapshot(1, run.squads(100), 600));
  await run.publish(run.snapshot(2, run.squads(200), 600));
  return { registration, registrationUrl, gateway, gatewayChild };
}

/** The rush's users' tokens, never seen by any process before the rush. */
export const rushTokens = (keys: RushInfra['keys']) =>
  Promise.all(
    Array.from({ length: USERS }, (_, i) =>
      keys.sign({ sub: String(100_000 + i), username: `rush${i}`, paymentUntil: '2099-12-31' }),
    ),
  );

/**
 * Warm-up: JIT, pools and keep-alive sockets of every process, as a portal that has been serving
 * has them (competition 2, other users). As many calls as the rush: after 500, the first rush
 * still spent a third more CPU per decision than the later ones.
 */
export async function warmUp(run: RushInfra, url: string): Promise<void> {
  const warmTokens = await Promise.all(
    Array.from({ length: USERS }, (_, i) => run.keys.sign({ sub: String(500_000 + i), username: `w${i}` })),
  );
  await rush(url, run.bodies(warmTokens, 2, 200), warmTokens);
}
