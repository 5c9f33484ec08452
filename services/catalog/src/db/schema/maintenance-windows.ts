import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogSchema } from './catalog-schema';

// ---- maintenance windows (docs/catalog.md) ----------------------------------------------------

/**
 * A planned outage announced to users: while `active`, the public banner shows `message` from 24 hours
 * before `fromDate` until `toDate`. `message` is plain text (never rendered as HTML); `version` is
 * bumped on every change.
 */
export const maintenanceWindows = catalogSchema.table(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    reason: text('reason').notNull(),
    message: text('message').notNull(),
    active: boolean('active').notNull().default(false),
    fromDate: timestamp('from_date', { withTimezone: true }).notNull(),
    toDate: timestamp('to_date', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_windows_active_from_idx').on(t.active, t.fromDate),
    check('maintenance_windows_period_check', sql`${t.toDate} > ${t.fromDate}`),
  ],
);
