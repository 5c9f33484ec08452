import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../stack';
import type { ReplicatedStack } from './replicated-stack';

/** where `npm run rollout` finds the running stack's control address (a test's stack: its own) */
export const CONTROL_FILE =
  process.env.REPLICAS_CONTROL_FILE ?? path.join(ROOT, '.data/replicas-control.json');

/**
 * The running replicated stack's control endpoint on 127.0.0.1 (docs/replicas.md): `POST /rollout`
 * streams the rollout's progress as lines and ends with `rollout done` or `rollout failed: …`;
 * one rollout at a time (409 while one runs). `GET /replicas` answers each component's replicas
 * now: `{ pids, ports }`, keyed by component.
 */
export async function startControl(stack: ReplicatedStack): Promise<{ close(): Promise<void> }> {
  let running = false;
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/replicas') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ pids: stack.pids(), ports: stack.ports() }));
      return;
    }
    if (request.method !== 'POST' || request.url !== '/rollout') {
      response.writeHead(404).end();
      return;
    }
    if (running) {
      response.writeHead(409).end('a rollout is running\n');
      return;
    }
    running = true;
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    const line = (text: string) => {
      console.log(`[rollout     ] ${text}`);
      response.write(`${text}\n`);
    };
    stack
      .rollout(line)
      .catch((error: unknown) => line(`rollout failed: ${String(error)}`))
      .finally(() => {
        running = false;
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  fs.mkdirSync(path.dirname(CONTROL_FILE), { recursive: true });
  fs.writeFileSync(CONTROL_FILE, JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${port}` }));
  return {
    close() {
      fs.rmSync(CONTROL_FILE, { force: true });
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
