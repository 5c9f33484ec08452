import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { startTimerThread, type TimerThread } from '../src/timer-thread';
import { createTestInfra, waitFor, type TestInfra } from '../src/testing';

describe('the timer thread', () => {
  let infra: TestInfra;
  let db: pg.Pool;
  let thread: TimerThread | null = null;
  const ticks = async () =>
    (await db.query<{ start: number; at: Date }>('SELECT start, at FROM ticks ORDER BY id')).rows;
  const start = (extra: Record<string, unknown> = {}, entry = 'fixture/timers') =>
    startTimerThread({
      entry: new URL(entry, import.meta.url),
      name: 'registration',
      schema: 'public',
      config: { ...loadConfig({ PORT: 0 }, undefined, infra.env), ...extra },
      logger: createLogger('registration', 'silent'),
    });

  beforeAll(async () => {
    infra = await createTestInfra('timers');
    db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
    // the pool's end resolves before its clients have closed: the database's removal may still
    // reach one, which must not become an uncaught error of the test run
    db.on('connect', (client) => client.on('error', () => undefined));
  });
  afterEach(async () => {
    await thread?.stop(5000);
    thread = null;
    await db.query('DROP TABLE IF EXISTS ticks, starts');
  });
  afterAll(async () => {
    await db.end();
    await infra.cleanup();
  });
  const tables = () =>
    db.query(`CREATE TABLE starts (id serial PRIMARY KEY);
      CREATE TABLE ticks (id serial PRIMARY KEY, start integer NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`);

  it('when the service’s event loop is blocked for a second then the thread’s timers still run', async () => {
    await tables();
    thread = await start();
    await waitFor(async () => (await ticks()).length >= 3, 10_000);
    const blockedFrom = Date.now();
    while (Date.now() - blockedFrom < 1000); // a rush's requests hold the event loop
    const during = (await ticks()).filter(
      ({ at }) => at.getTime() > blockedFrom + 100 && at.getTime() < blockedFrom + 900,
    );
    // every 20 ms over 800 ms is 40; a loaded machine may skip some, never most
    expect(during.length).toBeGreaterThanOrEqual(10);
  });

  it('when the thread ends on its own then it is started again, and stopping it ends its timers', async () => {
    await tables();
    thread = await start({ CRASH_FIRST_START: true });
    await waitFor(async () => (await ticks()).some((tick) => tick.start === 2), 20_000);
    expect((await ticks()).some((tick) => tick.start === 1)).toBe(true);
    // it ends by itself once its jobs, pool and Redis connections are closed, not by force
    expect(await thread.stop(15_000)).toBe('ended');
    thread = null;
    const stopped = (await ticks()).length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ticks()).length).toBe(stopped);
  });

  it('when it is stopped while its job worker checks for stalled jobs then it ends, not by force', async () => {
    // the check answers 1 s after the start; BullMQ's worker, closed meanwhile, then arms its next
    // check in 30 s, which must not keep the thread until the stop's bound
    thread = await start({}, 'fixture/slow-stalled-check-timers');
    expect(await thread.stop(5000)).toBe('ended');
    thread = null;
  });

  it('when the thread cannot start then starting fails and says why', async () => {
    await tables();
    await expect(start({}, 'fixture/no-such-timers')).rejects.toMatchObject({
      message: expect.stringContaining('timer thread ended at start'),
      cause: expect.objectContaining({ message: expect.stringContaining('no-such-timers') }),
    });
  });
});
