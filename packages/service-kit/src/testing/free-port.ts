import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Ports for child processes that bind them later. A port probed with listen(0) is an ephemeral
 * one, which the kernel may hand to any outgoing connection (every test opens hundreds) or to
 * another probe before the child binds it, and the child then dies of EADDRINUSE. These come from
 * below the kernel's ephemeral range (32768 and up on Linux), and each is claimed once with an
 * exclusive file shared by every process of the machine; claims older than STALE_MS lapse.
 */
const FIRST = 20_000;
const LAST = 32_000;
const CLAIMS = path.join(os.tmpdir(), 'portal-port-claims');
const STALE_MS = 6 * 3_600_000;

export async function freePort(): Promise<number> {
  fs.mkdirSync(CLAIMS, { recursive: true });
  for (let tries = 0; tries < 2_000; tries++) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (claim(port, true) && (await bindable(port))) return port;
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}

function claim(port: number, takeOverStale: boolean): boolean {
  const file = path.join(CLAIMS, String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (!takeOverStale || Date.now() - fs.statSync(file).mtimeMs < STALE_MS) return false;
      fs.unlinkSync(file);
    } catch {
      return false;
    }
    return claim(port, false);
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
