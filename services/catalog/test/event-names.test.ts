import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitionFixture, type CompetitionFixture } from './competition-fixture';
import type { CatalogHarness, Json } from './support';

/** An event's optional `eventName` (docs/events.md): rules, round trip, copy and public reads. */
describe('catalog event names', () => {
  let f: CompetitionFixture;
  let h: CatalogHarness;
  const as = (who: string) => h.as(who);
  const errorsOf = (body: Json) => (body.errors ?? []).map((e: Json) => `${e.field}:${e.key}`);

  beforeAll(async () => {
    f = await competitionFixture('event-names');
    h = f.h;
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('when an event is saved with an event name', () => {
    it('then the name is stored trimmed, read back, changed, cleared and published', async () => {
      const created = await as('clubOwn').post(
        'events',
        f.eventBody({ eventName: '  Grundkurs Frühjahr  ' }),
      );
      expect(created.status).toBe(201);
      expect(created.body.eventName).toBe('Grundkurs Frühjahr');
      const id = created.body.id as number;
      expect((await as('clubOwn').get(`events/${id}`)).body.eventName).toBe('Grundkurs Frühjahr');
      const listed = await as('clubOwn').get('events?size=100');
      expect(listed.body.content.find((e: Json) => e.id === id).eventName).toBe('Grundkurs Frühjahr');

      const edited = await as('clubOwn').put(`events/${id}`, f.eventBody({ eventName: 'x'.repeat(255) }));
      expect(edited.status).toBe(200);
      expect(edited.body.eventName).toHaveLength(255);
      const cleared = await as('clubOwn').put(`events/${id}`, f.eventBody({ eventName: '   ' }));
      expect(cleared.body.eventName).toBeNull();
      const omitted = await as('clubOwn').put(`events/${id}`, f.eventBody({ eventName: 'Wieder da' }));
      expect(omitted.body.eventName).toBe('Wieder da');
      expect((await as('clubOwn').put(`events/${id}`, f.eventBody())).body.eventName).toBeNull();

      // the snapshot other services replicate is the whole event, its name included
      const published = await f.eventsOf(id);
      expect(published.map((e) => e.payload.eventName)).toEqual([
        'Grundkurs Frühjahr',
        'x'.repeat(255),
        null,
        'Wieder da',
        null,
      ]);
    });

    it('then a name over 255 characters is FIELD_MAXLENGTH_255 and nothing is written', async () => {
      const before = await h.count('competitions');
      const res = await as('clubOwn').post('events', f.eventBody({ eventName: 'x'.repeat(256) }));
      expect(res.status).toBe(400);
      expect(errorsOf(res.body)).toEqual(['eventName:FIELD_MAXLENGTH_255']);
      const notText = await as('clubOwn').post('events', f.eventBody({ eventName: 42 }));
      expect(notText.status).toBe(400);
      expect(errorsOf(notText.body).map((e: string) => e.split(':')[0])).toEqual(['eventName']);
      expect(await h.count('competitions')).toBe(before);
    });

    it('then a competition keeps none', async () => {
      const res = await as('admin').post('competitions', f.body({ eventName: 'Nur für Events' }));
      expect(res.status).toBe(201);
      expect(res.body.eventName).toBeNull();
    });
  });

  describe('when an event is copied (the copy form reads competitions/{id} and creates)', () => {
    it('then the copy carries the event name', async () => {
      const original = await as('clubOwn').post('events', f.eventBody({ eventName: 'Kurs für Neue' }));
      const read = await as('clubOwn').get(`competitions/${original.body.id}`);
      // as the form sends it: the answer with an event's squads left out (its places make the squad)
      const copy = await as('clubOwn').post('events', { ...read.body, squads: [], viewType: 'UNLISTED' });
      expect(copy.status).toBe(201);
      expect(copy.body.id).not.toBe(original.body.id);
      expect(copy.body).toMatchObject({ eventName: 'Kurs für Neue', viewType: 'UNLISTED' });
    });
  });

  describe('when the public reads an event', () => {
    it('then its list row and its page carry the event name', async () => {
      const res = await as('clubOwn').post(
        'events',
        f.eventBody({ name: 'Öffentlich', eventName: 'Schnupperkurs' }),
      );
      const { publicLink, id } = res.body as { publicLink: string; id: number };
      const page = await as('guest').get(`publicResources/getCompetitionFromPublicId/${publicLink}`);
      expect(page.status).toBe(200);
      expect(page.body.eventName).toBe('Schnupperkurs');
      const list = await as('guest').get(
        `publicResources/competitions?filter=${encodeURIComponent(JSON.stringify({}))}&size=500`,
      );
      expect(list.body.content.find((c: Json) => c.id === id).eventName).toBe('Schnupperkurs');
    });
  });
});
