import { TEXT_LIMITS } from '@portal/contracts';
import type { RunningService } from '@portal/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, outbox } from '../src/db/schema';
import { signStaff, startCatalog, type CatalogHarness, type Json } from './support';

const advert = (overrides: Record<string, unknown> = {}) => ({
  active: true,
  name: 'Sommerturnier',
  shortName: 'Sommer',
  text: '<p>Jetzt <strong>anmelden</strong></p>',
  image: null,
  detailImage: null,
  fromDate: '2027-06-01T08:00:00+02:00',
  toDate: '2027-06-30T20:00:00+02:00',
  buttonText: 'Mehr erfahren',
  buttonLink: 'https://example.at/sommer',
  detailView: false,
  ...overrides,
});

describe('catalog advertising administration', () => {
  let h: CatalogHarness;
  let service: RunningService;
  const t: Record<string, string | undefined> = {};
  let logoId: number;
  let otherLogoId: number;
  let documentId: number;

  const as = (who: string) => h.as(who);
  const count = () => h.count('advertisings');
  const eventsOf = async (id: number) =>
    (await service.ctx.db.select().from(outbox).orderBy(outbox.id))
      .map((row) => row.envelope as Json)
      .filter((e) => e.type.startsWith('catalog.advertising.') && e.payload.id === id);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await as('admin').post('advertising', advert(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    h = await startCatalog('advertisings', t);
    service = h.service;
    await signStaff(h.keys, t);
    const [logo, other, doc] = await service.ctx.db
      .insert(documents)
      .values([
        { storageKey: 'ad-logo', fileName: 'banner.png', contentType: 'image/png', size: 10, kind: 'logo' },
        {
          storageKey: 'ad-detail',
          fileName: 'detail.jpg',
          contentType: 'image/jpeg',
          size: 10,
          kind: 'logo',
        },
        {
          storageKey: 'ad-doc',
          fileName: 'flyer.pdf',
          contentType: 'application/pdf',
          size: 10,
          kind: 'document',
        },
      ])
      .returning();
    logoId = logo!.id;
    otherLogoId = other!.id;
    documentId = doc!.id;
  });
  afterAll(async () => h.close());

  describe('when an admin or portal admin administers adverts', () => {
    it.each(['admin', 'portal'])('then the %s creates, reads, lists, edits and deletes one', async (who) => {
      const user = as(who);
      const created = await user.post(
        'advertising',
        advert({
          name: `  Werbung ${who} `,
          image: { id: logoId },
          detailImage: { id: otherLogoId },
          detailView: true,
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        publicId: expect.stringMatching(/^[0-9a-f]{32}$/),
        active: true,
        name: `Werbung ${who}`,
        shortName: 'Sommer',
        text: '<p>Jetzt <strong>anmelden</strong></p>',
        image: { id: logoId, publicId: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'banner.png' },
        detailImage: {
          id: otherLogoId,
          publicId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          fileName: 'detail.jpg',
        },
        fromDate: '2027-06-01T06:00:00.000Z',
        toDate: '2027-06-30T18:00:00.000Z',
        buttonText: 'Mehr erfahren',
        buttonLink: 'https://example.at/sommer',
        detailView: true,
        clicks: 0,
        createdAt: expect.any(String),
      });
      expect(Date.now() - Date.parse(created.body.createdAt)).toBeLessThan(60_000);
      const id = created.body.id;
      expect((await user.get(`advertising/${id}`)).body).toEqual(created.body);

      const edited = await user.put(
        `advertising/${id}`,
        advert({ name: 'Neu', active: false, image: { id: otherLogoId }, detailImage: null, fromDate: null }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({
        ...created.body,
        name: 'Neu',
        active: false,
        image: { ...created.body.detailImage },
        detailImage: null,
        fromDate: null,
        detailView: false,
      });
      const list = await user.get('advertising?size=1000');
      expect(list.status).toBe(200);
      expect(list.body.content).toContainEqual(edited.body);
      expect(list.body.totalElements).toBe(list.body.content.length);

      expect((await user.del(`advertising/${id}`)).status).toBe(204);
      expect((await user.get(`advertising/${id}`)).status).toBe(404);
      expect((await user.del(`advertising/${id}`)).status).toBe(404);
      expect((await user.put(`advertising/${id}`, advert())).status).toBe(404);
    });

    it('then only name and button text are needed; active defaults to on, the detail view to off', async () => {
      const created = await as('admin').post('advertising', { name: 'Kurz', buttonText: 'Los' });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        active: true,
        name: 'Kurz',
        shortName: null,
        text: null,
        image: null,
        detailImage: null,
        fromDate: null,
        toDate: null,
        buttonText: 'Los',
        buttonLink: null,
        detailView: false,
        clicks: 0,
      });
      // empty texts and dates count as not given; a single date is allowed
      const emptied = await as('admin').put(`advertising/${created.body.id}`, {
        name: 'Kurz',
        buttonText: 'Los',
        shortName: '  ',
        text: '',
        buttonLink: '',
        fromDate: '',
        toDate: '2027-01-01T00:00:00Z',
      });
      expect(emptied.status).toBe(200);
      expect(emptied.body).toMatchObject({
        shortName: null,
        text: null,
        buttonLink: null,
        fromDate: null,
        toDate: '2027-01-01T00:00:00.000Z',
      });
    });

    it('then deleteMany deletes the existing ones of the ids in one call', async () => {
      const ids = [];
      for (const n of [1, 2, 3]) ids.push((await create({ name: `Viele ${n}` })).id);
      const before = await count();
      const many = await as('portal').post('advertising/deleteMany', { ids: [...ids, ids[0], 99_999_999] });
      expect(many).toEqual({ status: 200, body: { count: 3 } });
      expect(await count()).toBe(before - 3);
      for (const id of ids) {
        expect((await as('admin').get(`advertising/${id}`)).status).toBe(404);
        expect((await eventsOf(id)).map((e) => [e.type, e.version])).toEqual([
          ['catalog.advertising.upserted', 1],
          ['catalog.advertising.deleted', 2],
        ]);
      }
      for (const body of [{ ids: [] }, {}, { ids: ['x'] }, { ids: [0] }]) {
        expect((await as('admin').post('advertising/deleteMany', body)).status, JSON.stringify(body)).toBe(
          400,
        );
      }
      expect(await count()).toBe(before - 3);
    });
  });

  it('when club admins, shooters or guests call then they get 403 or 401 and nothing changes', async () => {
    const stored = await create({ name: 'Geschützt' });
    const id = stored.id;
    const before = await count();
    for (const who of ['club', 'shooter', 'guest']) {
      const user = as(who);
      const answers = [
        await user.get('advertising'),
        await user.get(`advertising/${id}`),
        await user.post('advertising', advert()),
        await user.put(`advertising/${id}`, advert({ name: 'Verboten' })),
        await user.del(`advertising/${id}`),
        await user.post('advertising/deleteMany', { ids: [id] }),
      ];
      for (const answer of answers) {
        expect(answer.status, who).toBe(who === 'guest' ? 401 : 403);
        if (who !== 'guest') expect(answer.body).toEqual({ error: 'PERMISSION_DENIED' });
      }
    }
    expect(await count()).toBe(before);
    expect((await as('admin').get(`advertising/${id}`)).body).toEqual(stored);
    expect((await eventsOf(id)).length).toBe(1);
  });

  it('when the input is bad then 400 names the key on the field and nothing is written', async () => {
    const stored = await create({ name: 'Unverändert', image: { id: logoId } });
    const id = stored.id;
    const before = await count();
    const eventsBefore = (await eventsOf(id)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [advert({ name: undefined }), 'FIELD_IS_REQUIRED', 'name'],
      [advert({ name: '' }), 'FIELD_IS_REQUIRED', 'name'],
      [advert({ name: '   ' }), 'FIELD_IS_REQUIRED', 'name'],
      [advert({ name: null }), 'FIELD_IS_NULL', 'name'],
      [advert({ name: 'x'.repeat(256) }), 'FIELD_MAXLENGTH_255', 'name'],
      [advert({ name: 7 }), 'FIELD_INVALID', 'name'],
      [advert({ buttonText: undefined }), 'FIELD_IS_REQUIRED', 'buttonText'],
      [advert({ buttonText: '  ' }), 'FIELD_IS_REQUIRED', 'buttonText'],
      [advert({ buttonText: 'x'.repeat(256) }), 'FIELD_MAXLENGTH_255', 'buttonText'],
      [advert({ shortName: 'x'.repeat(256) }), 'FIELD_MAXLENGTH_255', 'shortName'],
      [advert({ buttonLink: 'www.example.at' }), 'MUST_START_WITH_HTTP_OR_HTTPS', 'buttonLink'],
      [advert({ buttonLink: 'ftp://example.at' }), 'MUST_START_WITH_HTTP_OR_HTTPS', 'buttonLink'],
      [advert({ buttonLink: 'javascript:alert(1)' }), 'MUST_START_WITH_HTTP_OR_HTTPS', 'buttonLink'],
      [advert({ buttonLink: 'https://' }), 'MUST_START_WITH_HTTP_OR_HTTPS', 'buttonLink'],
      [advert({ buttonLink: 'https://a b.at' }), 'MUST_START_WITH_HTTP_OR_HTTPS', 'buttonLink'],
      [advert({ buttonLink: `https://${'x'.repeat(2000)}` }), 'FIELD_INVALID', 'buttonLink'],
      [advert({ fromDate: 'morgen' }), 'FIELD_INVALID', 'fromDate'],
      [advert({ fromDate: '2027-06-01T08:00:00' }), 'FIELD_INVALID', 'fromDate'],
      [advert({ fromDate: '2027-06-01' }), 'FIELD_INVALID', 'fromDate'],
      [advert({ fromDate: '2027-02-30T08:00:00Z' }), 'FIELD_INVALID', 'fromDate'],
      [advert({ toDate: 20270630 }), 'FIELD_INVALID', 'toDate'],
      [advert({ toDate: '2027-05-31T08:00:00+02:00' }), 'FIELD_INVALID', 'toDate'],
      [advert({ toDate: '2027-06-01T06:00:00Z' }), 'FIELD_INVALID', 'toDate'],
      [advert({ active: 'yes' }), 'FIELD_INVALID', 'active'],
      [advert({ detailView: 1 }), 'FIELD_INVALID', 'detailView'],
      [advert({ text: 42 }), 'FIELD_INVALID', 'text'],
      [advert({ text: `<p>${'x'.repeat(100_000)}</p>` }), 'FIELD_INVALID', 'text'],
      // the sweep's probe: within the HTML bound, but 100,000 characters of stored text
      [advert({ text: 'x'.repeat(100_000) }), 'FIELD_INVALID', 'text'],
      [advert({ text: `<p>${'x'.repeat(TEXT_LIMITS.advertisingText)}</p>` }), 'FIELD_INVALID', 'text'],
      [advert({ image: { id: documentId } }), 'FIELD_INVALID', 'image'],
      [advert({ image: { id: 99_999_999 } }), 'FIELD_INVALID', 'image'],
      [advert({ image: { id: 'eins' } }), 'FIELD_INVALID', 'image.id'],
      [advert({ image: 5 }), 'FIELD_INVALID', 'image'],
      [advert({ detailImage: { id: documentId } }), 'FIELD_INVALID', 'detailImage'],
      [advert({ detailImage: { id: 99_999_999 } }), 'FIELD_INVALID', 'detailImage'],
      [advert({ colour: 'red' }), 'UNKNOWN_FIELD', 'colour'],
      [advert({ clicks: 1000 }), 'UNKNOWN_FIELD', 'clicks'],
      [advert({ publicId: 'abc' }), 'UNKNOWN_FIELD', 'publicId'],
    ];
    for (const [input, key, field] of cases) {
      for (const answer of [
        await as('admin').post('advertising', input),
        await as('admin').put(`advertising/${id}`, input),
      ]) {
        const label = JSON.stringify(input).slice(0, 200);
        expect(answer.status, label).toBe(400);
        const errors = answer.body.errors ?? [{ key: answer.body.error, field: answer.body.field }];
        expect(errors, label).toContainEqual(expect.objectContaining({ key, field }));
      }
    }
    // both images wrong: both fields are named
    const both = await as('admin').post(
      'advertising',
      advert({ image: { id: documentId }, detailImage: { id: 99_999_999 } }),
    );
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ error: 'FIELD_INVALID', field: 'image' });
    expect(both.body.errors).toEqual([
      { field: 'image', key: 'FIELD_INVALID' },
      { field: 'detailImage', key: 'FIELD_INVALID' },
    ]);
    expect((await h.api('advertising', { method: 'POST', token: t.admin, json: [] })).status).toBe(400);
    expect((await as('admin').get('advertising/abc')).status).toBe(400);
    expect((await as('admin').put('advertising/0', advert())).status).toBe(400);

    expect(await count()).toBe(before);
    expect((await as('admin').get(`advertising/${id}`)).body).toEqual(stored);
    expect((await eventsOf(id)).length).toBe(eventsBefore);
  });

  describe('when the text carries HTML', () => {
    const hostile =
      '<p>Hallo <strong>Welt</strong> <em>und</em> <u>du</u></p>' +
      '<script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)">' +
      '<p onclick="alert(3)" style="color:red">Klick</p>' +
      '<a href="javascript:alert(4)">böse</a> <a href="https://example.at" onmouseover="alert(5)">gut</a>' +
      '<iframe src="https://evil.example"></iframe><ul><li>eins</li></ul>';

    it('then scripts, event handlers, styles and javascript links never survive, allowed markup does', async () => {
      const created = await create({ text: hostile });
      const text: string = created.text;
      for (const bad of [
        '<script',
        'alert(',
        'onerror',
        'onclick',
        'onmouseover',
        'style=',
        'javascript:',
        'iframe',
        '<img',
      ]) {
        expect(text, bad).not.toContain(bad);
      }
      expect(text).toContain('<p>Hallo <strong>Welt</strong> <em>und</em> <u>du</u></p>');
      expect(text).toContain('<p>Klick</p>');
      expect(text).toContain(
        '<a href="https://example.at" target="_blank" rel="noopener noreferrer">gut</a>',
      );
      expect(text).toContain('<ul><li>eins</li></ul>');
      // stored, read back and published sanitized
      expect((await as('admin').get(`advertising/${created.id}`)).body.text).toBe(text);
      const { rows } = await service.ctx.database.pool.query<{ text: string }>(
        'SELECT text FROM catalog.advertisings WHERE id = $1',
        [created.id],
      );
      expect(rows[0]!.text).toBe(text);
      const [event] = await eventsOf(created.id);
      expect(event.payload.text).toBe(text);

      const edited = await as('admin').put(
        `advertising/${created.id}`,
        advert({ text: '<p>Neu<img src=x onerror=alert(1)></p><script>x()</script>' }),
      );
      expect(edited.body.text).toBe('<p>Neu</p>');
    });

    it('then a text that is nothing but a script or an empty paragraph is no text', async () => {
      expect((await create({ text: '<script>alert(1)</script>' })).text).toBeNull();
      expect((await create({ text: '<p></p>' })).text).toBeNull();
    });
  });

  it('when the text is long then it counts after sanitizing: markup that is dropped does not count', async () => {
    const limit = TEXT_LIMITS.advertisingText;
    // <p></p> is 7 characters that stay: the text fills the limit exactly
    const full = `<p>${'x'.repeat(limit - 7)}</p>`;
    const withDroppedMarkup = `<script>${'y'.repeat(limit)}</script>${full}`;
    const created = await as('admin').post('advertising', advert({ text: withDroppedMarkup }));
    expect(created.status).toBe(201);
    expect(created.body.text).toBe(full);
    const before = await count();
    const tooLong = await as('admin').post(
      'advertising',
      advert({ text: `<p>${'x'.repeat(limit - 6)}</p>` }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toContainEqual(
      expect.objectContaining({ field: 'text', key: 'FIELD_INVALID' }),
    );
    expect(await count()).toBe(before);
  });

  it('when adverts change then versioned upserted and deleted events land in the outbox', async () => {
    const created = await create({ name: 'Ereignis', image: { id: logoId } });
    const first = await as('admin').put(`advertising/${created.id}`, advert({ name: 'Ereignis 2' }));
    const second = await as('portal').put(`advertising/${created.id}`, advert({ name: 'Ereignis 3' }));
    await as('admin').del(`advertising/${created.id}`);
    const mine = await eventsOf(created.id);
    expect(mine.map((e) => [e.type, e.version, e.producer])).toEqual([
      ['catalog.advertising.upserted', 1, 'catalog'],
      ['catalog.advertising.upserted', 2, 'catalog'],
      ['catalog.advertising.upserted', 3, 'catalog'],
      ['catalog.advertising.deleted', 4, 'catalog'],
    ]);
    expect(mine[0].payload).toEqual(created);
    expect(mine[1].payload).toEqual(first.body);
    expect(mine[2].payload).toEqual(second.body);
    expect(mine[3].payload).toEqual({ id: created.id });
  });

  describe('when the list is asked for', () => {
    let ids: number[];
    beforeAll(async () => {
      await service.ctx.database.pool.query('DELETE FROM catalog.advertisings');
      ids = [];
      const rows: [string, boolean, string | null, number][] = [
        ['Bären 100%', true, '2027-03-01T00:00:00Z', 5],
        ['alpha', false, '2027-01-01T00:00:00Z', 50],
        ['Äpfel', true, null, 0],
        ['Zebra_Cup', true, '2027-02-01T00:00:00Z', 7],
      ];
      for (const [name, active, fromDate, clicks] of rows) {
        const { id } = await create({ name, active, fromDate, toDate: null, shortName: null });
        await service.ctx.database.pool.query('UPDATE catalog.advertisings SET clicks = $1 WHERE id = $2', [
          clicks,
          id,
        ]);
        ids.push(id);
      }
    });
    const names = async (query: string) => {
      const answer = await as('admin').get(`advertising?${query}`);
      expect(answer.status, query).toBe(200);
      return answer.body.content.map((a: Json) => a.name);
    };

    it('then the newest come first unless asked otherwise, with the total', async () => {
      const answer = await as('admin').get('advertising');
      expect(answer.body.totalElements).toBe(4);
      expect(answer.body.content.map((a: Json) => a.id)).toEqual([...ids].reverse());
      expect(answer.body.content.map((a: Json) => a.clicks)).toEqual([7, 0, 50, 5]);
    });

    it('then it sorts by each allowed field in both directions', async () => {
      expect(await names('sort=name,asc')).toEqual(['alpha', 'Äpfel', 'Bären 100%', 'Zebra_Cup']);
      expect(await names('sort=name,desc')).toEqual(['Zebra_Cup', 'Bären 100%', 'Äpfel', 'alpha']);
      expect(await names('sort=id,asc')).toEqual(['Bären 100%', 'alpha', 'Äpfel', 'Zebra_Cup']);
      expect(await names('sort=clicks,desc')).toEqual(['alpha', 'Zebra_Cup', 'Bären 100%', 'Äpfel']);
      expect(await names('sort=fromDate,asc')).toEqual(['alpha', 'Zebra_Cup', 'Bären 100%', 'Äpfel']);
      expect(await names('sort=active,asc')).toEqual(['alpha', 'Bären 100%', 'Äpfel', 'Zebra_Cup']);
      expect(await names('sort=toDate,asc')).toHaveLength(4);
    });

    it('then it filters by a part of the name ignoring case, literally, and by the active flag', async () => {
      expect(await names('name=BÄR')).toEqual(['Bären 100%']);
      expect(await names('name=%25')).toEqual(['Bären 100%']);
      expect(await names('name=_')).toEqual(['Zebra_Cup']);
      expect(await names('name=nichts')).toEqual([]);
      expect(await names('active=false')).toEqual(['alpha']);
      expect(await names('active=true&sort=name,asc')).toEqual(['Äpfel', 'Bären 100%', 'Zebra_Cup']);
      const filtered = await as('admin').get('advertising?active=true&size=1');
      expect(filtered.body).toMatchObject({ totalElements: 3 });
      expect(filtered.body.content).toHaveLength(1);
    });

    it('then it pages and refuses unknown sort fields, filters and bad paging', async () => {
      expect(await names('size=2&page=1&sort=id,asc')).toEqual(['Äpfel', 'Zebra_Cup']);
      expect(await names('size=2&page=5')).toEqual([]);
      for (const query of [
        'size=0',
        'size=1001',
        'page=-1',
        'sort=text,asc',
        'sort=buttonText,asc',
        'sort=id,sideways',
        'active=ja',
        'name=' + 'x'.repeat(256),
        'colour=red',
      ]) {
        expect((await as('admin').get(`advertising?${query}`)).status, query).toBe(400);
      }
    });
  });
});
