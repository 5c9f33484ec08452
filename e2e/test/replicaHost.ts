import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '@portal/service-kit/testing';
import { ensureBuilt, toolEntry } from '../../scripts/build-services.mjs';
import { ROOT } from '../../scripts/stack';

type PerComponent = Record<string, number[]>;

/** A `REPLICAS=n npm start` running in a process of its own, driven through its control endpoint. */
export interface ReplicaHost {
  /** each component's replica pids now */
  pids(): Promise<PerComponent>;
  /** the ports each component's replicas listen on now (past its balancer) */
  ports(): Promise<PerComponent>;
  /** `npm run rollout` against this stack: resolves when it printed `rollout done` and exited 0 */
  rollout(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `scripts/cli/start.ts` compiled (what `npm start` ends with) with `REPLICAS=n`, its services on free
 * ports and its control file in a directory of its own (docs/replicas.md, the proof). The
 * balancers and supervisors then run in that process, as Kubernetes runs them outside the pods,
 * and never compete with the test's clients for one event loop. Its output goes to
 * `PORTAL_LOG_DIR` when set (the processes' own logs go there anyway).
 */
export async function startReplicaHost(
  env: Record<string, string>,
  gatewayPort: number,
  replicas: number,
): Promise<ReplicaHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-host-'));
  const controlFile = path.join(dir, 'control.json');
  const logFile = path.join(process.env.PORTAL_LOG_DIR ?? dir, `replica-host-${process.pid}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const hostEnv = {
    ...process.env,
    LOG_LEVEL: process.env.PORTAL_LOG_LEVEL ?? 'warn',
    ...env,
    REPLICAS: String(replicas),
    PORT: String(gatewayPort),
    PORTAL_FREE_PORTS: '1',
    REPLICAS_CONTROL_FILE: controlFile,
  };
  await ensureBuilt();
  /** a compiled command of scripts/cli (docs/runtime.md) */
  const command = (name: string) => {
    const out = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, ['--enable-source-maps', toolEntry(name)], {
      cwd: ROOT,
      env: hostEnv,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out); // the child holds its own copy
    return child;
  };
  const host = command('start');
  const exited = new Promise<number | null>((resolve) => host.once('exit', (code) => resolve(code)));
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  const control = async (): Promise<string | undefined> => {
    if (host.exitCode !== null) throw new Error(`the replica host exited at start:\n${tail()}`);
    return fs.existsSync(controlFile)
      ? (JSON.parse(fs.readFileSync(controlFile, 'utf8')) as { url: string }).url
      : undefined;
  };
  const url = await waitFor(control, 420_000, 250).catch((error: unknown) => {
    host.kill('SIGKILL');
    throw error;
  });
  const replicasNow = async () =>
    (await (await fetch(`${url}/replicas`)).json()) as { pids: PerComponent; ports: PerComponent };
  return {
    pids: async () => (await replicasNow()).pids,
    ports: async () => (await replicasNow()).ports,
    rollout: () => finished(command('rollout'), tail),
    async stop() {
      host.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 60_000, 'late'))]);
      if (code === 'late') host.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves when `child` exits 0; rejects with the log's last lines otherwise. */
function finished(child: ChildProcess, tail: () => string): Promise<void> {
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${child.spawnargs.join(' ')} exited ${code}:\n${tail()}`)),
    ),
  );
}
