import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { GATEWAY_PORT, SERVICE_NAMES, SERVICES, type ServiceName } from '@portal/contracts';
import { freePort } from '@portal/service-kit/testing/free-port';
import { componentEntry, ensureBuilt, ROOT, tracingArgs } from './build-services.mjs';

export { ROOT };
const COLORS = [36, 32, 33, 35, 34, 91, 96];

export interface StackOptions {
  /** environment shared by all processes (database, broker, Redis, prefixes, log level) */
  env: Record<string, string | undefined>;
  /** pick free ports instead of the fixed defaults (tests, benchmarks) */
  freePorts?: boolean;
  gatewayPort?: number;
  webDist?: string;
  /** 'prefixed' copies each child's output with a coloured [name] prefix */
  output?: 'prefixed' | 'ignore';
  extraGatewayEnv?: Record<string, string>;
}

export interface RunningStack {
  gatewayUrl: string;
  serviceUrls: Record<ServiceName, string>;
  stop(): Promise<void>;
}

/**
 * Starts the six services and the gateway as child processes, waits until each is ready. With
 * free ports, a start that lost a probed port to another process is tried again with new ports.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startStackOnce(options);
    } catch (error) {
      const lostPort = options.freePorts && /EADDRINUSE/.test(String(error));
      if (!lostPort || attempt >= 3) throw error;
    }
  }
}

/** Where each component listens: the fixed defaults, or free ports (tests, benchmarks). */
export async function stackAddresses(options: StackOptions) {
  const ports = {} as Record<ServiceName, number>;
  for (const name of SERVICE_NAMES) ports[name] = options.freePorts ? await freePort() : SERVICES[name];
  const gatewayPort = options.gatewayPort ?? (options.freePorts ? await freePort() : GATEWAY_PORT);
  const serviceUrls = Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, `http://127.0.0.1:${ports[name]}`]),
  ) as Record<ServiceName, string>;
  return { ports, gatewayPort, serviceUrls };
}

async function startStackOnce(options: StackOptions): Promise<RunningStack> {
  await ensureBuilt();
  const { ports, gatewayPort, serviceUrls } = await stackAddresses(options);
  const children: ChildProcess[] = [];
  const stop = () => stopAll(children);
  try {
    const common = {
      ...process.env,
      ...options.env,
      JWKS_URL: `${serviceUrls.identity}/api/.well-known/jwks.json`,
    };
    SERVICE_NAMES.forEach((name, i) => {
      children.push(launch(name, componentEntry(name), { ...common, PORT: String(ports[name]) }, options, i));
    });
    await Promise.all(SERVICE_NAMES.map((name, i) => waitReady(serviceUrls[name], children[i]!, children)));
    const gatewayEnv = {
      ...common,
      ...options.extraGatewayEnv,
      PORT: String(gatewayPort),
      WEB_DIST: options.webDist ?? path.join(ROOT, 'web/dist'),
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, serviceUrls[name]])),
    };
    const gateway = launch('gateway', componentEntry('gateway'), gatewayEnv, options, SERVICE_NAMES.length);
    children.push(gateway);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitReady(gatewayUrl, gateway, children);
    return { gatewayUrl, serviceUrls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs a compiled component (`componentEntry`) with its output kept and optionally shown. */
export function launch(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  options: StackOptions,
  index: number,
): ChildProcess {
  // a test run that keeps logs (PORTAL_LOG_DIR) has its silent processes write warnings and errors
  const kept =
    process.env.PORTAL_LOG_DIR && env.LOG_LEVEL === 'silent' ? process.env.PORTAL_LOG_LEVEL : undefined;
  const child = spawn(process.execPath, ['--enable-source-maps', ...tracingArgs(entry, env), entry], {
    cwd: ROOT,
    env: kept ? { ...env, LOG_LEVEL: kept } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = `\u001b[${COLORS[index % COLORS.length]}m[${name.padEnd(12)}]\u001b[0m `;
  // the last lines of output are kept so that a child dying at start-up says why
  const tail: string[] = [];
  const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      tail.push(...lines);
      tail.splice(0, Math.max(0, tail.length - 20));
      if (options.output === 'prefixed') for (const line of lines) out.write(label + line + '\n');
    });
    stream.on('end', () => {
      if (buffered) tail.push(buffered);
      buffered = '';
    });
  };
  forward(child.stdout!, process.stdout);
  forward(child.stderr!, process.stderr);
  // 'exit' can come before the last output is read; 'close' comes after both streams ended
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  // PORTAL_LOG_DIR keeps every process's whole output in its own file (a test's processes too)
  if (process.env.PORTAL_LOG_DIR) {
    fs.mkdirSync(process.env.PORTAL_LOG_DIR, { recursive: true });
    const file = fs.createWriteStream(path.join(process.env.PORTAL_LOG_DIR, `${name}-${child.pid}.log`));
    child.stdout!.pipe(file, { end: false });
    child.stderr!.pipe(file, { end: false });
    void closed.then(() => file.end());
  }
  Object.assign(child, { label: name, tail, closed });
  return child;
}

/**
 * Waits until `child` answers ready on `url`. A free port is probed before the child binds it, so
 * another process may take it meanwhile: only an answer carrying the child's own pid counts (the
 * child then dies of EADDRINUSE, and the launch fails loudly instead of talking to a stranger).
 * Two minutes: a parallel test run on two cores starts several stacks (seven processes each) at once.
 */
export async function waitReady(
  url: string,
  child: ChildProcess,
  children: ChildProcess[],
  timeoutMs = 120_000,
) {
  const name = (child as ChildProcess & { label?: string }).label ?? url;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) {
      const { label, tail, closed } = dead as ChildProcess & {
        label: string;
        tail: string[];
        closed: Promise<void>;
      };
      // read its last words first: they tell whether it lost its port (EADDRINUSE, retried)
      await Promise.race([closed, new Promise((r) => setTimeout(r, 3000))]);
      throw new Error(`${label} exited with ${dead.exitCode}:\n${tail.join('\n')}`);
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (response.ok && ((await response.json()) as { pid?: number }).pid === child.pid) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** SIGTERM to every child (graceful shutdown), SIGKILL after 15 s. */
async function stopAll(children: ChildProcess[]): Promise<void> {
  await Promise.all(children.map(stopChild));
}

/** SIGTERM to one child (graceful shutdown: it drains, then exits), SIGKILL after 15 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export { freePort };
