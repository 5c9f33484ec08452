import type { AuthUser, DatabaseHandle } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHold } from '../src/domain/orders/expire-hold';
import { cartItemsQuerySchema } from '@portal/contracts';
import { listCartItems } from '../src/domain/cart/cart-items';
import { submitCart } from '../src/domain/cart/submit-cart';
import { freeItemIn } from '../src/domain/orders/free-item';
import { reserveOrder } from '../src/domain/orders/reserve-order';
import { applyCompetitionSnapshot } from '../src/domain/replicas/competitions';
import { promoteAfterExpiry, promoteWhereFree } from '../src/domain/seats/promotion';
import { releaseTakenPlace } from '../src/domain/seats/squad-occupancy';
import { migratedDatabase, signUpInDb } from './harness';
import { competitionSnapshot, shooter, type SquadFixture } from './support';

/**
 * Promotion on the domain functions against a real database: sign-ups go through prepareOrder
 * and reserveOrder, places free through freeItemIn, the catalog's snapshot and hold expiry.
 */
describe('waiting-list promotion', () => {
  let database: DatabaseHandle;
  let stop: (() => Promise<void>) | undefined;
  let nextUser = 1;

  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as T[];
  const occupancy = async (squadId: number) =>
    (
      await query<{ taken: number; held: number; waiting: number; size: number }>(
        'SELECT taken, held, waiting, size FROM squad_occupancy WHERE squad_id = $1',
        [squadId],
      )
    )[0];
  const item = async (itemId: number) =>
    (
      await query<{ waiting_list: boolean; released: boolean; cancelled: boolean; squad_id: number }>(
        'SELECT waiting_list, released, cancelled, squad_id FROM order_items WHERE id = $1',
        [itemId],
      )
    )[0]!;
  const promotedEvents = async () =>
    (
      await query<{ envelope: { payload: Record<string, unknown> } }>(
        `SELECT envelope FROM outbox WHERE type = 'registration.order-item.promoted' ORDER BY id`,
      )
    ).map((r) => r.envelope.payload);
  /** the newest occupancy event of the squad in the outbox must say what its row says */
  const expectPublishedAsRow = async (squadId: number) => {
    const [row] = await query<{ taken: number; held: number; waiting: number; version: number }>(
      'SELECT taken, held, waiting, version FROM squad_occupancy WHERE squad_id = $1',
      [squadId],
    );
    const [event] = await query<{
      envelope: { version: number; payload: { taken: number; waiting: number } };
    }>(
      `SELECT envelope FROM outbox WHERE type = 'registration.squad.occupancy-changed'
         AND (envelope->'payload'->>'squadId')::int = $1
       ORDER BY (envelope->>'version')::int DESC LIMIT 1`,
      [squadId],
    );
    expect({ version: event!.envelope.version, ...event!.envelope.payload }).toMatchObject({
      version: row!.version,
      taken: row!.taken + row!.held,
      waiting: row!.waiting,
    });
  };
  const competition = (id: number, squads: SquadFixture[], version = 1, timeout = 300) =>
    database.db.transaction((tx) =>
      applyCompetitionSnapshot(tx, competitionSnapshot(id, squads, { timeout }), version),
    );

  /** prepareOrder and reserveOrder of a new shooter; answers the (first) item. */
  const signUp = (competitionId: number, squadId: number, squadIds?: number[], reserve = true) =>
    signUpInDb(database.db, shooter(nextUser++), competitionId, squadId, { squadIds, reserve });
  const free = (itemId: number) => database.db.transaction((tx) => freeItemIn(tx, itemId));
  /** the user's cart list as the cart page reads it: what marks an item as waiting */
  const cartOf = async (user: AuthUser) =>
    (
      await database.db.transaction((tx) => listCartItems(tx, user, cartItemsQuerySchema.parse({})))
    ).content.map(
      ({ squadId, waitingList, isWaitingList, multipleWaitingList, multipleWaitingListUuid }) => ({
        squadId,
        waitingList,
        isWaitingList,
        multipleWaitingList,
        grouped: multipleWaitingListUuid !== null,
      }),
    );

  beforeAll(async () => {
    ({ database, stop } = await migratedDatabase('promo', 20));
  });
  afterAll(() => stop?.());

  it('when a confirmed place is cancelled then the oldest reserved waiting entry gets it in the same transaction', async () => {
    await competition(1, [{ id: 11, squadSize: 2, maxWaitingListSize: 4 }]);
    const placed = [await signUp(1, 11), await signUp(1, 11)];
    const inDialog = await signUp(1, 11, undefined, false); // oldest waiting, but still in the dialog
    const oldest = await signUp(1, 11);
    const younger = await signUp(1, 11);
    expect([inDialog, oldest, younger].every((s) => s.waitingList)).toBe(true);
    expect(await occupancy(11)).toMatchObject({ taken: 2, held: 0, waiting: 3 });

    // the same transaction: when it rolls back, the cancel and the promotion both do
    await expect(
      database.db.transaction(async (tx) => {
        await freeItemIn(tx, placed[0]!.itemId);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await item(oldest.itemId)).toMatchObject({ waiting_list: true });
    expect(await occupancy(11)).toMatchObject({ taken: 2, waiting: 3 });

    const freed = await free(placed[0]!.itemId);
    expect(freed).toMatchObject({ itemId: placed[0]!.itemId, waitingList: false });
    expect(await item(placed[0]!.itemId)).toMatchObject({ cancelled: true });
    expect(await item(oldest.itemId)).toMatchObject({ waiting_list: false, cancelled: false });
    expect(await item(inDialog.itemId)).toMatchObject({ waiting_list: true });
    expect(await item(younger.itemId)).toMatchObject({ waiting_list: true });
    expect(await occupancy(11)).toMatchObject({ taken: 2, held: 0, waiting: 2 });
    expect(await promotedEvents()).toEqual([
      {
        itemId: oldest.itemId,
        orderId: oldest.orderId,
        userId: oldest.user.id,
        competitionId: 1,
        squadId: 11,
        email: `s${oldest.user.id}@example.org`,
        locale: 'de',
        firstName: 'Erika',
        lastName: `Muster${oldest.user.id}`,
        token: oldest.order.orderItems[0].token,
        // its cart was not checked out by bank transfer: no transfer due now
        transfer: null,
      },
    ]);
    // freeing a waiting slot frees no place: nobody moves up
    expect(await free(younger.itemId)).toMatchObject({ waitingList: true });
    expect(await occupancy(11)).toMatchObject({ taken: 2, waiting: 1 });
    expect(await promotedEvents()).toHaveLength(1);
  });

  it('when a waiting entry of a bank-transfer checkout gets its place then the event carries the transfer now due (issue 20)', async () => {
    await database.db.transaction((tx) =>
      applyCompetitionSnapshot(
        tx,
        competitionSnapshot(9, [{ id: 91, squadSize: 1, maxWaitingListSize: 2 }], {
          nominationFee: 25.5,
          paymentViaDeposit: true,
        }),
        1,
      ),
    );
    const placed = await signUp(9, 91);
    const waiting = await signUp(9, 91);
    expect(waiting.waitingList).toBe(true);
    const [order] = await query<{ cart_id: number }>('SELECT cart_id FROM orders WHERE id = $1', [
      waiting.orderId,
    ]);
    await submitCart(database.db, waiting.user, order!.cart_id, {
      paymentMethod: 'DEPOSIT',
      agbs: true,
    });
    await free(placed.itemId);
    const event = (await promotedEvents()).find((e) => e.itemId === waiting.itemId);
    expect(event?.transfer).toEqual({
      email: `s${waiting.user.id}@example.org`,
      competitionName: 'Match 9',
      competitionDate: expect.any(String),
      clubId: 1,
      squadName: 'Squad 91',
      amountCents: 2550,
    });
  });

  it('when a place frees in one squad of a multiple-waiting-list entry then the entry gets it and leaves the other squads', async () => {
    const squads = [21, 22, 23].map((id) => ({
      id,
      squadSize: 1,
      maxWaitingListSize: 2,
      multipleWaitingList: true,
    }));
    await competition(2, squads);
    const placed = [await signUp(2, 21), await signUp(2, 22), await signUp(2, 23)];
    const entry = await signUp(2, 0, [23, 21, 22]);
    const group = await query<{ id: number; squad_id: number; waiting_list: boolean; uuid: string }>(
      `SELECT id, squad_id, waiting_list, multiple_waiting_list_uuid AS uuid FROM order_items
       WHERE order_id = $1 ORDER BY squad_id`,
      [entry.orderId],
    );
    expect(group.map((g) => g.squad_id)).toEqual([21, 22, 23]);
    expect(new Set(group.map((g) => g.uuid)).size).toBe(1);
    expect(group.every((g) => g.waiting_list)).toBe(true);
    const waiting = { waitingList: true, isWaitingList: true, multipleWaitingList: true, grouped: true };
    expect(await cartOf(entry.user)).toEqual([21, 22, 23].map((squadId) => ({ squadId, ...waiting })));
    const behind = await signUp(2, 21); // a single-squad entry, younger than the group

    await free(placed[1]!.itemId); // squad 22 frees first
    const after = await query<{ squad_id: number; waiting_list: boolean; released: boolean }>(
      'SELECT squad_id, waiting_list, released FROM order_items WHERE order_id = $1 ORDER BY squad_id',
      [entry.orderId],
    );
    expect(after).toEqual([
      { squad_id: 21, waiting_list: true, released: true },
      { squad_id: 22, waiting_list: false, released: false },
      { squad_id: 23, waiting_list: true, released: true },
    ]);
    expect(await occupancy(21)).toMatchObject({ taken: 1, waiting: 1 }); // only `behind` waits there
    expect(await occupancy(22)).toMatchObject({ taken: 1, waiting: 0 });
    expect(await occupancy(23)).toMatchObject({ taken: 1, waiting: 0 });
    expect((await promotedEvents()).at(-1)).toMatchObject({ itemId: group[1]!.id, squadId: 22 });
    for (const squadId of [21, 22, 23]) await expectPublishedAsRow(squadId);
    // the cart shows a starting place: no longer grouped, so not a waiting-list entry
    expect(await cartOf(entry.user)).toEqual([
      { squadId: 22, waitingList: false, isWaitingList: false, multipleWaitingList: false, grouped: false },
    ]);

    // the entry left squad 21: the next free place there goes to the single-squad entry
    await free(placed[0]!.itemId);
    expect(await item(behind.itemId)).toMatchObject({ waiting_list: false });
    expect(await item(group[0]!.id)).toMatchObject({ waiting_list: true, released: true });
    expect(await occupancy(21)).toMatchObject({ taken: 1, waiting: 0 });
  });

  it('when the catalog makes a squad bigger then as many oldest entries as fit are promoted', async () => {
    const small = [{ id: 31, squadSize: 1, maxWaitingListSize: 5 }];
    await competition(3, small);
    await signUp(3, 31);
    const waiting = [];
    for (let i = 0; i < 4; i++) waiting.push(await signUp(3, 31));
    expect(await occupancy(31)).toMatchObject({ taken: 1, waiting: 4 });

    await competition(3, [{ id: 31, squadSize: 4, maxWaitingListSize: 5 }], 2);
    expect(await occupancy(31)).toMatchObject({ taken: 4, held: 0, waiting: 1, size: 4 });
    const states = await Promise.all(waiting.map((w) => item(w.itemId)));
    expect(states.map((s) => s.waiting_list)).toEqual([false, false, false, true]);
  });

  it('when several places of one squad free at once then distinct entries are promoted and the squad never exceeds its size', async () => {
    const squads = [41, 42].map((id) => ({
      id,
      squadSize: 4,
      maxWaitingListSize: 6,
      multipleWaitingList: true,
    }));
    await competition(4, squads);
    const placed = [];
    for (let i = 0; i < 4; i++) placed.push(await signUp(4, 41), await signUp(4, 42));
    const entries = [];
    for (let i = 0; i < 3; i++) entries.push(await signUp(4, 41), await signUp(4, 0, [41, 42]));
    expect(await occupancy(41)).toMatchObject({ taken: 4, waiting: 6 });
    expect(await occupancy(42)).toMatchObject({ taken: 4, waiting: 3 });

    // every confirmed place of both squads freed concurrently, the multi entries span both squads
    const before = (await promotedEvents()).length;
    await Promise.all(placed.map((p) => free(p.itemId)));
    const promoted = (await promotedEvents()).slice(before).map((p) => p.itemId as number);
    expect(new Set(promoted).size).toBe(promoted.length);
    expect(promoted).toHaveLength(6); // all six entries got a place, each once
    for (const squadId of [41, 42]) {
      const row = (await occupancy(squadId))!;
      expect(row.taken + row.held).toBeLessThanOrEqual(4);
      expect(row.waiting).toBe(0);
      const live = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM order_items
         WHERE squad_id = $1 AND NOT waiting_list AND NOT cancelled AND NOT released`,
        [squadId],
      );
      expect(live[0]!.n).toBe(row.taken); // the counts agree with the rows
    }
    const multiItems = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_items WHERE competition_id = 4
       AND multiple_waiting_list_uuid IS NOT NULL AND NOT waiting_list AND NOT released`,
    );
    expect(multiItems[0]!.n).toBe(3); // each multi entry holds exactly one place
    await expectPublishedAsRow(41);
    await expectPublishedAsRow(42);
  });

  it('when a held place runs out then the oldest reserved waiting entry is promoted after the expiry', async () => {
    await competition(5, [{ id: 51, squadSize: 1, maxWaitingListSize: 2 }]);
    await signUp(5, 51, undefined, false).then(async (hold) => {
      const waiting = await signUp(5, 51);
      expect(waiting.waitingList).toBe(true);
      expect(await expireHold(database.db, hold.orderId)).toBe(true);
      expect(await promoteAfterExpiry(database.db, hold.orderId)).toBe(1);
      expect(await item(waiting.itemId)).toMatchObject({ waiting_list: false });
      expect(await occupancy(51)).toMatchObject({ taken: 1, held: 0, waiting: 0 });
    });
  });

  it('when a place was left free while entries wait then the sweep repair pass promotes them', async () => {
    await competition(7, [{ id: 71, squadSize: 1, maxWaitingListSize: 2 }]);
    const placed = await signUp(7, 71);
    const waiting = await signUp(7, 71);
    // as after a crash between an expiry's commit and its promotion: a place free, nobody moved up
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE order_items SET cancelled = true WHERE id = ${placed.itemId}`);
      await releaseTakenPlace(tx, 71);
    });
    expect(await occupancy(71)).toMatchObject({ taken: 0, waiting: 1 });
    expect(await promoteWhereFree(database.db)).toBe(1);
    expect(await item(waiting.itemId)).toMatchObject({ waiting_list: false });
    expect(await occupancy(71)).toMatchObject({ taken: 1, waiting: 0 });
    expect(await promoteWhereFree(database.db)).toBe(0);
  });

  it('when a waiting entry is reserved while a place is free then it is promoted in the reserve', async () => {
    await competition(6, [{ id: 61, squadSize: 1, maxWaitingListSize: 2 }]);
    const placed = await signUp(6, 61);
    const waiting = await signUp(6, 61, undefined, false); // in the dialog: no promotion yet
    await free(placed.itemId);
    expect(await item(waiting.itemId)).toMatchObject({ waiting_list: true });
    expect(await occupancy(61)).toMatchObject({ taken: 0, waiting: 1 });
    await reserveOrder(database.db, waiting.user, {
      token: waiting.order.orderItems[0].token,
      order: {
        firstName: 'Max',
        lastName: 'Muster',
        email: 'max@example.org',
        agbs: true,
        orderItems: [{ divisionId: 1, competitionClassId: 1, factorId: 1 }],
      },
    });
    expect(await item(waiting.itemId)).toMatchObject({ waiting_list: false });
    expect(await occupancy(61)).toMatchObject({ taken: 1, waiting: 0 });
  });
});
