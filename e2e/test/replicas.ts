import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SERVICE_NAMES } from '@portal/contracts';
import { waitFor, type TestInfra } from '@portal/service-kit/testing';
import pg from 'pg';
import { expect } from 'vitest';

const run = promisify(execFile);

/** Outbox rows not yet published, over every service's schema. */
async function unpublished(pool: pg.Pool): Promise<number> {
  let total = 0;
  for (const schema of SERVICE_NAMES) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT CASE WHEN to_regclass('${schema}.outbox') IS NULL THEN 0
         ELSE (SELECT count(*)::int FROM ${schema}.outbox WHERE published_at IS NULL) END AS n`,
    );
    total += rows[0]!.n;
  }
  return total;
}

/** Messages ready or being handled in the run's consumer queues (dead letters aside). */
async function queued(queuePrefix: string): Promise<number> {
  const stdout = await run('rabbitmqctl', ['-q', 'list_queues', 'name', 'messages']).then(
    (r) => r.stdout,
    () => '', // no local rabbitmqctl: the published outboxes are all there is to wait for
  );
  return stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([name]) => name?.startsWith(`${queuePrefix}.`) && !name.endsWith('.dlq'))
    .reduce((sum, [, messages]) => sum + Number(messages ?? 0), 0);
}

/**
 * Waits until the seeded data's events are published and handled by every replica (identity's
 * catalog ids, registration's competitions and users, notification's recipients), so a test
 * starts on a system that has settled like one running for a while.
 */
export async function replicasCaughtUp(infra: TestInfra, timeoutMs = 60_000): Promise<void> {
  const pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 1 });
  try {
    await waitFor(
      async () => (await unpublished(pool)) === 0 && (await queued(infra.queuePrefix)) === 0,
      timeoutMs,
      300,
    );
  } finally {
    await pool.end();
  }
}

/** The components of the local replica mode, services first (docs/replicas.md). */
export const COMPONENTS = [...SERVICE_NAMES, 'gateway'];

/** Every component runs two replicas again, and none of them is one that ran `before`. */
export function expectEveryReplicaReplaced(
  before: Record<string, number[]>,
  after: Record<string, number[]>,
) {
  for (const name of COMPONENTS) {
    expect(after[name], name).toHaveLength(2);
    expect(
      after[name]!.filter((pid) => before[name]!.includes(pid)),
      name,
    ).toEqual([]);
  }
}
