import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdJobId } from '../src/jobs/hold-timers';
import { reserveBody, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, occupancyProbe, prepareBody, shooterToken } from './support';

/**
 * Two registration processes' worth of services (separate pools, Redis clients, BullMQ workers
 * and consumers) on one database, broker and Redis prefix: the race tests spread their calls
 * over both. The sweep is slowed down here, so every release in this file is the expiry job's.
 */
describe('sign-up: holds, the seat invariant across two replicas, expiry', () => {
  let r: Registrations;
  let keys: Registrations['keys'];
  let services: Registrations['services'];
  let bases: string[];
  let probe: Awaited<ReturnType<typeof occupancyProbe>>;

  const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    r.query<T>(text, values);
  const occupancy = async (squadId: number) =>
    (
      await query(`SELECT taken, held, waiting, size FROM registration.squad_occupancy WHERE squad_id = $1`, [
        squadId,
      ])
    )[0];
  const orderCount = async () =>
    Number((await query<{ n: string }>('SELECT count(*) AS n FROM registration.orders'))[0]!.n);
  const publishCompetition = (snapshot: ReturnType<typeof competitionSnapshot>, version = 1) =>
    r.publishCompetition(snapshot, version);

  beforeAll(async () => {
    r = await startRegistrations(2, { HOLD_SWEEP_INTERVAL_MS: '600000' });
    ({ keys, services, bases } = r);
    probe = await occupancyProbe(
      r.infra.env.AMQP_URL,
      r.infra.exchange,
      `${r.infra.queuePrefix}.catalog-probe`,
    );
  });
  afterAll(async () => {
    await probe?.close();
    await r?.stop();
  });

  // the countdown (25 s) outlasts the rush even on a busy machine: a hold that ran out mid-rush
  // would rightly give its place to someone else and blur the count
  it('when 1,000 users race for 20 places and 5 waiting slots over two replicas then exactly 25 win, and expiry frees all', async () => {
    // the countdown outlasts the race even on a loaded machine (a hold that ran out during the race
    // would rightly give its place to a later caller, and more than 20 would win over time)
    await publishCompetition(
      competitionSnapshot(100, [{ id: 1000, squadSize: 20, maxWaitingListSize: 5 }], { timeout: 60 }),
    );
    const tokens = await Promise.all(Array.from({ length: 1000 }, (_, i) => shooterToken(keys, 10_000 + i)));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        call(bases[i % 2]!, 'POST', 'publicResources/prepareOrder', prepareBody(100, 1000), token),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.filter((a) => a.body.orderItems[0].waitingList === false)).toHaveLength(20);
    expect(ok.filter((a) => a.body.orderItems[0].waitingList === true)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(975);
    expect(refused.every((a) => a.status === 409 && a.body.error === 'SQUAD_FULL')).toBe(true);
    expect(await occupancy(1000)).toMatchObject({ taken: 0, held: 20, waiting: 5 });
    expect(await orderCount()).toBe(25);
    expect(new Set(ok.map((a) => a.body.orderItems[0].token)).size).toBe(25);
    for (const a of ok)
      expect(a.body).toMatchObject({
        status: 'PREPARE',
        orderItems: [{ squad: { id: 1000 }, squadStand: null }],
      });

    // the countdown runs out: every expiry job releases its hold, the catalog-shaped replica follows
    await waitFor(async () => {
      const row = await occupancy(1000);
      return row!.held === 0 && row!.waiting === 0;
    }, 90_000);
    const states = await query<{ status: string; n: string }>(
      'SELECT status, count(*) AS n FROM registration.orders GROUP BY status',
    );
    expect(states).toEqual([{ status: 'EXPIRED', n: '25' }]);
    await waitFor(async () => {
      const seen = probe.latest.get(1000);
      return seen?.taken === 0 && seen.waiting === 0;
    }, 10_000);
    const again = await call(
      bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(100, 1000),
      tokens[999],
    );
    expect(again.status).toBe(200);
    expect(again.body.orderItems[0].waitingList).toBe(false);
  }, 240_000);

  it('when one user clicks ten times at once on both replicas then there is one hold and every answer is it', async () => {
    await publishCompetition(competitionSnapshot(101, [{ id: 1010, squadSize: 5, maxWaitingListSize: 0 }]));
    const token = await shooterToken(keys, 2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(bases[i % 2]!, 'POST', 'publicResources/prepareOrder', prepareBody(101, 1010), token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await occupancy(1010)).toMatchObject({ held: 1 });
  });

  it('when the squad is full then its holder still gets the hold back and a closed competition still says so', async () => {
    await publishCompetition(competitionSnapshot(113, [{ id: 1130, squadSize: 1, maxWaitingListSize: 0 }]));
    const [a, b] = await Promise.all([16, 17].map((id) => shooterToken(keys, id)));
    const held = await call(bases[0]!, 'POST', 'publicResources/prepareOrder', prepareBody(113, 1130), a);
    const again = await call(bases[1]!, 'POST', 'publicResources/prepareOrder', prepareBody(113, 1130), a);
    expect(again.body).toEqual(held.body); // the answer built in the step equals the stored order
    const other = await call(bases[1]!, 'POST', 'publicResources/prepareOrder', prepareBody(113, 1130), b);
    expect(other).toEqual({ status: 409, body: { error: 'SQUAD_FULL' } });
    await publishCompetition(
      competitionSnapshot(113, [{ id: 1130, squadSize: 1, maxWaitingListSize: 0 }], { cancelled: true }),
      2,
    );
    const cancelled = await call(
      bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(113, 1130),
      b,
    );
    expect(cancelled).toEqual({ status: 404, body: { error: 'COMPETITION_DOESNT_EXIST' } });
  });

  it('when a hold runs out then its job releases it and every later step answers PREPARED_ORDER_NOT_FOUND', async () => {
    await publishCompetition(
      competitionSnapshot(
        102,
        [{ id: 1020, squadSize: 2, maxWaitingListSize: 0, stands: [{ id: 1, name: 'A' }] }],
        {
          timeout: 1,
        },
      ),
    );
    const token = await shooterToken(keys, 3);
    const held = await call(bases[0]!, 'POST', 'publicResources/prepareOrder', prepareBody(102, 1020), token);
    expect(held.status).toBe(200);
    const expiresAt = Date.parse(held.body.expiresAt);
    expect(expiresAt).toBeGreaterThan(Date.now() - 2000);
    await waitFor(async () => (await occupancy(1020))!.held === 0, 15_000, 20);
    console.info(`hold released ${Date.now() - expiresAt} ms after its expiry (by the BullMQ job)`);
    const itemToken = held.body.orderItems[0].token;
    const stand = await call(
      bases[1]!,
      'PUT',
      `publicResources/updateStand/${itemToken}`,
      { orderItems: [{ squadStandId: 1 }] },
      token,
    );
    expect(stand).toEqual({ status: 404, body: { error: 'PREPARED_ORDER_NOT_FOUND' } });
    const reserve = await call(
      bases[1]!,
      'POST',
      'publicResources/reserveOrder',
      reserveBody(itemToken),
      token,
    );
    expect(reserve).toEqual({ status: 404, body: { error: 'PREPARED_ORDER_NOT_FOUND' } });
  });

  it('when holds with a stand and a waiting slot run out then the place, the slot and the stand come back with one event each', async () => {
    await publishCompetition(
      competitionSnapshot(
        104,
        [
          {
            id: 1040,
            squadSize: 2,
            maxWaitingListSize: 1,
            divisionIds: [7],
            stands: [
              { id: 41, name: '1' },
              { id: 42, name: '2' },
            ],
          },
        ],
        { timeout: 2 },
      ),
    );
    const [a, b, c] = await Promise.all([7, 8, 9].map((id) => shooterToken(keys, id)));
    const kept = await call(bases[0]!, 'POST', 'publicResources/prepareOrder', prepareBody(104, 1040), a);
    const left = await call(bases[1]!, 'POST', 'publicResources/prepareOrder', prepareBody(104, 1040), b);
    const waiting = await call(bases[0]!, 'POST', 'publicResources/prepareOrder', prepareBody(104, 1040), c);
    expect(waiting.body.orderItems[0].waitingList).toBe(true);
    const stand = (token: string, id: number, who: string) =>
      call(
        bases[0]!,
        'PUT',
        `publicResources/updateStand/${token}`,
        { orderItems: [{ squadStandId: id }] },
        who,
      );
    expect((await stand(kept.body.orderItems[0].token, 41, a!)).status).toBe(200);
    expect((await stand(left.body.orderItems[0].token, 42, b!)).status).toBe(200);
    const reserved = await call(
      bases[1]!,
      'POST',
      'publicResources/reserveOrder',
      reserveBody(kept.body.orderItems[0].token),
      a,
    );
    expect(reserved.status).toBe(200);
    await waitFor(async () => probe.latest.get(1040)?.standIds.length === 2);

    // both other holds run out: the place and the slot come back, stand 42 is free again
    await waitFor(async () => {
      const now = await occupancy(1040);
      return now!.held === 0 && now!.waiting === 0;
    }, 15_000);
    expect(await occupancy(1040)).toMatchObject({ taken: 1, held: 0, waiting: 0, size: 2 });
    const [row] = await query<{ version: number }>(
      'SELECT version FROM registration.squad_occupancy WHERE squad_id = 1040',
    );
    await waitFor(async () => probe.latest.get(1040)?.version === row!.version);
    expect(probe.latest.get(1040)).toMatchObject({ taken: 1, waiting: 0, standIds: [41] });
    const orders = await query<{ id: number; status: string; released: boolean }>(
      `SELECT o.id, o.status, i.released FROM registration.orders o
       JOIN registration.order_items i ON i.order_id = o.id WHERE i.squad_id = 1040 ORDER BY o.id`,
    );
    expect(orders.map(({ status, released }) => ({ status, released }))).toEqual([
      { status: 'RESERVED', released: false },
      { status: 'EXPIRED', released: true },
      { status: 'EXPIRED', released: true },
    ]);
    // one version and one event per ended hold: nothing counted twice
    const events = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM registration.outbox
       WHERE type = 'registration.squad.occupancy-changed' AND (envelope->'payload'->>'squadId')::int = 1040`,
    );
    expect(events[0]!.n).toBe(row!.version);
  });

  it('when a hold is reserved then the place is confirmed, the job is gone and a replay answers PREPARED_ORDER_NOT_FOUND', async () => {
    await publishCompetition(
      competitionSnapshot(103, [
        {
          id: 1030,
          squadSize: 2,
          maxWaitingListSize: 1,
          divisionIds: [7],
          stands: [
            { id: 31, name: '1' },
            { id: 32, name: '2' },
          ],
        },
      ]),
    );
    const [a, b, c] = await Promise.all([4, 5, 6].map((id) => shooterToken(keys, id)));
    const first = await call(bases[0]!, 'POST', 'publicResources/prepareOrder', prepareBody(103, 1030), a);
    const second = await call(bases[1]!, 'POST', 'publicResources/prepareOrder', prepareBody(103, 1030), b);
    const waiting = await call(bases[1]!, 'POST', 'publicResources/prepareOrder', prepareBody(103, 1030), c);
    expect(waiting.body.orderItems[0].waitingList).toBe(true);
    const [t1, t2, t3] = [first, second, waiting].map((r) => r.body.orderItems[0].token as string) as [
      string,
      string,
      string,
    ];

    const chosen = await call(
      bases[1]!,
      'PUT',
      `publicResources/updateStand/${t1}`,
      { orderItems: [{ squadStandId: 31 }] },
      a,
    );
    expect(chosen.body.orderItems[0].squadStand).toEqual({ id: 31, name: '1' });
    const taken = await call(
      bases[0]!,
      'PUT',
      `publicResources/updateStand/${t2}`,
      { orderItems: [{ squadStandId: 31 }] },
      b,
    );
    expect(taken).toEqual({ status: 409, body: { error: 'SQUAD_STAND_NOT_FOUND', field: 'squadStandId' } });
    const onWaitingList = await call(
      bases[0]!,
      'PUT',
      `publicResources/updateStand/${t3}`,
      { orderItems: [{ squadStandId: 32 }] },
      c,
    );
    expect(onWaitingList.body.error).toBe('SQUAD_STAND_WAITINGLIST_SPOT');
    const foreign = await call(
      bases[0]!,
      'PUT',
      `publicResources/updateStand/${t1}`,
      { orderItems: [{ squadStandId: 32 }] },
      b,
    );
    expect(foreign).toEqual({ status: 403, body: { error: 'ACCESS_DENIED' } });
    await waitFor(async () => probe.latest.get(1030)?.standIds.includes(31));

    const noTerms = await call(
      bases[0]!,
      'POST',
      'publicResources/reserveOrder',
      { ...reserveBody(t1), order: { ...reserveBody(t1).order, agbs: false } },
      a,
    );
    expect(noTerms).toEqual({ status: 400, body: { error: 'FIELD_IS_REQUIRED', field: 'agbs' } });
    const wrongDivision = await call(
      bases[0]!,
      'POST',
      'publicResources/reserveOrder',
      reserveBody(t1, { divisionId: 8 }),
      a,
    );
    expect(wrongDivision.body.error).toBe('DIVISION_NOT_IN_COMPETITION');
    const reserved = await call(bases[0]!, 'POST', 'publicResources/reserveOrder', reserveBody(t1), a);
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({ status: 'RESERVED', expiresAt: null, firstName: 'Anna' });
    expect(await occupancy(1030)).toMatchObject({ taken: 1, held: 1, waiting: 1 });
    expect(
      await services[0]!.ctx.jobs.queue('hold-expiry').getJob(holdJobId(reserved.body.id)),
    ).toBeUndefined();
    const replay = await call(bases[1]!, 'POST', 'publicResources/reserveOrder', reserveBody(t1), a);
    expect(replay).toEqual({ status: 404, body: { error: 'PREPARED_ORDER_NOT_FOUND' } });
    expect(await occupancy(1030)).toMatchObject({ taken: 1, held: 1, waiting: 1 });
  });

  it('when the input is wrong then the spec’s key answers and nothing is written', async () => {
    await publishCompetition(competitionSnapshot(104, [{ id: 1040, squadSize: 3, maxWaitingListSize: 0 }]));
    await publishCompetition(
      competitionSnapshot(105, [{ id: 1050, squadSize: 3, maxWaitingListSize: 0 }], {
        registrationStart: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    );
    await publishCompetition(
      competitionSnapshot(106, [{ id: 1060, squadSize: 3, maxWaitingListSize: 0 }], { cancelled: true }),
    );
    await publishCompetition(
      competitionSnapshot(107, [{ id: 1070, squadSize: 3, maxWaitingListSize: 0, requireCode: true }]),
    );
    const token = await shooterToken(keys, 7);
    const before = await orderCount();
    const cases: [unknown, number, string][] = [
      [{ status: 'PREPARE', orderItems: [{ competitionId: 'x', squadId: 1040 }] }, 400, 'FIELD_INVALID'],
      [{ status: 'PREPARE', orderItems: [{ squadId: 1040 }] }, 400, 'FIELD_IS_REQUIRED'],
      [{ status: 'RESERVED', orderItems: [{ competitionId: 104, squadId: 1040 }] }, 400, 'FIELD_INVALID'],
      [{ status: 'PREPARE', orderItems: [] }, 400, 'FIELD_INVALID'],
      [{ ...prepareBody(104, 1040), price: 0 }, 400, 'UNKNOWN_FIELD'],
      ['{"status":', 400, 'MALFORMED_JSON'],
      [prepareBody(999, 1040), 404, 'COMPETITION_DOESNT_EXIST'],
      [prepareBody(104, 9999), 404, 'SQUAD_MISSING'],
      [prepareBody(104, 1050), 404, 'SQUAD_MISSING'],
      [prepareBody(105, 1050), 400, 'CHECK_REGISTRATION_DATE'],
      [prepareBody(106, 1060), 404, 'COMPETITION_DOESNT_EXIST'],
      [prepareBody(107, 1070), 400, 'SQUAD_REQUIRE_CODE'],
      [prepareBody(107, 1070, { reservationCode: 'ABC' }), 400, 'INVALID_CODE'],
    ];
    for (const [body, status, key] of cases) {
      const answer = await call(bases[0]!, 'POST', 'publicResources/prepareOrder', body, token);
      expect({ body, status: answer.status, key: answer.body.error }).toEqual({ body, status, key });
    }
    expect(await orderCount()).toBe(before);
    expect(await occupancy(1040)).toMatchObject({ held: 0, waiting: 0 });

    const badToken = await call(
      bases[0]!,
      'PUT',
      'publicResources/updateStand/not-a-token',
      { orderItems: [{ squadStandId: 1 }] },
      token,
    );
    expect(badToken.body.error).toBe('FIELD_INVALID');
    const unknownToken = await call(
      bases[0]!,
      'POST',
      'publicResources/reserveOrder',
      reserveBody('x'.repeat(32)),
      token,
    );
    expect(unknownToken).toEqual({ status: 404, body: { error: 'PREPARED_ORDER_NOT_FOUND' } });
    const forged = await call(
      bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(104, 1040),
      `${token}x`,
    );
    expect(forged.status).toBe(401);
    expect(await orderCount()).toBe(before);
  });

  it('when the squad has only waiting-list slots and the caller wants a place then SQUAD_ONLY_WAITINGLIST_SPOTS', async () => {
    await publishCompetition(competitionSnapshot(108, [{ id: 1080, squadSize: 1, maxWaitingListSize: 1 }]));
    const [a, b] = await Promise.all([8, 9].map((id) => shooterToken(keys, id)));
    expect(
      (await call(bases[0]!, 'POST', 'publicResources/prepareOrder', prepareBody(108, 1080), a)).status,
    ).toBe(200);
    const placeOnly = await call(
      bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(108, 1080, { waitingList: false }),
      b,
    );
    expect(placeOnly).toEqual({ status: 409, body: { error: 'SQUAD_ONLY_WAITINGLIST_SPOTS' } });
    expect(await occupancy(1080)).toMatchObject({ held: 1, waiting: 0 });
  });

  it('when a guest account holds one registration then a second one answers ONLY_ONE_COMPETITION_FOR_GUEST', async () => {
    await publishCompetition(competitionSnapshot(109, [{ id: 1090, squadSize: 3, maxWaitingListSize: 0 }]));
    await publishCompetition(competitionSnapshot(110, [{ id: 1100, squadSize: 3, maxWaitingListSize: 0 }]));
    const guest = await keys.sign({
      sub: '11',
      username: 'guest',
      roles: ['ROLE_GUEST'],
      permissions: ['IS_GUEST'],
    });
    expect(
      (await call(bases[0]!, 'POST', 'publicResources/prepareOrder', prepareBody(109, 1090), guest)).status,
    ).toBe(200);
    const second = await call(
      bases[1]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(110, 1100),
      guest,
    );
    expect(second).toEqual({ status: 409, body: { error: 'ONLY_ONE_COMPETITION_FOR_GUEST' } });
    const anonymous = await call(bases[1]!, 'POST', 'publicResources/prepareOrder', prepareBody(110, 1100));
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.orderItems[0].token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('when the competition is an event then the place is taken at once and the order is RESERVED', async () => {
    await publishCompetition(
      competitionSnapshot(111, [{ id: 1110, squadSize: 2, maxWaitingListSize: 0 }], { event: true }),
    );
    const answer = await call(
      bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(111, 1110),
      await shooterToken(keys, 12),
    );
    expect(answer.body).toMatchObject({ status: 'RESERVED', expiresAt: null });
    expect(await occupancy(1110)).toMatchObject({ taken: 1, held: 0 });
  });

  it('when a newer snapshot shrinks a squad then held places stay and an older snapshot changes nothing', async () => {
    const squad = (size: number) =>
      competitionSnapshot(112, [{ id: 1120, squadSize: size, maxWaitingListSize: 0 }]);
    await publishCompetition(squad(3), 1);
    for (const id of [13, 14])
      await call(
        bases[0]!,
        'POST',
        'publicResources/prepareOrder',
        prepareBody(112, 1120),
        await shooterToken(keys, id),
      );
    await publishCompetition(squad(1), 3);
    expect(await occupancy(1120)).toMatchObject({ size: 2, held: 2 });
    await r.events.publish('catalog.competition.upserted', 2, squad(10)); // older: ignored
    await publishCompetition({ ...squad(1), name: 'newest' }, 4);
    expect(await occupancy(1120)).toMatchObject({ size: 2, held: 2 });
    const refused = await call(
      bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(112, 1120),
      await shooterToken(keys, 15),
    );
    expect(refused.body.error).toBe('SQUAD_FULL');
  });
});
