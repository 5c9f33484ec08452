import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { Json } from './support';

/** The sign-up dialog's stand picker: `publicResources/squadStands` (docs/public-browsing.md). */
describe('catalog squad stands', () => {
  let f: CompetitionFixture;
  let open: Json;
  let internal: Json;
  const stands = (who: string, query: string) => f.h.as(who).get(`publicResources/squadStands?${query}`);

  beforeAll(async () => {
    f = await competitionFixture('stands');
    open = (await f.h.as('admin').post('competitions', f.body({ name: 'Offen', viewType: 'ALL' }))).body;
    internal = (await f.h.as('admin').post('competitions', f.body({ name: 'Intern', viewType: 'INTERNAL' })))
      .body;
  });

  afterAll(async () => {
    await f?.h.close();
  });

  it('lists a squad’s stands, all available before anybody signs up', async () => {
    const squad = open.squads[0];
    const res = await stands(
      'guest',
      `page=0&size=200&sort=id,asc&squadId=${squad.id}&excludeUnavailable=true`,
    );
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(2);
    expect(res.body.content.map((s: Json) => [s.name, s.squadId, s.available])).toEqual([
      ['Stand A', squad.id, true],
      ['Stand B', squad.id, true],
    ]);
  });

  it('leaves out a stand registration reports taken, only when asked to', async () => {
    const squad = open.squads[0];
    const [a, b] = squad.stands as Json[];
    await f.publishOccupancy({ squadId: squad.id, taken: 1, waiting: 0, standIds: [a.id] }, 1);
    const query = `page=0&size=200&sort=id,asc&squadId=${squad.id}`;
    await expect
      .poll(async () => (await stands('guest', `${query}&excludeUnavailable=true`)).body.totalElements, {
        timeout: 6000,
      })
      .toBe(1);
    const free = await stands('shooter', `${query}&excludeUnavailable=true`);
    expect(free.body.content.map((s: Json) => s.id)).toEqual([b.id]);
    const all = await stands('guest', `${query}&excludeUnavailable=false`);
    expect(all.body.content.map((s: Json) => [s.id, s.available])).toEqual([
      [a.id, false],
      [b.id, true],
    ]);
    const desc = await stands('guest', `squadId=${squad.id}&sort=name,desc`);
    expect(desc.body.content.map((s: Json) => s.name)).toEqual(['Stand B', 'Stand A']);
    const paged = await stands('guest', `squadId=${squad.id}&page=1&size=1`);
    expect(paged.body).toEqual({
      content: [{ id: b.id, name: 'Stand B', squadId: squad.id, available: true }],
      totalElements: 2,
    });
  });

  it('answers an empty list for a squad without stands', async () => {
    const res = await stands('guest', `squadId=${open.squads[1].id}&excludeUnavailable=true`);
    expect(res.body).toEqual({ content: [], totalElements: 0 });
  });

  it('hides the squads of a competition the visitor may not open, refuses bad input', async () => {
    const squadId = internal.squads[0].id;
    expect((await stands('guest', `squadId=${squadId}`)).status).toBe(404);
    expect((await stands('clubOther', `squadId=${squadId}`)).status).toBe(404);
    expect((await stands('clubOwn', `squadId=${squadId}`)).status).toBe(200);
    expect((await stands('admin', `squadId=${squadId}`)).body.totalElements).toBe(2);
    expect((await stands('guest', 'squadId=999999')).status).toBe(404);
    for (const query of [
      '',
      'squadId=abc',
      'squadId=1&excludeUnavailable=yes',
      'squadId=1&sort=secret,asc',
      'squadId=1&size=0',
    ]) {
      const res = await stands('guest', query);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBeTruthy();
    }
  });
});
