import type { RunningService } from '@portal/service-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { signStaff, startCatalog, type CatalogHarness, type Json } from './support';

const HOUR = 60 * 60 * 1000;
/** An ISO date-time `hours` from now. */
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const window = (overrides: Record<string, unknown> = {}) => ({
  reason: 'Datenbank-Update',
  message: 'Das Portal ist am Sonntag <b>nicht</b> erreichbar.',
  active: true,
  fromDate: '2027-03-07T06:00:00+01:00',
  toDate: '2027-03-07T08:00:00+01:00',
  ...overrides,
});

describe('catalog maintenance windows', () => {
  let h: CatalogHarness;
  let service: RunningService;
  const t: Record<string, string> = {};

  const api: CatalogHarness['api'] = (path, init) => h.api(path, init);
  const as = (who: string) => h.as(who);
  const count = () => h.count('maintenance_windows');
  const announced = async () => (await api('publicResources/maintenanceWindows/active')).body;

  beforeAll(async () => {
    h = await startCatalog('maintenance', t);
    service = h.service;
    await signStaff(h.keys, t);
  });
  afterAll(async () => h.close());

  describe('when they are administered', () => {
    it.each(['admin', 'portal'])('then the %s creates, reads, lists, edits and deletes them', async (who) => {
      const user = as(who);
      const created = await user.post('maintenanceWindows', window({ reason: `  Update ${who} ` }));
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        reason: `Update ${who}`,
        message: 'Das Portal ist am Sonntag <b>nicht</b> erreichbar.',
        active: true,
        fromDate: '2027-03-07T05:00:00.000Z',
        toDate: '2027-03-07T07:00:00.000Z',
      });
      const id = created.body.id;
      expect((await user.get(`maintenanceWindows/${id}`)).body).toEqual(created.body);
      const edited = await user.put(`maintenanceWindows/${id}`, window({ reason: 'Neu', active: false }));
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id, reason: 'Neu', active: false });
      const list = await user.get('maintenanceWindows?size=1000');
      expect(list.status).toBe(200);
      expect(list.body.content).toContainEqual(edited.body);
      expect(list.body.totalElements).toBe(list.body.content.length);
      expect((await user.del(`maintenanceWindows/${id}`)).status).toBe(204);
      expect((await user.get(`maintenanceWindows/${id}`)).status).toBe(404);
      expect((await user.del(`maintenanceWindows/${id}`)).status).toBe(404);
      expect((await user.put(`maintenanceWindows/${id}`, window())).status).toBe(404);

      const ids = [];
      for (const n of [1, 2, 3])
        ids.push((await user.post('maintenanceWindows', window({ reason: `${n}` }))).body.id);
      const before = await count();
      const many = await user.post('maintenanceWindows/deleteMany', { ids: [...ids, 99_999_999] });
      expect(many).toEqual({ status: 200, body: { count: 3 } });
      expect(await count()).toBe(before - 3);
    });

    it('then club admins and shooters get 403, guests 401, and nothing changes', async () => {
      const { id } = (await as('admin').post('maintenanceWindows', window())).body;
      const before = await count();
      for (const who of ['club', 'shooter', 'guest']) {
        const user = as(who);
        const answers = [
          await user.get('maintenanceWindows'),
          await user.get(`maintenanceWindows/${id}`),
          await user.post('maintenanceWindows', window()),
          await user.put(`maintenanceWindows/${id}`, window({ reason: 'Verboten' })),
          await user.del(`maintenanceWindows/${id}`),
          await user.post('maintenanceWindows/deleteMany', { ids: [id] }),
        ];
        for (const answer of answers) expect(answer.status, who).toBe(who === 'guest' ? 401 : 403);
      }
      expect(await count()).toBe(before);
      expect((await as('admin').get(`maintenanceWindows/${id}`)).body.reason).toBe('Datenbank-Update');
    });

    it('then lists sort by fromDate descending unless asked otherwise and check paging', async () => {
      for (const day of ['10', '12', '11']) {
        await as('admin').post(
          'maintenanceWindows',
          window({ fromDate: `2030-01-${day}T10:00:00Z`, toDate: `2030-01-${day}T12:00:00Z` }),
        );
      }
      const starts = (list: Json) => list.content.map((w: { fromDate: string }) => Date.parse(w.fromDate));
      const byDefault = (await as('admin').get('maintenanceWindows?size=1000')).body;
      expect(starts(byDefault)).toEqual([...starts(byDefault)].sort((a, b) => b - a));
      const ascending = (await as('admin').get('maintenanceWindows?size=1000&sort=fromDate,asc')).body;
      expect(starts(ascending)).toEqual([...starts(ascending)].sort((a, b) => a - b));
      const byTo = (await as('admin').get('maintenanceWindows?size=1000&sort=toDate,desc')).body;
      const ends = byTo.content.map((w: { toDate: string }) => Date.parse(w.toDate));
      expect(ends).toEqual([...ends].sort((a, b) => b - a));
      expect((await as('admin').get('maintenanceWindows?size=1&page=0')).body.content).toHaveLength(1);
      for (const query of ['size=0', 'size=1001', 'page=-1', 'sort=reason,asc', 'sort=id,sideways', 'x=1']) {
        expect((await as('admin').get(`maintenanceWindows?${query}`)).status, query).toBe(400);
      }
      expect((await as('admin').get('maintenanceWindows/abc')).status).toBe(400);
    });

    it('then bad input answers 400 with the key on the field and writes nothing', async () => {
      const stored = (await as('admin').post('maintenanceWindows', window())).body;
      const id = stored.id;
      const before = await count();
      const cases: [Record<string, unknown>, string, string][] = [
        [window({ reason: undefined }), 'FIELD_IS_REQUIRED', 'reason'],
        [window({ reason: '   ' }), 'FIELD_IS_REQUIRED', 'reason'],
        [window({ reason: 'x'.repeat(256) }), 'FIELD_MAXLENGTH_255', 'reason'],
        [window({ message: undefined }), 'FIELD_IS_REQUIRED', 'message'],
        [window({ message: '' }), 'FIELD_IS_REQUIRED', 'message'],
        [window({ message: 'x'.repeat(2001) }), 'FIELD_INVALID', 'message'],
        [window({ active: 'yes' }), 'FIELD_INVALID', 'active'],
        [window({ fromDate: undefined }), 'FIELD_IS_REQUIRED', 'fromDate'],
        [window({ fromDate: '2027-03-07T06:00:00' }), 'FIELD_INVALID', 'fromDate'],
        [window({ fromDate: '2027-03-07' }), 'FIELD_INVALID', 'fromDate'],
        [window({ toDate: 'morgen' }), 'FIELD_INVALID', 'toDate'],
        [window({ toDate: '2027-03-07T06:00:00+01:00' }), 'FIELD_INVALID', 'toDate'],
        [window({ toDate: '2027-03-07T05:00:00+01:00' }), 'FIELD_INVALID', 'toDate'],
        [window({ colour: 'red' }), 'UNKNOWN_FIELD', 'colour'],
      ];
      for (const [input, key, field] of cases) {
        for (const answer of [
          await as('admin').post('maintenanceWindows', input),
          await as('admin').put(`maintenanceWindows/${id}`, input),
        ]) {
          expect(answer.status, JSON.stringify(input)).toBe(400);
          expect(answer.body.errors, JSON.stringify(input)).toContainEqual(
            expect.objectContaining({ field, key }),
          );
        }
      }
      expect(await count()).toBe(before);
      expect((await as('admin').get(`maintenanceWindows/${id}`)).body).toEqual(stored);
    });

    it('then upserted and deleted events with versions land in the outbox', async () => {
      const created = await as('admin').post('maintenanceWindows', window({ reason: 'Ereignis' }));
      await as('admin').put(`maintenanceWindows/${created.body.id}`, window({ reason: 'Ereignis 2' }));
      await as('admin').del(`maintenanceWindows/${created.body.id}`);
      const rows = await service.ctx.db.select().from(outbox).orderBy(outbox.id);
      const mine = rows
        .map((row) => row.envelope as Json)
        .filter((e) => e.type.startsWith('catalog.maintenance-window.') && e.payload.id === created.body.id);
      expect(mine.map((e) => [e.type, e.version, e.producer])).toEqual([
        ['catalog.maintenance-window.upserted', 1, 'catalog'],
        ['catalog.maintenance-window.upserted', 2, 'catalog'],
        ['catalog.maintenance-window.deleted', 3, 'catalog'],
      ]);
      expect(mine[1].payload).toEqual({ ...created.body, reason: 'Ereignis 2' });
    });
  });

  describe('when the public asks for the announced window', () => {
    beforeEach(async () => {
      await service.ctx.database.pool.query('DELETE FROM catalog.maintenance_windows');
    });
    const create = async (hoursFrom: number, hoursTo: number, overrides: Record<string, unknown> = {}) =>
      (
        await as('admin').post(
          'maintenanceWindows',
          window({ fromDate: at(hoursFrom), toDate: at(hoursTo), ...overrides }),
        )
      ).body;

    it('then there is none when no window exists, without a token', async () => {
      expect(await announced()).toEqual({ window: null });
    });

    it('then the running active window is answered without the active flag', async () => {
      const running = await create(-1, 1);
      await create(2, 3);
      const { active: _active, ...expected } = running;
      expect(await announced()).toEqual({ window: expected });
    });

    it('then an active window starting within 24 hours is announced, the earliest first', async () => {
      await create(20, 22, { reason: 'Später' });
      await create(5, 6, { reason: 'Bald' });
      expect((await announced()).window.reason).toBe('Bald');
    });

    it('then windows starting later than 24 hours, inactive ones and past ones are ignored', async () => {
      await create(25, 26, { reason: 'Zu früh' });
      await create(-1, 1, { reason: 'Inaktiv', active: false });
      await create(2, 3, { reason: 'Inaktiv bald', active: false });
      await create(-5, -1, { reason: 'Vorbei' });
      expect(await announced()).toEqual({ window: null });
    });
  });
});
