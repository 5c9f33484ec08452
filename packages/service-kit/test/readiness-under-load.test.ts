import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/connection';

const ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => 'answered'),
    new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

/**
 * The database readiness check while a rush keeps every pool client busy (docs/replicas.md,
 * readiness under load): it must not queue behind the rush, or every replica leaves its Service
 * at the same moment.
 */
describe('the database readiness check of a busy pool', () => {
  const database = createDatabase(ADMIN_URL, 'public', 1);
  afterAll(() => database.close());

  it('when every client is busy and a query just finished then the check answers without waiting for a client', async () => {
    await database.pool.query('SELECT 1');
    const held = await database.pool.connect(); // the rush holds the only client
    const queued = database.pool.query('SELECT 1'); // and more of it waits
    expect(database.pool.waitingCount).toBe(1);
    expect(await settled(database.answers(), 1000)).toBe('answered');
    held.release();
    await queued;
  });

  it('when no query finished lately then the check waits for a client and asks the database', async () => {
    const fresh = createDatabase(ADMIN_URL, 'public', 1);
    try {
      const held = await fresh.pool.connect(); // acquired, never released: nothing proves an answer
      const queued = fresh.pool.query('SELECT 1');
      const check = fresh.answers();
      expect(await settled(check, 500)).toBe('still waiting');
      held.release();
      await expect(check).resolves.toBeUndefined();
      await queued;
    } finally {
      await fresh.close();
    }
  });
});
