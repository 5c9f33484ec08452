import { ORDER_EVENTS, type UserUpsertedPayload } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp, startRegistrations, type Registrations } from './harness';
import { call, competitionSnapshot, shooterToken, userPayload, type Json } from './support';

const OWNER = 7301; // deputised by DEPUTY
const DEPUTY = 7302;
const OTHER = 7303; // a shooter nobody made a deputy of anybody
const CARD = { payOnSite: false, paymentViaDeposit: true, paymentWithWirecard: true, nominationFee: 30 };

/**
 * Deputies on the shooter's endpoints (issue 11, docs/registration.md): a user listed
 * in the owner's `deputyUserIds` reads, edits, cancels and pays the owner's registrations like the
 * owner; another shooter is refused as before (the same answers) and nothing changes. The booked
 * list stays the caller's own.
 */
describe('deputies on shooterOrderItems, its cancel and orderItem/pay', () => {
  let r: Registrations;
  let base: string;
  const tokens: Record<string, string> = {};

  const query = <T = Json>(text: string, values: unknown[] = []) => r.query<T>(text, values);
  const item = async (id: number) =>
    (
      await query(
        `SELECT first_name, last_name, division_id, squad_id, squad_stand_id, cancelled, waiting_list, paid
         FROM registration.order_items WHERE id = $1`,
        [id],
      )
    )[0];
  const occupancy = async (squadId: number) =>
    (
      await query(`SELECT taken, waiting FROM registration.squad_occupancy WHERE squad_id = $1`, [squadId])
    )[0];
  const checkouts = async (itemId: number) =>
    (
      await query<{ envelope: { payload: Json } }>(
        `SELECT envelope FROM registration.outbox WHERE type = $1
           AND envelope->'payload'->'itemIds' @> to_jsonb($2::int)`,
        [ORDER_EVENTS.checkoutRequested, itemId],
      )
    ).map((row) => row.envelope.payload);
  const user = (id: number, deputyUserIds: number[] = []) => userPayload(id, { deputyUserIds });
  const publishUser = (payload: UserUpsertedPayload, version = 1) => r.publishUserPayload(payload, version);

  /** prepare + reserve by the shooter `jwt`; answers the item's id. */
  const signUp = async (competitionId: number, squadId: number, jwt?: string): Promise<number> =>
    (await signUpOverHttp(base, competitionId, squadId, jwt)).itemId;
  const editBody = (over: Record<string, unknown> = {}) => ({
    firstName: 'Anna',
    lastName: 'Schütz',
    divisionId: 7,
    competitionClassId: 1,
    factorId: 1,
    squadId: 811,
    ...over,
  });

  beforeAll(async () => {
    r = await startRegistrations(1, {}, 'deputyitems');
    base = r.bases[0]!;
    for (const payload of [user(OWNER, [DEPUTY]), user(DEPUTY), user(OTHER)]) await publishUser(payload);
    await r.publishReference('divisions', 7, 'Open');
    tokens.owner = await shooterToken(r.keys, OWNER, { clubId: 1 });
    tokens.deputy = await shooterToken(r.keys, DEPUTY, { clubId: 1 });
    tokens.other = await shooterToken(r.keys, OTHER, { clubId: 1 });
    const squads = [
      { id: 811, squadSize: 2, maxWaitingListSize: 1, stands: [{ id: 8111, name: 'A' }] },
      { id: 812, squadSize: 2, maxWaitingListSize: 0 },
    ];
    await r.publishCompetition(competitionSnapshot(81, squads, CARD));
    await r.publishCompetition(competitionSnapshot(82, [{ id: 821, squadSize: 2, maxWaitingListSize: 0 }]));
  });
  afterAll(async () => {
    await r?.stop();
  });

  it("a deputy reads, edits, moves, pays and cancels the owner's registration like the owner", async () => {
    const id = await signUp(81, 811, tokens.owner);

    const view = await call(base, 'GET', `shooterOrderItems/${id}`, undefined, tokens.deputy);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ id, competitionId: 81, squadId: 811, editable: true });

    const saved = await call(
      base,
      'PUT',
      `shooterOrderItems/${id}`,
      editBody({ firstName: 'Annabell', squadStandId: 8111 }),
      tokens.deputy,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Annabell', squadStandId: 8111 });
    const moved = await call(
      base,
      'PUT',
      `shooterOrderItems/${id}`,
      editBody({ firstName: 'Annabell', squadId: 812 }),
      tokens.deputy,
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ squadId: 812, squadStandId: null, divisionId: 7 });
    expect(await occupancy(811)).toMatchObject({ taken: 0 });
    expect(await occupancy(812)).toMatchObject({ taken: 1 });

    const pay = await call(base, 'GET', `orderItem/pay/${id}`, undefined, tokens.deputy);
    expect(pay.status).toBe(200);
    expect(pay.body['payment-redirect-url']).toMatch(/^\/api\/publicResources\/payments\/checkouts\//);
    expect(await checkouts(id)).toEqual([
      expect.objectContaining({ purpose: 'ORDER_ITEM', itemIds: [id], amountCents: 3000 }),
    ]);

    // the booked list stays the caller's own: the deputy's is empty, the owner's has the item
    const deputyList = await call(base, 'GET', 'userBookedCompetitions', undefined, tokens.deputy);
    expect(deputyList.body).toEqual({ content: [], totalElements: 0 });
    const ownerList = await call(base, 'GET', 'userBookedCompetitions', undefined, tokens.owner);
    expect(ownerList.body.content.map((row: Json) => row.id)).toEqual([id]);

    const cancelled = await call(base, 'PUT', `shooterOrderItems/${id}/cancel`, undefined, tokens.deputy);
    expect(cancelled).toEqual({ status: 200, body: { message: 'SUCCESS_SHOOTER_CANCEL' } });
    expect(await item(id)).toMatchObject({ cancelled: true, first_name: 'Annabell' });
    expect(await occupancy(812)).toMatchObject({ taken: 0 });
    const events = await query<{ envelope: { payload: Json } }>(
      `SELECT envelope FROM registration.outbox WHERE type = $1 AND (envelope->'payload'->>'itemId')::int = $2`,
      [ORDER_EVENTS.orderItemCancelled, id],
    );
    expect(events.map((e) => e.envelope.payload)).toEqual([
      expect.objectContaining({ by: 'SHOOTER', userId: OWNER }),
    ]);
  });

  it('another shooter, and a deputy of someone else, get the answers of today and change nothing', async () => {
    const mine = await signUp(81, 811, tokens.owner);
    const others = await signUp(81, 811, tokens.other);
    const refusals: [string, number][] = [
      ['other', mine], // not the owner's deputy
      ['deputy', others], // a deputy, but not of this item's owner
    ];
    for (const [role, id] of refusals) {
      const before = await item(id);
      const occupied = await occupancy(811);
      const read = await call(base, 'GET', `shooterOrderItems/${id}`, undefined, tokens[role]);
      expect({ role, ...read }).toEqual({ role, status: 404, body: { error: 'ORDER_ITEM_NOT_FOUND' } });
      const save = await call(
        base,
        'PUT',
        `shooterOrderItems/${id}`,
        editBody({ firstName: 'Mallory', squadId: 812 }),
        tokens[role],
      );
      expect({ role, ...save }).toEqual({ role, status: 404, body: { error: 'ORDER_ITEM_NOT_FOUND' } });
      const cancel = await call(base, 'PUT', `shooterOrderItems/${id}/cancel`, undefined, tokens[role]);
      expect({ role, ...cancel }).toEqual({ role, status: 404, body: { error: 'ORDER_ITEM_NOT_FOUND' } });
      const pay = await call(base, 'GET', `orderItem/pay/${id}`, undefined, tokens[role]);
      expect({ role, ...pay }).toEqual({ role, status: 403, body: { error: 'ACCESS_DENIED' } });
      expect(await item(id)).toEqual(before);
      expect(await occupancy(811)).toEqual(occupied);
      expect(await checkouts(id)).toEqual([]);
    }
  });

  it('a deputy no longer listed by the owner (a newer user snapshot) is refused again', async () => {
    const id = await signUp(82, 821, tokens.owner);
    expect((await call(base, 'GET', `shooterOrderItems/${id}`, undefined, tokens.deputy)).status).toBe(200);
    await publishUser(user(OWNER, []), 2);
    expect(await call(base, 'GET', `shooterOrderItems/${id}`, undefined, tokens.deputy)).toEqual({
      status: 404,
      body: { error: 'ORDER_ITEM_NOT_FOUND' },
    });
    expect((await call(base, 'PUT', `shooterOrderItems/${id}/cancel`, undefined, tokens.deputy)).status).toBe(
      404,
    );
    expect(await item(id)).toMatchObject({ cancelled: false });
    // the owner still reaches it
    expect((await call(base, 'GET', `shooterOrderItems/${id}`, undefined, tokens.owner)).status).toBe(200);
  });
});
