import { ORDER_EVENTS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setItemPayment } from '../src/domain/orders/payment-state';
import {
  prepareOverHttp,
  reserveBody,
  reserveOverHttp,
  startRegistrations,
  type Registrations,
} from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken, type Json } from './support';

const CLUB_A = 1; // competitionSnapshot's club
const CLUB_B = 2;
const ADMIN = 900;
const PORTAL_ADMIN = 901;

/**
 * The back-office order administration (issue 11 items 4-6, docs/order-admin.md): every action for
 * every role, every success key, bad input refused with its key and nothing changed, and a squad
 * swap racing real sign-ups keeping the seat invariant.
 */
describe('order administration: orders, order items, toggles, edit and change squad', () => {
  let r: Registrations;
  let base: string;
  let nextShooter = 1000;
  const t: Record<string, string> = {};

  const query = <T = Json>(text: string, values: unknown[] = []) => r.query<T>(text, values);
  const api = (method: string, path: string, body: unknown, who?: string) =>
    call(base, method, path, body, who ? t[who] : undefined);
  const outbox = async (type: string) =>
    (
      await query<{ envelope: { payload: Json } }>(
        'SELECT envelope FROM registration.outbox WHERE type = $1 ORDER BY id',
        [type],
      )
    ).map((row) => row.envelope.payload);
  const item = async (id: number) =>
    (
      await query(
        `SELECT squad_id AS "squadId", squad_stand_id AS "standId", waiting_list AS "waitingList",
           paid, paid2, cancelled, first_name AS "firstName", email, user_id AS "userId"
         FROM registration.order_items WHERE id = $1`,
        [id],
      )
    )[0] as Json;
  const occupancy = async (squadId: number) =>
    (
      await query('SELECT taken, held, waiting, size FROM registration.squad_occupancy WHERE squad_id = $1', [
        squadId,
      ])
    )[0] as Json;

  /** A shooter signs up for real (prepareOrder, updateStand, reserveOrder) and answers the item. */
  async function signUp(competitionId: number, squadId: number, standId?: number) {
    const shooter = nextShooter++;
    const token = await shooterToken(r.keys, shooter);
    const { orderId, first } = await prepareOverHttp(base, competitionId, squadId, token);
    if (standId !== undefined) {
      const stand = await call(
        base,
        'PUT',
        `publicResources/updateStand/${first.token}`,
        { orderItems: [{ squadStandId: standId }] },
        token,
      );
      expect(stand.status, JSON.stringify(stand.body)).toBe(200);
    }
    await reserveOverHttp(base, first.token, token);
    return { itemId: first.id as number, orderId, shooter, waitingList: first.waitingList };
  }

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'orderadmin');
    base = r.bases[0]!;
    t.admin = await r.adminToken(ADMIN);
    t.portal = await r.portalAdminToken(PORTAL_ADMIN);
    t.clubA = await r.clubAdminToken(CLUB_A);
    t.clubB = await r.clubAdminToken(CLUB_B);
    t.shooter = await shooterToken(r.keys, 77);
    t.guest = await r.keys.sign({
      sub: '78',
      username: 'guest78',
      roles: ['ROLE_GUEST'],
      permissions: ['IS_GUEST'],
    });
    const stands = (squad: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: squad * 10 + i + 1, name: `Stand ${i + 1}` }));
    await r.publishCompetition(
      competitionSnapshot(1, [
        { id: 11, squadSize: 2, maxWaitingListSize: 2, stands: stands(11, 2) },
        { id: 12, squadSize: 2, maxWaitingListSize: 1, stands: stands(12, 2) },
        { id: 13, squadSize: 3, maxWaitingListSize: 0 },
      ]),
    );
    await r.publishCompetition(competitionSnapshot(2, [{ id: 21, squadSize: 5, maxWaitingListSize: 0 }]));
    await r.publishCompetition(
      competitionSnapshot(3, [{ id: 31, squadSize: 5, maxWaitingListSize: 0 }], {
        club: { id: CLUB_B, name: 'SV B', hasBankInformation: true },
      } as Json),
    );
    await r.publishCompetition(
      competitionSnapshot(4, [
        { id: 41, squadSize: 6, maxWaitingListSize: 0 },
        { id: 42, squadSize: 6, maxWaitingListSize: 0 },
      ]),
    );
  }, 60_000);
  afterAll(async () => {
    await r?.stop();
  });

  it('lists a competition’s registrations per role: privileged columns, own club only, filters, sorting, paging', async () => {
    const a = await signUp(2, 21);
    const b = await signUp(2, 21);
    await signUp(3, 31);
    const admin = await api('GET', 'orderItems?competitionId=2&sort=id,asc', undefined, 'admin');
    expect(admin.status).toBe(200);
    expect(admin.body.totalElements).toBe(2);
    expect(admin.body.content.map((row: Json) => row.id)).toEqual([a.itemId, b.itemId]);
    expect(admin.body.content[0]).toMatchObject({
      orderId: a.orderId,
      userId: a.shooter,
      competitionName: 'Match 2',
      squadName: 'Squad 21',
      paid: false,
      paid2: false,
      cancelled: false,
      registrationEnded: false,
      archive: false,
    });
    const portal = await api('GET', 'orderItems?competitionId=2', undefined, 'portal');
    expect(portal.body.content[0].userId).toBe(a.shooter);
    const club = await api('GET', 'orderItems?competitionId=2&sort=id,desc&size=1', undefined, 'clubA');
    expect(club.status).toBe(200);
    expect(club.body).toMatchObject({ totalElements: 2 });
    expect(club.body.content).toHaveLength(1);
    expect(club.body.content[0]).toMatchObject({ id: b.itemId, userId: null });
    const page2 = await api(
      'GET',
      'orderItems?competitionId=2&sort=id,desc&size=1&page=1',
      undefined,
      'clubA',
    );
    expect(page2.body.content[0].id).toBe(a.itemId);
    expect((await api('GET', 'orderItems?competitionId=3', undefined, 'clubA')).body.error).toBe(
      'PERMISSION_DENIED',
    );
    expect((await api('GET', 'orderItems?competitionId=3', undefined, 'clubB')).body.totalElements).toBe(1);
    for (const who of ['shooter', 'guest']) {
      const refused = await api('GET', 'orderItems?competitionId=2', undefined, who);
      expect([refused.status, refused.body.error]).toEqual([403, 'PERMISSION_DENIED']);
    }
    const anonymous = await api('GET', 'orderItems?competitionId=2', undefined, undefined);
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'Unauthorized']);
    expect((await api('GET', 'orderItems?competitionId=999', undefined, 'admin')).body.error).toBe(
      'COMPETITION_DOESNT_EXIST',
    );
    expect((await api('GET', 'orderItems?competitionId=2&sort=token,asc', undefined, 'admin')).status).toBe(
      400,
    );
    expect((await api('GET', 'orderItems', undefined, 'admin')).body.error).toBe('FIELD_IS_REQUIRED');
    await api('PUT', 'orderItems/pay', { id: a.itemId, paid: true }, 'admin');
    const paid = await api('GET', 'orderItems?competitionId=2&paid=true', undefined, 'admin');
    expect(paid.body.content.map((row: Json) => row.id)).toEqual([a.itemId]);
    const search = await api('GET', `orderItems?competitionId=2&search=SCH%C3%9CTZ`, undefined, 'admin');
    expect(search.body.totalElements).toBe(2);
    const one = await api('GET', `orderItems/${a.itemId}`, undefined, 'clubA');
    expect(one.body).toMatchObject({ id: a.itemId, firstName: 'Anna', lastName: 'Schütz', userId: null });
    expect((await api('GET', `orderItems/${a.itemId}`, undefined, 'clubB')).status).toBe(403);
    expect((await api('GET', 'orderItems/99999', undefined, 'admin')).body.error).toBe(
      'ORDER_ITEM_NOT_FOUND',
    );
  });

  it('pay and second pay toggle per item with SUCCESS_PAY / SUCCESS_UNPAY, one event per real change', async () => {
    const a = await signUp(2, 21);
    const before = (await outbox(ORDER_EVENTS.orderItemPaymentChanged)).length;
    const pay = await api('PUT', 'orderItems/pay', { id: a.itemId, paid: true }, 'clubA');
    expect(pay.status).toBe(200);
    expect(pay.body.message).toBe('SUCCESS_PAY');
    expect(pay.body.items[0]).toMatchObject({ id: a.itemId, paid: true, paid2: false });
    const again = await api('PUT', 'orderItems/pay', { id: a.itemId, paid: true }, 'admin');
    expect(again.body.message).toBe('SUCCESS_PAY');
    const pay2 = await api('PUT', 'orderItems/pay2', { id: a.itemId, paid2: true }, 'portal');
    expect(pay2.body).toMatchObject({ message: 'SUCCESS_PAY', items: [{ paid: true, paid2: true }] });
    const unpay = await api('PUT', 'orderItems/pay', { id: a.itemId, paid: false }, 'admin');
    expect(unpay.body.message).toBe('SUCCESS_UNPAY');
    const unpay2 = await api('PUT', 'orderItems/pay2', { id: a.itemId, paid2: false }, 'clubA');
    expect(unpay2.body.message).toBe('SUCCESS_UNPAY');
    const events = (await outbox(ORDER_EVENTS.orderItemPaymentChanged)).slice(before);
    expect(events.map((e: Json) => [e.itemId, e.paid, e.paid2, e.by, e.paymentId])).toEqual([
      [a.itemId, true, false, 'ADMINISTRATOR', null],
      [a.itemId, true, true, 'ADMINISTRATOR', null],
      [a.itemId, false, true, 'ADMINISTRATOR', null],
      [a.itemId, false, false, 'ADMINISTRATOR', null],
    ]);
    expect(events[0]).toMatchObject({
      orderId: a.orderId,
      competitionId: 2,
      squadId: 21,
      email: 'anna@example.org',
    });

    // refused: nothing changes
    const refusals: [string, unknown, string | undefined, number, string][] = [
      ['orderItems/pay', { id: a.itemId, paid: true }, 'clubB', 403, 'PERMISSION_DENIED'],
      ['orderItems/pay', { id: a.itemId, paid: true }, 'shooter', 403, 'PERMISSION_DENIED'],
      ['orderItems/pay', { id: a.itemId, paid: true }, undefined, 401, 'Unauthorized'],
      ['orderItems/pay', { id: a.itemId, paid: true }, 'guest', 403, 'PERMISSION_DENIED'],
      ['orderItems/pay', { id: 99999, paid: true }, 'admin', 404, 'ORDER_ITEM_NOT_FOUND'],
      ['orderItems/pay', { id: a.itemId, paid: 'yes' }, 'admin', 400, 'FIELD_INVALID'],
      ['orderItems/pay', { id: a.itemId }, 'admin', 400, 'FIELD_IS_REQUIRED'],
      ['orderItems/pay2', { id: a.itemId, paid: true }, 'admin', 400, 'FIELD_IS_REQUIRED'], // paid2 missing (paid is unknown)
      ['orderItems/pay2', { id: a.itemId, paid2: true, extra: 1 }, 'admin', 400, 'UNKNOWN_FIELD'],
      ['orderItems/pay', { id: 2 ** 31, paid: true }, 'admin', 400, 'FIELD_INVALID'],
    ];
    for (const [path, body, who, status, key] of refusals) {
      const answer = await api('PUT', path, body, who);
      expect([path, JSON.stringify(body), who, answer.status, answer.body.error]).toEqual([
        path,
        JSON.stringify(body),
        who,
        status,
        key,
      ]);
    }
    expect(await item(a.itemId)).toMatchObject({ paid: false, paid2: false });
    expect((await outbox(ORDER_EVENTS.orderItemPaymentChanged)).length).toBe(before + 4);
  });

  it('setItemPayment (provider payments): one event per changed item with the payment id, none when nothing changes', async () => {
    await r.publishCompetition(competitionSnapshot(7, [{ id: 71, squadSize: 2, maxWaitingListSize: 0 }]));
    const a = await signUp(7, 71);
    const b = await signUp(7, 71);
    const db = r.services[0]!.ctx.db;
    const before = (await outbox(ORDER_EVENTS.orderItemPaymentChanged)).length;
    const changed = await db.transaction((tx) =>
      setItemPayment(tx, [b.itemId, a.itemId, a.itemId], { paid2: true }, 'PROVIDER', 'pay_42'),
    );
    expect(changed).toEqual([
      { itemId: a.itemId, paid: false, paid2: true },
      { itemId: b.itemId, paid: false, paid2: true },
    ]);
    const events = (await outbox(ORDER_EVENTS.orderItemPaymentChanged)).slice(before);
    expect(events.map((e: Json) => [e.itemId, e.paid2, e.by, e.paymentId])).toEqual([
      [a.itemId, true, 'PROVIDER', 'pay_42'],
      [b.itemId, true, 'PROVIDER', 'pay_42'],
    ]);
    // a redelivered payment and an empty change write nothing
    expect(
      await db.transaction((tx) => setItemPayment(tx, [a.itemId], { paid2: true }, 'PROVIDER', 'pay_42')),
    ).toEqual([]);
    expect(await db.transaction((tx) => setItemPayment(tx, [a.itemId], {}, 'PROVIDER', 'pay_42'))).toEqual(
      [],
    );
    expect((await outbox(ORDER_EVENTS.orderItemPaymentChanged)).length).toBe(before + 2);
    expect(await item(a.itemId)).toMatchObject({ paid: false, paid2: true });
  });

  it('cancel frees the place and promotes the waiting list; uncancel takes a place back or answers SQUAD_FULL', async () => {
    const first = await signUp(1, 11, 111);
    const second = await signUp(1, 11, 112);
    const waiting = await signUp(1, 11);
    expect(waiting.waitingList).toBe(true);
    expect(await occupancy(11)).toMatchObject({ taken: 2, waiting: 1 });

    expect(
      (await api('PUT', 'orderItems/cancel', { id: first.itemId, cancelled: true }, 'clubB')).status,
    ).toBe(403);
    const cancel = await api('PUT', 'orderItems/cancel', { id: first.itemId, cancelled: true }, 'clubA');
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      message: 'SUCCESS_CANCEL',
      items: [{ id: first.itemId, cancelled: true }],
    });
    expect(await item(waiting.itemId)).toMatchObject({ waitingList: false, cancelled: false });
    expect(await occupancy(11)).toMatchObject({ taken: 2, waiting: 0 });
    const cancelled = (await outbox(ORDER_EVENTS.orderItemCancelled)).filter(
      (e: Json) => e.itemId === first.itemId,
    );
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ by: 'ADMINISTRATOR', promotedItemIds: [waiting.itemId] });
    // a repeated cancel changes nothing and writes no second event
    const again = await api('PUT', 'orderItems/cancel', { id: first.itemId, cancelled: true }, 'admin');
    expect(again.body.message).toBe('SUCCESS_CANCEL');
    expect(
      (await outbox(ORDER_EVENTS.orderItemCancelled)).filter((e: Json) => e.itemId === first.itemId),
    ).toHaveLength(1);

    // the squad is full: the uncancel is refused and nothing changes
    const full = await api('PUT', 'orderItems/cancel', { id: first.itemId, cancelled: false }, 'admin');
    expect([full.status, full.body.error]).toEqual([409, 'SQUAD_FULL']);
    expect(await item(first.itemId)).toMatchObject({ cancelled: true });
    // a place comes free: the uncancel takes it (its stand is free again, so it keeps it)
    await api('PUT', 'orderItems/cancel', { id: second.itemId, cancelled: true }, 'admin');
    const back = await api('PUT', 'orderItems/cancel', { id: first.itemId, cancelled: false }, 'clubA');
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      message: 'SUCCESS_UNCANCEL',
      items: [{ cancelled: false, squadStandId: 111 }],
    });
    expect(await occupancy(11)).toMatchObject({ taken: 2, waiting: 0 });
    expect(
      (await outbox(ORDER_EVENTS.orderItemUncancelled)).some((e: Json) => e.itemId === first.itemId),
    ).toBe(true);
    const list = await api('GET', 'orderItems?competitionId=1&cancelled=true', undefined, 'admin');
    expect(list.body.content.map((row: Json) => row.id)).toEqual([second.itemId]);
  });

  it('orders: list per role, details, pay and cancel of a whole order set every item', async () => {
    const a = await signUp(2, 21);
    const listed = await api('GET', `orders?search=${a.orderId}`, undefined, 'admin');
    expect(listed.status).toBe(200);
    expect(listed.body.content).toEqual([
      expect.objectContaining({
        id: a.orderId,
        itemCount: 1,
        paid: false,
        cancelled: false,
        competitionNames: ['Match 2'],
      }),
    ]);
    const all = await api('GET', 'orders?size=100', undefined, 'admin');
    const clubB = await api('GET', 'orders?size=100', undefined, 'clubB');
    expect(clubB.body.totalElements).toBe(1); // only its own club's competition 3
    expect(all.body.totalElements).toBeGreaterThan(clubB.body.totalElements);
    expect((await api('GET', 'orders', undefined, 'portal')).status).toBe(403);
    expect((await api('GET', 'orders', undefined, 'shooter')).status).toBe(403);

    const details = await api('GET', `orders/${a.orderId}`, undefined, 'clubA');
    expect(details.body).toMatchObject({ id: a.orderId, orderItems: [{ id: a.itemId }] });
    expect((await api('GET', `orders/${a.orderId}`, undefined, 'clubB')).body.error).toBe(
      'ORDER_ITEM_NOT_FOUND',
    );

    const pay = await api('PUT', 'orders/pay', { id: a.orderId, paid: true }, 'clubA');
    expect(pay.body).toMatchObject({ message: 'SUCCESS_PAY', items: [{ paid: true }] });
    expect((await api('GET', `orders/${a.orderId}`, undefined, 'admin')).body.paid).toBe(true);
    const unpay = await api('PUT', 'orders/pay', { id: a.orderId, paid: false }, 'admin');
    expect(unpay.body.message).toBe('SUCCESS_UNPAY');
    expect((await api('PUT', 'orders/pay', { id: a.orderId, paid: true }, 'clubB')).body.error).toBe(
      'ORDER_ITEM_NOT_FOUND',
    );
    expect(await item(a.itemId)).toMatchObject({ paid: false });

    const cancel = await api('PUT', 'orders/cancel', { id: a.orderId, cancelled: true }, 'admin');
    expect(cancel.body).toMatchObject({ message: 'SUCCESS_CANCEL', items: [{ cancelled: true }] });
    expect((await api('GET', `orders/${a.orderId}`, undefined, 'admin')).body.cancelled).toBe(true);
    const uncancel = await api('PUT', 'orders/cancel', { id: a.orderId, cancelled: false }, 'clubA');
    expect(uncancel.body).toMatchObject({ message: 'SUCCESS_UNCANCEL', items: [{ cancelled: false }] });
    expect((await api('PUT', 'orders/cancel', { id: 99999, cancelled: true }, 'admin')).status).toBe(404);
    expect((await api('PUT', 'orders/cancel', { id: a.orderId }, 'admin')).body.error).toBe(
      'FIELD_IS_REQUIRED',
    );
  });

  it('the edit saves names, choices, stand and squad with SUCCESS_ORDER_ITEM_EDIT; bad input changes nothing', async () => {
    const a = await signUp(1, 12, 121);
    const b = await signUp(1, 12, 122);
    const body = { firstName: 'Berta', lastName: 'Blume', email: 'berta@example.org', squadStandId: 121 };
    const saved = await api('PUT', `orderItems/${a.itemId}`, { ...body, country: 'at' }, 'clubA');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: 'SUCCESS_ORDER_ITEM_EDIT',
      item: { firstName: 'Berta', lastName: 'Blume', email: 'berta@example.org', country: 'at' },
    });
    const refusals: [unknown, string | undefined, number, string, string?][] = [
      [{ ...body, firstName: '' }, 'admin', 400, 'FIELD_IS_REQUIRED', 'firstName'],
      [
        { lastName: 'X', email: 'x@example.org', squadStandId: 121 },
        'admin',
        400,
        'FIELD_IS_REQUIRED',
        'firstName',
      ],
      [{ ...body, email: 'not-a-mail' }, 'admin', 400, 'EMAIL_FORMAT', 'email'],
      [{ ...body, squadStandId: null }, 'admin', 400, 'FIELD_IS_REQUIRED', 'squadStandId'],
      [{ ...body, squadStandId: 122 }, 'admin', 409, 'SQUAD_STAND_NOT_FOUND', 'squadStandId'],
      [{ ...body, squadStandId: 211 }, 'admin', 404, 'SQUAD_STAND_NOT_FOUND', 'squadStandId'],
      [{ ...body, squadId: 21, squadStandId: null }, 'admin', 400, 'SQUAD_MISSING', 'squadId'],
      [{ ...body, userId: 5 }, 'clubA', 403, 'PERMISSION_DENIED', 'userId'],
      [{ ...body, userId: 5 }, 'admin', 404, 'NO_USER', 'userId'],
      [body, 'clubB', 403, 'PERMISSION_DENIED', undefined],
      [body, 'shooter', 403, 'PERMISSION_DENIED', undefined],
    ];
    for (const [input, who, status, key, field] of refusals) {
      const answer = await api('PUT', `orderItems/${a.itemId}`, input, who);
      expect([JSON.stringify(input), who, answer.status, answer.body.error, answer.body.field]).toEqual([
        JSON.stringify(input),
        who,
        status,
        key,
        field,
      ]);
    }
    expect(await item(a.itemId)).toMatchObject({ firstName: 'Berta', standId: 121, squadId: 12 });
    // a move to another squad of the competition (a place there, the stand of that squad)
    const moved = await api(
      'PUT',
      `orderItems/${b.itemId}`,
      { ...body, squadId: 13, squadStandId: null },
      'admin',
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await item(b.itemId)).toMatchObject({ squadId: 13, standId: null });
    expect(await occupancy(12)).toMatchObject({ taken: 1 });
    expect(await occupancy(13)).toMatchObject({ taken: 1 });
    const moveEvent = (await outbox(ORDER_EVENTS.orderItemSquadChanged)).find(
      (e: Json) => e.itemId === b.itemId,
    );
    expect(moveEvent).toMatchObject({ fromSquadId: 12, squadId: 13, swappedWithItemId: null });
    // a cancelled registration is not edited
    await api('PUT', 'orderItems/cancel', { id: b.itemId, cancelled: true }, 'admin');
    const cancelled = await api('PUT', `orderItems/${b.itemId}`, { ...body, squadStandId: null }, 'admin');
    expect([cancelled.status, cancelled.body.error]).toEqual([409, 'ORDER_ITEM_NOT_FOUND']);
  });

  it('the edit moving a registration into a squad with stands needs a stand, also for a waiting entry that gets a place there', async () => {
    await r.publishCompetition(
      competitionSnapshot(6, [
        { id: 61, squadSize: 1, maxWaitingListSize: 1 },
        { id: 62, squadSize: 2, maxWaitingListSize: 0, stands: [{ id: 621, name: 'S1' }] },
      ]),
    );
    const placed = await signUp(6, 61);
    const waiting = await signUp(6, 61);
    expect(await item(waiting.itemId)).toMatchObject({ waitingList: true });
    const body = { firstName: 'Wanda', lastName: 'Warte', email: 'wanda@example.org', squadId: 62 };
    for (const input of [body, { ...body, squadStandId: null }]) {
      const answer = await api('PUT', `orderItems/${waiting.itemId}`, input, 'admin');
      expect([answer.status, answer.body.error, answer.body.field]).toEqual([
        400,
        'FIELD_IS_REQUIRED',
        'squadStandId',
      ]);
    }
    expect(await item(waiting.itemId)).toMatchObject({ squadId: 61, waitingList: true, standId: null });
    expect(await occupancy(62)).toMatchObject({ taken: 0 });
    const moved = await api('PUT', `orderItems/${waiting.itemId}`, { ...body, squadStandId: 621 }, 'admin');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await item(waiting.itemId)).toMatchObject({ squadId: 62, waitingList: false, standId: 621 });
    // the only stand is taken now: the next move there goes without one
    const second = await api('PUT', `orderItems/${placed.itemId}`, { ...body, squadStandId: 621 }, 'admin');
    expect([second.status, second.body.error]).toEqual([409, 'SQUAD_STAND_NOT_FOUND']);
    const standless = await api('PUT', `orderItems/${placed.itemId}`, body, 'admin');
    expect(standless.status, JSON.stringify(standless.body)).toBe(200);
    expect(await occupancy(62)).toMatchObject({ taken: 2 });
  });

  it('change squad swaps two registrations with their places and stands; bad pairs change nothing', async () => {
    await r.publishCompetition(
      competitionSnapshot(5, [
        { id: 51, squadSize: 1, maxWaitingListSize: 1, stands: [{ id: 511, name: 'A' }] },
        { id: 52, squadSize: 1, maxWaitingListSize: 1, stands: [{ id: 521, name: 'B' }] },
      ]),
    );
    const x = await signUp(5, 51, 511);
    const y = await signUp(5, 52, 521);
    const w = await signUp(5, 52);
    expect(w.waitingList).toBe(true);
    const other = await signUp(2, 21);
    const before = [await occupancy(51), await occupancy(52)];

    const refusals: [number, unknown, string | undefined, number, string][] = [
      [x.itemId, { targetItemId: x.itemId }, 'admin', 400, 'FIELD_INVALID'],
      [y.itemId, { targetItemId: w.itemId }, 'admin', 400, 'FIELD_INVALID'], // same squad
      [x.itemId, { targetItemId: other.itemId }, 'admin', 400, 'FIELD_INVALID'], // another competition
      [x.itemId, { targetItemId: 99999 }, 'admin', 404, 'ORDER_ITEM_NOT_FOUND'],
      [x.itemId, { targetItemId: y.itemId }, 'clubB', 403, 'PERMISSION_DENIED'],
      [x.itemId, { targetItemId: y.itemId }, 'shooter', 403, 'PERMISSION_DENIED'],
      [x.itemId, {}, 'admin', 400, 'FIELD_IS_REQUIRED'],
      [x.itemId, { targetItemId: 'y' }, 'admin', 400, 'FIELD_INVALID'],
    ];
    for (const [id, body, who, status, key] of refusals) {
      const answer = await api('POST', `orderItems/changeSquad/${id}`, body, who);
      expect([id, JSON.stringify(body), who, answer.status, answer.body.error]).toEqual([
        id,
        JSON.stringify(body),
        who,
        status,
        key,
      ]);
    }
    expect(await item(x.itemId)).toMatchObject({ squadId: 51, standId: 511 });

    const swap = await api('POST', `orderItems/changeSquad/${x.itemId}`, { targetItemId: y.itemId }, 'clubA');
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
    expect(await item(x.itemId)).toMatchObject({ squadId: 52, standId: 521, waitingList: false });
    expect(await item(y.itemId)).toMatchObject({ squadId: 51, standId: 511, waitingList: false });
    expect([await occupancy(51), await occupancy(52)]).toEqual(before);
    const events = (await outbox(ORDER_EVENTS.orderItemSquadChanged)).filter((e: Json) =>
      [x.itemId, y.itemId].includes(e.itemId),
    );
    expect(events.map((e: Json) => [e.itemId, e.fromSquadId, e.squadId, e.swappedWithItemId])).toEqual([
      [x.itemId, 51, 52, y.itemId],
      [y.itemId, 52, 51, x.itemId],
    ]);
    // a place and a waiting entry swap too: each squad keeps its counts
    const placeWithWaiting = await api(
      'POST',
      `orderItems/changeSquad/${w.itemId}`,
      { targetItemId: y.itemId },
      'admin',
    );
    expect(placeWithWaiting.status).toBe(200);
    expect(await item(w.itemId)).toMatchObject({ squadId: 51, waitingList: false, standId: 511 });
    expect(await item(y.itemId)).toMatchObject({ squadId: 52, waitingList: true, standId: null });
    expect([await occupancy(51), await occupancy(52)]).toEqual(before);
    // a cancelled item cannot be swapped
    await api('PUT', 'orderItems/cancel', { id: y.itemId, cancelled: true }, 'admin');
    const gone = await api('POST', `orderItems/changeSquad/${x.itemId}`, { targetItemId: y.itemId }, 'admin');
    expect([gone.status, gone.body.error]).toEqual([404, 'ORDER_ITEM_NOT_FOUND']);
  });

  it('squad swaps racing real sign-ups keep the seat invariant and one registration per stand', async () => {
    const seeds = [await signUp(4, 41), await signUp(4, 41), await signUp(4, 42), await signUp(4, 42)];
    const shooters = Array.from({ length: 16 }, () => nextShooter++);
    const signUps = shooters.map(async (shooter, i) => {
      const token = await shooterToken(r.keys, shooter);
      const prepared = await call(
        base,
        'POST',
        'publicResources/prepareOrder',
        prepareBody(4, i % 2 ? 41 : 42),
        token,
      );
      if (prepared.status !== 200) return prepared.status;
      const reserved = await call(
        base,
        'POST',
        'publicResources/reserveOrder',
        reserveBody(prepared.body.orderItems[0].token),
        token,
      );
      return reserved.status;
    });
    const swaps = Array.from({ length: 8 }, (_, i) =>
      api(
        'POST',
        `orderItems/changeSquad/${seeds[i % 2]!.itemId}`,
        { targetItemId: seeds[2 + (i % 2)]!.itemId },
        'admin',
      ).then((answer) => answer.status),
    );
    const statuses = await Promise.all([...signUps, ...swaps]);
    expect(statuses.slice(16)).toEqual(Array(8).fill(200));
    // 4 seeds + 8 free places: exactly 8 sign-ups got one, the rest SQUAD_FULL
    expect(statuses.slice(0, 16).filter((s) => s === 200)).toHaveLength(8);
    for (const squadId of [41, 42]) {
      const row = await occupancy(squadId);
      const [live] = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
         WHERE i.squad_id = $1 AND NOT i.cancelled AND NOT i.released AND o.status IN ('PREPARE', 'RESERVED')`,
        [squadId],
      );
      expect(row.taken + row.held).toBe(live!.n);
      expect(row.taken + row.held).toBeLessThanOrEqual(row.size);
    }
    // every seed still holds exactly one place, in one of the two squads
    const seedRows = await Promise.all(seeds.map((seed) => item(seed.itemId)));
    expect(seedRows.map((row: Json) => row.cancelled)).toEqual([false, false, false, false]);
    expect(seedRows.filter((row: Json) => row.squadId === 41)).toHaveLength(2);
  });
});
