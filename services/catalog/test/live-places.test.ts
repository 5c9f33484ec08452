import { LIVE_PLACES_KEYS, decodeLiveSquad } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { Json } from './support';

/**
 * The producer side of live free places (docs/live-places.md): occupancy events applied by the
 * real consumer land in the competition's Redis hash and, coalesced, in the stream.
 */
describe('catalog live places', () => {
  let f: CompetitionFixture;
  const c: Record<string, Json> = {};
  const redis = () => f.h.service.ctx.redis;
  const entriesOf = async (competitionId: number) =>
    ((await redis().xrange(LIVE_PLACES_KEYS.stream, '-', '+')) as [string, string[]][]).filter(
      ([, fields]) => fields[1] === String(competitionId),
    );

  beforeAll(async () => {
    f = await competitionFixture('live');
    for (const [key, viewType] of [
      ['Alle', 'ALL'],
      ['Intern', 'INTERNAL'],
    ]) {
      const res = await f.h.as('admin').post('competitions', f.body({ name: key, viewType }));
      expect(res.status).toBe(201);
      c[key!] = res.body;
    }
  });
  afterAll(() => f.h.close());

  it('when occupancy events arrive then the hash keeps each squad at its newest version', async () => {
    const [first, second] = c.Alle.squads;
    await f.publishOccupancy({ squadId: first.id, taken: 2, waiting: 1, standIds: [] }, 2);
    await f.publishOccupancy({ squadId: first.id, taken: 1, waiting: 0, standIds: [] }, 1);
    await f.publishOccupancy({ squadId: second.id, taken: 3, waiting: 0, standIds: [] }, 1);
    await expect
      .poll(async () => (await redis().hget(LIVE_PLACES_KEYS.state(c.Alle.id), String(second.id))) ?? '', {
        timeout: 6000,
      })
      .toMatch(/^1,/);
    const kept = decodeLiveSquad((await redis().hget(LIVE_PLACES_KEYS.state(c.Alle.id), String(first.id)))!);
    // the older version 1, delivered after version 2, changed nothing
    expect(kept).toMatchObject({ version: 2, size: first.squadSize, taken: 2, waiting: 1 });
  });

  it('when a burst of changes arrives then the stream gets few messages with the newest figures', async () => {
    const [first] = c.Alle.squads;
    const before = (await entriesOf(c.Alle.id)).length;
    for (let version = 3; version <= 22; version++) {
      await f.publishOccupancy({ squadId: first.id, taken: version % 5, waiting: 0, standIds: [] }, version);
    }
    await expect
      .poll(
        async () => {
          const last = (await entriesOf(c.Alle.id)).at(-1);
          const fields = last?.[1] ?? [];
          // after `c <id>`: squadId/figures pairs
          const at = fields.findIndex((value, i) => i >= 2 && i % 2 === 0 && value === String(first.id));
          return at < 0 ? '' : fields[at + 1];
        },
        { timeout: 6000 },
      )
      .toMatch(/^22,/);
    // twenty changes, coalesced by the 200 ms flush: far fewer messages than changes
    expect((await entriesOf(c.Alle.id)).length - before).toBeLessThan(10);
  });

  it('when an INTERNAL competition changes then nothing is broadcast', async () => {
    const [first] = c.Intern.squads;
    await f.publishOccupancy({ squadId: first.id, taken: 1, waiting: 0, standIds: [] }, 1);
    const [alle] = c.Alle.squads;
    await f.publishOccupancy({ squadId: alle.id, taken: 4, waiting: 0, standIds: [] }, 30);
    // the later change of Alle arrived, so the earlier one of Intern was handled too
    await expect
      .poll(async () => (await redis().hget(LIVE_PLACES_KEYS.state(c.Alle.id), String(alle.id))) ?? '', {
        timeout: 6000,
      })
      .toMatch(/^30,/);
    expect(await redis().exists(LIVE_PLACES_KEYS.state(c.Intern.id))).toBe(0);
    expect(await entriesOf(c.Intern.id)).toEqual([]);
  });
});
