import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveBody, startRegistrations, type Registrations } from './harness';
import {
  call,
  competitionSnapshot,
  prepareBody,
  shooterToken,
  type Json,
  listedSquad,
  squadEditBody,
} from './support';

// competition 300: A, B, C, E and F take part in the multiple waiting list, D does not
const A = 3001;
const B = 3002;
const C = 3003;
const D = 3004; // full, waiting room, not on the multiple waiting list
const E = 3005; // a free place
const F = 3006; // no place, no waiting room
const squad = listedSquad;

/**
 * Changing the squad of a registration that waits on the multiple waiting list (issue 11,
 * docs/registration.md: the edit page's squad change; the multiple waiting list of the
 * sign-up): the edited squad of the entry is swapped for the chosen one, a free place there ends
 * the waiting everywhere, and a squad that cannot take the entry answers the spec's key with
 * nothing changed.
 */
describe('a multiple-waiting-list entry changes the squads it waits for', () => {
  let r: Registrations;
  let base: string;
  let nextUser = 7400;

  const query = <T = Json>(text: string, values: unknown[] = []) => r.query<T>(text, values);
  const occupancy = async (squadId: number) =>
    (
      await query(`SELECT taken, held, waiting FROM registration.squad_occupancy WHERE squad_id = $1`, [
        squadId,
      ])
    )[0];
  /** the entry's live items: squad and waiting flag, by squad */
  const entry = async (orderId: number) =>
    query<{ id: number; squad_id: number; waiting_list: boolean }>(
      `SELECT id, squad_id, waiting_list FROM registration.order_items
       WHERE order_id = $1 AND NOT released AND NOT cancelled ORDER BY squad_id`,
      [orderId],
    );
  const squadChanges = async (itemId: number) =>
    (
      await query<{ envelope: { payload: Json } }>(
        `SELECT envelope FROM registration.outbox WHERE type = 'registration.order-item.squad-changed'
           AND (envelope->'payload'->>'itemId')::int = $1 ORDER BY id`,
        [itemId],
      )
    ).map((row) => row.envelope.payload);
  const edit = squadEditBody;

  /** A shooter signs up (squadIds: the multiple waiting list) and reserves; answers the first item. */
  async function signUp(squadId: number, squadIds?: number[]) {
    const jwt = await shooterToken(r.keys, nextUser++);
    const held = await call(
      base,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(300, squadId, squadIds ? { squadIds } : {}),
      jwt,
    );
    expect(held.status).toBe(200);
    const first = held.body.orderItems[0];
    const reserved = await call(base, 'POST', 'publicResources/reserveOrder', reserveBody(first.token), jwt);
    expect(reserved.status).toBe(200);
    return { jwt, id: first.id as number, orderId: held.body.id as number, token: first.token as string };
  }

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'mwlmove');
    base = r.bases[0]!;
    await r.publishCompetition(
      competitionSnapshot(300, [
        squad(A, 1, 3),
        squad(B, 1, 3),
        squad(C, 1, 3),
        squad(D, 1, 3, false),
        squad(E, 2, 0),
        squad(F, 0, 0),
      ]),
    );
    for (const id of [A, B, C, D]) await signUp(id); // each squad's one place is taken
  });
  afterAll(async () => {
    await r?.stop();
  });

  it('swaps the edited squad for another one it then waits on, keeping the others; a squad it already waits on merges', async () => {
    const x = await signUp(0, [A, B]);
    expect((await entry(x.orderId)).map((i) => [i.squad_id, i.waiting_list])).toEqual([
      [A, true],
      [B, true],
    ]);
    const listed = await call(base, 'GET', `shooterOrderItems/${x.id}`, undefined, x.jwt);
    expect(listed.body).toMatchObject({ squadId: A, waitingList: true, multipleWaitingList: true });

    const moved = await call(base, 'PUT', `shooterOrderItems/${x.id}`, edit(C), x.jwt);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      squadId: C,
      waitingList: true,
      multipleWaitingList: true,
      divisionId: 7,
    });
    expect((await entry(x.orderId)).map((i) => [i.squad_id, i.waiting_list])).toEqual([
      [B, true],
      [C, true],
    ]);
    expect(await occupancy(A)).toMatchObject({ taken: 1, waiting: 0 });
    expect(await occupancy(B)).toMatchObject({ taken: 1, waiting: 1 });
    expect(await occupancy(C)).toMatchObject({ taken: 1, waiting: 1 });
    expect(await squadChanges(x.id)).toEqual([expect.objectContaining({ squadId: C, fromSquadId: A })]);

    // by the mailed link, onto B where the entry waits already: one item waits on B, none on C
    const merged = await call(base, 'PUT', `publicResources/orderItems/${x.id}/${x.token}`, edit(B));
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ squadId: B, waitingList: true });
    expect(await entry(x.orderId)).toEqual([{ id: x.id, squad_id: B, waiting_list: true }]);
    expect(await occupancy(B)).toMatchObject({ taken: 1, waiting: 1 });
    expect(await occupancy(C)).toMatchObject({ taken: 1, waiting: 0 });
    // the booked list still shows the entry once
    const booked = await call(base, 'GET', 'userBookedCompetitions', undefined, x.jwt);
    expect(booked.body).toMatchObject({
      totalElements: 1,
      content: [{ id: x.id, squadName: `Squad ${B}`, multipleWaitingList: true, waitingList: true }],
    });
  });

  it('a squad with a free place: the entry takes it and leaves every other squad', async () => {
    const y = await signUp(0, [A, B, C]);
    const before = { a: await occupancy(A), b: await occupancy(B), c: await occupancy(C) };
    const moved = await call(base, 'PUT', `shooterOrderItems/${y.id}`, edit(E), y.jwt);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ squadId: E, waitingList: false, squadStandId: null });
    expect(await entry(y.orderId)).toEqual([{ id: y.id, squad_id: E, waiting_list: false }]);
    expect(await occupancy(E)).toMatchObject({ taken: 1, held: 0, waiting: 0 });
    expect(await occupancy(A)).toEqual({ ...before.a, waiting: before.a.waiting - 1 });
    expect(await occupancy(B)).toEqual({ ...before.b, waiting: before.b.waiting - 1 });
    expect(await occupancy(C)).toEqual({ ...before.c, waiting: before.c.waiting - 1 });
    // a registration with a place now: cancelling it frees E's place
    const cancelled = await call(base, 'PUT', `shooterOrderItems/${y.id}/cancel`, undefined, y.jwt);
    expect(cancelled.status).toBe(200);
    expect(await occupancy(E)).toMatchObject({ taken: 0, waiting: 0 });
  });

  it('a squad off the multiple waiting list, a full squad or another competition: the spec key and nothing changes', async () => {
    await r.publishCompetition(competitionSnapshot(301, [squad(3011, 5, 5)]));
    const z = await signUp(0, [A, C]);
    const items = await entry(z.orderId);
    const seats = async () => Promise.all([A, C, D, F, 3011].map(occupancy));
    const seatsBefore = await seats();
    const refusals: [number, number, string][] = [
      [D, 409, 'SQUAD_ONLY_WAITINGLIST_SPOTS'],
      [F, 409, 'SQUAD_FULL'],
      [3011, 400, 'SQUAD_MISSING'],
    ];
    for (const [squadId, status, error] of refusals) {
      const answer = await call(base, 'PUT', `shooterOrderItems/${z.id}`, edit(squadId), z.jwt);
      expect({ squadId, status: answer.status, error: answer.body.error }).toEqual({
        squadId,
        status,
        error,
      });
    }
    expect(await entry(z.orderId)).toEqual(items);
    expect(await seats()).toEqual(seatsBefore);
    expect(await squadChanges(z.id)).toEqual([]);
  });
});
