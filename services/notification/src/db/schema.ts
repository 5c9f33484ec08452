import { messagingTables } from '@portal/service-kit';
import { pgSchema } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema notification owns; no other service reads or writes it. */
export const notificationSchema = pgSchema('notification');
export const { outbox, inbox } = messagingTables(notificationSchema);
