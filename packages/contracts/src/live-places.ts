/**
 * Live free places (docs/live-places.md). Catalog keeps the squads' figures per competition in
 * Redis and appends changed competitions to one stream at most every flush interval; the gateway
 * reads that stream once per process and fans it out to its viewers as Server-Sent Events.
 */
export const LIVE_PLACES_KEYS = {
  /** the stream every gateway reads; entries `c <competitionId>` then `<squadId> <squad figures>` */
  stream: 'live:places',
  /** competitions whose figures changed since the last flush */
  dirty: 'live:dirty',
  /** taken by the process that flushes; its lifetime is the flush interval */
  flushLock: 'live:flush',
  /** hash per competition: squadId -> squad figures (see {@link encodeLiveSquad}) */
  state: (competitionId: number | string) => `live:state:${competitionId}`,
} as const;

/** The endpoint the web subscribes to, and its polling twin for browsers without EventSource. */
export const LIVE_PLACES_PATHS = {
  stream: '/api/publicResources/live/places',
  now: '/api/publicResources/live/placesNow',
} as const;

/** competitions one connection may follow */
export const LIVE_MAX_COMPETITIONS = 100;

/** One squad as catalog computes it from its occupancy replica (docs/public-browsing.md). */
export interface LiveSquadFigures {
  /** the squad's occupancy version: an older one never replaces what is kept */
  version: number;
  size: number;
  maxWaitingListSize: number;
  taken: number;
  waiting: number;
  multipleWaitingList: boolean;
}

/** `version,size,maxWaitingListSize,taken,waiting,multi`: the version first, so Redis compares it. */
export const encodeLiveSquad = (s: LiveSquadFigures) =>
  [s.version, s.size, s.maxWaitingListSize, s.taken, s.waiting, s.multipleWaitingList ? 1 : 0].join(',');

export const decodeLiveSquad = (value: string): LiveSquadFigures => {
  const n = value.split(',').map(Number);
  const at = (i: number) => n[i] ?? 0;
  return {
    version: at(0),
    size: at(1),
    maxWaitingListSize: at(2),
    taken: at(3),
    waiting: at(4),
    multipleWaitingList: at(5) === 1,
  };
};

/** What a viewer gets per competition: the places as the public lists compute them, and each squad's. */
export interface LivePlaces {
  competitionId: number;
  /** sum of the squads' occupancy versions: a client keeps the highest it saw */
  version: number;
  places: { total: number; taken: number; free: number; waitingListTotal: number; waitingListFree: number };
  squads: { id: number; free: number; waitingListFree: number; full: boolean }[];
}

/** The public lists' rules: squads of the multiple waiting list count in no sum, taken at most the size. */
export function livePlacesOf(competitionId: number, squads: Map<number, LiveSquadFigures>): LivePlaces {
  const places = { total: 0, taken: 0, free: 0, waitingListTotal: 0, waitingListFree: 0 };
  let version = 0;
  const list: LivePlaces['squads'] = [];
  for (const [id, s] of squads) {
    version += s.version;
    const taken = Math.min(s.size, s.taken);
    const waiting = Math.min(s.maxWaitingListSize, s.waiting);
    list.push({
      id,
      free: s.size - taken,
      waitingListFree: s.maxWaitingListSize - waiting,
      full: s.size + s.maxWaitingListSize <= s.taken + s.waiting,
    });
    if (s.multipleWaitingList) continue;
    places.total += s.size;
    places.taken += taken;
    places.waitingListTotal += s.maxWaitingListSize;
    places.waitingListFree += s.maxWaitingListSize - waiting;
  }
  places.free = places.total - places.taken;
  return { competitionId, version, places, squads: list.sort((a, b) => a.id - b.id) };
}
