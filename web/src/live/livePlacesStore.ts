import { LIVE_MAX_COMPETITIONS, LIVE_PLACES_PATHS, type LivePlaces } from '@portal/contracts/live-places';

/**
 * Live free places in the browser (docs/live-places.md): the newest figures per competition, and
 * ONE connection for all competitions any mounted view follows: an EventSource on the gateway's
 * stream, or, where EventSource is missing, a poll of its JSON twin every few seconds.
 */

const POLL_MS = 5000;
/** after the server refused or the stream could not be reopened by the browser itself */
const REOPEN_MS = 3000;

const figures = new Map<number, LivePlaces>();
const listeners = new Set<() => void>();
const followers = new Map<number, number>();
let source: EventSource | null = null;
let poller: ReturnType<typeof setInterval> | null = null;
let openFor = '';
let lastEventId = '';
/** the ids `lastEventId` belongs to: a new set needs the snapshot of every one of its competitions */
let lastEventFor = '';
let pending: ReturnType<typeof setTimeout> | null = null;

/** Keeps the figures unless an older version arrives (a snapshot racing a newer message). */
export function applyLivePlaces(places: LivePlaces) {
  const kept = figures.get(places.competitionId);
  if (kept && kept.version > places.version) return;
  figures.set(places.competitionId, places);
  for (const listener of listeners) listener();
}

export const livePlacesOf = (competitionId: number) => figures.get(competitionId);

export function onLivePlaces(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const query = (ids: number[]) => `competitionIds=${ids.join(',')}`;

function close() {
  source?.close();
  source = null;
  if (poller) clearInterval(poller);
  poller = null;
  openFor = '';
}

async function poll(ids: number[]) {
  try {
    const res = await fetch(`${LIVE_PLACES_PATHS.now}?${query(ids)}`, { credentials: 'same-origin' });
    if (res.ok) for (const places of (await res.json()) as LivePlaces[]) applyLivePlaces(places);
  } catch {
    // offline for a moment: the next poll tries again
  }
}

function open() {
  pending = null;
  const ids = [...followers.keys()].sort((a, b) => a - b).slice(0, LIVE_MAX_COMPETITIONS);
  const key = query(ids);
  if (key === openFor) return;
  close();
  if (ids.length === 0) return;
  openFor = key;
  if (typeof EventSource === 'undefined') {
    void poll(ids);
    poller = setInterval(() => void poll(ids), POLL_MS);
    return;
  }
  // the same ids again (after a refusal): the last id seen lets the gateway replay what was missed
  const replay = lastEventId && lastEventFor === key ? `&lastEventId=${lastEventId}` : '';
  const es = new EventSource(`${LIVE_PLACES_PATHS.stream}?${key}${replay}`);
  source = es;
  es.addEventListener('places', (event) => {
    const message = event as MessageEvent<string>;
    if (message.lastEventId) [lastEventId, lastEventFor] = [message.lastEventId, key];
    applyLivePlaces(JSON.parse(message.data) as LivePlaces);
  });
  // the browser reconnects by itself after a dropped stream; after a refusal (429, 503) it gives up
  es.onerror = () => {
    if (es.readyState !== EventSource.CLOSED || source !== es) return;
    openFor = '';
    source = null;
    schedule(REOPEN_MS + Math.random() * REOPEN_MS);
  };
}

function schedule(delayMs = 30) {
  if (pending) clearTimeout(pending);
  // views mount and unmount together (a page change): one reconnect for the new set of ids
  pending = setTimeout(open, delayMs);
}

/** Follows the competitions until the returned function is called. */
export function followLivePlaces(ids: readonly number[]) {
  for (const id of ids) followers.set(id, (followers.get(id) ?? 0) + 1);
  schedule();
  return () => {
    for (const id of ids) {
      const left = (followers.get(id) ?? 1) - 1;
      if (left > 0) followers.set(id, left);
      else followers.delete(id);
    }
    schedule();
  };
}
