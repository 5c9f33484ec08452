import { fileURLToPath } from 'node:url';
import { createDatabase, runMigrations, type DatabaseHandle } from '@portal/service-kit';
import { createTestInfra, type TestInfra } from '@portal/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applySquadCapacity,
  confirmHeldPlace,
  holdPlace,
  publishOccupancy,
  readOccupancy,
  releaseHeldPlace,
  releaseWaitingSlot,
  takeWaitingSlot,
} from '../src/domain/seats/squad-occupancy';

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));

describe('squad occupancy: the seat invariant', () => {
  let infra: TestInfra;
  let database: DatabaseHandle;

  beforeAll(async () => {
    infra = await createTestInfra('seats');
    database = createDatabase(infra.databaseUrl, 'registration', 20);
    await runMigrations(database.pool, 'registration', migrations);
  });
  afterAll(async () => {
    await database.close();
    await infra.cleanup();
  });

  it('when 300 transactions race for 20 places and 5 waiting slots then exactly 20 and 5 are given', async () => {
    await applySquadCapacity(database.db, 1, 20, 5);
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, () =>
        database.db.transaction(async (tx) => {
          const place = await holdPlace(tx, 1);
          if (place) return 'place';
          return (await takeWaitingSlot(tx, 1)) ? 'waiting' : 'full';
        }),
      ),
    );
    expect(outcomes.filter((o) => o === 'place')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'waiting')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'full')).toHaveLength(275);
    expect(await readOccupancy(database.db, 1)).toMatchObject({
      taken: 0,
      held: 20,
      waiting: 5,
      version: 25,
    });
  });

  it('when a statement would break the limits then the CHECK constraints refuse it', async () => {
    await applySquadCapacity(database.db, 2, 1, 0);
    await expect(
      database.pool.query('UPDATE squad_occupancy SET held = 2 WHERE squad_id = 2'),
    ).rejects.toThrow(/squad_occupancy_places_check/);
    await expect(
      database.pool.query('UPDATE squad_occupancy SET waiting = 1 WHERE squad_id = 2'),
    ).rejects.toThrow(/squad_occupancy_waiting_check/);
    await expect(
      database.pool.query('UPDATE squad_occupancy SET held = -1 WHERE squad_id = 2'),
    ).rejects.toThrow(/squad_occupancy_counts_check/);
  });

  it('when places are held, confirmed and given back then the counts follow and never go below zero', async () => {
    await applySquadCapacity(database.db, 3, 2, 1);
    expect(await holdPlace(database.db, 3)).toMatchObject({ held: 1 });
    expect(await confirmHeldPlace(database.db, 3)).toMatchObject({ held: 0, taken: 1 });
    expect(await confirmHeldPlace(database.db, 3)).toBeNull(); // nothing held any more
    expect(await releaseHeldPlace(database.db, 3)).toBeNull();
    expect(await releaseWaitingSlot(database.db, 3)).toBeNull();
    expect(await takeWaitingSlot(database.db, 3)).toMatchObject({ waiting: 1 });
    expect(await releaseWaitingSlot(database.db, 3)).toMatchObject({ waiting: 0 });
  });

  it('when the catalog shrinks a squad below what is taken then nobody loses a place and the limit follows down', async () => {
    await applySquadCapacity(database.db, 4, 3, 2);
    for (let i = 0; i < 3; i++) await holdPlace(database.db, 4);
    await takeWaitingSlot(database.db, 4);
    await takeWaitingSlot(database.db, 4);
    await applySquadCapacity(database.db, 4, 1, 0); // a newer snapshot: size 1, no waiting list
    expect(await readOccupancy(database.db, 4)).toMatchObject({
      size: 3,
      held: 3,
      maxWaitingListSize: 2,
      waiting: 2,
    });
    expect(await holdPlace(database.db, 4)).toBeNull();
    expect(await releaseHeldPlace(database.db, 4)).toMatchObject({ size: 2, held: 2 });
    expect(await releaseHeldPlace(database.db, 4)).toMatchObject({ size: 1, held: 1 });
    expect(await releaseHeldPlace(database.db, 4)).toMatchObject({ size: 1, held: 0 });
    expect(await releaseWaitingSlot(database.db, 4)).toMatchObject({ maxWaitingListSize: 1, waiting: 1 });
    expect(await releaseWaitingSlot(database.db, 4)).toMatchObject({ maxWaitingListSize: 0, waiting: 0 });
    expect(await holdPlace(database.db, 4)).toMatchObject({ held: 1 }); // the catalog's one place
    expect(await holdPlace(database.db, 4)).toBeNull();
    await applySquadCapacity(database.db, 4, 5, 1); // made bigger again
    expect(await readOccupancy(database.db, 4)).toMatchObject({ size: 5, maxWaitingListSize: 1 });
  });

  it('when a change is published then the outbox carries taken plus held, waiting and the row version', async () => {
    await applySquadCapacity(database.db, 5, 4, 2);
    const row = await database.db.transaction(async (tx) => {
      const changed = (await holdPlace(tx, 5))!;
      await publishOccupancy(tx, changed);
      return changed;
    });
    const { rows } = await database.pool.query(
      `SELECT envelope FROM registration.outbox WHERE type = 'registration.squad.occupancy-changed' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].envelope).toMatchObject({
      version: row.version,
      payload: { squadId: 5, taken: 1, waiting: 0, standIds: [] },
    });
  });
});
