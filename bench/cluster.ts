import cluster from 'node:cluster';
import { componentEntry, tracingArgs } from '../scripts/build-services.mjs';

/**
 * `cluster.ts <component>`: WORKERS processes of an unchanged component (registration, the
 * gateway) sharing one port, as the rush's replicas, each its compiled bundle as production runs
 * it (docs/runtime.md). The primary hands each new connection to the next worker (round robin)
 * and moves no bytes itself, as a Kubernetes Service spreads connections in the kernel; a
 * user-space TCP balancer in the benchmark's own process cost CPU per request on the same two
 * cores and delayed the client's event loop. Prints `{"workers":[pid, …]}` once every worker
 * listens; SIGTERM ends them all.
 */
const name = process.argv[2];
if (!name) throw new Error('usage: cluster.ts <component: registration, gateway, …>');
const entry = componentEntry(name);
const workers = Number(process.env.WORKERS ?? 2);
// the primary's own flags (a CPU profile) but not its TypeScript loader: the workers run the bundle
const inherited = process.execArgv.filter(
  (arg, i, all) =>
    !(arg === '--import' && all[i + 1] === 'tsx') && !(arg === 'tsx' && all[i - 1] === '--import'),
);
cluster.setupPrimary({
  exec: entry,
  execArgv: [...inherited, '--enable-source-maps', ...tracingArgs(entry, process.env)],
});
// a worker with a second listener (metrics) is counted once
const pids = new Set<number>();
cluster.on('listening', (worker) => {
  if (pids.has(worker.process.pid!)) return;
  pids.add(worker.process.pid!);
  if (pids.size === workers) process.stdout.write(JSON.stringify({ workers: [...pids] }) + '\n');
});
cluster.on('exit', (worker, code) => {
  if (!stopping) {
    process.stderr.write(`${name} worker ${worker.process.pid} exited (${code})\n`);
    process.exit(1);
  }
});
let stopping = false;
process.once('SIGTERM', () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  const wait = setInterval(() => {
    if (Object.keys(cluster.workers ?? {}).length === 0) {
      clearInterval(wait);
      process.exit(0);
    }
  }, 50);
});
for (let i = 0; i < workers; i++) cluster.fork();
