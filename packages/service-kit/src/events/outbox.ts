import { randomUUID } from 'node:crypto';
import type { EventEnvelope, NewEvent } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { currentTraceparent } from '../trace-context';

/** Anything that runs SQL: the database or an open transaction. */
export type DbExecutor = Pick<Database, 'execute'>;

export const outboxChannel = (schema: string) => `outbox_${schema}`;

/**
 * Writes an event into the service's outbox. Call it with the transaction that changes the
 * state: if that transaction rolls back, the event is gone with it and is never published. The
 * active trace context goes along, for the relay to continue (docs/tracing.md).
 */
export async function appendEvent<P>(
  tx: DbExecutor,
  schema: string,
  producer: string,
  event: NewEvent<P>,
): Promise<EventEnvelope<P>> {
  const envelope: EventEnvelope<P> = {
    id: randomUUID(),
    type: event.type,
    version: event.version ?? 1,
    occurredAt: new Date().toISOString(),
    producer,
    correlationId: event.correlationId ?? null,
    payload: event.payload,
  };
  // one round trip; the notification is delivered only on commit and wakes the relay without
  // waiting for its next poll
  await tx.execute(sql`
    WITH written AS (
      INSERT INTO ${sql.identifier(schema)}.outbox (event_id, type, envelope, traceparent)
      VALUES (${envelope.id}, ${envelope.type}, ${JSON.stringify(envelope)}::jsonb, ${currentTraceparent()})
      RETURNING 1)
    SELECT pg_notify(${outboxChannel(schema)}, '') FROM written`);
  return envelope;
}

/**
 * Like {@link appendEvent}, but the payload is a SQL expression (a `jsonb`) evaluated in the same
 * statement: one round trip where the payload would otherwise need a query of its own first (a
 * caller holding a hot row lock saves a turn of its event loop).
 */
export async function appendEventFromSql(
  tx: DbExecutor,
  schema: string,
  producer: string,
  event: { type: string; version: number; payload: SQL },
): Promise<void> {
  await tx.execute(sql`
    WITH ${outboxWrites(schema, producer, { ...event, version: sql`${event.version}::int`, from: sql`(SELECT 1) one` })}
    SELECT count(*) FROM outbox_notified`);
}

/**
 * The outbox write as two CTEs, `outbox_written` and `outbox_notified`, for a statement that
 * writes its event together with its other changes: one event per row of `from`, whose columns
 * `version` and `payload` may use. The statement must read `outbox_notified` (e.g.
 * `SELECT count(*) FROM outbox_notified`), or PostgreSQL skips the notification.
 */
export function outboxWrites(
  schema: string,
  producer: string,
  event: { type: string; version: SQL; payload: SQL; from: SQL },
): SQL {
  return sql`outbox_written AS (
      INSERT INTO ${sql.identifier(schema)}.outbox (event_id, type, envelope, traceparent)
      SELECT outbox_event_id, ${event.type}, jsonb_build_object('id', outbox_event_id, 'type', ${event.type}::text,
        'version', ${event.version}, 'occurredAt', ${new Date().toISOString()}::text,
        'producer', ${producer}::text, 'correlationId', NULL, 'payload', ${event.payload}),
        ${currentTraceparent()}::text
      FROM (SELECT gen_random_uuid() AS outbox_event_id, * FROM ${event.from}) source
      RETURNING 1),
    outbox_notified AS (SELECT pg_notify(${outboxChannel(schema)}, '') FROM outbox_written)`;
}
