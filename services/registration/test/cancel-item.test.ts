import type { DatabaseHandle } from '@portal/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelItem, uncancelItem } from '../src/domain/orders/cancel-item';
import { loadItemRefs } from '../src/domain/orders/item-ref';
import { applyCompetitionSnapshot } from '../src/domain/replicas/competitions';
import { migratedDatabase, signUpInDb } from './harness';
import { competitionSnapshot, shooter, type SquadFixture } from './support';

/**
 * The shared cancel steps (domain/orders/cancel-item.ts, item-ref.ts) on a real database: the
 * place goes back and the oldest waiting entry moves up in the cancel's transaction, the event
 * carries the item's ref, and an administrator's uncancel takes a place only under the invariant.
 */
describe('cancelItem, uncancelItem and loadItemRefs', () => {
  let database: DatabaseHandle;
  let stop: (() => Promise<void>) | undefined;
  let nextUser = 1;

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as T[];
  const occupancy = async (squadId: number) =>
    (
      await query<{ taken: number; held: number; waiting: number }>(
        'SELECT taken, held, waiting FROM squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    )[0];
  const item = async (itemId: number) =>
    (
      await query<{ waiting_list: boolean; cancelled: boolean; squad_stand_id: number | null }>(
        'SELECT waiting_list, cancelled, squad_stand_id FROM order_items WHERE id = $1',
        [itemId],
      )
    )[0]!;
  const events = async (type: string) =>
    (
      await query<{ envelope: { payload: Record<string, unknown> } }>(
        `SELECT envelope FROM outbox WHERE type = $1 ORDER BY id`,
        [type],
      )
    ).map((r) => r.envelope.payload);
  const competition = (id: number, squads: SquadFixture[]) =>
    database.db.transaction((tx) => applyCompetitionSnapshot(tx, competitionSnapshot(id, squads), 1));

  const signUp = (competitionId: number, squadId: number, reserve = true) =>
    signUpInDb(database.db, shooter(nextUser++), competitionId, squadId, { reserve, locale: 'en' });

  beforeAll(async () => {
    ({ database, stop } = await migratedDatabase('cancelitem', 10));
  });
  afterAll(() => stop?.());

  it('loadItemRefs answers the contract ref of each item in the asked order and leaves unknown ids out', async () => {
    await competition(1, [{ id: 11, squadSize: 3, maxWaitingListSize: 0 }]);
    const a = await signUp(1, 11);
    const b = await signUp(1, 11);
    const refs = await database.db.transaction((tx) => loadItemRefs(tx, [b.itemId, 999_999, a.itemId]));
    expect(refs.map((r) => r.itemId)).toEqual([b.itemId, a.itemId]);
    expect(refs[1]).toMatchObject({
      itemId: a.itemId,
      orderId: a.orderId,
      token: a.token,
      userId: a.user.id,
      email: `s${a.user.id}@example.org`,
      lastName: `Muster${a.user.id}`,
      locale: 'en',
      competitionId: 1,
      competitionName: 'Match 1',
      clubId: 1,
      squadId: 11,
      squadName: 'Squad 11',
      waitingList: false,
    });
    expect(Number.isNaN(Date.parse(refs[1]!.competitionDate!))).toBe(false);
  });

  it('a cancel frees the place, promotes the oldest waiting entry in the same transaction and writes the event once', async () => {
    await competition(2, [{ id: 21, squadSize: 1, maxWaitingListSize: 2 }]);
    const placed = await signUp(2, 21);
    const waiting = await signUp(2, 21);
    expect(waiting.waitingList).toBe(true);
    expect(await occupancy(21)).toMatchObject({ taken: 1, waiting: 1 });

    const event = await database.db.transaction((tx) => cancelItem(tx, placed.itemId, 'SHOOTER'));
    expect(event).toMatchObject({ itemId: placed.itemId, by: 'SHOOTER', promotedItemIds: [waiting.itemId] });
    expect(await item(placed.itemId)).toMatchObject({ cancelled: true });
    expect(await item(waiting.itemId)).toMatchObject({ cancelled: false, waiting_list: false });
    expect(await occupancy(21)).toMatchObject({ taken: 1, waiting: 0 });
    const cancelled = (await events('registration.order-item.cancelled')).filter(
      (e) => e.itemId === placed.itemId,
    );
    expect(cancelled).toEqual([event]);
    const promoted = await events('registration.order-item.promoted');
    expect(promoted.map((e) => e.itemId)).toContain(waiting.itemId);

    // a repeated cancel changes nothing and writes nothing
    expect(await database.db.transaction((tx) => cancelItem(tx, placed.itemId, 'SHOOTER'))).toBeNull();
    expect(
      (await events('registration.order-item.cancelled')).filter((e) => e.itemId === placed.itemId),
    ).toHaveLength(1);
  });

  it('a rolled-back cancel keeps the place and the waiting entry as they were', async () => {
    await competition(3, [{ id: 31, squadSize: 1, maxWaitingListSize: 1 }]);
    const placed = await signUp(3, 31);
    const waiting = await signUp(3, 31);
    await expect(
      database.db.transaction(async (tx) => {
        await cancelItem(tx, placed.itemId, 'ADMINISTRATOR');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await item(placed.itemId)).toMatchObject({ cancelled: false });
    expect(await item(waiting.itemId)).toMatchObject({ waiting_list: true });
    expect(await occupancy(31)).toMatchObject({ taken: 1, waiting: 1 });
  });

  it('a hold (PREPARE) is no registration: cancelItem leaves it alone', async () => {
    await competition(4, [{ id: 41, squadSize: 2, maxWaitingListSize: 0 }]);
    const hold = await signUp(4, 41, false);
    expect(await database.db.transaction((tx) => cancelItem(tx, hold.itemId, 'SHOOTER'))).toBeNull();
    expect(await item(hold.itemId)).toMatchObject({ cancelled: false });
    expect(await occupancy(41)).toMatchObject({ held: 1 });
  });

  it('uncancel takes the place back when one is free, else SQUAD_FULL and nothing changes', async () => {
    await competition(5, [{ id: 51, squadSize: 1, maxWaitingListSize: 0 }]);
    const first = await signUp(5, 51);
    await database.db.transaction((tx) => cancelItem(tx, first.itemId, 'ADMINISTRATOR'));
    const second = await signUp(5, 51); // took the freed place
    expect(await occupancy(51)).toMatchObject({ taken: 1 });

    await expect(database.db.transaction((tx) => uncancelItem(tx, first.itemId))).rejects.toMatchObject({
      key: 'SQUAD_FULL',
      status: 409,
    });
    expect(await item(first.itemId)).toMatchObject({ cancelled: true });
    expect(await occupancy(51)).toMatchObject({ taken: 1 });

    await database.db.transaction((tx) => cancelItem(tx, second.itemId, 'SHOOTER'));
    const back = await database.db.transaction((tx) => uncancelItem(tx, first.itemId));
    expect(back).toMatchObject({ itemId: first.itemId, squadId: 51, waitingList: false });
    expect(await item(first.itemId)).toMatchObject({ cancelled: false });
    expect(await occupancy(51)).toMatchObject({ taken: 1 });
    expect(
      (await events('registration.order-item.uncancelled')).filter((e) => e.itemId === first.itemId),
    ).toHaveLength(1);
  });

  it('uncancel of an item that is not cancelled, a hold or an unknown id: ORDER_ITEM_NOT_FOUND', async () => {
    await competition(6, [{ id: 61, squadSize: 2, maxWaitingListSize: 0 }]);
    const live = await signUp(6, 61);
    const hold = await signUp(6, 61, false);
    for (const id of [live.itemId, hold.itemId, 999_999])
      await expect(database.db.transaction((tx) => uncancelItem(tx, id))).rejects.toMatchObject({
        key: 'ORDER_ITEM_NOT_FOUND',
      });
    expect(await occupancy(61)).toMatchObject({ taken: 1, held: 1 });
  });

  it('uncancel keeps no stand that another registration took meanwhile', async () => {
    await competition(7, [{ id: 71, squadSize: 3, maxWaitingListSize: 0, stands: [{ id: 701, name: 'A' }] }]);
    const first = await signUp(7, 71);
    await query('UPDATE order_items SET squad_stand_id = 701 WHERE id = $1', [first.itemId]);
    await database.db.transaction((tx) => cancelItem(tx, first.itemId, 'SHOOTER'));
    const second = await signUp(7, 71);
    await query('UPDATE order_items SET squad_stand_id = 701 WHERE id = $1', [second.itemId]);
    await database.db.transaction((tx) => uncancelItem(tx, first.itemId));
    expect(await item(first.itemId)).toMatchObject({ cancelled: false, squad_stand_id: null });
    expect(await item(second.itemId)).toMatchObject({ squad_stand_id: 701 });
  });
});
