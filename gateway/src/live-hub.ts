import type { ServerResponse } from 'node:http';
import { decodeLiveSquad, LIVE_PLACES_KEYS, livePlacesOf, type LivePlaces } from '@portal/contracts';
import type { Logger } from '@portal/service-kit';
import type { Redis } from 'ioredis';

/** One open event stream: the competitions it follows and the version of each it was sent last. */
export interface Viewer {
  res: ServerResponse;
  address: string;
  ids: readonly number[];
  sent: Map<number, number>;
}

export interface LiveHubOptions {
  heartbeatMs: number;
  maxViewers: number;
  maxPerAddress: number;
}

/** a viewer whose socket does not take what it is sent (a stalled client) is dropped from here on */
const MAX_BACKLOG = 256 * 1024;
type StreamEntry = [id: string, fields: string[]];

/**
 * An event as written to every viewer: encoded once, and framed once as an HTTP/1.1 chunk too.
 * A chunked stream gets the framed bytes straight on its socket: one write per viewer instead of
 * the response's four corked pieces (the fan-out is the gateway's cost per viewer, docs/live-places.md).
 */
export interface Frame {
  plain: Buffer;
  chunk: Buffer;
}

export const frameOf = (text: string): Frame => {
  const plain = Buffer.from(text);
  return {
    plain,
    chunk: Buffer.concat([Buffer.from(`${plain.length.toString(16)}\r\n`), plain, Buffer.from('\r\n')]),
  };
};

const HEARTBEAT = frameOf(': \n\n');

/** A stream entry's fields (`c`, id, then squadId/figures pairs) as the places viewers get. */
export function placesFromFields(fields: string[]): LivePlaces | null {
  let competitionId = 0;
  const squads = new Map<number, ReturnType<typeof decodeLiveSquad>>();
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === 'c') competitionId = Number(fields[i + 1]);
    else squads.set(Number(fields[i]), decodeLiveSquad(fields[i + 1]!));
  }
  return competitionId > 0 ? livePlacesOf(competitionId, squads) : null;
}

const eventFrame = (id: string, places: LivePlaces) =>
  frameOf(`id: ${id}\nevent: places\ndata: ${JSON.stringify(places)}\n\n`);

/** `1700000000000-3` ordered as Redis orders stream ids. */
export const streamIdAfter = (a: string, b: string) => {
  const [am = 0, as = 0] = a.split('-').map(Number);
  const [bm = 0, bs = 0] = b.split('-').map(Number);
  return am > bm || (am === bm && as > bs);
};

/**
 * The gateway's side of live free places (docs/live-places.md): ONE blocking stream read per
 * process on its own Redis connection, fanned out in memory to every viewer of a competition,
 * and one heartbeat timer for all of them. Each message is serialised once, whatever the
 * number of viewers.
 */
