import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { CatalogHarness, Json } from './support';

/**
 * The squad flag `multipleWaitingList` (docs/catalog.md): saved and updated with
 * the squads, published in the competition snapshot registration reads, shown publicly, and left
 * out of the competition's free places.
 */
describe('catalog squads on the multiple waiting list', () => {
  let f: CompetitionFixture;
  let h: CatalogHarness;
  const as = (who: string) => h.as(who);
  const flags = (squads: Json[]) => squads.map((s) => s.multipleWaitingList);
  /** the body's two squads plus a third one flagged for the multiple waiting list */
  const withFinal = (patch: Record<string, unknown> = {}) => {
    const body = f.body(patch);
    return {
      ...body,
      squads: [
        ...body.squads,
        { ...body.squads[1], name: 'Finale', squadSize: 5, maxWaitingListSize: 3, multipleWaitingList: true },
      ],
    };
  };
  const placesOf = async (name: string) => {
    const res = await as('guest').get('publicResources/competitions?size=500');
    expect(res.status).toBe(200);
    return res.body.content.find((x: Json) => x.name === name).places;
  };

  beforeAll(async () => {
    f = await competitionFixture('multiple-waiting-list');
    h = f.h;
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('when a competition is saved with flagged squads', () => {
    let c: Json;

    it('then the flag is stored per squad, false when left out, and in the upserted snapshot', async () => {
      const res = await as('admin').post('competitions', withFinal({ name: 'Mehrfach-Match' }));
      expect(res.status).toBe(201);
      c = res.body;
      expect(flags(c.squads)).toEqual([false, false, true]);
      const read = await as('admin').get(`competitions/${c.id}`);
      expect(read.status).toBe(200);
      expect(flags(read.body.squads)).toEqual([false, false, true]);
      const [event] = await f.eventsOf(c.id);
      expect(event.type).toBe('catalog.competition.upserted');
      expect(flags(event.payload.squads)).toEqual([false, false, true]);
    });

    it('then an update sets and clears the flag on the kept squads and publishes a new snapshot', async () => {
      const body = (await as('clubOwn').get(`competitions/${c.id}`)).body;
      body.squads[0].multipleWaitingList = true;
      body.squads[2].multipleWaitingList = false;
      const res = await as('clubOwn').put(`competitions/${c.id}`, body);
      expect(res.status).toBe(200);
      expect(res.body.squads.map((s: Json) => s.id)).toEqual(c.squads.map((s: Json) => s.id));
      expect(flags(res.body.squads)).toEqual([true, false, false]);
      expect(flags((await as('admin').get(`competitions/${c.id}`)).body.squads)).toEqual([
        true,
        false,
        false,
      ]);
      const events = await f.eventsOf(c.id);
      expect(events.map((e: Json) => e.version)).toEqual([1, 2]);
      expect(flags(events[1].payload.squads)).toEqual([true, false, false]);
    });

    it('then a flag that is no boolean is refused and nothing changes', async () => {
      const body = (await as('clubOwn').get(`competitions/${c.id}`)).body;
      body.squads[1].multipleWaitingList = 'yes';
      const res = await as('clubOwn').put(`competitions/${c.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: Json) => `${e.field}:${e.key}`)).toEqual([
        'squads.1.multipleWaitingList:FIELD_INVALID',
      ]);
      expect(flags((await as('admin').get(`competitions/${c.id}`)).body.squads)).toEqual([
        true,
        false,
        false,
      ]);
      expect(await f.eventsOf(c.id)).toHaveLength(2);
    });

    it('then an event’s one squad is never flagged', async () => {
      const res = await as('admin').post('events', f.eventBody({ club: { id: f.ownClubId } }));
      expect(res.status).toBe(201);
      expect(flags(res.body.squads)).toEqual([false]);
      const [event] = await f.eventsOf(res.body.id);
      expect(flags(event.payload.squads)).toEqual([false]);
    });
  });

  describe('when visitors look at a competition with a flagged squad', () => {
    let c: Json;

    beforeAll(async () => {
      const res = await as('admin').post(
        'competitions',
        withFinal({ name: 'Offenes Finale', viewType: 'ALL' }),
      );
      expect(res.status).toBe(201);
      c = res.body;
    });

    it('then its squads and page show the flag', async () => {
      const squads = await as('guest').get(`publicResources/squads?competitionId=${c.id}`);
      expect(squads.status).toBe(200);
      expect(flags(squads.body.content)).toEqual([false, false, true]);
      const page = await as('guest').get(`publicResources/getCompetitionFromPublicId/${c.publicLink}`);
      expect(page.status).toBe(200);
      expect(flags(page.body.squads)).toEqual([false, false, true]);
      // the squad itself still shows its own places
      expect(page.body.squads[2]).toMatchObject({ squadSize: 5, free: 5, waitingListFree: 3 });
    });

    it('then the free places leave the flagged squad out, also when registration fills it', async () => {
      // squads of 2 (waiting list 2) and 10 (none) count; the flagged 5 (waiting list 3) does not
      expect(await placesOf('Offenes Finale')).toEqual({
        total: 12,
        taken: 0,
        free: 12,
        waitingListTotal: 2,
        waitingListFree: 2,
      });
      const [first, , final] = c.squads;
      await f.publishOccupancy({ squadId: final.id, taken: 5, waiting: 3, standIds: [] }, 1);
      await f.publishOccupancy({ squadId: first.id, taken: 1, waiting: 0, standIds: [] }, 1);
      await expect.poll(async () => (await placesOf('Offenes Finale')).taken, { timeout: 6000 }).toBe(1);
      expect(await placesOf('Offenes Finale')).toEqual({
        total: 12,
        taken: 1,
        free: 11,
        waitingListTotal: 2,
        waitingListFree: 2,
      });
      const page = await as('guest').get(`publicResources/getCompetitionFromPublicId/${c.publicLink}`);
      expect(page.body.places.free).toBe(11);
      expect(page.body.squads[2]).toMatchObject({ free: 0, waitingListFree: 0, full: true });
    });

    it('then a competition whose squads are all flagged has no free places', async () => {
      const body = f.body({ name: 'Nur Warteliste', viewType: 'ALL' });
      body.squads = body.squads.map((squad: Json) => ({ ...squad, multipleWaitingList: true }));
      expect((await as('admin').post('competitions', body)).status).toBe(201);
      expect(await placesOf('Nur Warteliste')).toEqual({
        total: 0,
        taken: 0,
        free: 0,
        waitingListTotal: 0,
        waitingListFree: 0,
      });
    });
  });
});
