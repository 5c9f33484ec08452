import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import pg from 'pg';
import { login } from './session';

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
 */
export class Traffic {
  readonly calls: Call[] = [];

  async call(
    name: string,
    url: string,
    init: { method?: string; token?: string | null; json?: unknown; body?: FormData } = {},
  ): Promise<{ status: number; text: string; bytes: Buffer } | null> {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = init.token;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const call: Call = { name, started: performance.now(), ended: 0, status: 0 };
    this.calls.push(call);
    try {
      const response = await fetch(url, {
        method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      call.status = response.status;
      return { status: response.status, text: bytes.toString(), bytes };
    } catch (error) {
      call.error = String((error as Error).cause ?? error);
      return null;
    } finally {
      call.ended = performance.now();
    }
  }

  failures(): Call[] {
    return this.calls.filter((call) => call.status === 0 || call.status >= 500);
  }
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
