import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Plugin } from 'http-proxy-middleware';

/**
 * The keep-alive race (docs/replicas.md, "Keep-alive race"): a service replica that stops or dies
 * closes its idle keep-alive connections, and the gateway may send a request on one in the same
 * instant. Browsers answer this by sending the request once more on a fresh connection when the
 * failing connection was reused and no answer byte arrived; the gateway does the same towards the
 * services, so the client sees an answer instead of a 502. Bodies are kept while they stream
 * through, up to REPLAYABLE_BODY_BYTES (API bodies are small JSON; an upload is not replayed).
 */
export const REPLAYABLE_BODY_BYTES = 64 * 1024;

/** how a connection that the peer closed under a request surfaces in Node */
const CLOSED_UNDER_REQUEST = new Set(['ECONNRESET', 'EPIPE']);

interface Attempt {
  chunks: Buffer[];
  bytes: number;
  upstream?: ClientRequest;
  answered: boolean;
  replayed: boolean;
}

const attempts = new WeakMap<IncomingMessage, Attempt>();

/**
 * An http-proxy-middleware plugin: records each request's body and upstream socket; its `replay`
 * says whether a failed attempt was sent again (then no error answer may be written).
 */
export function upstreamRetry(options: { proxyTimeout: number }) {
  let proxy: Parameters<Plugin>[0] | undefined;
  const plugin: Plugin = (server) => {
    proxy = server;
    // at 'proxyReq' (the upstream socket is assigned) no body chunk has flowed yet, so the copy
    // sees every one; a body already read before (a request queued for a socket) is not replayed
    server.on('proxyReq', (upstream: ClientRequest, req: IncomingMessage) => {
      const known = attempts.get(req);
      if (known) return void (known.upstream = upstream);
      const attempt: Attempt = { chunks: [], bytes: 0, upstream, answered: false, replayed: false };
      if (req.readableDidRead) attempt.bytes = Infinity;
      attempts.set(req, attempt);
      req.on('data', (chunk: Buffer) => {
        attempt.bytes += chunk.length;
        // past the limit the copy is dropped: such a body is not replayed
        if (attempt.bytes <= REPLAYABLE_BODY_BYTES) attempt.chunks.push(chunk);
        else attempt.chunks = [];
      });
    });
    server.on('proxyRes', (_res, req) => {
      const attempt = attempts.get(req);
      if (attempt) attempt.answered = true;
    });
  };

  /** Sends `req` once more on a fresh connection when the keep-alive race made it fail. */
  const replay = (error: Error, req: IncomingMessage, res: ServerResponse, target: string): boolean => {
    const attempt = attempts.get(req);
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!proxy || !attempt || attempt.replayed || attempt.answered || res.headersSent) return false;
    if (!attempt.upstream?.reusedSocket || !CLOSED_UNDER_REQUEST.has(code)) return false;
    // the whole body must be known (one still arriving is not replayed), the client still there
    if (attempt.bytes > REPLAYABLE_BODY_BYTES || !req.readableEnded || req.socket.destroyed) return false;
    attempt.replayed = true;
    proxy.web(req, res, {
      target,
      agent: false, // a new connection: another pooled one may be just as stale
      xfwd: false,
      proxyTimeout: options.proxyTimeout,
      buffer: Readable.from(attempt.chunks),
    });
    return true;
  };

  /** why a failed request was not sent again, for the log */
  const describe = (req: IncomingMessage) => {
    const attempt = attempts.get(req);
    if (!attempt) return { recorded: false };
    const { bytes, answered, replayed } = attempt;
    return {
      reusedSocket: attempt.upstream?.reusedSocket,
      bodyEnded: req.readableEnded,
      bytes,
      answered,
      replayed,
    };
  };

  return { plugin, replay, describe };
}
