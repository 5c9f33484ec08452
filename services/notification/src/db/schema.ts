import type { NotificationFlag } from '@portal/contracts';
import { messagingTables } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The PostgreSQL schema notification owns; no other service reads or writes it. */
export const notificationSchema = pgSchema('notification');
export const { outbox, inbox } = messagingTables(notificationSchema);

/**
 * Replica of identity's contact data and preferences (from `identity.user.upserted`), so that
 * mail by preference never has to call identity. `version` is the user's version in identity.
 */
export const recipients = notificationSchema.table(
  'recipients',
  {
    userId: integer('user_id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').notNull(),
    clubId: integer('club_id'),
    roles: text('roles').array().notNull(),
    active: boolean('active').notNull(),
    notificationSelection: jsonb('notification_selection')
      .$type<Record<NotificationFlag, boolean>>()
      .notNull(),
    divisionIds: integer('division_ids').array().notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipients_club_idx').on(t.clubId)],
);

/**
 * One row per mail the service tried to deliver. (event, type, recipient) is unique: an event
 * produces a given mail to a given address once.
 */
export const mailLog = notificationSchema.table(
  'mail_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['sent', 'failed'] }).notNull(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_log_event_mail_uq').on(t.eventId, t.type, t.recipient),
    index('mail_log_sent_at_idx').on(t.sentAt),
    check('mail_log_status_check', sql`${t.status} IN ('sent', 'failed')`),
  ],
);

/**
 * Replica of the clubs' own mail texts (catalog's `catalog.club.upserted`, newer versions only;
 * `.deleted` leaves an empty tombstone at its version): the sign-on confirmation shows the club's
 * SIGN_ON_CONFIRMATION block. Texts are the catalog's sanitized HTML.
 */
export const clubMailBlocks = notificationSchema.table('club_mail_blocks', {
  clubId: integer('club_id').primaryKey(),
  version: integer('version').notNull(),
  /** the club's blocks as the catalog publishes them: `[{ type: { id, name }, text }]` */
  blocks: jsonb('blocks').$type<{ type: { id: number; name: string }; text: string }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
