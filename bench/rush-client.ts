import http from 'node:http';

/** The rush's client side: every call started at once over CONNECTIONS keep-alive sockets. */
export const CONNECTIONS = Number(process.env.RUSH_CONNECTIONS ?? 100);

export interface Answer {
  status: number;
  /** from the moment all calls started (includes waiting for one of the client's sockets) */
  ms: number;
  /** from the moment the call had its socket: what the server side took */
  serviceMs: number;
  body: string;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1)
    : 0;
};

/** One prepareOrder; `ms` from the call's start, `serviceMs` from the moment it had its socket. */
export function post(agent: http.Agent, url: string, body: string, token?: string): Promise<Answer | null> {
  const started = performance.now();
  let sent = started;
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const now = performance.now();
          resolve({ status: response.statusCode ?? 0, ms: now - started, serviceMs: now - sent, body: text });
        });
        response.on('error', () => resolve(null));
      },
    );
    request.on('error', () => resolve(null));
    request.on('socket', () => (sent = performance.now()));
    request.end(body);
  });
}

/** Every call started at once; the agent's sockets (CONNECTIONS) are the only queue. */
export async function rush(url: string, bodies: string[], tokens: (string | undefined)[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const started = performance.now();
  const answers = await Promise.all(bodies.map((body, i) => post(agent, url, body, tokens[i])));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { answers, seconds };
}

/** GET `url` once per token over the same number of connections (users opening a page). */
export async function visitAll(url: string, tokens: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = await Promise.all(
    tokens.map(
      (token) =>
        new Promise<number>((resolve) => {
          const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          request.on('error', () => resolve(0));
        }),
    ),
  );
  agent.destroy();
  const failed = statuses.filter((s) => s !== 200).length;
  if (failed)
    throw new Error(`${failed} page visits failed (first status ${statuses.find((s) => s !== 200)})`);
}

/** When the last place or slot was given, and how fast the refusals came after it. */
export function phases(answered: Answer[], seconds: number) {
  const lastGrant = Math.max(...answered.filter((a) => a.status === 200).map((a) => a.ms));
  const after = answered.filter((a) => a.status !== 200 && a.ms > lastGrant).length;
  return {
    lastGrantAtMs: Math.round(lastGrant),
    refusalsPerSecondAfterLastGrant: Math.round(after / Math.max(0.001, seconds - lastGrant / 1000)),
  };
}

/** What prepareOrder answered: places held, waiting-list slots, refusals, failures. */
export function tally(answers: (Answer | null)[]) {
  const ok = answers.filter((a) => a?.status === 200);
  const held = ok.filter(
    (a) => !(JSON.parse(a!.body) as { orderItems: { waitingList: boolean }[] }).orderItems[0]!.waitingList,
  );
  const full = answers.filter((a) => a?.status === 409 && a.body.includes('SQUAD_FULL'));
  const serverErrors = answers.filter((a) => a && a.status >= 500).length;
  const lost = answers.filter((a) => a === null).length;
  const tooManyRequests = answers.filter((a) => a?.status === 429).length;
  const other = answers.length - ok.length - full.length - serverErrors - lost - tooManyRequests;
  const answered = answers.filter((a): a is Answer => a !== null);
  return { ok, held, full, serverErrors, lost, tooManyRequests, other, answered };
}
