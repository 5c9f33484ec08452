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

const squad = listedSquad;

interface Item {
  id: number;
  squad_id: number;
  waiting_list: boolean;
}
type Answer = Awaited<ReturnType<typeof call>>;
interface Entry {
  jwt: string;
  orderId: number;
  /** the entry's live items before the race, by squad */
  items: Item[];
  /** the item whose squad the shooter changes */
  edited: number;
}

/**
 * The seat invariant (docs/seat-invariant.md) for the squad change of a multiple-waiting-list entry
 * (move-waiting-entry.ts), raced over two registration processes against the real database:
 * entries change to one target squad while other shooters sign up there and confirmed
 * registrations are cancelled (promotion racing with the move). Afterwards every occupancy row is
 * within its limits and equals its live items, and every entry either moved as the spec says or
 * was refused with nothing changed.
 */
describe('a multiple-waiting-list entry changes squad under a rush', () => {
  let r: Registrations;
  let nextUser = 81_000;

  const query = <T = Json>(text: string, values: unknown[] = []) => r.query<T>(text, values);
  const occupancy = async (squadId: number) =>
    (
      await query<{ size: number; max: number; taken: number; held: number; waiting: number }>(
        `SELECT size, max_waiting_list_size AS max, taken, held, waiting
         FROM registration.squad_occupancy WHERE squad_id = $1`,
        [squadId],
      )
    )[0]!;
  /** what the live items say the occupancy row must be (as resilience.test counts) */
  const counted = async (squadId: number) =>
    (
      await query<{ taken: number; held: number; waiting: number }>(
        `SELECT count(*) FILTER (WHERE NOT i.waiting_list AND o.status = 'RESERVED')::int AS taken,
                count(*) FILTER (WHERE NOT i.waiting_list AND o.status = 'PREPARE')::int AS held,
                count(*) FILTER (WHERE i.waiting_list)::int AS waiting
         FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
         WHERE i.squad_id = $1 AND NOT i.released AND NOT i.cancelled`,
        [squadId],
      )
    )[0]!;
  const liveItems = (orderId: number) =>
    query<Item>(
      `SELECT id, squad_id, waiting_list FROM registration.order_items
       WHERE order_id = $1 AND NOT released AND NOT cancelled ORDER BY squad_id`,
      [orderId],
    );
  const outboxFor = async (type: string, itemIds: number[]) =>
    (
      await query<{ envelope: { payload: Json } }>(
        `SELECT envelope FROM registration.outbox WHERE type = $1
           AND (envelope->'payload'->>'itemId')::int = ANY($2::int[]) ORDER BY id`,
        [type, itemIds],
      )
    ).map((row) => row.envelope.payload);
  const squadChanges = (itemIds: number[]) => outboxFor('registration.order-item.squad-changed', itemIds);
  const promotions = (itemIds: number[]) => outboxFor('registration.order-item.promoted', itemIds);
  const edit = squadEditBody;

  /** A new shooter signs up (squadIds: the multiple waiting list) and reserves, on replica `base`. */
  async function signUp(competitionId: number, squadId: number, squadIds?: number[], base = 0) {
    const jwt = await shooterToken(r.keys, nextUser++);
    const url = r.bases[base % r.bases.length]!;
    const body = prepareBody(competitionId, squadId, squadIds ? { squadIds } : {});
    const held = await call(url, 'POST', 'publicResources/prepareOrder', body, jwt);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const first = held.body.orderItems[0];
    const reserved = await call(url, 'POST', 'publicResources/reserveOrder', reserveBody(first.token), jwt);
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    return { jwt, orderId: held.body.id as number, itemId: first.id as number };
  }

  /** `count` reserved entries waiting on both squads; every other one edits its item on `second`. */
  async function waitingEntries(competitionId: number, first: number, second: number, count: number) {
    const entries = await Promise.all(
      Array.from({ length: count }, (_, i) => signUp(competitionId, 0, [first, second], i)),
    );
    return Promise.all(
      entries.map(async ({ jwt, orderId }, i): Promise<Entry> => {
        const items = await liveItems(orderId);
        expect(items.map((item) => [item.squad_id, item.waiting_list])).toEqual([
          [first, true],
          [second, true],
        ]);
        return { jwt, orderId, items, edited: items[i % 2]!.id };
      }),
    );
  }

  /** taken + held <= size, waiting <= max, the row equals its live items and its newest event */
  async function expectInvariant(squadId: number) {
    const row = await occupancy(squadId);
    expect(row.taken + row.held, `places of ${squadId}`).toBeLessThanOrEqual(row.size);
    expect(row.waiting, `waiting of ${squadId}`).toBeLessThanOrEqual(row.max);
    expect(await counted(squadId), `items of ${squadId}`).toEqual({
      taken: row.taken,
      held: row.held,
      waiting: row.waiting,
    });
    const [event] = await query<{ envelope: { payload: { taken: number; waiting: number } } }>(
      `SELECT envelope FROM registration.outbox WHERE type = 'registration.squad.occupancy-changed'
         AND (envelope->'payload'->>'squadId')::int = $1
       ORDER BY (envelope->>'version')::int DESC LIMIT 1`,
      [squadId],
    );
    expect(event!.envelope.payload, `event of ${squadId}`).toMatchObject({
      taken: row.taken + row.held,
      waiting: row.waiting,
    });
    return row;
  }

  /** answers by outcome: how many of each status or error key */
  const tally = (answers: Answer[]) => {
    const counts: Record<string, number> = {};
    for (const a of answers) {
      const key = a.status === 200 ? 'ok' : (a.body?.error ?? String(a.status));
      counts[key] = (counts[key] ?? 0) + 1;
    }
    return counts;
  };
  /** the entry's squad change by its owner, on replica `base` */
  const move = (entry: Entry, target: number, base: number) =>
    call(r.bases[base % 2]!, 'PUT', `shooterOrderItems/${entry.edited}`, edit(target), entry.jwt);
  /** `count` new shooters' tokens, signed before the race so its calls start together */
  const rushTokens = (count: number) =>
    Promise.all(Array.from({ length: count }, () => shooterToken(r.keys, nextUser++)));
  /** a plain sign-up step (prepareOrder) on `squadId` */
  const rushSignUp = (competitionId: number, squadId: number, jwt: string, base: number) =>
    call(
      r.bases[base % 2]!,
      'POST',
      'publicResources/prepareOrder',
      prepareBody(competitionId, squadId),
      jwt,
    );
  /**
   * Starts every call in one go, interleaved (a sign-up, then a move, ...), so neither kind gets
   * a head start; answers each kind's answers in its own order.
   */
  async function race<K extends string>(calls: Record<K, (() => Promise<Answer>)[]>) {
    const kinds = Object.keys(calls) as K[];
    const started = Object.fromEntries(kinds.map((k) => [k, [] as Promise<Answer>[]])) as Record<
      K,
      Promise<Answer>[]
    >;
    const longest = Math.max(...kinds.map((k) => calls[k].length));
    for (let i = 0; i < longest; i++)
      for (const k of kinds) {
        // spread each kind evenly over the whole race
        const from = Math.floor((i * calls[k].length) / longest);
        const to = Math.floor(((i + 1) * calls[k].length) / longest);
        for (let j = from; j < to; j++) started[k].push(calls[k][j]!());
      }
    const answers = {} as Record<K, Answer[]>;
    for (const k of kinds) answers[k] = await Promise.all(started[k]);
    return answers;
  }

  beforeAll(async () => {
    r = await startRegistrations(2, { HOLD_SWEEP_INTERVAL_MS: '600000' }, 'mwlrace');
  });
  afterAll(async () => {
    await r?.stop();
  });

  it.each([
    { target: 'on the multiple waiting list', flagged: true, slots: 2, competitionId: 500 },
    // room on its waiting list, which the entries may not take: SQUAD_ONLY_WAITINGLIST_SPOTS
    { target: 'off the multiple waiting list', flagged: false, slots: 20, competitionId: 510 },
  ])(
    'when 30 entries change to one squad $target while 50 shooters sign up there then no seat is oversold and each entry moved or is unchanged',
    async ({ flagged, slots, competitionId }) => {
      const [A, B, T] = [1, 2, 3].map((n) => competitionId * 10 + n) as [number, number, number];
      await r.publishCompetition(
        competitionSnapshot(competitionId, [squad(A, 1, 40), squad(B, 1, 40), squad(T, 3, slots, flagged)], {
          timeout: 600, // no hold runs out during the test
        }),
      );
      await signUp(competitionId, A);
      await signUp(competitionId, B); // A's and B's one place is taken: the entries wait
      const entries = await waitingEntries(competitionId, A, B, 30);

      const tokens = await rushTokens(50);
      const { signUps, moves } = await race({
        signUps: tokens.map((jwt, i) => () => rushSignUp(competitionId, T, jwt, i + 1)),
        moves: entries.map((entry, i) => () => move(entry, T, i)),
      });

      const all = [...moves, ...signUps];
      expect(all.filter((a) => a.status >= 500)).toEqual([]);
      const refusalKeys = flagged ? ['SQUAD_FULL'] : ['SQUAD_FULL', 'SQUAD_ONLY_WAITINGLIST_SPOTS'];
      for (const a of moves)
        if (a.status !== 200) expect([a.status, refusalKeys.includes(a.body.error)]).toEqual([409, true]);
      for (const a of signUps)
        if (a.status !== 200) expect(a).toEqual({ status: 409, body: { error: 'SQUAD_FULL' } });

      // demand is far above T's places and slots: T ends exactly full, by movers and sign-ups
      const movedToPlace = moves.filter((a) => a.status === 200 && !a.body.waitingList).length;
      const movedToWaiting = moves.filter((a) => a.status === 200 && a.body.waitingList).length;
      const held = signUps.filter((a) => a.status === 200 && !a.body.orderItems[0].waitingList).length;
      const waited = signUps.filter((a) => a.status === 200 && a.body.orderItems[0].waitingList).length;
      console.info(
        `moves: ${movedToPlace} to a place, ${movedToWaiting} to a waiting slot, ` +
          `refused ${JSON.stringify(tally(moves.filter((a) => a.status !== 200)))}; ` +
          `sign-ups: ${held} held, ${waited} waiting`,
      );
      expect(movedToPlace + held).toBe(3);
      expect(movedToWaiting + waited).toBe(slots);
      if (!flagged) expect(movedToWaiting).toBe(0); // such a squad takes no waiting entry
      expect(await occupancy(T)).toMatchObject({
        taken: movedToPlace,
        held,
        waiting: movedToWaiting + waited,
      });

      for (const [i, entry] of entries.entries()) {
        const answer = moves[i]!;
        const now = await liveItems(entry.orderId);
        const changes = await squadChanges([entry.edited]);
        const other = entry.items.find((item) => item.id !== entry.edited)!;
        if (answer.status !== 200) {
          expect(now, `refused entry ${entry.orderId}`).toEqual(entry.items);
          expect(changes).toEqual([]);
          continue;
        }
        expect(answer.body).toMatchObject({ id: entry.edited, squadId: T, multipleWaitingList: true });
        const from = entry.items.find((item) => item.id === entry.edited)!.squad_id;
        expect(changes).toEqual([expect.objectContaining({ squadId: T, fromSquadId: from })]);
        if (answer.body.waitingList)
          // waits on T instead of the edited squad, still on its other one
          expect(now).toEqual([other, { id: entry.edited, squad_id: T, waiting_list: true }]);
        else {
          // a place: it left every other squad, its other item released and that slot given back
          expect(now).toEqual([{ id: entry.edited, squad_id: T, waiting_list: false }]);
          const [left] = await query<{ released: boolean; cancelled: boolean }>(
            'SELECT released, cancelled FROM registration.order_items WHERE id = $1',
            [other.id],
          );
          expect(left).toEqual({ released: true, cancelled: false });
        }
      }
      // every slot an entry gave back on A and B is counted: both rows equal their live items
      for (const squadId of [A, B, T]) await expectInvariant(squadId);
      const stillWaiting = entries.length - movedToPlace;
      const a = await occupancy(A);
      const b = await occupancy(B);
      expect(a.waiting + b.waiting + movedToWaiting).toBe(2 * stillWaiting);
    },
    180_000,
  );

  it('when confirmed registrations of the source and target squads are cancelled during the moves then promotion and moves never oversell and no entry gets two places', async () => {
    const competitionId = 520;
    const [A, B, T] = [5201, 5202, 5203];
    await r.publishCompetition(
      competitionSnapshot(competitionId, [squad(A, 1, 40), squad(B, 1, 40), squad(T, 3, 2)], {
        timeout: 600,
      }),
    );
    const holders = [await signUp(competitionId, A), await signUp(competitionId, B)];
    holders.push(await signUp(competitionId, T)); // T: 2 free places, 2 waiting slots
    const entries = await waitingEntries(competitionId, A, B, 30);

    const cancel = (holder: (typeof holders)[number], base: number) =>
      call(r.bases[base % 2]!, 'PUT', `shooterOrderItems/${holder.itemId}/cancel`, undefined, holder.jwt);
    const tokens = await rushTokens(50);
    // the three cancels start spread over the moves
    const { signUps, moves, cancels } = await race({
      signUps: tokens.map((jwt, i) => () => rushSignUp(competitionId, T, jwt, i + 1)),
      moves: entries.map((entry, i) => () => move(entry, T, i)),
      cancels: holders.map((holder, i) => () => cancel(holder, i)),
    });

    expect([...moves, ...signUps, ...cancels].filter((a) => a.status >= 500)).toEqual([]);
    expect(cancels.map((a) => a.status)).toEqual([200, 200, 200]);
    for (const a of signUps)
      if (a.status !== 200) expect(a).toEqual({ status: 409, body: { error: 'SQUAD_FULL' } });

    let places = 0;
    for (const [i, entry] of entries.entries()) {
      const answer = moves[i]!;
      const ids = entry.items.map((item) => item.id);
      const promoted = await promotions(ids);
      const changes = await squadChanges([entry.edited]);
      const now = await liveItems(entry.orderId);
      const label = `entry ${entry.orderId}: ${answer.status} ${JSON.stringify(answer.body)}`;
      expect(promoted.length, label).toBeLessThanOrEqual(1); // promoted once at most
      if (answer.status === 200) {
        expect(answer.body, label).toMatchObject({ id: entry.edited, squadId: T });
        expect(changes, label).toHaveLength(1);
      } else {
        // full, or the edited item was released because the entry was promoted on its other squad
        if (answer.status === 404) expect(promoted, label).toHaveLength(1);
        else expect(answer, label).toMatchObject({ status: 409, body: { error: 'SQUAD_FULL' } });
        expect(changes, label).toEqual([]);
      }
      // at most one place, and an entry with a place waits nowhere else
      const placed = now.filter((item) => !item.waiting_list);
      expect(placed.length, label).toBeLessThanOrEqual(1);
      if (placed.length === 1) expect(now, label).toEqual(placed);
      else {
        // still waiting, never promoted: on T instead of the edited squad, or unchanged
        expect(promoted, label).toEqual([]);
        const other = entry.items.find((item) => item.id !== entry.edited)!;
        const moved = [other, { id: entry.edited, squad_id: T, waiting_list: true }];
        expect(now, label).toEqual(answer.status === 200 ? moved : entry.items);
      }
      // a place comes from the promotion or from the move, never from both into two squads
      if (placed.length === 1 && promoted.length === 1 && answer.status === 200 && !answer.body.waitingList)
        expect(promoted[0].itemId, label).toBe(entry.edited); // promoted first, then its place moved
      places += placed.length;
    }
    // how the race went (promotions may be skipped while an entry's edit holds its order)
    const promotedAll = await promotions(entries.flatMap((entry) => entry.items.map((item) => item.id)));
    console.info(
      `race with cancels: moves ${JSON.stringify(tally(moves))}, ${promotedAll.length} entries promoted, ` +
        `${places} entries with a place`,
    );
    for (const squadId of [A, B, T]) await expectInvariant(squadId);
  }, 180_000);
});
