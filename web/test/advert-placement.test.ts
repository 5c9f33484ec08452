import { describe, expect, it } from 'vitest';
import { dashboardSlots, interleaveAdverts, type Placed } from '../src/public/adverts/placement';

/** mulberry32: a small seeded generator, so every failure names a seed that reproduces it. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};
const constant = (value: number) => () => value;

const ENTRIES = Array.from({ length: 30 }, (_, i) => `entry ${i}`);
const ADVERTS = ['A', 'B', 'C'];
const SEEDS = Array.from({ length: 500 }, (_, i) => i * 7919 + 1);

/** The entries seen before each advert and after the last one. */
const gapsOf = <T, A>(placed: Placed<T, A>[]): { gaps: number[]; trailing: number } => {
  const gaps: number[] = [];
  let run = 0;
  for (const slot of placed) {
    if (slot.kind === 'advert') {
      gaps.push(run);
      run = 0;
    } else run += 1;
  }
  return { gaps, trailing: run };
};
const advertsOf = <T, A>(placed: Placed<T, A>[]) =>
  placed.flatMap((slot) => (slot.kind === 'advert' ? [slot.advert] : []));
const entriesOf = <T, A>(placed: Placed<T, A>[]) =>
  placed.flatMap((slot) => (slot.kind === 'entry' ? [slot.entry] : []));

describe('interleaveAdverts (docs/web-app.md)', () => {
  it.each([1, 2, 3, 7])('keeps the rule across 30 entries for 500 seeds with %i adverts', (count) => {
    const adverts = Array.from({ length: count }, (_, i) => `advert ${i}`);
    for (const seed of SEEDS) {
      const placed = interleaveAdverts(ENTRIES, adverts, seeded(seed));
      const { gaps, trailing } = gapsOf(placed);
      const context = `seed ${seed}: ${JSON.stringify(gaps)} + ${trailing}`;
      // every entry once, in order
      expect(entriesOf(placed), context).toEqual(ENTRIES);
      // the first advert after 0 or 1 entries, then after every 5 to 7
      expect([0, 1], context).toContain(gaps[0]);
      for (const gap of gaps.slice(1)) expect([5, 6, 7], context).toContain(gap);
      // the list ends with an entry, and no advert was left out before it
      expect(placed.at(-1)?.kind, context).toBe('entry');
      expect(trailing, context).toBeGreaterThanOrEqual(1);
      expect(trailing, context).toBeLessThanOrEqual(7);
      // 30 entries hold 5 adverts at the longest gaps (1 + 7·4 = 29 < 30) and 6 at the shortest
      expect(gaps.length, context).toBeGreaterThanOrEqual(5);
      expect(gaps.length, context).toBeLessThanOrEqual(6);
      // cycling through the adverts in their order
      expect(advertsOf(placed), context).toEqual(gaps.map((_, i) => adverts[i % count]));
    }
  });

  it('draws every allowed gap: the first 0 and 1, the later ones 5, 6 and 7', () => {
    const first = new Set<number>();
    const later = new Set<number>();
    for (const seed of SEEDS) {
      const { gaps } = gapsOf(interleaveAdverts(ENTRIES, ADVERTS, seeded(seed)));
      first.add(gaps[0]!);
      for (const gap of gaps.slice(1)) later.add(gap);
    }
    expect([...first].sort()).toEqual([0, 1]);
    expect([...later].sort()).toEqual([5, 6, 7]);
  });

  it('draws each gap anew: one list mixes different gaps', () => {
    const mixed = SEEDS.some((seed) => {
      const { gaps } = gapsOf(interleaveAdverts(ENTRIES, ADVERTS, seeded(seed)));
      return new Set(gaps.slice(1)).size > 1;
    });
    expect(mixed).toBe(true);
  });

  it('places at the shortest gaps when the source gives 0 and at the longest just below 1', () => {
    const shortest = interleaveAdverts(ENTRIES.slice(0, 12), ADVERTS, constant(0));
    expect(shortest.map((slot) => (slot.kind === 'advert' ? slot.advert : '.')).join('')).toBe(
      'A.....B.....C..',
    );
    const longest = interleaveAdverts(ENTRIES.slice(0, 17), ADVERTS, constant(0.999_999));
    expect(longest.map((slot) => (slot.kind === 'advert' ? slot.advert : '.')).join('')).toBe(
      '.A.......B.......C..',
    );
    // a source that returns exactly 1 still stays inside the rule
    expect(gapsOf(interleaveAdverts(ENTRIES, ADVERTS, constant(1))).gaps).toEqual([1, 7, 7, 7, 7]);
  });

  it('puts no advert after the last entry, even when a gap ends there', () => {
    // with 0 first and 5 later: adverts before entries 0, 5 and 10; 10 entries end exactly at a gap
    const placed = interleaveAdverts(ENTRIES.slice(0, 10), ADVERTS, constant(0));
    expect(placed.at(-1)).toEqual({ kind: 'entry', entry: 'entry 9' });
    expect(advertsOf(placed)).toEqual(['A', 'B']);
  });

  it('keeps the entries as they are without adverts, and shows no advert without entries', () => {
    expect(interleaveAdverts(ENTRIES, [], seeded(1))).toEqual(
      ENTRIES.map((entry) => ({ kind: 'entry', entry })),
    );
    expect(interleaveAdverts([], ADVERTS, constant(0))).toEqual([]);
    expect(interleaveAdverts(['only'], ADVERTS, constant(0))).toEqual([
      { kind: 'advert', advert: 'A' },
      { kind: 'entry', entry: 'only' },
    ]);
    expect(interleaveAdverts(['only'], ADVERTS, constant(0.9))).toEqual([{ kind: 'entry', entry: 'only' }]);
  });

  it('uses Math.random when no source is given', () => {
    const { gaps } = gapsOf(interleaveAdverts(ENTRIES, ADVERTS));
    expect([0, 1]).toContain(gaps[0]);
    for (const gap of gaps.slice(1)) expect([5, 6, 7]).toContain(gap);
  });

  it('places the same way again for the same sequence of random numbers', () => {
    expect(interleaveAdverts(ENTRIES, ADVERTS, seeded(42))).toEqual(
      interleaveAdverts(ENTRIES, ADVERTS, seeded(42)),
    );
  });
});

