import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  primaryKey,
  text,
  timestamp,
  uuid,
  type PgSchema,
} from 'drizzle-orm/pg-core';

/**
 * Outbox (events written in the same transaction as the state change) and inbox (ids of events
 * a handler already applied). Every service declares them in its own schema file so that
 * drizzle-kit puts them into its migrations.
 */
export function messagingTables(schema: PgSchema<string>) {
  const outbox = schema.table(
    'outbox',
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      eventId: uuid('event_id').notNull().unique(),
      type: text('type').notNull(),
      envelope: jsonb('envelope').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      /** W3C trace context of the writing request, continued by the relay (docs/tracing.md) */
      traceparent: text('traceparent'),
    },
    (t) => [
      index('outbox_unpublished_idx')
        .on(t.id)
        .where(sql`${t.publishedAt} IS NULL`),
    ],
  );
  const inbox = schema.table(
    'inbox',
    {
      eventId: uuid('event_id').notNull(),
      handler: text('handler').notNull(),
      handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
  );
  return { outbox, inbox };
}
