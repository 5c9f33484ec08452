import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appendEvent, appendEventFromSql } from '../src/events/outbox';
import { waitFor } from '../src/testing';
import { effectRows, recordEffect, SCHEMA, startHarness, type Harness } from './fixture/harness';

describe('transactional outbox and idempotent consumer (real PostgreSQL and RabbitMQ)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness([recordEffect('rollback'), recordEffect('twice'), recordEffect('computed')]);
  });
  afterAll(async () => h.close());

  it('when the transaction that wrote an event rolls back then the event is never published', async () => {
    await expect(
      h.database.db.transaction(async (tx) => {
        await appendEvent(tx, SCHEMA, 'kit', { type: 'kit.rollback.happened', payload: { sequence: 1 } });
        throw new Error('business rule failed after the event was written');
      }),
    ).rejects.toThrow('business rule failed');
    // a committed marker written afterwards proves the pipeline ran past the rolled-back one
    await h.database.db.transaction((tx) =>
      appendEvent(tx, SCHEMA, 'kit', { type: 'kit.rollback.happened', payload: { sequence: 2 } }),
    );
    const rows = await waitFor(async () => {
      const r = await effectRows(h.database, 'rollback');
      return r.length > 0 && r;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect((await effectRows(h.database, 'rollback')).map((r) => r.sequence)).toEqual([2]);
    expect(rows.map((r) => r.sequence)).toEqual([2]);
    const { rows: outboxRows } = await h.database.pool.query('SELECT type FROM kit_test.outbox');
    expect(outboxRows).toHaveLength(1);
  });

  it('when the payload is computed in SQL then the event has the same envelope and is delivered', async () => {
    await h.database.db.transaction((tx) =>
      appendEventFromSql(tx, SCHEMA, 'kit', {
        type: 'kit.computed.happened',
        version: 4,
        payload: sql`jsonb_build_object('sequence', (SELECT 40 + 2))`,
      }),
    );
    await waitFor(async () => (await effectRows(h.database, 'computed')).length === 1);
    expect((await effectRows(h.database, 'computed')).map((r) => r.sequence)).toEqual([42]);
    const { rows } = await h.database.pool.query(
      "SELECT event_id, envelope FROM kit_test.outbox WHERE type = 'kit.computed.happened'",
    );
    const envelope = rows[0].envelope as Record<string, unknown>;
    expect(envelope).toEqual({
      id: rows[0].event_id,
      type: 'kit.computed.happened',
      version: 4,
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      producer: 'kit',
      correlationId: null,
      payload: { sequence: 42 },
    });
  });

  it('when the same message is delivered twice then its effect happens exactly once', async () => {
    const envelope = await h.database.db.transaction((tx) =>
      appendEvent(tx, SCHEMA, 'kit', { type: 'kit.twice.happened', payload: { sequence: 7 } }),
    );
    await waitFor(async () => (await effectRows(h.database, 'twice')).length === 1);
    // deliver the very same message again, as the broker does after a lost ack
    const connection = await amqp.connect(h.infra.env.AMQP_URL);
    const channel = await connection.createConfirmChannel();
    for (let i = 0; i < 2; i++) {
      channel.publish(h.infra.exchange, envelope.type, Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
      });
    }
    await channel.waitForConfirms();
    await connection.close();
    await waitFor(async () => {
      const { rows } = await h.database.pool.query(
        `SELECT count(*)::int AS n FROM kit_test.inbox WHERE event_id = $1`,
        [envelope.id],
      );
      return rows[0].n === 1;
    });
    // give the redeliveries time to be (not) applied, then check the queue is empty
    await waitFor(async () => {
      const check = await amqp.connect(h.infra.env.AMQP_URL);
      const ch = await check.createChannel();
      const { messageCount } = await ch.checkQueue(h.queue);
      await check.close();
      return messageCount === 0;
    });
    await new Promise((r) => setTimeout(r, 300));
    const rows = await effectRows(h.database, 'twice');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event_id: envelope.id, sequence: 7 });
  });
});
