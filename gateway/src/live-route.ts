import { LIVE_MAX_COMPETITIONS, LIVE_PLACES_PATHS, type ErrorBody } from '@portal/contracts';
import { buildOpenApi, type HealthState } from '@portal/service-kit';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { LivePlacesHub, Viewer } from './live-hub';
import { setApiSecurityHeaders } from './security-headers';

/** what a client waits before it reconnects after the stream ended (a replica stopped) */
const RETRY_MS = 2000;
const STREAM_ID = /^\d{1,15}-\d{1,10}$/;

/** `competitionIds=1,2,3`: 1 to LIVE_MAX_COMPETITIONS positive ids (repeats count once). */
const liveQuerySchema = z.object({
  competitionIds: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/)
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine((ids) => ids.length <= LIVE_MAX_COMPETITIONS && ids.every((id) => id > 0)),
});

/** The endpoints in the merged OpenAPI document (the sweeps read it); the stream's 200 is an event stream. */
export function liveOpenApiPaths(): Record<string, unknown> {
  const query = liveQuerySchema.extend({ lastEventId: z.string().optional() });
  const route = (path: string, summary: string) => ({
    method: 'get' as const,
    path,
    summary,
    tags: ['live places'],
    access: 'public' as const,
    query,
    response: z.array(z.object({ competitionId: z.number().int() }).passthrough()),
    handler: () => undefined,
  });
  const doc = buildOpenApi('gateway', [
    route(LIVE_PLACES_PATHS.stream, 'live free places of competitions (Server-Sent Events)'),
    route(LIVE_PLACES_PATHS.now, 'free places of competitions now (polling where EventSource is missing)'),
  ]) as { paths: Record<string, { get: { responses: Record<string, { content?: unknown }> } }> };
  const ok = doc.paths[LIVE_PLACES_PATHS.stream]!.get.responses['200']!;
  ok.content = { 'text/event-stream': { schema: { type: 'string' } } };
  return doc.paths;
}

const answer = (res: Response, status: number, body: ErrorBody | unknown) => {
  setApiSecurityHeaders(res);
  res.status(status).json(body);
};

const competitionIds = (req: Request, res: Response) => {
  const parsed = liveQuerySchema.safeParse(req.query);
  if (parsed.success) return parsed.data.competitionIds;
  answer(res, 400, { error: 'FIELD_INVALID', field: 'competitionIds' } satisfies ErrorBody);
  return null;
};

/**
 * The live free places endpoints (docs/live-places.md), answered by the gateway itself: mounted
 * before the compression, the rate limiter and the proxy, so a stream is never buffered and never
 * holds an upstream socket. `placesNow` is the polling twin for browsers without EventSource.
 */
export function liveRouter(hub: LivePlacesHub, state: HealthState) {
  const router = Router();
  router.get(LIVE_PLACES_PATHS.now, async (req, res) => {
    const ids = competitionIds(req, res);
    if (!ids) return;
    res.setHeader('cache-control', 'no-store');
    answer(res, 200, await hub.snapshot(ids));
  });
  router.get(LIVE_PLACES_PATHS.stream, async (req, res) => {
    const ids = competitionIds(req, res);
    if (!ids) return;
    const address = req.ip ?? '';
    if (!state.accepting || !hub.admits(address)) {
      res.setHeader('retry-after', String(RETRY_MS / 1000));
      answer(res, state.accepting ? 429 : 503, {
        error: state.accepting ? 'TOO_MANY_REQUESTS' : 'SERVICE_UNAVAILABLE',
      } satisfies ErrorBody);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-service': 'gateway',
    });
    req.socket.setNoDelay(true);
    res.write(`retry: ${RETRY_MS}\n\n`);
    const viewer: Viewer = { res, address, ids, sent: new Map() };
    // registered first: what the stream brings meanwhile is sent, and the version check keeps
    // an older snapshot or replay from overwriting it
    hub.add(viewer);
    // the response's close: the client went or the stream was ended (a request's close may come earlier)
    res.on('close', () => hub.remove(viewer));
    const last = String(req.headers['last-event-id'] ?? req.query.lastEventId ?? '');
    try {
      const replay = STREAM_ID.test(last) ? await hub.replay(last, ids) : null;
      if (replay) for (const [id, places] of replay) hub.send(viewer, places, id);
      else {
        const snapshotId = hub.lastId;
        for (const places of await hub.snapshot(ids)) hub.send(viewer, places, snapshotId);
      }
    } catch {
      // Redis away: the stream stays open and heartbeats; the client keeps what its page showed
    }
  });
  return router;
}
