import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, prepareBody, shooterToken, type SquadFixture } from './support';

const multi = (id: number, maxWaitingListSize: number, squadSize = 0, over: Partial<SquadFixture> = {}) => ({
  id,
  squadSize,
  maxWaitingListSize,
  multipleWaitingList: true,
  ...over,
});

/** The multiple waiting list through prepareOrder (squadId 0), on two registration replicas. */
describe('multiple waiting list: one registration waiting on several squads', () => {
  let r: Registrations;
  let nextUser = 50_000;

  const query = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    r.query<T>(text, values);
  const occupancy = async (squadId: number) =>
    (
      await query<{ taken: number; held: number; waiting: number }>(
        'SELECT taken, held, waiting FROM registration.squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    )[0]!;
  const counts = async () =>
    (
      await query<{ orders: number; items: number }>(
        `SELECT (SELECT count(*)::int FROM registration.orders) AS orders,
                (SELECT count(*)::int FROM registration.order_items) AS items`,
      )
    )[0]!;
  const publishCompetition = (id: number, squads: SquadFixture[], timeout = 300) =>
    r.publishCompetition(competitionSnapshot(id, squads, { timeout }));
  const newShooter = () => shooterToken(r.keys, nextUser++);
  const prepareMulti = async (competitionId: number, squadIds: unknown, token?: string, base = 0) =>
    call(
      r.bases[base]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(competitionId, 0, { squadIds }),
      token ?? (await newShooter()),
    );

  beforeAll(async () => {
    r = await startRegistrations(2, { HOLD_SWEEP_INTERVAL_MS: '600000' }, 'wait');
  });
  afterAll(() => r?.stop());

  it('when a shooter joins the multiple waiting list then one order waits on every listed squad, without a stand, and is reserved as one', async () => {
    await publishCompetition(200, [
      multi(2001, 3, 0, { stands: [{ id: 20011, name: '1' }] }),
      multi(2002, 3),
      multi(2003, 3),
    ]);
    const token = await newShooter();
    const joined = await prepareMulti(200, [2003, 2001], token);
    expect(joined.status).toBe(200);
    const item = joined.body.orderItems[0];
    expect(joined.body.status).toBe('PREPARE');
    expect(joined.body.expiresAt).toEqual(expect.any(String));
    expect(item).toMatchObject({ squadId: 2001, waitingList: true, squadIds: [2001, 2003] });
    expect(item.multipleWaitingListUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await occupancy(2001)).toMatchObject({ taken: 0, held: 0, waiting: 1 });
    expect(await occupancy(2002)).toMatchObject({ waiting: 0 });
    expect(await occupancy(2003)).toMatchObject({ waiting: 1 });
    const items = await query<{ squad_id: number; uuid: string; waiting_list: boolean }>(
      `SELECT squad_id, multiple_waiting_list_uuid AS uuid, waiting_list FROM registration.order_items
       WHERE order_id = $1 ORDER BY squad_id`,
      [joined.body.id],
    );
    expect(items).toEqual([
      { squad_id: 2001, uuid: item.multipleWaitingListUuid, waiting_list: true },
      { squad_id: 2003, uuid: item.multipleWaitingListUuid, waiting_list: true },
    ]);

    const stand = await call(
      r.bases[1]!,
      'PUT',
      `publicResources/updateStand/${item.token}`,
      { orderItems: [{ squadStandId: 20011 }] },
      token,
    );
    expect(stand).toMatchObject({ status: 400, body: { error: 'SQUAD_STAND_WAITINGLIST_SPOT' } });

    // a double click answers the same entry
    const again = await prepareMulti(200, [2001, 2003], token, 1);
    expect(again.body.id).toBe(joined.body.id);

    const reserved = await call(
      r.bases[1]!,
      'POST',
      'publicResources/reserveOrder',
      {
        token: item.token,
        order: {
          firstName: 'Erika',
          lastName: 'Muster',
          email: 'erika@example.org',
          agbs: true,
          orderItems: [{ divisionId: 1, competitionClassId: 1, factorId: 1 }],
        },
      },
      token,
    );
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({
      status: 'RESERVED',
      expiresAt: null,
      orderItems: [{ waitingList: true, squadIds: [2001, 2003] }],
    });
    const named = await query<{ first_name: string }>(
      'SELECT first_name FROM registration.order_items WHERE order_id = $1',
      [joined.body.id],
    );
    expect(named.map((n) => n.first_name)).toEqual(['Erika', 'Erika']);
    expect(await occupancy(2001)).toMatchObject({ taken: 0, held: 0, waiting: 1 });
  });

  it('when some listed waiting lists are full then the entry waits on the others, and SQUAD_FULL writes nothing when none has room', async () => {
    await publishCompetition(201, [multi(2011, 1), multi(2012, 0)]);
    const first = await prepareMulti(201, [2011, 2012]);
    expect(first.status).toBe(200);
    expect(first.body.orderItems[0]).toMatchObject({ squadId: 2011, squadIds: [2011], waitingList: true });

    const before = await counts();
    const full = await prepareMulti(201, [2011, 2012]);
    expect(full).toEqual({ status: 409, body: { error: 'SQUAD_FULL' } });
    expect(await counts()).toEqual(before);
    expect(await occupancy(2011)).toMatchObject({ waiting: 1 });
    expect(await occupancy(2012)).toMatchObject({ waiting: 0 });
  });

  it('when a listed squad still has a free place then the shooter gets a plain hold there instead of waiting', async () => {
    await publishCompetition(202, [multi(2021, 2), multi(2022, 2, 1)]);
    const answer = await prepareMulti(202, [2021, 2022]);
    expect(answer.status).toBe(200);
    expect(answer.body.orderItems[0]).toMatchObject({ squadId: 2022, waitingList: false });
    expect(answer.body.orderItems[0].multipleWaitingListUuid).toBeUndefined();
    expect(await occupancy(2022)).toMatchObject({ held: 1, waiting: 0 });
    expect(await occupancy(2021)).toMatchObject({ held: 0, waiting: 0 });
  });

  it('when squadId 0 comes with bad squadIds then a 4xx key answers and nothing is written', async () => {
    await publishCompetition(203, [multi(2031, 3), { id: 2032, squadSize: 0, maxWaitingListSize: 3 }]);
    await publishCompetition(204, [multi(2041, 3)]);
    const before = await counts();
    const cases: [unknown, number, string][] = [
      [[], 400, 'FIELD_IS_REQUIRED'],
      [undefined, 400, 'FIELD_IS_REQUIRED'],
      [null, 400, 'FIELD_IS_REQUIRED'],
      [[2031, 2031], 400, 'FIELD_INVALID'],
      [[2031, 'x'], 400, 'FIELD_INVALID'],
      [[2031, -1], 400, 'FIELD_INVALID'],
      [[2031, 2041], 404, 'SQUAD_MISSING'], // a squad of another competition
      [[2031, 999_999], 404, 'SQUAD_MISSING'],
      [[2031, 2032], 400, 'FIELD_INVALID'], // a squad without the multiple waiting list
    ];
    for (const [squadIds, status, error] of cases) {
      const answer = await prepareMulti(203, squadIds);
      expect({ squadIds, status: answer.status, error: answer.body.error }).toEqual({
        squadIds,
        status,
        error,
      });
    }
    // squadIds belong to the pseudo-squad only
    const single = await call(
      r.bases[0]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(203, 2031, { squadIds: [2031] }),
      await newShooter(),
    );
    expect(single).toMatchObject({ status: 400, body: { error: 'FIELD_INVALID' } });
    expect(await counts()).toEqual(before);
    for (const squadId of [2031, 2032, 2041])
      expect(await occupancy(squadId)).toMatchObject({ taken: 0, held: 0, waiting: 0 });
  });

  it('when 1,000 shooters join multiple waiting lists at once on two replicas then no squad exceeds its waiting list', async () => {
    const limits = new Map([
      [2051, 5],
      [2052, 3],
      [2053, 8],
    ]);
    await publishCompetition(
      205,
      [...limits].map(([id, max]) => multi(id, max)),
    );
    // the seven non-empty subsets of the three squads, in turn
    const subsets = [1, 2, 3, 4, 5, 6, 7].map((mask) =>
      [2051, 2052, 2053].filter((_, bit) => mask & (1 << bit)),
    );
    const tokens = await Promise.all(Array.from({ length: 1000 }, () => newShooter()));
    const answers = await Promise.all(
      tokens.map((token, i) => prepareMulti(205, subsets[i % 7], token, i % 2)),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.body.error === 'SQUAD_FULL')).toBe(true);
    expect(ok.length).toBeGreaterThan(0);
    for (const [squadId, max] of limits) {
      const row = await occupancy(squadId);
      expect(row.waiting).toBe(max); // demand is far above every list: each is exactly full
      const live = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM registration.order_items
         WHERE squad_id = $1 AND waiting_list AND NOT cancelled AND NOT released`,
        [squadId],
      );
      expect(live[0]!.n).toBe(max);
    }
    const orders = await query<{ n: number }>(
      `SELECT count(DISTINCT order_id)::int AS n FROM registration.order_items WHERE competition_id = 205`,
    );
    expect(orders[0]!.n).toBe(ok.length);
    for (const a of ok) expect(a.body.orderItems[0].squadIds.length).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('when a multiple-waiting-list hold runs out then every squad gets its slot back', async () => {
    await publishCompetition(206, [multi(2061, 2), multi(2062, 2)], 2);
    const answer = await prepareMulti(206, [2061, 2062]);
    expect(answer.status).toBe(200);
    expect(await occupancy(2061)).toMatchObject({ waiting: 1 });
    await waitFor(async () => {
      const [a, b] = [await occupancy(2061), await occupancy(2062)];
      return a.waiting === 0 && b.waiting === 0;
    }, 20_000);
    const state = await query<{ status: string }>('SELECT status FROM registration.orders WHERE id = $1', [
      answer.body.id,
    ]);
    expect(state[0]!.status).toBe('EXPIRED');
  });
});
