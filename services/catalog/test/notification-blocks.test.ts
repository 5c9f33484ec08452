import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { startCatalog, type CatalogHarness, type Json } from './support';

const TYPES = [
  { id: 1, name: 'SIGN_ON_CONFIRMATION' },
  { id: 2, name: 'WAITING_LIST_CHANGE' },
  { id: 3, name: 'UPCOMING' },
  { id: 4, name: 'SIGN_OFF' },
  { id: 5, name: 'CANCELLATION' },
  { id: 6, name: 'PAYMENT_RECEIVED' },
];
const type = (id: number) => TYPES[id - 1]!;

/** A valid club body with the given name. */
const clubBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  longName: `${name} – Sportschützen`,
  address: 'Hauptstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
  ...extra,
});

describe('catalog notification types and club notification blocks', () => {
  let h: CatalogHarness;
  const t: Record<string, string | undefined> = {};
  let ownId: number;
  let otherId: number;

  const as = (who: string) => h.as(who);
  const blocksIn = async (clubId: number) =>
    (
      await h.service.ctx.database.pool.query<{ type_id: number; text: string }>(
        'SELECT type_id, text FROM catalog.club_notification_blocks WHERE club_id = $1 ORDER BY type_id',
        [clubId],
      )
    ).rows.map((row) => [row.type_id, row.text]);
  const eventsOf = async (id: number) =>
    (await h.service.ctx.db.select().from(outbox).orderBy(outbox.id))
      .map((row) => row.envelope as Json)
      .filter((e) => e.type === 'catalog.club.upserted' && e.payload.id === id);

  beforeAll(async () => {
    h = await startCatalog('notification-blocks', t);
    const keys = h.keys;
    t.admin = await keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
    t.portal = await keys.sign({ sub: '2', roles: ['ROLE_PORTAL_ADMIN'], permissions: ['IS_PORTAL_ADMIN'] });
    const own = await as('admin').post(
      'clubs',
      clubBody('Eigener Verein', {
        notificationBlocks: [
          { type: { id: 3 }, text: '<p>Bitte pünktlich sein</p>' },
          { type: { id: 1 }, text: '<p>Danke für die <strong>Anmeldung</strong></p>' },
        ],
      }),
    );
    expect(own.status).toBe(201);
    ownId = own.body.id;
    otherId = (
      await as('admin').post(
        'clubs',
        clubBody('Fremder Verein', { notificationBlocks: [{ type: { id: 5 }, text: '<p>Abgesagt</p>' }] }),
      )
    ).body.id;
    t.clubOwn = await keys.sign({
      sub: '3',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: ownId,
    });
    t.shooter = await keys.sign({ sub: '4', roles: ['ROLE_USER'], permissions: ['IS_USER_SHOOTER'] });
  });
  afterAll(async () => h.close());

  it.each(['admin', 'portal', 'clubOwn'])(
    'when the %s asks for the notification types then all six come ordered by id',
    async (who) => {
      const { status, body } = await as(who).get('notificationTypes');
      expect(status).toBe(200);
      expect(body).toEqual({ content: TYPES, totalElements: 6 });
    },
  );

  it('when a shooter or a guest asks for the notification types then 403 and 401 answer', async () => {
    expect(await as('shooter').get('notificationTypes')).toEqual({
      status: 403,
      body: { error: 'PERMISSION_DENIED' },
    });
    expect((await as('guest').get('notificationTypes')).status).toBe(401);
  });

  it('when a club is created with blocks then it answers them ordered by type id with names', async () => {
    const expected = [
      { type: type(1), text: '<p>Danke für die <strong>Anmeldung</strong></p>' },
      { type: type(3), text: '<p>Bitte pünktlich sein</p>' },
    ];
    expect((await as('admin').get(`clubs/${ownId}`)).body.notificationBlocks).toEqual(expected);
    expect(await blocksIn(ownId)).toEqual(expected.map((block) => [block.type.id, block.text]));
    // the list reads the blocks of every club of the page
    const list = await as('admin').get('clubs?size=100&sort=id,asc');
    const byId = new Map(list.body.content.map((club: Json) => [club.id, club.notificationBlocks]));
    expect(byId.get(ownId)).toEqual(expected);
    expect(byId.get(otherId)).toEqual([{ type: type(5), text: '<p>Abgesagt</p>' }]);
    // a club without blocks answers an empty list
    const bare = await as('admin').post('clubs', clubBody('Ohne Texte'));
    expect(bare.body.notificationBlocks).toEqual([]);
    expect((await as('admin').get(`notificationBlock/getForClub/${bare.body.id}`)).body).toEqual([]);
  });

  it.each(['admin', 'portal'])('when the %s asks for the blocks of any club then they come', async (who) => {
    expect(await as(who).get(`notificationBlock/getForClub/${otherId}`)).toEqual({
      status: 200,
      body: [{ type: type(5), text: '<p>Abgesagt</p>' }],
    });
    const own = await as(who).get(`notificationBlock/getForClub/${ownId}`);
    expect(own.body.map((block: Json) => block.type.id)).toEqual([1, 3]);
    expect((await as(who).get('notificationBlock/getForClub/99999999')).status).toBe(404);
  });

  it('when a club admin asks for blocks then only those of the own club come', async () => {
    const own = await as('clubOwn').get(`notificationBlock/getForClub/${ownId}`);
    expect(own.status).toBe(200);
    expect(own.body.map((block: Json) => block.type)).toEqual([type(1), type(3)]);
    expect(await as('clubOwn').get(`notificationBlock/getForClub/${otherId}`)).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND' },
    });
    expect((await as('shooter').get(`notificationBlock/getForClub/${ownId}`)).status).toBe(403);
    expect((await as('guest').get(`notificationBlock/getForClub/${ownId}`)).status).toBe(401);
  });

  it('when a club is saved with blocks then they replace the old ones; without the field they stay', async () => {
    const created = await as('admin').post(
      'clubs',
      clubBody('Ersetzen', {
        notificationBlocks: [
          { type: { id: 1 }, text: '<p>eins</p>' },
          { type: { id: 2 }, text: '<p>zwei</p>' },
          { type: { id: 4 }, text: '<p>vier</p>' },
        ],
      }),
    );
    const id = created.body.id;
    // the whole answer sent back (types with names) is accepted; 2 is changed, 4 emptied, 1 left out, 6 new
    const edited = await as('admin').put(`clubs/${id}`, {
      ...created.body,
      notificationBlocks: [
        { type: type(2), text: '<p>zwei neu</p>' },
        { type: { id: 4 }, text: '' },
        { type: { id: 6 }, text: '<p>bezahlt</p>' },
        { type: { id: 3 }, text: '<p><br></p>' },
        { type: { id: 5 }, text: null },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.notificationBlocks).toEqual([
      { type: type(2), text: '<p>zwei neu</p>' },
      { type: type(6), text: '<p>bezahlt</p>' },
    ]);
    expect(await blocksIn(id)).toEqual([
      [2, '<p>zwei neu</p>'],
      [6, '<p>bezahlt</p>'],
    ]);
    // a body without notificationBlocks keeps them
    const renamed = await as('admin').put(`clubs/${id}`, clubBody('Ersetzen Neu'));
    expect(renamed.status).toBe(200);
    expect(renamed.body.notificationBlocks.map((block: Json) => block.type.id)).toEqual([2, 6]);
    // an empty list removes all of them
    const cleared = await as('admin').put(
      `clubs/${id}`,
      clubBody('Ersetzen Neu', { notificationBlocks: [] }),
    );
    expect(cleared.body.notificationBlocks).toEqual([]);
    expect(await blocksIn(id)).toEqual([]);
  });

  it('when a club admin saves the own club profile with blocks then they are stored', async () => {
    const current = (await as('clubOwn').get(`clubs/${ownId}`)).body;
    const saved = await as('clubOwn').put(`clubs/${ownId}`, {
      ...current,
      notificationBlocks: [...current.notificationBlocks, { type: { id: 2 }, text: '<p>Nachgerückt</p>' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.notificationBlocks.map((block: Json) => block.type.id)).toEqual([1, 2, 3]);
    expect((await as('clubOwn').get(`notificationBlock/getForClub/${ownId}`)).body[1]).toEqual({
      type: type(2),
      text: '<p>Nachgerückt</p>',
    });
  });

  it('when a block names an unknown or a repeated type then 400 FIELD_INVALID and nothing is written', async () => {
    const before = await h.count('clubs');
    for (const notificationBlocks of [
      [{ type: { id: 7 }, text: '<p>unbekannt</p>' }],
      [
        { type: { id: 1 }, text: '<p>a</p>' },
        { type: { id: 1 }, text: '<p>b</p>' },
      ],
    ]) {
      expect(await as('admin').post('clubs', clubBody('Ungültig', { notificationBlocks }))).toEqual({
        status: 400,
        body: { error: 'FIELD_INVALID', field: 'notificationBlocks' },
      });
      const current = (await as('admin').get(`clubs/${otherId}`)).body;
      expect(
        await as('admin').put(`clubs/${otherId}`, {
          ...current,
          name: 'Nicht gespeichert',
          notificationBlocks,
        }),
      ).toEqual({ status: 400, body: { error: 'FIELD_INVALID', field: 'notificationBlocks' } });
    }
    expect(await h.count('clubs')).toBe(before);
    const other = (await as('admin').get(`clubs/${otherId}`)).body;
    expect(other.name).toBe('Fremder Verein');
    expect(other.notificationBlocks).toEqual([{ type: type(5), text: '<p>Abgesagt</p>' }]);
    expect(await blocksIn(otherId)).toEqual([[5, '<p>Abgesagt</p>']]);
    // malformed entries are refused by the body schema
    for (const notificationBlocks of [
      [{ type: { id: 0 }, text: 'x' }],
      [{ type: {}, text: 'x' }],
      [{ text: 'x' }],
      [{ type: { id: 1 }, text: 5 }],
      { type: { id: 1 }, text: 'x' },
    ]) {
      const answer = await as('admin').put(
        `clubs/${otherId}`,
        clubBody('Fremder Verein', { notificationBlocks }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.field).toMatch(/^notificationBlocks/);
    }
    expect(await blocksIn(otherId)).toEqual([[5, '<p>Abgesagt</p>']]);
  });

  it('when a block carries scripts and event handlers then they are removed before saving', async () => {
    const created = await as('admin').post(
      'clubs',
      clubBody('Bereinigt', {
        notificationBlocks: [
          {
            type: { id: 1 },
            text: '<p onclick="steal()">Hallo <strong>Schütze</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src=x onerror="alert(2)">',
          },
          { type: { id: 2 }, text: '<script>alert(3)</script>' },
        ],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.notificationBlocks).toEqual([
      {
        type: type(1),
        text: '<p>Hallo <strong>Schütze</strong> <a target="_blank" rel="noopener noreferrer">x</a></p>',
      },
    ]);
    const [[, stored]] = (await blocksIn(created.body.id)) as [[number, string]];
    expect(stored).not.toMatch(/script|onclick|onerror|javascript|<img/i);
  });

  it('when a club with blocks is saved then the upserted event carries them', async () => {
    const created = await as('admin').post(
      'clubs',
      clubBody('Ereignis', { notificationBlocks: [{ type: { id: 6 }, text: '<p>Zahlung erhalten</p>' }] }),
    );
    const id = created.body.id;
    const edited = await as('admin').put(`clubs/${id}`, {
      ...created.body,
      notificationBlocks: [{ type: { id: 4 }, text: '<p><em>Abgemeldet</em></p>' }],
    });
    const events = await eventsOf(id);
    expect(events.map((e) => e.version)).toEqual([1, 2]);
    expect(events[0].payload.notificationBlocks).toEqual([
      { type: type(6), text: '<p>Zahlung erhalten</p>' },
    ]);
    expect(events[0].payload).toEqual(created.body);
    expect(events[1].payload.notificationBlocks).toEqual([
      { type: type(4), text: '<p><em>Abgemeldet</em></p>' },
    ]);
    expect(events[1].payload).toEqual(edited.body);
  });

  it('when anybody reads the public club list then no notification blocks are in it', async () => {
    const { status, body } = await as('guest').get('publicResources/clubs?name=Eigener');
    expect(status).toBe(200);
    expect(body.content.map((club: Json) => club.id)).toEqual([ownId]);
    expect(body.content[0]).not.toHaveProperty('notificationBlocks');
  });
});
