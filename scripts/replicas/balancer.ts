import net from 'node:net';

/** One replica behind a balancer: where it listens and whether its last readiness probe passed. */
export interface Target {
  port: number;
  ready: boolean;
}

export interface Balancer {
  port: number;
  add(target: Target): void;
  /** no new connections go to it; open ones stay until either side closes them */
  remove(target: Target): void;
  close(): Promise<void>;
}

const PROBE_MS = 500;

/**
 * A TCP balancer in front of one component's replicas, as a Kubernetes Service is
 * (docs/replicas.md): each new connection goes round-robin to a replica whose `/readyz` passed
 * at the last probe (every 500 ms); a connection stays with its replica until it closes.
 */
export async function startBalancer(port: number, host = '127.0.0.1'): Promise<Balancer> {
  const targets: Target[] = [];
  const sockets = new Set<net.Socket>();
  let next = 0;
  const pick = (): Target | undefined => {
    const ready = targets.filter((target) => target.ready);
    if (ready.length === 0) return undefined;
    next = (next + 1) % ready.length;
    return ready[next];
  };
  const server = net.createServer((client) => {
    const target = pick();
    if (!target) return void client.destroy(); // like a Service without ready endpoints: refused
    const upstream = net.connect(target.port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const probe = setInterval(() => {
    for (const target of targets) {
      fetch(`http://127.0.0.1:${target.port}/readyz`, { signal: AbortSignal.timeout(PROBE_MS * 2) }).then(
        (response) => (target.ready = response.ok && targets.includes(target)),
        () => (target.ready = false),
      );
    }
  }, PROBE_MS);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port,
    add: (target) => void targets.push(target),
    remove(target) {
      target.ready = false;
      const index = targets.indexOf(target);
      if (index >= 0) targets.splice(index, 1);
    },
    close() {
      clearInterval(probe);
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
