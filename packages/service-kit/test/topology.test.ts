import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/connection';
import { runMigrations } from '../src/db/migrate';
import { Broker } from '../src/events/broker';
import { EventConsumer } from '../src/events/consumer';
import { appendEvent } from '../src/events/outbox';
import { OutboxRelay } from '../src/events/relay';
import { serviceQueueName } from '../src/events/topology';
import { createLogger } from '../src/logger';
import { consumerQueues, createTestInfra, waitFor, type TestInfra } from '../src/testing';
import { effectRows, recordEffect, SCHEMA } from './fixture/harness';

const logger = createLogger('kit-test', 'silent');
const TOPOLOGY = { kit: ['kit.early.happened'], bystander: ['kit.bystander.happened'] };

describe('event topology declared by producers (real RabbitMQ)', () => {
  let infra: TestInfra;
  let database: DatabaseHandle;
  const brokers: Broker[] = [];
  const broker = (name: string) => {
    const b = new Broker(infra.env.AMQP_URL, logger, `kit-${name}-${infra.id}`);
    brokers.push(b);
    return b;
  };
  beforeAll(async () => {
    infra = await createTestInfra('kit');
    database = createDatabase(infra.databaseUrl, SCHEMA, 5);
    await runMigrations(database.pool, SCHEMA, fileURLToPath(new URL('./fixture/drizzle', import.meta.url)));
  });
  afterAll(async () => {
    for (const b of brokers) await b.close();
    await database.close();
    await infra.cleanup([
      ...consumerQueues(serviceQueueName(infra.queuePrefix, 'kit'), 3),
      serviceQueueName(infra.queuePrefix, 'bystander'),
    ]);
  });

  it('when a producer publishes before the consumer ever started then the consumer started later receives it', async () => {
    const relay = new OutboxRelay({
      pool: database.pool,
      schema: SCHEMA,
      broker: broker('producer'),
      exchange: infra.exchange,
      topology: { queuePrefix: infra.queuePrefix, queues: TOPOLOGY },
      logger,
    });
    await database.db.transaction(async (tx) => {
      await appendEvent(tx, SCHEMA, 'kit', { type: 'kit.early.happened', payload: { sequence: 1 } });
      // a type the topology does not list: no queue is bound to it yet, so RabbitMQ drops it
      await appendEvent(tx, SCHEMA, 'kit', { type: 'kit.unlisted.happened', payload: { sequence: 2 } });
    });
    expect(await relay.publishBatch()).toBe(2); // confirmed by the broker, before any consumer exists

    const consumer = new EventConsumer({
      broker: broker('consumer'),
      db: database.db,
      schema: SCHEMA,
      exchange: infra.exchange,
      queue: serviceQueueName(infra.queuePrefix, 'kit'),
      handlers: [recordEffect('early'), recordEffect('unlisted')] as never,
      routingKeys: [...TOPOLOGY.kit, 'kit.unlisted.happened'],
      logger,
      maxAttempts: 3,
      retryBaseMs: 50,
    });
    await consumer.start(); // asserts the same queue again: same arguments, no PRECONDITION_FAILED
    const early = await waitFor(async () => {
      const rows = await effectRows(database, 'early');
      return rows.length > 0 && rows;
    });
    expect(early.map((r) => r.sequence)).toEqual([1]);

    // the contrast: the unlisted event was published to an exchange without its queue and is gone
    await database.db.transaction((tx) =>
      appendEvent(tx, SCHEMA, 'kit', { type: 'kit.unlisted.happened', payload: { sequence: 3 } }),
    );
    expect(await relay.publishBatch()).toBe(1);
    await waitFor(async () => (await effectRows(database, 'unlisted')).length > 0);
    expect((await effectRows(database, 'unlisted')).map((r) => r.sequence)).toEqual([3]);
    await consumer.stop();
  });

  it('when a handler handles a type its topology entry does not list then the consumer refuses to start', () => {
    expect(
      () =>
        new EventConsumer({
          broker: broker('refused'),
          db: database.db,
          schema: SCHEMA,
          exchange: infra.exchange,
          queue: serviceQueueName(infra.queuePrefix, 'kit'),
          handlers: [recordEffect('early'), recordEffect('stray')] as never,
          routingKeys: TOPOLOGY.kit,
          logger,
          maxAttempts: 3,
          retryBaseMs: 50,
        }),
    ).toThrow('kit.stray.happened');
  });
});
