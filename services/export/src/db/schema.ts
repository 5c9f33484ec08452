import { messagingTables } from '@portal/service-kit';
import { pgSchema } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema export owns; no other service reads or writes it. */
export const exportSchema = pgSchema('export');
export const { outbox, inbox } = messagingTables(exportSchema);
