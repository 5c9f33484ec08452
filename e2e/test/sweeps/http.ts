import http from 'node:http';

/** One request of a sweep, already resolved to a concrete path and body. */
export interface SweepRequest {
  method: string;
  /** path with query string, e.g. `/api/clubs/1?x=y` */
  path: string;
  token?: string | null;
  /** raw body and its content type; `undefined` sends none */
  body?: { type: string; data: string | Buffer };
}

export interface SweepAnswer {
  status: number;
  text: string;
  /** set when the connection dropped or timed out instead of answering */
  dropped?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * Sends over node:http (not fetch) so that a 100,000-character URL or a raw body reaches the
 * gateway as written and a dropped connection is reported, not retried.
 */
export function send(base: string, request: SweepRequest, timeoutMs = 30_000): Promise<SweepAnswer> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {};
    if (request.token) headers.authorization = request.token;
    if (request.body) {
      headers['content-type'] = request.body.type;
      headers['content-length'] = Buffer.byteLength(request.body.data);
    }
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        // an event stream (live places) never ends: its first event is its answer
        const stream = /^text\/event-stream/.test(String(res.headers['content-type'] ?? ''));
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (stream && Buffer.concat(chunks).includes('\n\n')) res.destroy();
        });
        res.on('close', () => {
          if (stream) resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', (error) => resolve({ status: 0, text: '', dropped: error.message }));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, text: '', dropped: error.message }));
    if (request.body) req.write(request.body.data);
    req.end();
  });
}

/** Runs `work` over `items` with at most `limit` in flight (the machine has two cores). */
export async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export const json = (data: unknown) => ({ type: 'application/json', data: JSON.stringify(data) });

/** A 4xx must carry the catalogue's JSON shape `{ error: KEY }`. */
export function hasErrorShape(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    return typeof parsed.error === 'string' && parsed.error.length > 0;
  } catch {
    return false;
  }
}
