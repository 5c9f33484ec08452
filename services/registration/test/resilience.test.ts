import {
  createTestInfra,
  createTestKeys,
  consumerQueues,
  waitFor,
  type TestInfra,
} from '@portal/service-kit/testing';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveJwks, startRegistrationProcess, type RegistrationProcess } from './replicas';
import { call, competitionSnapshot, prepareBody, publisher, shooterToken } from './support';

/**
 * Redis lost and a process killed: two registration processes (child processes) on a Redis
 * database of their own (db 7; only this test's keys live there, and only db 7 is flushed).
 */
const REDIS_DB7 = 'redis://127.0.0.1:6379/7';

describe('sign-up resilience: Redis flushed during holds, a replica killed in a rush', () => {
  let infra: TestInfra;
  let keys: Awaited<ReturnType<typeof createTestKeys>>;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let processes: RegistrationProcess[] = [];
  let pool: pg.Pool;
  let events: Awaited<ReturnType<typeof publisher>>;

  const one = async <T>(text: string, values: unknown[] = []) =>
    (await pool.query(text, values)).rows[0] as T;
  const occupancy = (squadId: number) =>
    one<{ taken: number; held: number; waiting: number }>(
      'SELECT taken, held, waiting FROM registration.squad_occupancy WHERE squad_id = $1',
      [squadId],
    );
  /** what the live items say the occupancy row must be */
  const counted = (squadId: number) =>
    one<{ held: number; waiting: number }>(
      `SELECT count(*) FILTER (WHERE NOT i.waiting_list AND o.status = 'PREPARE')::int AS held,
              count(*) FILTER (WHERE i.waiting_list)::int AS waiting
       FROM registration.order_items i JOIN registration.orders o ON o.id = i.order_id
       WHERE i.squad_id = $1 AND NOT i.released AND NOT i.cancelled`,
      [squadId],
    );
  const publish = async (snapshot: ReturnType<typeof competitionSnapshot>) => {
    await events.publish('catalog.competition.upserted', 1, snapshot);
    await waitFor(
      async () =>
        (await pool.query('SELECT 1 FROM registration.competitions WHERE id = $1', [snapshot.id])).rowCount,
    );
    // and each process answers for it: under a full parallel run, sign-ups sent right after the
    // row committed were once refused COMPETITION_DOESNT_EXIST by one process (cause not found)
    await waitFor(async () =>
      (
        await Promise.all(
          processes.map((p) => call(p.base, 'GET', `publicResources/subscriptionInfo/${snapshot.id}/0`)),
        )
      ).every((a) => a.status === 200),
    );
  };

  beforeAll(async () => {
    infra = await createTestInfra('regres');
    keys = await createTestKeys();
    jwks = await serveJwks(keys.jwks);
    const env = { ...infra.env, REDIS_URL: REDIS_DB7, JWKS_URL: jwks.url, HOLD_SWEEP_INTERVAL_MS: '300' };
    processes = await Promise.all([startRegistrationProcess(env), startRegistrationProcess(env)]);
    pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 3 });
    events = await publisher(infra.env.AMQP_URL, infra.exchange);
  });
  afterAll(async () => {
    await events?.close();
    for (const p of processes) await p.stop();
    await pool?.end();
    await jwks?.close();
    const redis = new Redis(REDIS_DB7);
    const stale = await redis.keys(`${infra.redisPrefix}*`);
    if (stale.length) await redis.del(...stale);
    await redis.quit();
    await infra.cleanup(consumerQueues(`${infra.queuePrefix}.registration`, 5));
  });

  it('when Redis db 7 is flushed while holds run then the sweep still releases every overdue hold', async () => {
    await publish(
      competitionSnapshot(200, [{ id: 2000, squadSize: 10, maxWaitingListSize: 2 }], { timeout: 6 }),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) =>
        call(
          processes[i % 2]!.base,
          'POST',
          'publicResources/prepareOrder',
          prepareBody(200, 2000),
          await shooterToken(keys, 100 + i),
        ),
      ),
    );
    // the statuses and bodies of any refusal show in the failure (once, under full load, one was not 200)
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(await occupancy(2000)).toMatchObject({ held: 10, waiting: 2 });
    const redis = new Redis(REDIS_DB7);
    expect(await redis.keys(`${infra.redisPrefix}bull:hold-expiry:*`)).not.toHaveLength(0); // the jobs exist
    await redis.flushdb(); // db 7 only: every expiry job is gone
    await redis.quit();
    await waitFor(async () => {
      const row = await occupancy(2000);
      return row.held === 0 && row.waiting === 0;
    }, 20_000);
    expect(
      await one('SELECT count(*)::int AS n FROM registration.orders WHERE status = $1', ['PREPARE']),
    ).toEqual({ n: 0 });
  });

  it('when a replica is killed with SIGKILL during a rush then nothing is oversold and the sweep leaves no hold', async () => {
    await publish(
      competitionSnapshot(201, [{ id: 2010, squadSize: 20, maxWaitingListSize: 5 }], { timeout: 12 }),
    );
    // the countdown (12 s) outlasts the rush on a busy machine, so no place is given twice by expiry
    const tokens = await Promise.all(Array.from({ length: 400 }, (_, i) => shooterToken(keys, 1000 + i)));
    const victim = processes[0]!;
    let victimAnswers = 0;
    const rush = Promise.all(
      tokens.map((token, i) =>
        call(processes[i % 2]!.base, 'POST', 'publicResources/prepareOrder', prepareBody(201, 2010), token)
          .then((answer) => {
            // killed while it still has most of its 200 calls in flight
            if (i % 2 === 0 && ++victimAnswers === 20) victim.child.kill('SIGKILL');
            return answer;
          })
          .catch(() => null),
      ),
    );
    const answers = await rush;
    await waitFor(async () => victim.child.signalCode === 'SIGKILL');
    expect(answers.filter((a) => a === null).length).toBeGreaterThan(0); // calls were lost with it

    const granted = answers.filter((a) => a?.status === 200);
    expect(granted.length).toBeLessThanOrEqual(25);
    expect(answers.filter((a) => a && a.status !== 200).every((a) => a!.body.error === 'SQUAD_FULL')).toBe(
      true,
    );
    const row = await occupancy(2010);
    expect(row.taken + row.held).toBeLessThanOrEqual(20);
    expect(row.waiting).toBeLessThanOrEqual(5);
    // the killed process's open transactions rolled back with their connections
    expect((await counted(2010)).held).toBeLessThanOrEqual(20);

    // the survivor's jobs and sweep release every hold, the victim's included
    await waitFor(async () => {
      const now = await occupancy(2010);
      return now.held === 0 && now.waiting === 0;
    }, 60_000);
    expect(
      await one('SELECT count(*)::int AS n FROM registration.orders WHERE status = $1', ['PREPARE']),
    ).toEqual({ n: 0 });
    expect(await counted(2010)).toEqual({ held: 0, waiting: 0 });
  }, 120_000);
});
