import type { RunningService } from '@portal/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, outbox } from '../src/db/schema';
import { startCatalog, type CatalogHarness, type Json } from './support';

/** The sweep's long text: 100,000 characters. */
const LONG = 'x'.repeat(100_000);
/** The club body's plain texts of at most 255 characters. */
const SHORT_TEXTS = [
  'name',
  'longName',
  'shortName',
  'address',
  'zip',
  'city',
  'matchAddress',
  'matchZip',
  'matchCity',
  'bmdAccountNumber',
  'invoiceName',
  'invoiceMail',
];

/** A valid club body with the given name. */
const clubBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  longName: `${name} – Sportschützen`,
  shortName: name.slice(0, 4),
  address: 'Hauptstraße 1',
  zip: '1010',
  city: 'Wien',
  country: 'at',
  websiteLink: 'https://example.at',
  googleMapsLink: 'http://maps.example.at/?q=1',
  bankInformation: { name: 'Erste Bank', bic: 'GIBAATWWXXX', iban: 'AT61 1904 3002 3457 3201' },
  contact: {
    salutation: 'mr',
    firstName: 'Max',
    lastName: 'Muster',
    email: 'max@example.at',
    telephone: '+43 1 234',
  },
  ...extra,
});

describe('catalog club administration', () => {
  let h: CatalogHarness;
  let service: RunningService;
  const t: Record<string, string | undefined> = {};
  let ownId: number;
  let otherId: number;
  let logoId: number;
  let documentId: number;

  const as = (who: string) => h.as(who);
  const count = () => h.count('clubs');
  const eventsOf = async (id: number) =>
    (await service.ctx.db.select().from(outbox).orderBy(outbox.id))
      .map((row) => row.envelope as Json)
      .filter((e) => e.type.startsWith('catalog.club.') && e.payload.id === id);

  beforeAll(async () => {
    h = await startCatalog('clubs', t);
    service = h.service;
    const keys = h.keys;
    const [logo, doc] = await service.ctx.db
      .insert(documents)
      .values([
        { storageKey: 'k-logo', fileName: 'logo.png', contentType: 'image/png', size: 10, kind: 'logo' },
        {
          storageKey: 'k-doc',
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          size: 10,
          kind: 'document',
        },
      ])
      .returning();
    logoId = logo!.id;
    documentId = doc!.id;
    t.admin = await keys.sign({ sub: '1', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });
    const own = await as('admin').post('clubs', clubBody('Eigener Verein'));
    const other = await as('admin').post('clubs', clubBody('Fremder Verein', { city: 'Graz', zip: '8010' }));
    ownId = own.body.id;
    otherId = other.body.id;
    t.portal = await keys.sign({ sub: '2', roles: ['ROLE_PORTAL_ADMIN'], permissions: ['IS_PORTAL_ADMIN'] });
    t.clubOwn = await keys.sign({
      sub: '3',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: ownId,
    });
    t.clubOther = await keys.sign({
      sub: '4',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: otherId,
    });
    t.shooter = await keys.sign({ sub: '5' });
  });
  afterAll(async () => h.close());

  it.each(['admin', 'portal'])('when the %s administers clubs then CRUD works', async (who) => {
    const user = as(who);
    const created = await user.post(
      'clubs',
      clubBody(`Neu ${who}`, { logo: { id: logoId }, paymentUntil: '2027-12-31', unlisted: true }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: `Neu ${who}`,
      publicLinkId: expect.stringMatching(/^[0-9a-f]{32}$/),
      logo: { id: logoId, publicId: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'logo.png' },
      bankInformation: { name: 'Erste Bank', bic: 'GIBAATWWXXX', iban: 'AT611904300234573201' },
      contact: { fullName: 'Max Muster', email: 'max@example.at', salutation: 'mr' },
      paymentUntil: '2027-12-31',
      unlisted: true,
      active: true,
    });
    const id = created.body.id;
    expect((await user.get(`clubs/${id}`)).body).toEqual(created.body);
    // the whole record sent back (with its read-only fields) is accepted
    const edited = await user.put(`clubs/${id}`, {
      ...created.body,
      name: `  Geändert ${who} `,
      logo: null,
      bankInformation: null,
      bmdAccountNumber: '4711',
      invoiceName: 'Rechnung',
      invoiceMail: 'rechnung@example.at',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: `Geändert ${who}`,
      logo: null,
      bankInformation: null,
      bmdAccountNumber: '4711',
      invoiceName: 'Rechnung',
      invoiceMail: 'rechnung@example.at',
      publicLinkId: created.body.publicLinkId,
    });
    expect((await user.del(`clubs/${id}`)).status).toBe(204);
    expect((await user.get(`clubs/${id}`)).status).toBe(404);
    expect((await user.del(`clubs/${id}`)).status).toBe(404);
    expect((await user.put(`clubs/${id}`, clubBody('Weg'))).status).toBe(404);

    const ids = [];
    for (const n of [1, 2]) ids.push((await user.post('clubs', clubBody(`Viele ${who} ${n}`))).body.id);
    const before = await count();
    expect(await user.post('clubs/deleteMany', { ids: [...ids, 99_999_999] })).toEqual({
      status: 200,
      body: { count: 2 },
    });
    expect(await count()).toBe(before - 2);
  });

  it.each(['admin', 'portal'])('when the %s blocks and unblocks a club then active follows', async (who) => {
    const { body } = await as('admin').post('clubs', clubBody(`Sperre ${who}`));
    expect((await as(who).put('clubs/updateActive', { id: body.id, active: false })).status).toBe(204);
    expect((await as(who).get(`clubs/${body.id}`)).body.active).toBe(false);
    const blocked = await service.ctx.database.pool.query(
      'SELECT blocked_at FROM catalog.clubs WHERE id = $1',
      [body.id],
    );
    expect(blocked.rows[0].blocked_at).toBeInstanceOf(Date);
    expect((await as(who).put('clubs/updateActive', { id: body.id, active: true })).status).toBe(204);
    expect((await as(who).get(`clubs/${body.id}`)).body.active).toBe(true);
    expect((await as(who).put('clubs/updateActive', { id: 99_999_999, active: true })).status).toBe(404);
    const events = await eventsOf(body.id);
    expect(events.map((e) => [e.type, e.version, e.payload.active])).toEqual([
      ['catalog.club.upserted', 1, true],
      ['catalog.club.upserted', 2, false],
      ['catalog.club.upserted', 3, true],
    ]);
  });

  it('when a club admin works on the own club then only allowed fields change', async () => {
    const user = as('clubOwn');
    const list = await user.get('clubs?size=1000');
    expect(list.body.totalElements).toBe(1);
    expect(list.body.content.map((c: Json) => c.id)).toEqual([ownId]);
    const own = await user.get(`clubs/${ownId}`);
    expect(own.status).toBe(200);
    const edited = await user.put(`clubs/${ownId}`, {
      ...own.body,
      city: 'Linz',
      paymentUntil: '2099-01-01',
      unlisted: true,
      active: false,
      invoiceName: 'Nicht erlaubt',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      city: 'Linz',
      paymentUntil: own.body.paymentUntil,
      unlisted: false,
      active: true,
      invoiceName: null,
    });
  });

  it('when a club admin reaches for another club or admin actions then 404 or 403', async () => {
    const before = await count();
    for (const who of ['clubOwn', 'clubOther']) {
      const user = as(who);
      const foreign = who === 'clubOwn' ? otherId : ownId;
      expect((await user.get(`clubs/${foreign}`)).status).toBe(404);
      expect((await user.put(`clubs/${foreign}`, clubBody('Übernahme'))).status).toBe(404);
      for (const answer of [
        await user.post('clubs', clubBody('Verboten')),
        await user.del(`clubs/${foreign}`),
        await user.post('clubs/deleteMany', { ids: [foreign] }),
        await user.put('clubs/updateActive', { id: foreign, active: false }),
        await user.put('clubs/updateActive', { id: who === 'clubOwn' ? ownId : otherId, active: false }),
      ]) {
        expect(answer.status, who).toBe(403);
      }
    }
    expect((await as('clubOther').get('clubs')).body.content.map((c: Json) => c.id)).toEqual([otherId]);
    expect(await count()).toBe(before);
    expect((await as('admin').get(`clubs/${otherId}`)).body.name).toBe('Fremder Verein');
  });

  it('when a shooter or a guest calls then 403 or 401 and nothing changes', async () => {
    const before = await count();
    for (const [who, status] of [
      ['shooter', 403],
      ['guest', 401],
    ] as const) {
      const user = as(who);
      for (const answer of [
        await user.get('clubs'),
        await user.get(`clubs/${ownId}`),
        await user.post('clubs', clubBody('Verboten')),
        await user.put(`clubs/${ownId}`, clubBody('Verboten')),
        await user.del(`clubs/${ownId}`),
        await user.post('clubs/deleteMany', { ids: [ownId] }),
        await user.put('clubs/updateActive', { id: ownId, active: false }),
      ]) {
        expect(answer.status, who).toBe(status);
      }
    }
    expect(await count()).toBe(before);
    expect((await as('admin').get(`clubs/${ownId}`)).body.active).toBe(true);
  });

  it('when input is bad then 400 with the key on the field and nothing is written', async () => {
    const before = await count();
    const bank = (b: Record<string, unknown>) => ({ bankInformation: b });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'FIELD_IS_REQUIRED', 'name'],
      [{ name: '  ' }, 'FIELD_IS_REQUIRED', 'name'],
      [{ name: 'A' }, 'FIELD_MINLENGTH_2', 'name'],
      [{ name: 'x'.repeat(256) }, 'FIELD_MAXLENGTH_255', 'name'],
      [{ longName: '' }, 'FIELD_IS_REQUIRED', 'longName'],
      [{ longName: undefined }, 'FIELD_IS_REQUIRED', 'longName'],
      [{ country: 'ch' }, 'FIELD_INVALID', 'country'],
      [{ websiteLink: 'www.example.at' }, 'MUST_START_WITH_HTTP_OR_HTTPS', 'websiteLink'],
      [{ googleMapsLink: 'ftp://maps' }, 'MUST_START_WITH_HTTP_OR_HTTPS', 'googleMapsLink'],
      [bank({ name: 'Erste Bank' }), 'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED', 'bankInformation.bic'],
      [
        bank({ name: 'Erste Bank', bic: '' }),
        'FIELD_IS_REQUIRED_IF_BANK_NAME_IS_FILLED',
        'bankInformation.iban',
      ],
      [
        bank({ iban: 'AT611904300234573201' }),
        'FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED',
        'bankInformation.name',
      ],
      [bank({ bic: 'GIBAATWWXXX' }), 'FIELD_IS_REQUIRED_IF_BANK_IBAN_IS_FILLED', 'bankInformation.name'],
      [bank({ name: 'Erste', iban: 'AT62 1904 3002 3457 3201' }), 'FIELD_INVALID', 'bankInformation.iban'],
      [bank({ name: 'Erste', iban: 'kein iban' }), 'FIELD_INVALID', 'bankInformation.iban'],
      [{ contact: { email: 'kein-mail' } }, 'EMAIL_FORMAT', 'contact.email'],
      [{ logo: { id: documentId } }, 'FIELD_INVALID', 'logo'],
      [{ logo: { id: 99_999_999 } }, 'FIELD_INVALID', 'logo'],
      [{ paymentUntil: '31.12.2027' }, 'FIELD_INVALID', 'paymentUntil'],
      [{ colour: 'red' }, 'UNKNOWN_FIELD', 'colour'],
      // every text is bounded, the read-only public link id too (it was ignored and the club written)
      [{ publicLinkId: LONG }, 'FIELD_MAXLENGTH_255', 'publicLinkId'],
      [{ publicLinkId: 'x'.repeat(256) }, 'FIELD_MAXLENGTH_255', 'publicLinkId'],
      ...SHORT_TEXTS.map((field): [Record<string, unknown>, string, string] => [
        { [field]: LONG },
        'FIELD_MAXLENGTH_255',
        field,
      ]),
      ...['firstName', 'lastName', 'email', 'telephone'].map(
        (field): [Record<string, unknown>, string, string] => [
          { contact: { [field]: LONG } },
          'FIELD_MAXLENGTH_255',
          `contact.${field}`,
        ],
      ),
      ...['name', 'bic', 'iban'].map((field): [Record<string, unknown>, string, string] => [
        bank({ name: 'Erste', [field]: LONG }),
        'FIELD_MAXLENGTH_255',
        `bankInformation.${field}`,
      ]),
      [{ websiteLink: `https://${LONG}` }, 'FIELD_INVALID', 'websiteLink'],
      [{ googleMapsLink: `https://${LONG}` }, 'FIELD_INVALID', 'googleMapsLink'],
      [
        { notificationBlocks: [{ type: { id: 1 }, text: LONG }] },
        'FIELD_INVALID',
        'notificationBlocks.0.text',
      ],
    ];
    for (const [change, key, field] of cases) {
      const input = { ...clubBody('Gültig'), ...change };
      for (const answer of [
        await as('admin').post('clubs', input),
        await as('admin').put(`clubs/${ownId}`, input),
      ]) {
        expect(answer.status, JSON.stringify(change)).toBe(400);
        const errors = answer.body.errors ?? [{ key: answer.body.error, field: answer.body.field }];
        expect(errors, JSON.stringify(change)).toContainEqual(expect.objectContaining({ key, field }));
      }
    }
    // a bank name with both missing marks both fields
    const both = await as('admin').post('clubs', { ...clubBody('Gültig'), ...bank({ name: 'Erste' }) });
    expect(both.body.errors.map((e: Json) => e.field)).toEqual([
      'bankInformation.bic',
      'bankInformation.iban',
    ]);
    expect(await count()).toBe(before);
    expect((await as('admin').get(`clubs/${ownId}`)).body.name).toBe('Eigener Verein');
  });

  it('when a valid Austrian IBAN is given with spaces then it is stored without them', async () => {
    const created = await as('admin').post(
      'clubs',
      clubBody('IBAN Verein', { bankInformation: { name: 'Bank', iban: 'at61 1904 3002 3457 3201' } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.bankInformation).toEqual({ name: 'Bank', bic: null, iban: 'AT611904300234573201' });
    const empty = await as('admin').put(`clubs/${created.body.id}`, {
      ...clubBody('IBAN Verein'),
      bankInformation: { name: '', bic: '', iban: '' },
      contact: null,
    });
    expect(empty.body.bankInformation).toBeNull();
    expect(empty.body.contact).toEqual({
      salutation: null,
      firstName: null,
      lastName: null,
      fullName: null,
      email: null,
      telephone: null,
    });
  });

  it('when clubs are listed then filters, sorting and paging apply', async () => {
    const admin = as('admin');
    for (const [name, zip, city, paymentUntil] of [
      ['Filter Alpha', '4020', 'Linz', '2026-01-15'],
      ['Filter Beta', '4021', 'Linz', '2026-06-30'],
      ['Filter Gamma', '5020', 'Salzburg', null],
    ] as const) {
      await admin.post('clubs', clubBody(name, { zip, city, address: `${name}gasse 3`, paymentUntil }));
    }
    const names = async (query: string) => {
      const { status, body } = await admin.get(`clubs?size=1000&name=filter&${query}`);
      expect(status, query).toBe(200);
      return body.content.map((c: Json) => c.name);
    };
    expect(await names('')).toEqual(['Filter Alpha', 'Filter Beta', 'Filter Gamma']);
    expect(await names('sort=name,desc')).toEqual(['Filter Gamma', 'Filter Beta', 'Filter Alpha']);
    expect(await names('city=linz')).toEqual(['Filter Alpha', 'Filter Beta']);
    expect(await names('zip=402')).toEqual(['Filter Alpha', 'Filter Beta']);
    expect(await names('address=gammagasse')).toEqual(['Filter Gamma']);
    expect(await names('paymentUntilFrom=2026-02-01')).toEqual(['Filter Beta']);
    expect(await names('paymentUntilTo=2026-02-01')).toEqual(['Filter Alpha']);
    expect(await names('paymentUntilFrom=2026-01-15&paymentUntilTo=2026-06-30')).toEqual([
      'Filter Alpha',
      'Filter Beta',
    ]);
    const beta = (await admin.get('clubs?name=Filter%20Beta')).body.content[0].id;
    await admin.put('clubs/updateActive', { id: beta, active: false });
    expect(await names('active=true')).toEqual(['Filter Alpha', 'Filter Gamma']);
    expect(await names('active=false')).toEqual(['Filter Beta']);
    const paged = await admin.get('clubs?name=filter&size=2&page=1');
    expect(paged.body).toMatchObject({ totalElements: 3, content: [{ name: 'Filter Gamma' }] });
    for (const query of [
      'size=1001',
      'size=0',
      'page=-1',
      'sort=bankIban,asc',
      'active=maybe',
      'paymentUntilFrom=x',
      'y=1',
    ]) {
      expect((await admin.get(`clubs?${query}`)).status, query).toBe(400);
    }
    expect((await admin.get('clubs?size=1000')).status).toBe(200);
  });

  it('when public clubs are listed then only active, listed ones unless an admin includes unlisted', async () => {
    const admin = as('admin');
    const listed = await admin.post('clubs', clubBody('Öffentlich Sichtbar'));
    const unlisted = await admin.post('clubs', clubBody('Öffentlich Versteckt', { unlisted: true }));
    const blocked = await admin.post('clubs', clubBody('Öffentlich Gesperrt', { active: false }));
    const ids = async (query: string, who = 'guest') => {
      const { status, body } = await as(who).get(`publicResources/clubs?name=öffentlich&${query}`);
      expect(status, `${who} ${query}`).toBe(200);
      return body.content.map((c: Json) => c.id);
    };
    expect(await ids('')).toEqual([listed.body.id]);
    expect(await ids('', 'shooter')).toEqual([listed.body.id]);
    // payment state and invoice data are not public
    const [visible] = (await as('guest').get('publicResources/clubs?name=öffentlich')).body.content;
    expect(visible).toMatchObject({ name: 'Öffentlich Sichtbar' });
    for (const hidden of ['paymentUntil', 'bmdAccountNumber', 'invoiceName', 'invoiceMail']) {
      expect(visible, hidden).not.toHaveProperty(hidden);
    }
    // by name: "Sichtbar" before "Versteckt"
    expect(await ids('includeUnlisted=true', 'admin')).toEqual([listed.body.id, unlisted.body.id]);
    expect(await ids('includeUnlisted=true', 'portal')).toHaveLength(2);
    expect((await as('guest').get('publicResources/clubs?includeUnlisted=true')).status).toBe(401);
    expect((await as('shooter').get('publicResources/clubs?includeUnlisted=true')).status).toBe(403);
    expect((await as('clubOwn').get('publicResources/clubs?includeUnlisted=true')).status).toBe(403);
    expect(await ids('', 'admin')).not.toContain(blocked.body.id);
    const pub = await as('guest').get('publicResources/clubsPubList?name=öffentlich');
    expect(pub.body.content.map((c: Json) => c.id)).toEqual([listed.body.id]);
  });

  it('when a club is created, edited, blocked and deleted then events with versions land in the outbox', async () => {
    const created = await as('admin').post('clubs', clubBody('Ereignis'));
    const id = created.body.id;
    const edited = await as('admin').put(`clubs/${id}`, clubBody('Ereignis Neu'));
    await as('admin').put('clubs/updateActive', { id, active: false });
    await as('admin').del(`clubs/${id}`);
    const events = await eventsOf(id);
    expect(events.map((e) => [e.type, e.version, e.producer])).toEqual([
      ['catalog.club.upserted', 1, 'catalog'],
      ['catalog.club.upserted', 2, 'catalog'],
      ['catalog.club.upserted', 3, 'catalog'],
      ['catalog.club.deleted', 4, 'catalog'],
    ]);
    expect(events[0].payload).toEqual(created.body);
    expect(events[1].payload).toEqual(edited.body);
    expect(events[3].payload).toEqual({ id });
  });
});
