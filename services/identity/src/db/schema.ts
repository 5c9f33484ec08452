import { messagingTables } from '@portal/service-kit';
import { jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema identity owns; no other service reads or writes it. */
export const identitySchema = pgSchema('identity');
export const { outbox, inbox } = messagingTables(identitySchema);

/** Token-signing keys: every replica signs with the newest, every service verifies with all. */
export const signingKeys = identitySchema.table('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
