import { eventEnvelopeSchema, type EventEnvelope } from '@portal/contracts';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import type { ServiceMetrics } from '../metrics';
import { contextFrom, inSpan, SpanKind } from '../trace-context';
import type { Broker } from './broker';
import type { DbExecutor } from './outbox';
import { deadLetterQueueName, declareBoundQueue, declareRetryQueues, retryQueueName } from './topology';

export interface EventHandler<P = unknown> {
  /** stable name; the inbox remembers (event id, handler name) */
  name: string;
  /** event type (routing key) this handler applies */
  type: string;
  /** runs inside the transaction that also records the event as handled */
  handle(tx: DbExecutor, event: EventEnvelope<P>): Promise<void>;
}

export interface ConsumerOptions {
  broker: Broker;
  db: Database;
  schema: string;
  exchange: string;
  /** queue of this service: `${prefix}.${service}` */
  queue: string;
  handlers: EventHandler[];
  /** what the queue is bound to (the service's EVENT_TOPOLOGY entry); default: the handlers' types */
  routingKeys?: readonly string[];
  logger: Logger;
  maxAttempts: number;
  retryBaseMs: number;
  prefetch?: number;
  /** retries and dead letters are counted here (docs/metrics.md) */
  metrics?: Pick<ServiceMetrics, 'consumerRetries' | 'consumerDeadLetters'>;
}

const ATTEMPT_HEADER = 'x-attempt';

/**
 * Idempotent consumer: an event is applied and recorded in the inbox in one transaction and acked
 * only after it commits, so a redelivered message finds itself handled and changes nothing.
 * A failing message waits in retry queue N (TTL base*2^(N-1)) and comes back; after the last
 * attempt it is parked in the dead-letter queue and the queue keeps flowing.
 */
export class EventConsumer {
  private consumerTag: string | null = null;
  private inFlight = 0;
  private idle: (() => void) | null = null;
  private stopped = false;
  private readonly onReady = (channel: ConfirmChannel) => {
    this.subscribe(channel).catch((error) =>
      this.options.logger.error({ err: error }, 'consumer setup failed'),
    );
  };

  constructor(private readonly options: ConsumerOptions) {
    const keys = new Set(options.routingKeys ?? options.handlers.map((h) => h.type));
    // a type missing from the topology would be dropped while this service is down
    const unbound = options.handlers.filter((h) => !keys.has(h.type)).map((h) => h.type);
    if (unbound.length)
      throw new Error(`handlers for types not in the event topology: ${unbound.join(', ')}`);
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.options.broker.on('ready', this.onReady);
    await this.subscribe(await this.options.broker.getChannel());
  }

  /** Stops taking messages and waits for the ones being handled. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.options.broker.off('ready', this.onReady);
    const tag = this.consumerTag;
    this.consumerTag = null;
    if (tag && this.options.broker.isConnected) {
      const channel = await this.options.broker.getChannel();
      await channel.cancel(tag).catch(() => undefined);
    }
    if (this.inFlight > 0) await new Promise<void>((resolve) => (this.idle = resolve));
  }

  /** Declares exchange, queue, retry and dead-letter queues and their bindings. */
  async declareTopology(channel: ConfirmChannel): Promise<void> {
    const { exchange, queue, handlers, routingKeys, maxAttempts, retryBaseMs } = this.options;
    await declareBoundQueue(channel, exchange, queue, routingKeys ?? handlers.map((h) => h.type));
    await declareRetryQueues(channel, queue, maxAttempts, retryBaseMs);
  }

  private async subscribe(channel: ConfirmChannel): Promise<void> {
    if (this.stopped) return;
    await this.declareTopology(channel);
    await channel.prefetch(this.options.prefetch ?? 20);
    const { consumerTag } = await channel.consume(this.options.queue, (message) => {
      if (message) void this.receive(channel, message);
    });
    this.consumerTag = consumerTag;
  }

  private async receive(channel: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    this.inFlight++;
    try {
      await this.process(channel, message);
    } catch (error) {
      // the channel died mid-way: the broker redelivers the unacked message, the inbox dedupes it
      this.options.logger.warn({ err: error }, 'message left unacked for redelivery');
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.idle?.();
    }
  }

  private async process(channel: ConfirmChannel, message: ConsumeMessage): Promise<void> {
    const { logger, queue, maxAttempts } = this.options;
    const attempt = Number(message.properties.headers?.[ATTEMPT_HEADER] ?? 1);
    let event: EventEnvelope;
    try {
      event = eventEnvelopeSchema.parse(JSON.parse(message.content.toString())) as EventEnvelope;
    } catch (error) {
      await this.forward(
        channel,
        deadLetterQueueName(queue),
        message,
        attempt,
        `malformed: ${String(error)}`,
      );
      this.options.metrics?.consumerDeadLetters.inc({ queue, type: 'malformed' });
      return;
    }
    try {
      // a child of the relay's producer span, when the message carries its context (docs/tracing.md)
      await inSpan(
        `${event.type} process`,
        {
          kind: SpanKind.CONSUMER,
          parent: contextFrom(message.properties.headers),
          attributes: {
            'messaging.system': 'rabbitmq',
            'messaging.operation.type': 'process',
            'messaging.destination.name': queue,
            'messaging.message.id': event.id,
            'messaging.rabbitmq.message.attempt': attempt,
          },
        },
        () => this.apply(event),
      );
      channel.ack(message);
    } catch (error) {
      const reason = (error as Error).message ?? String(error);
      const target = attempt < maxAttempts ? retryQueueName(queue, attempt) : deadLetterQueueName(queue);
      logger.warn({ eventId: event.id, type: event.type, attempt, target, reason }, 'event handling failed');
      await this.forward(channel, target, message, attempt + 1, reason);
      const counter = attempt < maxAttempts ? 'consumerRetries' : 'consumerDeadLetters';
      this.options.metrics?.[counter].inc({ queue, type: event.type });
    }
  }

  private async apply(event: EventEnvelope): Promise<void> {
    const handlers = this.options.handlers.filter((h) => h.type === event.type);
    const inbox = sql`${sql.identifier(this.options.schema)}.inbox`;
    await this.options.db.transaction(async (tx) => {
      for (const handler of handlers) {
        const recorded = await tx.execute(sql`
          INSERT INTO ${inbox} (event_id, handler) VALUES (${event.id}, ${handler.name})
          ON CONFLICT DO NOTHING RETURNING event_id`);
        if (recorded.rows.length === 0) continue; // already applied: a redelivery
        await handler.handle(tx, event);
      }
    });
  }

  /** Moves a message to a retry or dead-letter queue; the original is acked once that is confirmed. */
  private async forward(
    channel: ConfirmChannel,
    queue: string,
    message: ConsumeMessage,
    attempt: number,
    reason: string,
  ): Promise<void> {
    channel.sendToQueue(queue, message.content, {
      ...message.properties,
      persistent: true,
      headers: {
        ...message.properties.headers,
        [ATTEMPT_HEADER]: attempt,
        'x-last-error': reason.slice(0, 500),
      },
    });
    await channel.waitForConfirms();
    channel.ack(message);
  }
}
