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
const PROBE_TIMEOUT_MS = 3000;
const FAILURE_THRESHOLD = 2;

/**
 * A TCP balancer in front of one component's replicas, as a Kubernetes Service is
 * (docs/replicas.md): each new connection goes round-robin to a ready replica (probed every
 * 500 ms); a connection stays with its replica until it closes.
 */
export async function startBalancer(port: number, host = '127.0.0.1'): Promise<Balancer> {
  const targets: Target[] = [];
  const sockets = new Set<net.Socket>();
  let next = 0;
  const pick = (tried: Set<Target>): Target | undefined => {
    const ready = targets.filter((target) => target.ready && !tried.has(target));
    if (ready.length === 0) return undefined;
    next = (next + 1) % ready.length;
    return ready[next];
  };
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  /**
   * A replica that refuses the connection (killed since the last probe) gets no byte of the
   * client's, so the connection goes to the next ready one, as HAProxy's `option redispatch` does.
   */
  const connect = (client: net.Socket, tried: Set<Target>) => {
    const target = pick(tried);
    if (!target) return void client.destroy(); // like a Service without ready endpoints: refused
    tried.add(target);
    const upstream = net.connect(target.port, '127.0.0.1');
    track(upstream);
    const drop = () => upstream.destroy();
    client.once('close', drop);
    const refused = () => {
      client.off('close', drop);
      target.ready = false;
      if (!client.destroyed) connect(client, tried);
    };
    upstream.once('error', refused);
    upstream.once('connect', () => {
      upstream.off('error', refused);
      client.pipe(upstream).pipe(client);
      upstream.on('close', () => client.destroy());
    });
  };
  const server = net.createServer((client) => {
    track(client);
    client.pause(); // until a replica accepted: its bytes wait in the socket
    connect(client, new Set());
  });
  // like a kubernetes readinessProbe (k8s/base: timeout 3 s, failureThreshold 2): one slow answer
  // under a rush does not take a replica out, two failures in a row do; a refusal does at once
  const failures = new Map<Target, number>();
  const probing = new Set<Target>();
  const probe = setInterval(() => {
    for (const target of targets) {
      if (probing.has(target)) continue;
      probing.add(target);
      const failed = (refused: boolean) => {
        const count = (failures.get(target) ?? 0) + 1;
        failures.set(target, count);
        if (refused || count >= FAILURE_THRESHOLD) target.ready = false;
      };
      fetch(`http://127.0.0.1:${target.port}/readyz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
        .then(
          (response) => {
            if (!response.ok) return failed(false);
            failures.set(target, 0);
            target.ready = targets.includes(target);
          },
          (error: Error) => failed((error.cause as NodeJS.ErrnoException)?.code === 'ECONNREFUSED'),
        )
        .finally(() => probing.delete(target));
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
