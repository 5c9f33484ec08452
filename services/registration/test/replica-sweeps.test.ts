import { waitFor } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInDb, startRegistrations, type Registrations } from './harness';
import { competitionSnapshot, shooter } from './support';

const SQUADS = Array.from({ length: 8 }, (_, i) => 9501 + i);

/**
 * Two registration replicas whose hold sweeps run every 100 ms against one database
 * (docs/replicas-and-schedulers.md): overdue holds, released by whichever sweep claims them
 * (SKIP LOCKED), each free exactly one place, promote exactly one waiting entry and write each
 * event once.
 */
describe('registration hold sweeps in two replicas at once', () => {
  let regs: Registrations;
  let nextUser = 7000;

  beforeAll(async () => {
    regs = await startRegistrations(2, { HOLD_SWEEP_INTERVAL_MS: '100' }, 'replsweep');
  });
  afterAll(() => regs?.stop());

  const outbox = (type: string) =>
    regs.query<{ envelope: { version: number; payload: Record<string, unknown> } }>(
      `SELECT envelope FROM registration.outbox WHERE type = $1 ORDER BY id`,
      [type],
    );

  it('when holds run out then both sweeps release each once and each waiting entry is promoted once', async () => {
    await regs.publishCompetition(
      competitionSnapshot(
        95,
        SQUADS.map((id) => ({ id, squadSize: 1, maxWaitingListSize: 2 })),
        // the holds' own jobs fall due long after this test: only the sweeps end them
        { timeout: 600 },
      ),
    );
    const db = regs.services[0]!.ctx.db;
    const holds: number[] = [];
    const waiting: number[] = [];
    for (const squadId of SQUADS) {
      holds.push((await signUpInDb(db, shooter(nextUser++), 95, squadId, { reserve: false })).orderId);
      const entry = await signUpInDb(db, shooter(nextUser++), 95, squadId);
      expect(entry.waitingList).toBe(true);
      waiting.push(entry.itemId);
    }
    await regs.query(
      `UPDATE registration.orders SET expires_at = now() - interval '1 second' WHERE id = ANY($1::int[])`,
      [holds],
    );
    await waitFor(async () => {
      const [{ n }] = (await regs.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM registration.order_items WHERE id = ANY($1::int[]) AND NOT waiting_list`,
        [waiting],
      )) as [{ n: number }];
      return n === waiting.length;
    }, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 500)); // five more rounds of both sweeps

    const orders = await regs.query<{ status: string }>(
      `SELECT status FROM registration.orders WHERE id = ANY($1::int[])`,
      [holds],
    );
    expect(orders.map((o) => o.status)).toEqual(holds.map(() => 'EXPIRED'));
    const occupancy = await regs.query<{ squad_id: number; taken: number; held: number; waiting: number }>(
      `SELECT squad_id, taken, held, waiting FROM registration.squad_occupancy
       WHERE squad_id = ANY($1::int[]) ORDER BY squad_id`,
      [SQUADS],
    );
    expect(occupancy).toEqual(SQUADS.map((squad_id) => ({ squad_id, taken: 1, held: 0, waiting: 0 })));

    const promoted = (await outbox('registration.order-item.promoted')).map((r) => r.envelope.payload.itemId);
    expect(promoted.sort()).toEqual([...waiting].sort());
    // one occupancy event per change of a squad: no version written twice
    const occupancyEvents = await outbox('registration.squad.occupancy-changed');
    for (const squadId of SQUADS) {
      const versions = occupancyEvents
        .filter((e) => e.envelope.payload.squadId === squadId)
        .map((e) => e.envelope.version);
      expect(new Set(versions).size).toBe(versions.length);
    }
  });
});
