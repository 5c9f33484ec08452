import type { Channel } from 'amqplib';

export const retryQueueName = (queue: string, attempt: number) => `${queue}.retry.${attempt}`;
export const deadLetterQueueName = (queue: string) => `${queue}.dlq`;
export const serviceQueueName = (queuePrefix: string, service: string) => `${queuePrefix}.${service}`;

/** Consumer queues by service name and the routing keys each is bound to (contracts' EVENT_TOPOLOGY). */
export type EventTopology = Readonly<Record<string, readonly string[]>>;

/**
 * The exchange, a consumer's queue and its bindings. Producers and the consumer itself call this
 * one function, so the queue is always asserted with the same arguments (a mismatch would make
 * RabbitMQ refuse with PRECONDITION_FAILED and close the channel).
 */
export async function declareBoundQueue(
  channel: Channel,
  exchange: string,
  queue: string,
  routingKeys: Iterable<string>,
): Promise<void> {
  await channel.assertExchange(exchange, 'topic', { durable: true });
  await channel.assertQueue(queue, { durable: true });
  for (const key of new Set(routingKeys)) await channel.bindQueue(queue, exchange, key);
}

/** The consumer's own retry queues (TTL base*2^(N-1), then back to the queue) and its dead-letter queue. */
export async function declareRetryQueues(
  channel: Channel,
  queue: string,
  maxAttempts: number,
  retryBaseMs: number,
): Promise<void> {
  for (let attempt = 1; attempt < maxAttempts; attempt++) {
    await channel.assertQueue(retryQueueName(queue, attempt), {
      durable: true,
      messageTtl: retryBaseMs * 2 ** (attempt - 1),
      deadLetterExchange: '',
      deadLetterRoutingKey: queue,
    });
  }
  await channel.assertQueue(deadLetterQueueName(queue), { durable: true });
}

/**
 * Every consumer queue of the topology with its bindings, declared by a producer before it
 * publishes: a topic exchange drops what no queue is bound to, and services start in any order.
 * Retry and dead-letter queues stay with their consumer: their TTLs come from the consumer's own
 * settings, and an event waits in the bound queue until the consumer comes.
 */
export async function declareEventTopology(
  channel: Channel,
  exchange: string,
  queuePrefix: string,
  topology: EventTopology,
): Promise<void> {
  await channel.assertExchange(exchange, 'topic', { durable: true });
  for (const [service, keys] of Object.entries(topology)) {
    if (keys.length) await declareBoundQueue(channel, exchange, serviceQueueName(queuePrefix, service), keys);
  }
}
