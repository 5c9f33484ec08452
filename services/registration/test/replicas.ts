import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JSONWebKeySet } from 'jose';
import { compiledArgs } from '../../../scripts/build-services.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

import { freePort } from '@portal/service-kit/testing/free-port';

export { freePort };

/** Serves the test keys' JWKS, as identity would, for services running as child processes. */
export async function serveJwks(jwks: JSONWebKeySet): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/jwks.json`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface RegistrationProcess {
  child: ChildProcess;
  base: string;
  /** SIGTERM and wait for the exit (a killed one is just awaited) */
  stop(): Promise<void>;
}

/** One compiled registration process, ready when /readyz answers 200. */
export async function startRegistrationProcess(env: Record<string, string>): Promise<RegistrationProcess> {
  // a probed port can be taken by another test before the child binds it: then try a new one
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env);
    } catch (error) {
      if (attempt >= 3 || !/exited during start/.test(String(error))) throw error;
    }
  }
}

async function startOnce(env: Record<string, string>): Promise<RegistrationProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, await compiledArgs('registration'), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('registration process exited during start');
    // the port was probed free before the child bound it: only the child's own pid counts
    const ready = await fetch(`${base}/readyz`).then(
      async (r) => r.ok && ((await r.json()) as { pid?: number }).pid === child.pid,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('registration process not ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    base,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
