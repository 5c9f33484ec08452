import type pg from 'pg';
import { quoteIdent } from '../db/connection';
import type { Logger } from '../logger';
import type { ConfirmChannel } from 'amqplib';
import type { ServiceMetrics } from '../metrics';
import { contextFrom, inSpan, injectInto, SpanKind } from '../trace-context';
import type { Broker } from './broker';
import { outboxChannel } from './outbox';
import { declareEventTopology, type EventTopology } from './topology';

interface OutboxRow {
  id: string;
  type: string;
  envelope: { id: string };
  traceparent: string | null;
}

export interface RelayOptions {
  pool: pg.Pool;
  schema: string;
  broker: Broker;
  exchange: string;
  /** consumer queues declared (on every new channel) before anything is published */
  topology?: { queuePrefix: string; queues: EventTopology };
  logger: Logger;
  /** the outbox lag is observed here (docs/metrics.md) */
  metrics?: Pick<ServiceMetrics, 'outboxLag'>;
  batchSize?: number;
  pollMs?: number;
  /**
   * after a notification, how long to let more commits arrive before publishing: in a rush every
   * commit notifies every process, and one batch per commit and process would cost more database
   * round trips than the commits themselves
   */
  gatherMs?: number;
}

/**
 * Publishes committed outbox rows with publisher confirms and marks them published only after the
 * broker confirmed them. A failure leaves the rows for the next round, so nothing is lost; a row
 * may be published twice (the consumers' inbox makes that harmless).
 */
export class OutboxRelay {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private notified = false;
  private gathering: NodeJS.Timeout | null = null;
  private listener: pg.PoolClient | null = null;
  /** the channel the topology was last declared on; a new channel declares it again */
  private declaredOn: ConfirmChannel | null = null;
  private readonly table: string;

  constructor(private readonly options: RelayOptions) {
    this.table = `${quoteIdent(options.schema)}.outbox`;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.gathering) clearTimeout(this.gathering);
    this.wake?.();
    await this.loop;
    this.listener?.release(true);
    this.listener = null;
  }

  /** Publishes one batch; answers how many rows were published. */
  async publishBatch(): Promise<number> {
    const { pool, broker, exchange } = this.options;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<OutboxRow>(
        `SELECT id, type, envelope, traceparent FROM ${this.table}
          WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.options.batchSize ?? 200],
      );
      if (rows.length === 0) {
        await client.query('COMMIT');
        return 0;
      }
      try {
        const channel = await broker.getChannel();
        await this.declare(channel);
        for (const row of rows) await this.publish(channel, exchange, row);
        await channel.waitForConfirms();
      } catch (error) {
        await client.query(`UPDATE ${this.table} SET attempts = attempts + 1 WHERE id = ANY($1::bigint[])`, [
          rows.map((r) => r.id),
        ]);
        await client.query('COMMIT');
        throw error;
      }
      const published = await client.query<{ lag: number }>(
        `UPDATE ${this.table} SET published_at = now() WHERE id = ANY($1::bigint[])
          RETURNING extract(epoch FROM clock_timestamp() - created_at)::float8 AS lag`,
        [rows.map((r) => r.id)],
      );
      await client.query('COMMIT');
      for (const { lag } of published.rows) this.options.metrics?.outboxLag.observe(Math.max(0, lag));
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * One row, in a producer span continuing the trace of the request that wrote it; its context
   * travels in the message headers (docs/tracing.md). Without a stored context: no span, no header.
   */
  private async publish(channel: ConfirmChannel, exchange: string, row: OutboxRow): Promise<void> {
    const send = () =>
      channel.publish(exchange, row.type, Buffer.from(JSON.stringify(row.envelope)), {
        persistent: true,
        messageId: row.envelope.id,
        type: row.type,
        contentType: 'application/json',
        ...(row.traceparent ? { headers: injectInto({}) } : {}),
      });
    if (!row.traceparent) return void send();
    await inSpan(
      `${row.type} publish`,
      {
        kind: SpanKind.PRODUCER,
        parent: contextFrom({ traceparent: row.traceparent }),
        attributes: {
          'messaging.system': 'rabbitmq',
          'messaging.operation.type': 'send',
          'messaging.destination.name': exchange,
          'messaging.rabbitmq.destination.routing_key': row.type,
          'messaging.message.id': row.envelope.id,
        },
      },
      async () => void send(),
    );
  }

  private async declare(channel: ConfirmChannel): Promise<void> {
    if (this.declaredOn === channel) return;
    const { exchange, topology } = this.options;
    if (topology) await declareEventTopology(channel, exchange, topology.queuePrefix, topology.queues);
    else await channel.assertExchange(exchange, 'topic', { durable: true });
    this.declaredOn = channel;
  }

  private async run(): Promise<void> {
    const { logger, pollMs = 500, batchSize = 200 } = this.options;
    let backoff = 100;
    while (this.running) {
      try {
        const published = await this.publishBatch();
        backoff = 100;
        if (published >= batchSize) continue;
        await this.sleep(pollMs);
      } catch (error) {
        logger.warn({ err: error, retryInMs: backoff }, 'outbox relay round failed');
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, 5000);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.notified) {
      this.notified = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.notified = false;
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  private async listen(): Promise<void> {
    try {
      this.listener = await this.options.pool.connect();
      this.listener.on('notification', () => {
        if (this.gathering) return; // the batch after the running wait publishes this one too
        this.gathering = setTimeout(() => {
          this.gathering = null;
          this.notified = true;
          this.wake?.();
        }, this.options.gatherMs ?? 20);
      });
      this.listener.on('error', () => undefined);
      await this.listener.query(`LISTEN ${quoteIdent(outboxChannel(this.options.schema))}`);
    } catch (error) {
      // polling still publishes everything; LISTEN only shortens the wait
      this.options.logger.warn({ err: error }, 'outbox LISTEN unavailable, polling only');
    }
  }
}
