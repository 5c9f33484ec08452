import http from 'node:http';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import pg from 'pg';
import { login } from '../test/session';

/** One client call: when it started and ended (ms, performance clock), and how it ended. */
export interface Call {
  name: string;
  started: number;
  ended: number;
  /** the HTTP status; 0 when no answer came (reset, refused, timeout) */
  status: number;
  error?: string;
}

/** a client gives up after this long: an answer later than that is a failure */
const CALL_TIMEOUT_MS = 30_000;

/**
 * Every call the rush's clients make, through the gateway (docs/replicas.md, proofs): a failed
 * request is a 5xx or no answer at all; answers with the spec's 4xx keys (a full squad) are not.
 * The clients keep connections alive and, as browsers do, send a request once more on a new
 * connection when a reused one closed before any answer byte came (the keep-alive race).
 */
export class Traffic {
  readonly calls: Call[] = [];
  /** requests sent once more after the keep-alive race */
  replayed = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  async call(
    name: string,
    url: string,
    init: { method?: string; token?: string | null; json?: unknown; body?: FormData } = {},
  ): Promise<Answer | null> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = init.token;
    let body: Buffer | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = Buffer.from(JSON.stringify(init.json));
    } else if (init.body) {
      const encoded = new Response(init.body);
      headers['content-type'] = encoded.headers.get('content-type')!;
      body = Buffer.from(await encoded.arrayBuffer());
    }
    const method = init.method ?? (body ? 'POST' : 'GET');
    const call: Call = { name, started: performance.now(), ended: 0, status: 0 };
    this.calls.push(call);
    try {
      const answer = await send(url, method, headers, body, this.agent).catch((error: RaceError) => {
        if (!error.reused) throw error;
        this.replayed++;
        return send(url, method, headers, body, false);
      });
      call.status = answer.status;
      return Object.assign(answer, { started: call.started, ended: performance.now() });
    } catch (error) {
      call.error = String(error);
      return null;
    } finally {
      call.ended = performance.now();
    }
  }

  failures(): Call[] {
    return this.calls.filter((call) => call.status === 0 || call.status >= 500);
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface Answer {
  status: number;
  text: string;
  bytes: Buffer;
  /** when its call started and ended (ms, performance clock): a kill may have cut it */
  started?: number;
  ended?: number;
}

/** An answer the journeys did not expect, with when its call ran. */
export interface Unexpected {
  what: string;
  started: number;
  ended: number;
}

/** `what` about `answer` (or about nothing that answered, now) as an unexpected outcome. */
export const unexpected = (what: string, answer?: Pick<Answer, 'started' | 'ended'> | null): Unexpected => {
  const now = performance.now();
  return { what, started: answer?.started ?? now, ended: answer?.ended ?? now };
};

/** an error that came before any answer byte on a reused connection */
type RaceError = Error & { reused?: boolean };

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  agent: http.Agent | false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, timeout: CALL_TIMEOUT_MS });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)));
    let answered = false;
    request.on('error', (error: RaceError) => {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      error.reused = !answered && request.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(code);
      reject(error);
    });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: response.statusCode!, text: bytes.toString(), bytes });
      });
    });
    request.end(body);
  });
}

/** the rush's users' ids start here, far above the demo data's */
export const RUSH_USER_BASE = 1_000_000;

/**
 * Sessions of `count` shooters who exist only in their tokens, signed with identity's own newest
 * key and the demo shooter's claims: logging 3,000 people in would cost 3,000 scrypt hashes (about
 * seven minutes of CPU here) and prove nothing about replicas; login has its own tests.
 */
export async function rushSessions(url: string, databaseUrl: string, count: number): Promise<string[]> {
  const claims = decodeJwt((await login(url, 'shooter', 'Shooter123!')).replace('Bearer ', ''));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows } = await pool
    .query<{ kid: string; jwk: JWK }>(
      'SELECT kid, private_jwk AS jwk FROM identity.signing_keys ORDER BY created_at DESC LIMIT 1',
    )
    .finally(() => pool.end());
  const key = await importJWK(rows[0]!.jwk, 'EdDSA');
  const { iss, aud, roles, permissions, clubId, paymentUntil } = claims;
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const token = await new SignJWT({
        username: `rush${i}`,
        roles,
        permissions,
        clubId,
        paymentUntil,
        iatMs: Date.now(),
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: rows[0]!.kid })
        .setSubject(String(RUSH_USER_BASE + i))
        .setIssuer(iss!)
        .setAudience(aud!)
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key);
      return `Bearer ${token}`;
    }),
  );
}

/** The e-mail the rush's user `i` signs up with, so the SMTP catcher can count their mails. */
export const rushMail = (i: number) => `rush${i}@example.test`;

/** Runs `task(i)` for i in 0..count-1, starting them evenly over `spreadMs`, at most `limit` at once. */
export async function paced(
  count: number,
  spreadMs: number,
  limit: number,
  task: (i: number) => Promise<void>,
): Promise<void> {
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const due = start + (i * spreadMs) / count;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await task(i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
