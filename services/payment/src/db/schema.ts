import { messagingTables } from '@portal/service-kit';
import { pgSchema } from 'drizzle-orm/pg-core';

/** The PostgreSQL schema payment owns; no other service reads or writes it. */
export const paymentSchema = pgSchema('payment');
export const { outbox, inbox } = messagingTables(paymentSchema);
