import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../src/events/outbox';
import { waitFor } from '../src/testing';
import { effectRows, recordEffect, SCHEMA, startHarness, type Harness } from './fixture/harness';

const run = promisify(execFile);
const TOTAL = 1000;

/** Closes this run's broker connections (by name), as a broker failover or network cut would. */
async function cutConnections(runId: string): Promise<number> {
  const { stdout } = await run('rabbitmqctl', ['-q', 'list_connections', 'pid', 'client_properties']);
  const ours = stdout.split('\n').filter((line) => line.includes(runId));
  for (const line of ours) {
    const pid = line.split('\t')[0]!;
    await run('rabbitmqctl', ['-q', 'close_connection', pid, 'test: connection cut']);
  }
  return ours.length;
}

describe('when the broker connections are cut while 1,000 events are published', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness([recordEffect('outage')], { pollMs: 50 });
  });
  afterAll(async () => h.close());

  it('then the consumer has applied all 1,000 events, none twice', async () => {
    const writer = (async () => {
      for (let i = 0; i < TOTAL; i++) {
        await h.database.db.transaction((tx) =>
          appendEvent(tx, SCHEMA, 'kit', { type: 'kit.outage.happened', payload: { sequence: i } }),
        );
        if (i % 100 === 0) await new Promise((r) => setTimeout(r, 10));
      }
    })();
    // cut twice while events are flowing: once early, once in the middle
    await waitFor(async () => (await effectRows(h.database, 'outage')).length >= 50, 30_000, 5);
    expect(await cutConnections(h.infra.id)).toBe(2);
    await waitFor(async () => (await effectRows(h.database, 'outage')).length >= 400, 60_000, 10);
    expect(await cutConnections(h.infra.id)).toBe(2);
    await writer;

    const rows = await waitFor(
      async () => {
        const r = await effectRows(h.database, 'outage');
        return r.length >= TOTAL && r;
      },
      90_000,
      100,
    );
    await new Promise((r) => setTimeout(r, 500)); // late redeliveries would show up here
    const final = await effectRows(h.database, 'outage');
    expect(final).toHaveLength(TOTAL);
    expect(new Set(final.map((r) => r.sequence)).size).toBe(TOTAL);
    expect(new Set(rows.map((r) => r.event_id)).size).toBe(TOTAL);
    const { rows: pending } = await h.database.pool.query(
      'SELECT count(*)::int AS n FROM kit_test.outbox WHERE published_at IS NULL',
    );
    expect(pending[0].n).toBe(0);
  });
});
