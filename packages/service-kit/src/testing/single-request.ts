import { Agent, request } from 'node:http';

export interface SingleAnswer {
  status: number;
  /** the Connection header: `close` when the server ends the connection after this answer */
  connection: string | undefined;
  body: string;
}

/**
 * One GET on a new keep-alive connection (fetch would reuse a pooled one), so a test sees what a
 * new client or a balancer's probe gets: an answer, or the refused connection of a closed listener,
 * and whether the server would keep the connection (the client asks to).
 */
export function singleRequest(port: number, path: string): Promise<SingleAnswer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<SingleAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  }).finally(() => agent.destroy());
}
