import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchExport } from './export';
import { benchGateway } from './gateway';
import { benchLighthouse } from './lighthouse';
import { benchLive } from './live';
import { benchLogin } from './login';
import { benchPublicList } from './public-list';
import { benchReplicas } from './replicas';
import { benchRush } from './rush';
import { tracingCost } from './rush-tracing';

/** `npm run bench`: runs every benchmark and writes its figures to bench/results/. */
const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const results: Record<string, unknown> = {};

if (!only || only === 'gateway') {
  const gateway = await benchGateway(Number(process.env.BENCH_SECONDS ?? 10));
  results.gateway = gateway;
  console.table({ direct: gateway.direct, 'via gateway': gateway.viaGateway });
  console.log(
    `gateway keeps ${Math.round(gateway.ratio * 100)} % of the direct throughput (goal: at least 50 %)`,
  );
}

if (!only || only === 'login') {
  const login = await benchLogin(Number(process.env.BENCH_SECONDS ?? 10));
  results.login = login;
  console.table({ 'POST /api/login': login.login, 'GET /api/identity': login.identity });
  console.log(`one scrypt hash: ${login.scryptHashMs} ms`);
}

if (!only || only === 'public-list') {
  const list = await benchPublicList(Number(process.env.BENCH_SECONDS ?? 10));
  results['public-list'] = list;
  console.table({
    'without filter (50 connections)': list.withoutFilter,
    'with filters (50 connections)': list.withFilter,
    'without filter (10 connections)': list.withoutFilter10Connections,
  });
  console.log(
    `${list.competitions} competitions, ${list.clubs} clubs, ${list.squads} squads; goal: 1,000 requests/s, p99 under 50 ms`,
  );
}

if (!only || only === 'rush') {
  const rush = await benchRush();
  // RUSH_GUEST_LOOP=1 (rush-guest-loop.ts) and RUSH_PACED=rates (rush-paced.ts): figures of their own
  const variant = process.env.RUSH_GUEST_LOOP
    ? 'rush-guest-loop'
    : process.env.RUSH_PACED
      ? 'rush-paced'
      : 'rush';
  results[variant] = rush;
  console.table(rush);
  console.log(
    'goal: at least 1,000 decisions/s, p99 at most 300 ms, expiry lag p99 at most 1 s; oversell, lost and 5xx 0',
  );
}

// the first rush without and with every process exporting its spans (`rush-tracing` alone)
if (!only || only === 'rush' || only === 'rush-tracing') {
  const tracing = await tracingCost();
  results['rush-tracing'] = tracing;
  const { topSpans, ...figures } = tracing;
  console.table(figures);
  console.table(topSpans);
  console.log(
    'goal: with tracing as deployed (one trace in ten) at most 10 % fewer decisions/s (sampledShare at least 0.9); tracedShare: every request recorded',
  );
}

if (!only || only === 'live') {
  const live = await benchLive();
  results.live = live;
  console.table(live);
  console.log(
    'goal: 5,000 viewers; hold p99 with viewers at most 1.1 × without; delivery p99 under 1 s; 5xx and lost 0',
  );
}

if (!only || only === 'replicas') {
  const replicas = await benchReplicas();
  results.replicas = replicas;
  // one row per figure, one column per configuration: about twenty figures fit no terminal across
  const configurations = Object.entries(replicas.configurations);
  console.table(
    Object.fromEntries(
      Object.keys(configurations[0]![1]).map((figure) => [
        figure,
        Object.fromEntries(configurations.map(([name, f]) => [name, f[figure as keyof typeof f]])),
      ]),
    ),
  );
  console.log(
    `two replicas of each against one: ${replicas.decisionsPerSecondRatio} × the decisions/s, ${replicas.cpuMsPerDecisionRatio} × the CPU ms per decision (gateway + registration); oversell, lost and 5xx must be 0`,
  );
}

if (!only || only === 'export') {
  const exported = await benchExport();
  results.export = exported;
  console.table({
    'xlsx (export service)': exported.xlsx,
    'COPY … TO STDOUT (floor)': exported.copyToStdout,
  });
  console.log(`${exported.rows} registrations; goal: xlsx under 20 s and under 200 MB RSS`);
}

if (!only || only === 'lighthouse') {
  const lighthouse = await benchLighthouse();
  results.lighthouse = lighthouse;
  for (const preset of ['mobile', 'desktop'] as const)
    console.table(Object.fromEntries(lighthouse[preset].map(({ page, failing: _, ...f }) => [page, f])));
  console.log(
    `lowest performance score: mobile ${lighthouse.lowestMobile}, desktop ${lighthouse.lowestDesktop} (goal: at least 90 on every public page)`,
  );
}

fs.mkdirSync(path.join(here, 'results'), { recursive: true });
for (const [name, figures] of Object.entries(results)) {
  const record = {
    measuredAt: new Date().toISOString(),
    cpus: (await import('node:os')).cpus().length,
    ...(figures as object),
  };
  fs.writeFileSync(path.join(here, 'results', `${name}.json`), JSON.stringify(record, null, 2) + '\n');
}
process.exit(0);
