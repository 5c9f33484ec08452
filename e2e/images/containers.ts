import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { SERVICE_NAMES, type ServiceName } from '@portal/contracts';
import { freePort, ROOT } from '../../scripts/stack';

const run = promisify(execFile);
const PODMAN = path.join(ROOT, 'scripts/images/podman');

/** podman as these machines run it (scripts/images/podman), its output as text. */
export async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run(PODMAN, args, { maxBuffer: 32 * 1024 * 1024 });
  return stdout.trim();
}

export interface RunningContainers {
  gatewayUrl: string;
  /** the last lines each container wrote: what a failed start says */
  logs(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The six services and the gateway from their images (`npm run images`), on the host's network
 * like the stack's processes, each on a free port, hardened as in Kubernetes: read-only root
 * filesystem with a writable /tmp, no capabilities, no privilege escalation, the image's user.
 * `env` is what every container gets (NODE_ENV=production and the settings it demands).
 */
export async function startContainers(
  env: Record<string, string>,
  gatewayPort: number,
): Promise<RunningContainers> {
  const runId = randomBytes(3).toString('hex');
  const ports = {} as Record<ServiceName, number>;
  for (const name of SERVICE_NAMES) ports[name] = await freePort();
  const url = (name: ServiceName) => `http://127.0.0.1:${ports[name]}`;
  const common = { ...env, JWKS_URL: `${url('identity')}/api/.well-known/jwks.json` };
  const names: string[] = [];
  const start = async (component: string, own: Record<string, string>) => {
    const name = `portal-smoke-${component}-${runId}`;
    const variables = Object.entries({ ...common, ...own }).flatMap(([key, value]) => [
      '-e',
      `${key}=${value}`,
    ]);
    await podman(
      'run',
      '-d',
      '--name',
      name,
      '--read-only',
      '--tmpfs',
      '/tmp',
      '--cap-drop',
      'ALL',
      '--security-opt',
      'no-new-privileges',
      ...variables,
      `localhost/portal-${component}:latest`,
    );
    names.push(name);
    return name;
  };
  const logs = async () => {
    const parts = await Promise.all(
      names.map(async (name) => `--- ${name}\n${await podman('logs', '--tail', '30', name).catch(String)}`),
    );
    return parts.join('\n');
  };
  const stop = async () => {
    await Promise.all(names.map((name) => podman('rm', '-f', '-t', '15', name).catch(() => undefined)));
  };
  try {
    await Promise.all(SERVICE_NAMES.map((name) => start(name, { PORT: String(ports[name]) })));
    await Promise.all(SERVICE_NAMES.map((name) => waitReady(url(name), names)));
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await start('gateway', {
      PORT: String(gatewayPort),
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [`${name.toUpperCase()}_URL`, url(name)])),
    });
    await waitReady(gatewayUrl, names);
    return { gatewayUrl, logs, stop };
  } catch (error) {
    const said = await logs();
    await stop();
    throw new Error(`${String(error)}\n${said}`);
  }
}

/** Until `/readyz` answers 200; fails at once when a container has stopped. */
async function waitReady(url: string, names: string[], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = await podman('ps', '--filter', 'status=exited', '--format', '{{.Names}}');
    const exited = names.filter((name) => running.split('\n').includes(name));
    if (exited.length) throw new Error(`exited: ${exited.join(', ')}`);
    const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${url} not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
