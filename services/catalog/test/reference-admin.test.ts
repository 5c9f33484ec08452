import type { RunningService } from '@portal/service-kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { seedCatalog } from '../src/db/seed';
import { signStaff, startCatalog, type CatalogHarness, type Json } from './support';

/** Each resource with a valid body, an edit of it and the table it lives in. */
const RESOURCES: [string, string, (name: string) => Record<string, unknown>][] = [
  ['factors', 'factors', (name) => ({ name })],
  ['levels', 'levels', (name) => ({ name })],
  ['competitionClasses', 'competition_classes', (name) => ({ name })],
  ['divisions', 'divisions', (name) => ({ name, competitionType_ids: [] })],
  ['competitionTypes', 'competition_types', (name) => ({ name, signupReservationTimeout: 240, event: true })],
  ['uploadTypes', 'upload_types', (name) => ({ name, showName: true, sortingOrder: 7 })],
];

describe('catalog reference data administration', () => {
  let h: CatalogHarness;
  let service: RunningService;
  const t: Record<string, string> = {};

  const as = (who: string) => h.as(who);
  const count = (table: string) => h.count(table);
  const typeId = async (name: string) =>
    (await as('admin').get(`competitionTypes?size=1000&name=${encodeURIComponent(name)}`)).body.content[0].id;

  beforeAll(async () => {
    h = await startCatalog('refadmin', t);
    service = h.service;
    await seedCatalog(service.ctx.db);
    await signStaff(h.keys, t);
  });
  afterAll(async () => h.close());

  describe.each(RESOURCES)('when %s are administered', (resource, table, body) => {
    it.each(['admin', 'portal'])('then the %s creates, reads, edits and deletes them', async (who) => {
      const user = as(who);
      const created = await user.post(resource, body(`Neu ${who}`));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ ...body(`Neu ${who}`), id: expect.any(Number) });
      const id = created.body.id;
      expect((await user.get(`${resource}/${id}`)).body).toEqual(created.body);
      const edited = await user.put(`${resource}/${id}`, body(`  Geändert ${who}  `));
      expect(edited.status).toBe(200);
      expect(edited.body.name).toBe(`Geändert ${who}`);
      const list = await user.get(`${resource}?name=${encodeURIComponent(`geändert ${who}`)}`);
      expect(list.body).toEqual({ content: [edited.body], totalElements: 1 });
      expect((await user.del(`${resource}/${id}`)).status).toBe(204);
      expect((await user.get(`${resource}/${id}`)).body).toEqual({ error: 'NOT_FOUND' });
      expect((await user.del(`${resource}/${id}`)).status).toBe(404);
      expect((await user.put(`${resource}/${id}`, body('Weg'))).status).toBe(404);

      const ids = [];
      for (const n of [1, 2, 3]) ids.push((await user.post(resource, body(`Viele ${who} ${n}`))).body.id);
      const before = await count(table);
      const many = await user.post(`${resource}/deleteMany`, { ids: [...ids, 99_999_999] });
      expect(many).toEqual({ status: 200, body: { count: 3 } });
      expect(await count(table)).toBe(before - 3);
    });

    it('then a club admin reads but may not write, a shooter gets 403 and a guest 401', async () => {
      const list = await as('club').get(resource);
      expect(list.status).toBe(200);
      const id = list.body.content[0].id;
      expect((await as('club').get(`${resource}/${id}`)).status).toBe(200);
      const before = await count(table);
      for (const who of ['club', 'shooter', 'guest']) {
        const expected = who === 'guest' ? 401 : 403;
        const user = as(who);
        const answers = [
          await user.post(resource, body(`Verboten ${who}`)),
          await user.put(`${resource}/${id}`, body(`Verboten ${who}`)),
          await user.del(`${resource}/${id}`),
          await user.post(`${resource}/deleteMany`, { ids: [id] }),
        ];
        if (who !== 'club') answers.push(await user.get(resource), await user.get(`${resource}/${id}`));
        for (const answer of answers) expect(answer.status, who).toBe(expected);
        if (who === 'club') expect(answers[0]!.body).toEqual({ error: 'PERMISSION_DENIED' });
      }
      expect(await count(table)).toBe(before);
    });

    it('then a duplicate name in any case answers 409 NAME_ALREADY_EXISTS', async () => {
      const first = await as('admin').post(resource, body('Doppelt'));
      const second = await as('admin').post(resource, body('Doppelt'));
      expect(second.status).toBe(409);
      expect(second.body.error).toBe('NAME_ALREADY_EXISTS');
      expect((await as('admin').post(resource, body('  dOPPELT '))).status).toBe(409);
      const other = await as('admin').post(resource, body('Anders'));
      expect((await as('admin').put(`${resource}/${other.body.id}`, body('DOPPELT'))).status).toBe(409);
      // its own name in another case is fine
      expect((await as('admin').put(`${resource}/${first.body.id}`, body('doppelt'))).status).toBe(200);
    });

    it('then bad input answers 400 with the key and writes nothing', async () => {
      const before = await count(table);
      const valid = body('Gültig');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...valid, name: undefined }, 'FIELD_IS_REQUIRED', 'name'],
        [{ ...valid, name: '' }, 'FIELD_IS_REQUIRED', 'name'],
        [{ ...valid, name: '   ' }, 'FIELD_IS_REQUIRED', 'name'],
        [{ ...valid, name: 'x'.repeat(256) }, 'FIELD_MAXLENGTH_255', 'name'],
        [{ ...valid, name: 42 }, 'FIELD_INVALID', 'name'],
        [{ ...valid, colour: 'red' }, 'UNKNOWN_FIELD', 'colour'],
      ];
      for (const [input, key, field] of cases) {
        const answer = await as('admin').post(resource, input);
        expect(answer.status, JSON.stringify(input)).toBe(400);
        expect(JSON.stringify(answer.body)).toContain(key);
        expect(JSON.stringify(answer.body)).toContain(field);
      }
      expect(await count(table)).toBe(before);
    });

    it('then paging edges and unknown sorts are checked', async () => {
      const all = await as('admin').get(`${resource}?size=1000`);
      expect(all.body.content).toHaveLength(all.body.totalElements);
      const last = await as('admin').get(`${resource}?size=1&page=${all.body.totalElements - 1}`);
      expect(last.body.content).toEqual([all.body.content.at(-1)]);
      expect(
        (await as('admin').get(`${resource}?size=1&page=${all.body.totalElements}`)).body.content,
      ).toEqual([]);
      for (const query of [
        'size=0',
        'size=1001',
        'page=-1',
        'sort=password,asc',
        'sort=name,sideways',
        'x=1',
      ]) {
        expect((await as('admin').get(`${resource}?${query}`)).status, query).toBe(400);
      }
      expect((await as('admin').get(`${resource}/abc`)).status).toBe(400);
      const desc = await as('admin').get(`${resource}?size=1000&sort=id,desc`);
      const ids = desc.body.content.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });
  });

  it('when deleteMany gets no ids, too many or wrong ones then 400 and nothing is deleted', async () => {
    const before = await count('factors');
    for (const json of [
      { ids: [] },
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { ids: ['a'] },
      {},
    ]) {
      expect((await as('admin').post('factors/deleteMany', json)).status).toBe(400);
    }
    expect(await count('factors')).toBe(before);
  });

  it('when competition type input is bad then 400 and nothing is written', async () => {
    const before = await count('competition_types');
    const T = 'signupReservationTimeout';
    for (const [json, key, field] of [
      [{ name: 'Ohne Zeit' }, 'FIELD_IS_REQUIRED', T],
      [{ name: 'Negativ', [T]: -5 }, 'FIELD_INVALID', T],
      [{ name: 'Null', [T]: 0 }, 'FIELD_INVALID', T],
      [{ name: 'Zu lang', [T]: 86_401 }, 'FIELD_INVALID', T],
      [{ name: 'Text', [T]: '300' }, 'FIELD_INVALID', T],
      [{ name: 'Komma', [T]: 1.5 }, 'FIELD_INVALID', T],
      [{ name: 'Flag', [T]: 300, isDefault: 'yes' }, 'FIELD_INVALID', 'isDefault'],
      [{ name: 'Logo', [T]: 300, logo: 5 }, 'FIELD_INVALID', 'logo'],
    ] as const) {
      const answer = await as('admin').post('competitionTypes', json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body).toMatchObject({ error: key, field });
    }
    expect(await count('competition_types')).toBe(before);
  });

  it('when a division names an unknown competition type then 400 FIELD_INVALID and nothing is written', async () => {
    const before = [await count('divisions'), await count('division_competition_types')];
    const answer = await as('admin').post('divisions', {
      name: 'Geister',
      competitionType_ids: [await typeId('IPSC Rifle'), 99_999_999],
    });
    expect(answer).toEqual({ status: 400, body: { error: 'FIELD_INVALID', field: 'competitionType_ids' } });
    expect([await count('divisions'), await count('division_competition_types')]).toEqual(before);
  });

  it('when divisions are linked to competition types then findByCompetitionType answers them by name', async () => {
    const pcc = await typeId('IPSC PCC');
    const rifle = await typeId('IPSC Rifle');
    expect((await as('club').get(`divisions/findByCompetitionType/${pcc}`)).body).toEqual([
      { id: expect.any(Number), name: 'PCC Iron' },
      { id: expect.any(Number), name: 'PCC Optics' },
    ]);
    const created = await as('portal').post('divisions', {
      name: 'Aaa Carbine',
      competitionType_ids: [pcc, rifle],
    });
    expect(created.body.competitionType_ids).toEqual([pcc, rifle].sort((a, b) => a - b));
    const names = async () =>
      (await as('admin').get(`divisions/findByCompetitionType/${pcc}`)).body.map(
        (d: { name: string }) => d.name,
      );
    expect(await names()).toEqual(['Aaa Carbine', 'PCC Iron', 'PCC Optics']);
    await as('admin').put(`divisions/${created.body.id}`, {
      name: 'Aaa Carbine',
      competitionType_ids: [rifle],
    });
    expect(await names()).toEqual(['PCC Iron', 'PCC Optics']);
    expect((await as('admin').get('divisions/findByCompetitionType/99999999')).body).toEqual([]);
    expect((await as('shooter').get(`divisions/findByCompetitionType/${pcc}`)).status).toBe(403);
    expect((await as('guest').get(`divisions/findByCompetitionType/${pcc}`)).status).toBe(401);
  });

  it('when another competition type becomes the default then the previous one loses the flag', async () => {
    const defaults = async () =>
      (await as('admin').get('competitionTypes?size=1000')).body.content
        .filter((type: { isDefault: boolean }) => type.isDefault)
        .map((type: { name: string }) => type.name);
    expect(await defaults()).toEqual(['IPSC Handgun']);
    const created = await as('admin').post('competitionTypes', {
      name: 'IPSC Mini Rifle',
      signupReservationTimeout: 600,
      isDefault: true,
    });
    expect(created.status).toBe(201);
    expect(await defaults()).toEqual(['IPSC Mini Rifle']);
    const rifle = await typeId('IPSC Rifle');
    await as('admin').put(`competitionTypes/${rifle}`, {
      name: 'IPSC Rifle',
      signupReservationTimeout: 300,
      isDefault: true,
    });
    expect(await defaults()).toEqual(['IPSC Rifle']);
  });

  it('when an item is created and edited then upserted events with its version land in the outbox', async () => {
    const created = await as('admin').post('uploadTypes', { name: 'Startliste', sortingOrder: 5 });
    await as('admin').put(`uploadTypes/${created.body.id}`, { name: 'Startliste', sortingOrder: 6 });
    await as('admin').del(`uploadTypes/${created.body.id}`);
    const rows = await service.ctx.db.select().from(outbox).orderBy(outbox.id);
    const mine = rows
      .map((row) => row.envelope as Json)
      .filter((e) => e.payload.resource === 'uploadTypes' && e.payload.id === created.body.id);
    expect(mine.map((e) => [e.type, e.version, e.producer])).toEqual([
      ['catalog.reference-data.upserted', 1, 'catalog'],
      ['catalog.reference-data.upserted', 2, 'catalog'],
      ['catalog.reference-data.deleted', 3, 'catalog'],
    ]);
    expect(mine[1].payload).toEqual({
      resource: 'uploadTypes',
      id: created.body.id,
      name: 'Startliste',
      showName: false,
      sortingOrder: 6,
    });
    const deleted = await service.ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.type, 'catalog.reference-data.deleted'));
    expect(deleted.length).toBeGreaterThan(0);
  });

  it('when upload types are listed without a sort then they come by sortingOrder', async () => {
    const { body } = await as('club').get('uploadTypes?size=100');
    const orders = body.content.map((u: { sortingOrder: number }) => u.sortingOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body.content.slice(0, 4).map((u: { name: string }) => u.name)).toEqual([
      'Ausschreibung',
      'Zeitplan',
      'Ergebnisliste',
      'Lageplan',
    ]);
    expect(body.content[0].showName).toBe(true);
  });
});
