import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../scripts/stack';
import { ready } from './ready';
import { percentile, phases, rush, tally } from './rush-client';
import {
  cpuDelta,
  cpuMs,
  databaseCpuMs,
  launchCluster,
  openRushInfra,
  PLACES,
  SQUADS,
  stopChildren,
  type RushInfra,
} from './rush-stack';

/**
 * `npm run bench -- replicas`: the rush's first rush (3,000 users whose every token is new to the
 * processes, after a warm-up as large as the rush on another competition) with one, then two
 * replicas of the gateway and of registration, in one run against one database. Each component
 * runs as cluster.ts (a primary handing connections round robin to WORKERS processes on one
 * port, as a Kubernetes Service does), fresh processes and fresh competitions per configuration.
 * See docs/replicas.md for what the figures mean on a 2-core machine.
 */
const USERS = 3000;

const CONFIGURATIONS = [
  { replicas: 1, competition: 11, squadBase: 1100, userBase: 1_000_000 },
  { replicas: 2, competition: 21, squadBase: 2100, userBase: 2_000_000 },
];

const perDecision = (ms: number, decisions: number) => +(ms / decisions).toFixed(3);

/** pid is gone (ESRCH), or still there */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Configuration = (typeof CONFIGURATIONS)[number];

/** One configuration with fresh processes, stopped afterwards; none may be left running. */
async function measure(run: RushInfra, config: Configuration) {
  const children: ChildProcess[] = [];
  const workerPids: number[] = [];
  let figures;
  try {
    figures = await rushWith(run, config, children, workerPids);
  } finally {
    await stopChildren(children);
  }
  // the workers end with their primary; one left over would load the next configuration
  const deadline = Date.now() + 15_000;
  while (workerPids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const left = workerPids.filter(alive);
  if (left.length) throw new Error(`processes still running after stop: ${left.join(', ')}`);
  return figures;
}

async function rushWith(
  run: RushInfra,
  config: Configuration,
  children: ChildProcess[],
  workerPids: number[],
) {
  const { common, keys, pool, publish, squads, snapshot } = run;
  const loadAverageAtStart = +os.loadavg()[0]!.toFixed(2);
  const registrationPort = await freePort();
  const registration = await launchCluster('registration', config.replicas, {
    ...common,
    PORT: String(registrationPort),
  });
  children.push(registration.primary);
  const registrationUrl = `http://127.0.0.1:${registrationPort}`;
  await ready(registrationUrl);
  const gatewayPort = await freePort();
  const gateway = await launchCluster('gateway', config.replicas, {
    ...common,
    PORT: String(gatewayPort),
    REGISTRATION_URL: registrationUrl,
    WEB_DIST: path.join(ROOT, 'web/dist'),
  });
  children.push(gateway.primary);
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await ready(gatewayUrl);
  workerPids.push(...gateway.pids, ...registration.pids);

  const { competition, squadBase, userBase } = config;
  await publish(snapshot(competition, squads(squadBase), 600));
  await publish(snapshot(competition + 1, squads(squadBase + 100), 600)); // warm-up
  const tokens = await Promise.all(
    Array.from({ length: USERS }, (_, i) =>
      keys.sign({ sub: String(userBase + i), username: `r${userBase + i}`, paymentUntil: '2099-12-31' }),
    ),
  );
  const warmTokens = await Promise.all(
    Array.from({ length: USERS }, (_, i) =>
      keys.sign({ sub: String(userBase + 500_000 + i), username: `w${userBase + i}` }),
    ),
  );
  const url = `${gatewayUrl}/api/publicResources/prepareOrder`;
  // as rush.ts: as many warm-up calls as the rush, other users, another competition; with two
  // replicas each process gets about half of them
  await rush(url, run.bodies(warmTokens, competition + 1, squadBase + 100), warmTokens);

  const gatewayProcesses = gateway.pids.map((pid) => ({ pid }));
  const registrationProcesses = registration.pids.map((pid) => ({ pid }));
  const primaries = children.map((c) => ({ pid: c.pid }));
  const sum = (processes: { pid?: number }[]) => processes.reduce((s, p) => s + cpuMs(p), 0);
  const before = {
    gateway: sum(gatewayProcesses),
    registration: sum(registrationProcesses),
    primaries: sum(primaries),
    database: await databaseCpuMs(pool),
    client: process.cpuUsage(),
  };
  const { answers, seconds } = await rush(url, run.bodies(tokens, competition, squadBase), tokens);
  const client = process.cpuUsage(before.client);
  const decisions = answers.length;
  const cpu = {
    gateway: sum(gatewayProcesses) - before.gateway,
    registration: sum(registrationProcesses) - before.registration,
    // the primaries only hand over new connections: none during the rush (keep-alive)
    primaries: sum(primaries) - before.primaries,
    database: cpuDelta(before.database, await databaseCpuMs(pool)),
  };
  const { ok, held, serverErrors, lost, tooManyRequests, other, answered } = tally(answers);
  const seats = await run.seats(squadBase);
  return {
    gatewayProcesses: config.replicas,
    registrationProcesses: config.replicas,
    decisionsPerSecond: Math.round(decisions / seconds),
    prepareOrderServiceP50Ms: percentile(
      answered.map((a) => a.serviceMs),
      50,
    ),
    prepareOrderServiceP99Ms: percentile(
      answered.map((a) => a.serviceMs),
      99,
    ),
    prepareOrderP99Ms: percentile(
      answered.map((a) => a.ms),
      99,
    ),
    // every gateway and registration process, primaries included: the cost of a decision
    cpuMsPerDecision: perDecision(cpu.gateway + cpu.registration + cpu.primaries, decisions),
    gatewayCpuMsPerDecision: perDecision(cpu.gateway, decisions),
    registrationCpuMsPerDecision: perDecision(cpu.registration, decisions),
    databaseCpuMsPerDecision: perDecision(cpu.database, decisions),
    clientCpuMsPerDecision: perDecision((client.user + client.system) / 1000, decisions),
    lastGrantAtMs: phases(answered, seconds).lastGrantAtMs,
    placesHeld: held.length,
    waitingListEntries: ok.length - held.length,
    oversell: seats.over + Math.max(0, held.length - SQUADS * PLACES),
    lostAnswers: lost,
    serverErrors,
    tooManyRequests,
    otherAnswers: other,
    loadAverageAtStart,
  };
}

export async function benchReplicas() {
  const run = await openRushInfra('replicas');
  try {
    const configurations: Record<string, Awaited<ReturnType<typeof measure>>> = {};
    for (const config of CONFIGURATIONS)
      configurations[`${config.replicas} gateway + ${config.replicas} registration`] = await measure(
        run,
        config,
      );
    const [one, two] = Object.values(configurations);
    return {
      users: USERS,
      places: SQUADS * PLACES,
      configurations,
      decisionsPerSecondRatio: +(two!.decisionsPerSecond / one!.decisionsPerSecond).toFixed(2),
      cpuMsPerDecisionRatio: +(two!.cpuMsPerDecision / one!.cpuMsPerDecision).toFixed(2),
    };
  } finally {
    await run.close([]);
  }
}
