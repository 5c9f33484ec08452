import { messagingTables } from '@portal/service-kit';
import { pgSchema } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema catalog owns; no other service reads or writes it. */
export const catalogSchema = pgSchema('catalog');
export const { outbox, inbox } = messagingTables(catalogSchema);
