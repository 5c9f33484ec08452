import { messagingTables } from '@portal/service-kit';
import { pgSchema } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema registration owns; no other service reads or writes it. */
export const registrationSchema = pgSchema('registration');
export const { outbox, inbox } = messagingTables(registrationSchema);
