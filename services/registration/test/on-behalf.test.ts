import { IDENTITY_EVENTS, REGISTRATION_EVENTS, type UserUpsertedPayload } from '@portal/contracts';
import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken, userPayload, type Json } from './support';

const CLUB_A = 1;
const CLUB_B = 2;
// users in the replica (identity's events)
const ANNA = 501; // shooter of club A, deputised by BERT
const BERT = 502; // shooter of club A, deputy of ANNA
const CARL = 503; // shooter of club B
const DORA = 504; // inactive shooter of club A
const EMMA = 505; // shooter of club A, deleted later
const FRED = 506; // pending member of club A
const GINA = 508; // shooter of club A
const HANS = 509; // shooter of club A
// callers that are only tokens
const ADMIN = 601;
const PORTAL_ADMIN = 602;
const CLUB_ADMIN_A = 603;

/**
 * Signing up others (issue 10 item 9): who may act for whom, whose rules apply, who the order
 * belongs to, the locked personal fields of deputies, the answer without a cart.
 */
describe('sign-up for someone else: admins, club admins and deputies', () => {
  let r: Registrations;
  let keys: Registrations['keys'];
  let base: string;
  let events: Registrations['events'];
  const tokens: Record<string, string> = {};

  const query = <T = Json>(text: string, values: unknown[] = []) => r.query<T>(text, values);

  const user = (id: number, over: Partial<UserUpsertedPayload> = {}) =>
    userPayload(id, { clubId: CLUB_A, ...over });
  const publishUser = (payload: UserUpsertedPayload, version = 1) => r.publishUserPayload(payload, version);
  const publishCompetition = (snapshot: ReturnType<typeof competitionSnapshot>) =>
    r.publishCompetition(snapshot);
  const prepare = (caller: string | undefined, competitionId: number, squadId: number, userId?: number) =>
    call(
      base,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(competitionId, squadId, userId === undefined ? {} : { userId }),
      caller ? tokens[caller] : undefined,
    );
  const reserve = (caller: string, token: string, order: Record<string, unknown> = {}) =>
    call(
      base,
      'POST',
      'publicResources/reserveOrder',
      {
        token,
        order: {
          firstName: 'Typed',
          lastName: 'Name',
          email: 'typed@example.at',
          orderItems: [{ divisionId: 1, competitionClassId: 1, factorId: 1 }],
          ...order,
        },
      },
      tokens[caller],
    );
  const orderRow = async (orderId: number) =>
    (
      await query(
        `SELECT o.user_id, o.created_by, o.status, o.first_name, o.last_name, o.email,
           i.user_id AS item_user_id, i.created_by AS item_created_by, i.first_name AS item_first_name,
           i.email AS item_email, i.club_id
         FROM registration.orders o JOIN registration.order_items i ON i.order_id = o.id WHERE o.id = $1`,
        [orderId],
      )
    )[0];
  const expectRefused = (answer: { status: number; body: Json }, status: number, error: string) =>
    expect([answer.status, answer.body?.error]).toEqual([status, error]);

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'regob');
    ({ keys, events } = r);
    base = r.bases[0]!;

    // competitions: 300 of club A, 301 of club B, 302 national of club A, 303 of club B with
    // multiple registration; every squad with room
    await publishCompetition(competitionSnapshot(300, [{ id: 3000, squadSize: 20, maxWaitingListSize: 0 }]));
    await publishCompetition(
      competitionSnapshot(301, [{ id: 3010, squadSize: 20, maxWaitingListSize: 0 }], {
        club: { id: CLUB_B, name: 'SV B', hasBankInformation: true },
      }),
    );
    await publishCompetition(
      competitionSnapshot(302, [{ id: 3020, squadSize: 20, maxWaitingListSize: 0 }], {
        nationalCompetition: true,
      }),
    );
    await publishCompetition(
      competitionSnapshot(
        303,
        [
          { id: 3030, squadSize: 20, maxWaitingListSize: 0 },
          { id: 3031, squadSize: 20, maxWaitingListSize: 0 },
        ],
        { club: { id: CLUB_B, name: 'SV B', hasBankInformation: true }, multipleRegistrations: true },
      ),
    );
    await publishUser(user(ANNA, { deputyUserIds: [BERT] }));
    await publishUser(user(BERT));
    await publishUser(user(CARL, { clubId: CLUB_B }));
    await publishUser(user(DORA, { active: false }));
    await publishUser(user(EMMA));
    await publishUser(user(FRED, { clubMembership: 'PENDING' }));
    await publishUser(user(GINA));
    await publishUser(user(HANS));

    const sign = (id: number, roles: string[], permissions: string[], clubId: number | null) =>
      shooterToken(keys, id, { roles, permissions, clubId, paymentUntil: null });
    tokens.admin = await sign(ADMIN, ['ROLE_ADMIN'], ['IS_ADMIN'], null);
    tokens.portalAdmin = await sign(PORTAL_ADMIN, ['ROLE_PORTAL_ADMIN'], ['IS_PORTAL_ADMIN'], null);
    tokens.clubAdminA = await sign(CLUB_ADMIN_A, ['ROLE_CLUB_ADMIN'], ['IS_CLUB_ADMIN'], CLUB_A);
    tokens.bert = await sign(BERT, ['ROLE_USER'], ['IS_USER_SHOOTER'], CLUB_A);
    tokens.carl = await sign(CARL, ['ROLE_USER'], ['IS_USER_SHOOTER'], CLUB_B);
  }, 60_000);
  afterAll(() => r?.stop());

  it('when an admin signs up a shooter then the order is the shooter’s, made by the admin, reserved without terms and without a cart', async () => {
    const prepared = await prepare('admin', 300, 3000, ANNA);
    expect(prepared.status).toBe(200);
    expect(prepared.body).toMatchObject({
      status: 'PREPARE',
      onBehalf: true,
      firstName: `First${ANNA}`,
      email: `user${ANNA}@example.at`,
    });
    expect(await orderRow(prepared.body.id)).toMatchObject({
      user_id: ANNA,
      created_by: ADMIN,
      item_user_id: ANNA,
      item_created_by: ADMIN,
      club_id: CLUB_A,
    });

    const token = prepared.body.orderItems[0].token;
    const reserved = await reserve('admin', token, { firstName: 'Anna', lastName: 'Admin-Typed' });
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({ status: 'RESERVED', onBehalf: true, lastName: 'Admin-Typed' });
    const [event] = await query<{ envelope: Json }>(
      `SELECT envelope FROM registration.outbox WHERE type = $1 AND envelope->'payload'->>'itemId' = $2`,
      [REGISTRATION_EVENTS.orderItemReserved, String(prepared.body.orderItems[0].id)],
    );
    expect(event!.envelope.payload).toMatchObject({
      userId: ANNA,
      onBehalf: true,
      token,
      waitingList: false,
    });
    // no cart to check out: the sign-on is complete at once, the confirmation goes now
    const [signedOn] = await query<{ envelope: Json }>(
      `SELECT envelope FROM registration.outbox WHERE type = $1 AND envelope->'payload'->>'itemId' = $2`,
      [REGISTRATION_EVENTS.orderItemSignedOn, String(prepared.body.orderItems[0].id)],
    );
    expect(signedOn!.envelope.payload).toMatchObject({ userId: ANNA, onBehalf: true, token });
  });

  it('when an admin or a club admin signs up themselves then the order joins no cart and the sign-on confirmation goes at once (issue 21 item 11)', async () => {
    await publishCompetition(competitionSnapshot(305, [{ id: 3050, squadSize: 20, maxWaitingListSize: 0 }]));
    for (const [caller, id] of [
      ['admin', ADMIN],
      ['clubAdminA', CLUB_ADMIN_A],
    ] as const) {
      const prepared = await prepare(caller, 305, 3050);
      expect(prepared.status).toBe(200);
      expect(prepared.body.onBehalf).toBeUndefined();
      const token = prepared.body.orderItems[0].token;
      const reserved = await reserve(caller, token, { firstName: 'Self', email: `self${id}@example.at` });
      expect(reserved.status).toBe(200);
      expect(reserved.body).toMatchObject({ status: 'RESERVED', cartId: null });
      const [row] = await query(`SELECT o.user_id, o.cart_id FROM registration.orders o WHERE o.id = $1`, [
        prepared.body.id,
      ]);
      expect(row).toEqual({ user_id: id, cart_id: null });
      expect(await query('SELECT id FROM registration.carts WHERE user_id = $1', [id])).toEqual([]);
      const [signedOn] = await query<{ envelope: Json }>(
        `SELECT envelope FROM registration.outbox WHERE type = $1 AND envelope->'payload'->>'itemId' = $2`,
        [REGISTRATION_EVENTS.orderItemSignedOn, String(prepared.body.orderItems[0].id)],
      );
      expect(signedOn!.envelope.payload).toMatchObject({ userId: id, email: `self${id}@example.at` });
    }
    // a shooter's own order still goes into the own cart, to be checked out
    const own = await prepare('carl', 305, 3050);
    const reserved = await reserve('carl', own.body.orderItems[0].token, { agbs: true });
    expect(reserved.status).toBe(200);
    expect(typeof reserved.body.cartId).toBe('number');
  });

  it('when a portal admin signs up a shooter of any club then it is allowed; a club admin only for the own club’s shooters, for any competition', async () => {
    const portal = await prepare('portalAdmin', 301, 3010, CARL);
    expect([portal.status, portal.body.onBehalf]).toEqual([200, true]);
    expect(await orderRow(portal.body.id)).toMatchObject({ user_id: CARL, created_by: PORTAL_ADMIN });

    // club A's admin signs up club A's shooter for club B's competition
    const ownClub = await prepare('clubAdminA', 301, 3010, BERT);
    expect([ownClub.status, ownClub.body.onBehalf]).toEqual([200, true]);
    expect(await orderRow(ownClub.body.id)).toMatchObject({ user_id: BERT, created_by: CLUB_ADMIN_A });
    const reserved = await reserve('clubAdminA', ownClub.body.orderItems[0].token);
    expect([reserved.status, reserved.body.status]).toEqual([200, 'RESERVED']);

    expectRefused(await prepare('clubAdminA', 300, 3000, CARL), 403, 'PERMISSION_DENIED');
    // a member still pending is not the club's yet
    expectRefused(await prepare('clubAdminA', 300, 3000, FRED), 403, 'PERMISSION_DENIED');
  });

  it('when a deputy signs up the user they deputise for then the personal fields stay that user’s; anyone else is refused', async () => {
    const prepared = await prepare('bert', 301, 3010, ANNA);
    expect([prepared.status, prepared.body.onBehalf]).toEqual([200, true]);
    const token = prepared.body.orderItems[0].token;
    // a deputy is no admin: the terms are required
    expectRefused(await reserve('bert', token), 400, 'FIELD_IS_REQUIRED');
    const reserved = await reserve('bert', token, { agbs: true });
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({
      onBehalf: true,
      firstName: `First${ANNA}`,
      lastName: `Last${ANNA}`,
      email: `user${ANNA}@example.at`,
    });
    expect(await orderRow(prepared.body.id)).toMatchObject({
      user_id: ANNA,
      created_by: BERT,
      first_name: `First${ANNA}`,
      item_first_name: `First${ANNA}`,
      item_email: `user${ANNA}@example.at`,
    });

    expectRefused(await prepare('bert', 301, 3010, CARL), 403, 'PERMISSION_DENIED');
    expectRefused(await prepare('carl', 300, 3000, ANNA), 403, 'PERMISSION_DENIED');
    expectRefused(await prepare(undefined, 300, 3000, ANNA), 403, 'PERMISSION_DENIED');
    // a plain shooter learns nothing about ids
    expectRefused(await prepare('carl', 300, 3000, 999_999), 403, 'PERMISSION_DENIED');
    // the own id is an ordinary sign-up
    const own = await prepare('carl', 300, 3000, CARL);
    expect(own.status).toBe(200);
    expect(own.body.onBehalf).toBeUndefined();
  });

  it('when a deputy is removed in identity then the next version takes the right away, also for a hold made before', async () => {
    const prepared = await prepare('bert', 303, 3030, ANNA);
    expect(prepared.status).toBe(200);
    await publishUser(user(ANNA, { deputyUserIds: [] }), 2);
    expectRefused(await prepare('bert', 303, 3031, ANNA), 403, 'PERMISSION_DENIED');
    expectRefused(
      await reserve('bert', prepared.body.orderItems[0].token, { agbs: true }),
      403,
      'ACCESS_DENIED',
    );
    await publishUser(user(ANNA, { deputyUserIds: [BERT] }), 3);
  });

  it('when the user is unknown, inactive or deleted then NO_USER', async () => {
    expectRefused(await prepare('admin', 300, 3000, 999_999), 404, 'NO_USER');
    expectRefused(await prepare('admin', 300, 3000, DORA), 404, 'NO_USER');
    expectRefused(await prepare('clubAdminA', 300, 3000, DORA), 404, 'NO_USER');
    expect((await prepare('admin', 302, 3020, EMMA)).status).toBe(200);
    await events.publish(IDENTITY_EVENTS.userDeleted, 1, { userId: EMMA, at: new Date().toISOString() });
    await waitFor(
      async () => (await query('SELECT deleted FROM registration.users WHERE id = $1', [EMMA]))[0].deleted,
    );
    expectRefused(await prepare('admin', 300, 3000, EMMA), 404, 'NO_USER');
    // an admin is not a shooter to be signed up
    await publishUser(user(607, { roles: ['ROLE_CLUB_ADMIN'] }));
    expectRefused(await prepare('admin', 300, 3000, 607), 404, 'NO_USER');
  });

  it('when signing up someone else then that user’s rules apply and the caller’s privileges only waive the code', async () => {
    // ANNA holds a registration for 300 already (first test): no second one, whoever asks
    expectRefused(await prepare('admin', 300, 3000, ANNA), 409, 'MULTIPLE_REGISTRATION');
    // 303 allows multiple registration, but only for paying users: ANNA does not pay, the admin would
    const first = await prepare('clubAdminA', 303, 3031, BERT);
    expect(first.status).toBe(200);
    expectRefused(await prepare('admin', 303, 3030, BERT), 409, 'MULTIPLE_REGISTRATION_NOT_PAID');
    const paying = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    await publishUser(user(BERT, { paymentUntil: paying }), 2);
    expect((await prepare('admin', 303, 3030, BERT)).status).toBe(200);

    // national competition of club A: the code is waived for its club admin and for admins,
    // not for a deputy
    expect((await prepare('clubAdminA', 302, 3020, BERT)).status).toBe(200);
    expectRefused(await prepare('bert', 302, 3020, ANNA), 400, 'SQUAD_REQUIRE_CODE');
    expect((await prepare('admin', 302, 3020, ANNA)).status).toBe(200);
  });

  it('when the body names a malformed user id then 400 and nothing is written', async () => {
    const before = (await query<{ n: string }>('SELECT count(*) AS n FROM registration.orders'))[0]!.n;
    for (const userId of ['501', -1, 1.5, true])
      expect(
        (
          await call(
            base,
            'POST',
            'publicResources/prepareOrder',
            prepareBody(300, 3000, { userId }),
            tokens.admin,
          )
        ).status,
      ).toBe(400);
    expect((await query<{ n: string }>('SELECT count(*) AS n FROM registration.orders'))[0]!.n).toBe(before);
  });
  it('when an admin, a club admin or a deputy signs someone up into a squad with stands then the stand step is theirs to complete; others get ACCESS_DENIED', async () => {
    const stands = [
      { id: 41, name: 'S1' },
      { id: 42, name: 'S2' },
      { id: 43, name: 'S3' },
    ];
    await publishCompetition(
      competitionSnapshot(304, [{ id: 3040, squadSize: 5, maxWaitingListSize: 0, stands }]),
    );
    const stand = (caller: string, token: string, squadStandId: number) =>
      call(
        base,
        'PUT',
        `publicResources/updateStand/${token}`,
        { orderItems: [{ squadStandId }] },
        tokens[caller],
      );
    const cases: [string, number, number][] = [
      ['admin', GINA, 41],
      ['clubAdminA', HANS, 42],
      ['bert', ANNA, 43],
    ];
    for (const [caller, shooter, standId] of cases) {
      const prepared = await prepare(caller, 304, 3040, shooter);
      expect([prepared.status, prepared.body.onBehalf]).toEqual([200, true]);
      const token = prepared.body.orderItems[0].token;
      // someone who may not act for the shooter cannot touch the hold
      expectRefused(await stand('carl', token, standId), 403, 'ACCESS_DENIED');
      const chosen = await stand(caller, token, standId);
      expect(chosen.status).toBe(200);
      expect(chosen.body.orderItems[0].squadStandId).toBe(standId);
      const reserved = await reserve(caller, token, { agbs: true });
      expect([reserved.status, reserved.body.status]).toEqual([200, 'RESERVED']);
      const [row] = await query(
        `SELECT i.user_id, i.squad_stand_id, o.status FROM registration.order_items i
         JOIN registration.orders o ON o.id = i.order_id WHERE i.token = $1`,
        [token],
      );
      expect(row).toEqual({ user_id: shooter, squad_stand_id: standId, status: 'RESERVED' });
    }
  });
});
