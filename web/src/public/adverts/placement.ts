/**
 * Where adverts go between list entries (docs/web-app.md): the first
 * after a random 0 or 1 entries, then one after every 5 to 7 entries (drawn anew each time),
 * cycling through the adverts in their order.
 *
 * Decisions where the spec is silent:
 * - An advert is only ever placed *before* an entry: a list never ends with an advert, and an
 *   empty list shows none. When a gap runs out exactly at the last entry, the advert it would
 *   bring is left out.
 * - Each call starts the cycle at the first advert (each page of a paged list does too).
 * - `random` returns numbers in [0, 1) like `Math.random`; pass a repeatable source (see
 *   `useStableRandom`) so the adverts stay where they are when a list renders again.
 */

/** One slot of a list with adverts: a list entry or an advert. */
export type Placed<T, A> = { kind: 'entry'; entry: T } | { kind: 'advert'; advert: A };

/** Entries before the first advert: 0 or 1. */
export const FIRST_GAP = [0, 1] as const;
/** Entries between two adverts: 5 to 7. */
export const GAP = [5, 7] as const;

/** A whole number from `min` to `max` (both included); robust against a source that returns 1. */
const between = (min: number, max: number, random: () => number): number =>
  min + Math.min(max - min, Math.floor(random() * (max - min + 1)));

/** The entries with adverts interleaved by the placement rule; without adverts just the entries. */
export function interleaveAdverts<T, A>(
  entries: readonly T[],
  adverts: readonly A[],
  random: () => number = Math.random,
): Array<Placed<T, A>> {
  const placed: Array<Placed<T, A>> = [];
  if (adverts.length === 0) {
    for (const entry of entries) placed.push({ kind: 'entry', entry });
    return placed;
  }
  let nextAdvertAt = between(FIRST_GAP[0], FIRST_GAP[1], random);
  let shown = 0;
  entries.forEach((entry, index) => {
    if (index === nextAdvertAt) {
      placed.push({ kind: 'advert', advert: adverts[shown % adverts.length] as A });
      shown += 1;
      nextAdvertAt += between(GAP[0], GAP[1], random);
    }
    placed.push({ kind: 'entry', entry });
  });
  return placed;
}

/** Competitions the dashboard shows (docs/web-app.md). */
export const DASHBOARD_ENTRIES = 3;
/** 0-based slots the dashboard's advert may take among its 4 slots. */
export const DASHBOARD_ADVERT_SLOTS = [1, 2] as const;

/**
 * The dashboard's slots (docs/web-app.md): the first 3 entries with one advert, drawn at
 * random from the adverts, at the random 0-based slot 1 or 2. With fewer entries the advert follows
 * the last one (slot 1 after a single entry); without entries or adverts there is no advert.
 */
export function dashboardSlots<T, A>(
  entries: readonly T[],
  adverts: readonly A[],
  random: () => number = Math.random,
): Array<Placed<T, A>> {
  const placed: Array<Placed<T, A>> = entries
    .slice(0, DASHBOARD_ENTRIES)
    .map((entry) => ({ kind: 'entry', entry }));
  if (adverts.length === 0 || placed.length === 0) return placed;
  const slot = Math.min(between(DASHBOARD_ADVERT_SLOTS[0], DASHBOARD_ADVERT_SLOTS[1], random), placed.length);
  const advert = adverts[between(0, adverts.length - 1, random)] as A;
  placed.splice(slot, 0, { kind: 'advert', advert });
  return placed;
}