export class LivePlacesHub {
  private readonly byCompetition = new Map<number, Set<Viewer>>();
  private readonly perAddress = new Map<string, number>();
  private readonly viewers = new Set<Viewer>();
  private readonly reader: Redis;
  private running = false;
  private loop: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  /** the newest stream entry this process has read: the id of a snapshot */
  lastId = '0-0';
  /** what the fan-out wrote and dropped since the start, for /metrics (live-metrics.ts) */
  readonly counts = { places: 0, heartbeat: 0, dropped: 0 };

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
    readonly options: LiveHubOptions,
  ) {
    // a blocking read holds its connection: never the one the rate limiter and the deny list share
    this.reader = redis.duplicate({ maxRetriesPerRequest: null, lazyConnect: true });
    this.reader.on('error', () => undefined);
  }

  get size() {
    return this.viewers.size;
  }

  start() {
    if (this.running) return;
    this.running = true;
    this.loop = this.read();
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs);
  }

  /** Whether one more stream of this address fits the limits. */
  admits(address: string) {
    return (
      this.running &&
      this.viewers.size < this.options.maxViewers &&
      (this.perAddress.get(address) ?? 0) < this.options.maxPerAddress
    );
  }

  add(viewer: Viewer) {
    this.viewers.add(viewer);
    this.perAddress.set(viewer.address, (this.perAddress.get(viewer.address) ?? 0) + 1);
    for (const id of viewer.ids) {
      let set = this.byCompetition.get(id);
      if (!set) this.byCompetition.set(id, (set = new Set()));
      set.add(viewer);
    }
  }

  remove(viewer: Viewer) {
    if (!this.viewers.delete(viewer)) return;
    const left = (this.perAddress.get(viewer.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(viewer.address, left);
    else this.perAddress.delete(viewer.address);
    for (const id of viewer.ids) {
      const set = this.byCompetition.get(id);
      set?.delete(viewer);
      if (set?.size === 0) this.byCompetition.delete(id);
    }
  }

  /**
   * Sends the places unless the viewer already has a newer version of the competition. `frame`:
   * the event encoded once for all viewers of a message (one Buffer, no copy per socket).
   */
  send(viewer: Viewer, places: LivePlaces, id: string, frame: Frame = eventFrame(id, places)) {
    if ((viewer.sent.get(places.competitionId) ?? -1) > places.version) return;
    viewer.sent.set(places.competitionId, places.version);
    this.counts.places++;
    this.write(viewer, frame);
  }

  /** The competitions' figures as Redis keeps them now (competitions without any yet are left out). */
  async snapshot(ids: readonly number[]): Promise<LivePlaces[]> {
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetall(LIVE_PLACES_KEYS.state(id));
    const answers = (await pipeline.exec()) ?? [];
    return ids.flatMap((id, i) => {
      const hash = (answers[i]?.[1] ?? {}) as Record<string, string>;
      const entries = Object.entries(hash);
      if (entries.length === 0) return [];
      return [
        livePlacesOf(id, new Map(entries.map(([squad, value]) => [Number(squad), decodeLiveSquad(value)]))),
      ];
    });
  }

  /**
   * What changed for these competitions after `lastEventId` (the newest per competition with its
   * stream id), or null when the stream no longer reaches back that far (the caller snapshots).
   */
  async replay(lastEventId: string, ids: readonly number[]): Promise<[string, LivePlaces][] | null> {
    const first = (await this.redis.xrange(LIVE_PLACES_KEYS.stream, '-', '+', 'COUNT', 1)) as StreamEntry[];
    if (!first[0] || streamIdAfter(first[0][0], lastEventId)) return null;
    const entries = (await this.redis.xrange(
      LIVE_PLACES_KEYS.stream,
      `(${lastEventId}`,
      '+',
    )) as StreamEntry[];
    const wanted = new Set(ids);
    const newest = new Map<number, [string, LivePlaces]>();
    for (const [id, fields] of entries) {
      const places = placesFromFields(fields);
      if (places && wanted.has(places.competitionId)) newest.set(places.competitionId, [id, places]);
    }
    return [...newest.values()];
  }

  /** Ends every stream (clients reconnect, to another replica) and stops reading. */
  async stop() {
    this.running = false;
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const viewer of [...this.viewers]) {
      viewer.res.end();
      this.remove(viewer);
    }
    this.reader.disconnect();
    await this.loop;
  }

  private write(viewer: Viewer, frame: Frame) {
    const { res } = viewer;
    const socket = res.socket;
    if (!socket || socket.destroyed || socket.writableLength + res.writableLength > MAX_BACKLOG) {
      res.destroy();
      this.counts.dropped++;
      return this.remove(viewer);
    }
    // chunkedEncoding: set by node:http for an HTTP/1.1 answer without a length (every browser's)
    if ((res as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding) socket.write(frame.chunk);
    else res.write(frame.plain);
  }

  private beat() {
    this.counts.heartbeat += this.viewers.size;
    for (const viewer of this.viewers) this.write(viewer, HEARTBEAT);
  }

  private async read() {
    await this.reader.connect().catch(() => undefined);
    while (this.running) {
      try {
        if (this.lastId === '0-0') {
          const newest = (await this.reader.xrevrange(
            LIVE_PLACES_KEYS.stream,
            '+',
            '-',
            'COUNT',
            1,
          )) as StreamEntry[];
          this.lastId = newest[0]?.[0] ?? '0-0';
        }
        const answer = (await this.reader.xread(
          'COUNT',
          1000,
          'BLOCK',
          5000,
          'STREAMS',
          LIVE_PLACES_KEYS.stream,
          this.lastId === '0-0' ? '$' : this.lastId,
        )) as [string, StreamEntry[]][] | null;
        for (const [id, fields] of answer?.[0]?.[1] ?? []) {
          this.lastId = id;
          this.deliver(id, fields);
        }
      } catch (err) {
        if (!this.running) return;
        this.logger.warn({ err }, 'live places stream read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  private deliver(id: string, fields: string[]) {
    const places = placesFromFields(fields);
    const viewers = places && this.byCompetition.get(places.competitionId);
    if (!places || !viewers) return;
    const frame = eventFrame(id, places);
    for (const viewer of viewers) this.send(viewer, places, id, frame);
  }
}
