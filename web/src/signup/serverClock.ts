/**
 * The server's clock in the browser (docs/sign-up-opening.md): the sign-up button opens and the
 * hold's countdown runs by the clock registration decides with, never by the device's. Each sample
 * asks `publicResources/serverTime` and takes the server's time to be the answer's `now` at the
 * middle of the round trip; the sample with the shortest round trip wins (least uncertainty).
 * Time between samples is measured with the monotonic `performance.now()`, which a wrong or
 * changed device clock (Date) does not move.
 */

export interface ClockSample {
  /** local monotonic time when the request left and when its answer arrived (ms) */
  sentAt: number;
  receivedAt: number;
  /** the server's epoch milliseconds in the answer */
  serverNow: number;
}

/** server epoch ms = local monotonic ms + offset; `uncertainty` is half the round trip */
export interface ClockOffset {
  offset: number;
  uncertainty: number;
}

export const offsetOf = ({ sentAt, receivedAt, serverNow }: ClockSample): ClockOffset => {
  const half = Math.max(0, receivedAt - sentAt) / 2;
  return { offset: serverNow + half - receivedAt, uncertainty: half };
};

/** The sample with the shortest round trip; null without any. */
export const bestOffset = (samples: readonly ClockSample[]): ClockOffset | null =>
  samples
    .map(offsetOf)
    .reduce<ClockOffset | null>(
      (best, next) => (!best || next.uncertainty < best.uncertainty ? next : best),
      null,
    );

/**
 * Seconds of a hold left at server time `serverNow`, from the server's `expiresAt`; never below 0
 * and, given the hold's length, never above it: a measured offset a few ms behind the server would
 * otherwise show 5:01 of a 5:00 hold.
 */
export const secondsLeftAt = (expiresAt: string, serverNow: number, atMost = Infinity): number =>
  Math.min(atMost, Math.max(0, Math.ceil((Date.parse(expiresAt) - serverNow) / 1000)));

export interface ServerClockDeps {
  /** local monotonic milliseconds */
  local: () => number;
  /** the server's epoch milliseconds (one request) */
  ask: () => Promise<number>;
  samples?: number;
}

/** A clock synchronised with the server; `now()` is the server's epoch ms, null until measured. */
export const createServerClock = ({ local, ask, samples = 3 }: ServerClockDeps) => {
  let measured: ClockOffset | null = null;
  let running: Promise<ClockOffset | null> | null = null;
  const listeners = new Set<() => void>();

  const measure = async (): Promise<ClockOffset | null> => {
    const taken: ClockSample[] = [];
    for (let i = 0; i < samples; i++) {
      const sentAt = local();
      try {
        const serverNow = await ask();
        taken.push({ sentAt, receivedAt: local(), serverNow });
      } catch {
        // an unanswered sample is left out; with none the last measurement stays
      }
    }
    const best = bestOffset(taken);
    if (best) {
      measured = best;
      listeners.forEach((listener) => listener());
    }
    return measured;
  };

  return {
    /** (Re)measures; calls at the same time share one measurement. */
    sync(): Promise<ClockOffset | null> {
      running ??= measure().finally(() => {
        running = null;
      });
      return running;
    },
    now: (): number | null => (measured ? local() + measured.offset : null),
    offset: (): ClockOffset | null => measured,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

export type ServerClock = ReturnType<typeof createServerClock>;

/** The app's one server clock, asking registration over plain fetch (no cache, no session needed). */
export const serverClock = createServerClock({
  local: () => performance.now(),
  ask: async () => {
    const response = await fetch('/api/publicResources/serverTime', { cache: 'no-store' });
    if (!response.ok) throw new Error(`serverTime ${response.status}`);
    const body = (await response.json()) as { now?: unknown };
    if (typeof body.now !== 'number') throw new Error('serverTime without now');
    return body.now;
  },
});