describe('dashboardSlots (docs/web-app.md)', () => {
  it('shows the 3 next entries with one advert at slot 1 or 2, for 500 seeds', () => {
    const slots = new Set<number>();
    const chosen = new Set<string>();
    for (const seed of SEEDS) {
      const placed = dashboardSlots(ENTRIES, ADVERTS, seeded(seed));
      const context = `seed ${seed}`;
      expect(placed, context).toHaveLength(4);
      expect(entriesOf(placed), context).toEqual(ENTRIES.slice(0, 3));
      const advertSlots = placed.flatMap((slot, index) => (slot.kind === 'advert' ? [index] : []));
      expect(advertSlots, context).toHaveLength(1);
      expect([1, 2], context).toContain(advertSlots[0]);
      slots.add(advertSlots[0]!);
      chosen.add(advertsOf(placed)[0]!);
    }
    expect([...slots].sort()).toEqual([1, 2]);
    // the advert itself is drawn from all of them
    expect([...chosen].sort()).toEqual(ADVERTS);
  });

  it('takes slot 1 for a low draw and slot 2 for a high one', () => {
    expect(dashboardSlots(ENTRIES, ADVERTS, constant(0))).toEqual([
      { kind: 'entry', entry: 'entry 0' },
      { kind: 'advert', advert: 'A' },
      { kind: 'entry', entry: 'entry 1' },
      { kind: 'entry', entry: 'entry 2' },
    ]);
    expect(dashboardSlots(ENTRIES, ADVERTS, constant(0.99))).toEqual([
      { kind: 'entry', entry: 'entry 0' },
      { kind: 'entry', entry: 'entry 1' },
      { kind: 'advert', advert: 'C' },
      { kind: 'entry', entry: 'entry 2' },
    ]);
  });

  it('handles short lists: the advert follows a single entry, none without entries or adverts', () => {
    expect(dashboardSlots(['one'], ADVERTS, constant(0.99))).toEqual([
      { kind: 'entry', entry: 'one' },
      { kind: 'advert', advert: 'C' },
    ]);
    expect(dashboardSlots(['one', 'two'], ['A'], constant(0.99))).toEqual([
      { kind: 'entry', entry: 'one' },
      { kind: 'entry', entry: 'two' },
      { kind: 'advert', advert: 'A' },
    ]);
    expect(dashboardSlots([], ADVERTS, seeded(3))).toEqual([]);
    expect(dashboardSlots(ENTRIES, [], seeded(3))).toEqual(
      ENTRIES.slice(0, 3).map((entry) => ({ kind: 'entry', entry })),
    );
  });
});
