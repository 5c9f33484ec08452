import net from 'node:net';

/**
 * A TCP proxy in front of one server (e.g. the shared RabbitMQ or Redis) for outage tests: `cut()`
 * drops every connection and refuses new ones, as a broker restart or network cut would, without
 * touching the shared server that other test runs use. `restore()` lets connections through again.
 */
export interface TcpProxy {
  port: number;
  /** rewrites a URL (amqp://, redis://) to go through the proxy */
  urlFor(url: string): string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(
  targetHost: string,
  targetPort: number,
  /** `cut`: starts refusing (a dependency away at start-up); `port`: listen there instead of any */
  options: { cut?: boolean; port?: number } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let refusing = options.cut ?? false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (refusing) return void client.destroy();
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
