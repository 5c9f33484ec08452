import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeItemIn } from '../src/domain/orders/free-item';
import { startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken, type Json } from './support';

const PARTICIPANT_KEYS = [
  'clubName',
  'competitionClassName',
  'divisionName',
  'factorName',
  'firstName',
  'lastName',
  'squadName',
  'squadStandName',
  'waitingList',
];

/**
 * The public reads of sign-up against a real registration service: the participants table (rows,
 * privacy, premium-only sorting and searching, cancelled and expired registrations left out),
 * the registered icons and subscriptionInfo. Registrations are made through the sign-up calls.
 */
describe('participants, registered competitions and subscriptionInfo', () => {
  let r: Registrations;
  let keys: Registrations['keys'];
  let base: string;
  let events: Registrations['events'];
  const tokens: Record<string, string> = {};

  const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    r.query<T>(text, values);
  const get = (path: string, token?: string) => call(base, 'GET', path, undefined, token);
  const participants = (params: string, token?: string) =>
    get(`publicResources/orderItems?competitionId=200${params}`, token);

  /** prepareOrder then reserveOrder as the shooter; answers the item's id */
  async function signUp(
    token: string,
    squadId: number,
    person: { first: string; last: string },
    stand?: number,
  ) {
    const prepared = await call(
      base,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(200, squadId),
      token,
    );
    expect(prepared.status).toBe(200);
    const item = prepared.body.orderItems[0];
    if (stand)
      expect(
        (
          await call(
            base,
            'PUT',
            `publicResources/updateStand/${item.token}`,
            { orderItems: [{ squadStandId: stand }] },
            token,
          )
        ).status,
      ).toBe(200);
    const reserved = await call(
      base,
      'POST',
      'publicResources/reserveOrder',
      {
        token: item.token,
        order: {
          firstName: person.first,
          lastName: person.last,
          email: `${person.last.toLowerCase()}@example.org`,
          agbs: true,
          orderItems: [{ divisionId: 1, competitionClassId: 2, factorId: 3 }],
        },
      },
      token,
    );
    expect(reserved.status).toBe(200);
    return item.id as number;
  }

  beforeAll(async () => {
    r = await startRegistrations(1, { HOLD_SWEEP_INTERVAL_MS: '600000' }, 'rpart');
    ({ keys, events } = r);
    base = r.bases[0]!;

    await events.publish('catalog.club.upserted', 1, { id: 7, name: 'SV Nord' });
    await events.publish('catalog.club.upserted', 1, { id: 8, name: 'SV Süd' });
    await events.publish('catalog.reference-data.upserted', 1, {
      resource: 'divisions',
      id: 1,
      name: 'Open',
    });
    await events.publish('catalog.reference-data.upserted', 1, {
      resource: 'competitionClasses',
      id: 2,
      name: 'Senior',
    });
    await events.publish('catalog.reference-data.upserted', 1, { resource: 'factors', id: 3, name: 'Major' });
    await events.publish('catalog.reference-data.upserted', 1, {
      resource: 'levels',
      id: 4,
      name: 'Level II',
    });
    await events.publish(
      'catalog.competition.upserted',
      1,
      competitionSnapshot(200, [
        { id: 2001, squadSize: 2, maxWaitingListSize: 1, stands: [{ id: 20011, name: 'Stand A' }] },
        { id: 2002, squadSize: 2, maxWaitingListSize: 0 },
      ]),
    );
    await events.publish(
      'catalog.competition.upserted',
      1,
      competitionSnapshot(201, [{ id: 2011, squadSize: 2, maxWaitingListSize: 0 }], { timeout: 1 }),
    );
    await events.publish(
      'catalog.competition.upserted',
      1,
      competitionSnapshot(202, [{ id: 2021, squadSize: 2, maxWaitingListSize: 0 }], {
        viewType: 'INTERNAL',
      }),
    );
    await waitFor(async () => {
      const [row] = await query<{ n: number }>(
        `SELECT (SELECT count(*) FROM registration.reference_names)::int
           + (SELECT count(*) FROM registration.competitions)::int AS n`,
      );
      return row!.n === 8;
    });

    const unpaid = { paymentUntil: null };
    tokens.zoe = await shooterToken(keys, 501, { clubId: 7, ...unpaid });
    tokens.anna = await shooterToken(keys, 502, { clubId: 8 });
    tokens.cem = await shooterToken(keys, 503, { clubId: 8 }); // premium: he waits (docs/premium-features.md)
    tokens.carl = await shooterToken(keys, 504, { clubId: 7 });
    tokens.dora = await shooterToken(keys, 505, { clubId: 7 });
    tokens.emil = await shooterToken(keys, 506, { clubId: 7 });
    tokens.clubAdmin = await keys.sign({
      sub: '600',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: 1,
    });
    tokens.otherClubAdmin = await keys.sign({
      sub: '601',
      roles: ['ROLE_CLUB_ADMIN'],
      permissions: ['IS_CLUB_ADMIN'],
      clubId: 9,
    });
    tokens.admin = await keys.sign({ sub: '602', roles: ['ROLE_ADMIN'], permissions: ['IS_ADMIN'] });

    const zoeItem = await signUp(tokens.zoe, 2001, { first: 'Zoe', last: 'Berger' }, 20011);
    await signUp(tokens.anna, 2001, { first: 'Anna', last: 'Adler' });
    await signUp(tokens.cem, 2001, { first: 'Cem', last: 'Ziegler' }); // the squad is full: waiting list
    const carlItem = await signUp(tokens.carl, 2002, { first: 'Carl', last: 'Abel' });
    await r.services[0]!.ctx.db.transaction((tx) => freeItemIn(tx, carlItem)); // cancelled
    // a running hold (never reserved) and a hold that ran out are no participants
    expect(
      (await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(200, 2002), tokens.dora)).status,
    ).toBe(200);
    expect(
      (await call(base, 'POST', 'publicResources/prepareOrder', prepareBody(201, 2011), tokens.emil)).status,
    ).toBe(200);
    // the first payment of Zoe's registration (no payment call exists yet: set as the back-office would)
    await query('UPDATE registration.order_items SET paid = true WHERE id = $1', [zoeItem]);
    await waitFor(
      async () => (await query(`SELECT 1 FROM registration.orders WHERE status = 'EXPIRED'`)).length === 1,
      15_000,
    );
  });
  afterAll(() => r?.stop());

  describe('the participants table', () => {
    it('shows the live reserved registrations with names, in squad then name order, without e-mails or ids', async () => {
      const answer = await participants('');
      expect(answer.status).toBe(200);
      expect(answer.body.totalElements).toBe(3);
      expect(answer.body.content).toEqual([
        {
          firstName: 'Anna',
          lastName: 'Adler',
          clubName: 'SV Süd',
          squadName: 'Squad 2001',
          squadStandName: null,
          divisionName: 'Open',
          competitionClassName: 'Senior',
          factorName: 'Major',
          waitingList: false,
        },
        expect.objectContaining({ lastName: 'Berger', clubName: 'SV Nord', squadStandName: 'Stand A' }),
        expect.objectContaining({ lastName: 'Ziegler', waitingList: true }),
      ]);
      for (const row of answer.body.content as Json[])
        expect(Object.keys(row).sort()).toEqual(PARTICIPANT_KEYS);
      expect(JSON.stringify(answer.body)).not.toMatch(/example\.org|50[1-6]/);
    });

    it('leaves out cancelled registrations, running holds and holds that ran out', async () => {
      const names = ((await participants('&size=100')).body.content as Json[]).map((r) => r.lastName);
      expect(names).not.toContain('Abel');
      expect((await get('publicResources/orderItems?competitionId=201')).body).toEqual({
        content: [],
        totalElements: 0,
      });
    });

    it('pages', async () => {
      const second = await participants('&page=1&size=2');
      expect(second.body.totalElements).toBe(3);
      expect(second.body.content.map((r: Json) => r.lastName)).toEqual(['Ziegler']);
    });

    it('sorts and searches for premium users only; the others get 403 PREMIUM_FEATURE', async () => {
      for (const token of [undefined, tokens.zoe])
        for (const extra of ['&sort=lastName,desc', '&search=adl']) {
          expect(await participants(extra, token)).toEqual({
            status: 403,
            body: { error: 'PREMIUM_FEATURE' },
          });
        }
      const sorted = await participants('&sort=lastName,desc', tokens.anna);
      expect(sorted.body.content.map((r: Json) => r.lastName)).toEqual(['Ziegler', 'Berger', 'Adler']);
      const byClub = await participants('&sort=clubName,asc', tokens.clubAdmin);
      expect(byClub.body.content.map((r: Json) => r.clubName)).toEqual(['SV Nord', 'SV Süd', 'SV Süd']);
      const club = await participants('&search=nord', tokens.anna);
      expect(club.body).toMatchObject({ totalElements: 1, content: [{ lastName: 'Berger' }] });
      const fullName = await participants('&search=anna%20ad', tokens.admin);
      expect(fullName.body).toMatchObject({ totalElements: 1, content: [{ lastName: 'Adler' }] });
      const wildcard = await participants('&search=%25', tokens.anna);
      expect(wildcard.body.totalElements).toBe(0);
    });

    it('refuses bad input with the field and unknown competitions with COMPETITION_DOESNT_EXIST', async () => {
      // the path is shared with the cart list: without a competitionId it is the (guest's empty) cart
      expect((await get('publicResources/orderItems')).body).toMatchObject({ content: [], cartId: null });
      expect((await get('publicResources/orderItems?competitionId=x')).body).toMatchObject({
        field: 'competitionId',
      });
      expect((await participants('&sort=email,asc', tokens.anna)).status).toBe(400);
      expect((await participants('&cart=true')).status).toBe(400);
      expect((await participants('&size=0')).status).toBe(400);
      expect((await get('publicResources/orderItems?competitionId=2147483648')).status).toBe(400);
      // an INTERNAL competition (club 1): its page and participants are for admins and the club's users
      const internal = 'publicResources/orderItems?competitionId=202';
      for (const token of [undefined, tokens.anna])
        expect((await get(internal, token)).body).toEqual({ error: 'COMPETITION_DOESNT_EXIST' });
      for (const token of [tokens.admin, tokens.clubAdmin])
        expect((await get(internal, token)).body).toEqual({ content: [], totalElements: 0 });
      expect(await get('publicResources/orderItems?competitionId=999')).toEqual({
        status: 404,
        body: { error: 'COMPETITION_DOESNT_EXIST' },
      });
    });
  });

  describe('the registered icons', () => {
    it('answer the caller’s live registrations per competition with paid and waiting list', async () => {
      expect(await get('competitions/registrations', tokens.zoe)).toEqual({
        status: 200,
        body: [{ competitionId: 200, paid: true, waitingList: false }],
      });
      expect((await get('competitions/registrations', tokens.cem)).body).toEqual([
        { competitionId: 200, paid: false, waitingList: true },
      ]);
      // cancelled, a running hold, a hold that ran out: nothing registered
      for (const name of ['carl', 'dora', 'emil'])
        expect((await get('competitions/registrations', tokens[name])).body).toEqual([]);
      expect((await get('competitions/registrations')).status).toBe(401);
    });
  });

  describe('subscriptionInfo', () => {
    it('answers anybody the free counts for user 0', async () => {
      // 2001: 2 taken, waiting list 1 of 1; 2002: Carl's place back, Dora's hold running
      expect(await get('publicResources/subscriptionInfo/200/0')).toEqual({
        status: 200,
        body: {
          competitionId: 200,
          squadId: null,
          userId: 0,
          free: 1,
          waitingListFree: 0,
          signedUp: null,
          waitingList: null,
          paid: null,
        },
      });
      expect((await get('publicResources/subscriptionInfo/200/0/2002')).body).toMatchObject({
        squadId: 2002,
        free: 1,
      });
    });

    it('answers a user’s registration to that user, admins and the competition club’s admins only', async () => {
      const own = await get('publicResources/subscriptionInfo/200/503', tokens.cem);
      expect(own.body).toMatchObject({ signedUp: true, waitingList: true, paid: false, free: 1 });
      expect((await get('publicResources/subscriptionInfo/200/501/2001', tokens.admin)).body).toMatchObject({
        signedUp: true,
        waitingList: false,
        paid: true,
      });
      expect(
        (await get('publicResources/subscriptionInfo/200/501/2002', tokens.clubAdmin)).body,
      ).toMatchObject({
        signedUp: false,
      });
      expect((await get('publicResources/subscriptionInfo/200/504', tokens.carl)).body.signedUp).toBe(false);
      for (const token of [undefined, tokens.anna, tokens.otherClubAdmin])
        expect(await get('publicResources/subscriptionInfo/200/501', token)).toEqual({
          status: 403,
          body: { error: 'ACCESS_DENIED' },
        });
    });

    it('refuses unknown competitions and squads of another competition', async () => {
      expect((await get('publicResources/subscriptionInfo/999/0')).body).toEqual({
        error: 'COMPETITION_DOESNT_EXIST',
      });
      expect((await get('publicResources/subscriptionInfo/200/0/2011')).body).toMatchObject({
        error: 'SQUAD_MISSING',
      });
      expect((await get('publicResources/subscriptionInfo/200/x')).status).toBe(400);
      expect((await get('publicResources/subscriptionInfo/200/99999999999')).status).toBe(400);
      expect((await get('publicResources/subscriptionInfo/2147483648/0')).status).toBe(400);
    });
  });

  it('keeps the newest name of a club and keeps a deleted one for the registrations made before', async () => {
    const clubVersion = async (version: number) =>
      waitFor(
        async () =>
          (
            await query(
              `SELECT 1 FROM registration.reference_names WHERE kind = 'clubs' AND id = 7 AND version = $1`,
              [version],
            )
          ).length === 1,
      );
    await events.publish('catalog.club.upserted', 3, { id: 7, name: 'SV Nord 1920' });
    await clubVersion(3);
    await events.publish('catalog.club.upserted', 2, { id: 7, name: 'SV Nord alt' });
    await events.publish('catalog.club.deleted', 4, { id: 7 });
    await clubVersion(4);
    const rows = (await participants('')).body.content as Json[];
    expect(rows.find((r) => r.lastName === 'Berger').clubName).toBe('SV Nord 1920');
  });
});
