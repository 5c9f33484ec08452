import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventHandler } from '../src/events/consumer';
import { appendEvent } from '../src/events/outbox';
import { waitFor } from '../src/testing';
import { effectRows, recordEffect, SCHEMA, startHarness, type Harness } from './fixture/harness';

describe('when a handler always fails', () => {
  let h: Harness;
  let attempts = 0;
  const failing: EventHandler = {
    name: 'always-fails',
    type: 'kit.poison.happened',
    async handle() {
      attempts++;
      throw new Error('handler cannot process this event');
    },
  };
  beforeAll(async () => {
    h = await startHarness([failing, recordEffect('healthy')], { maxAttempts: 3, retryBaseMs: 100 });
  });
  afterAll(async () => h.close());

  it('then the message ends in the dead-letter queue after the configured attempts and the queue keeps flowing', async () => {
    const poison = await h.database.db.transaction((tx) =>
      appendEvent(tx, SCHEMA, 'kit', { type: 'kit.poison.happened', payload: { sequence: 0 } }),
    );
    await h.database.db.transaction(async (tx) => {
      for (let i = 1; i <= 5; i++) {
        await appendEvent(tx, SCHEMA, 'kit', { type: 'kit.healthy.happened', payload: { sequence: i } });
      }
    });
    // the healthy events behind the poison one are not held up by its retries
    await waitFor(async () => (await effectRows(h.database, 'healthy')).length === 5, 10_000);

    const connection = await amqp.connect(h.infra.env.AMQP_URL);
    const channel = await connection.createChannel();
    const dead = await waitFor(
      async () => (await channel.get(`${h.queue}.dlq`, { noAck: true })) || undefined,
      15_000,
    );
    await connection.close();

    expect(JSON.parse(dead.content.toString()).id).toBe(poison.id);
    expect(dead.properties.headers?.['x-attempt']).toBe(4);
    expect(String(dead.properties.headers?.['x-last-error'])).toContain('cannot process');
    expect(attempts).toBe(3);
    const { rows } = await h.database.pool.query(
      'SELECT count(*)::int AS n FROM kit_test.inbox WHERE event_id = $1',
      [poison.id],
    );
    expect(rows[0].n).toBe(0); // the failed attempts left no trace
  });
});
