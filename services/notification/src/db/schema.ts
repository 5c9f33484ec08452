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
  primaryKey,
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
    /** the users who may act for this user: they get copies of the user's registration mails */
    deputyUserIds: integer('deputy_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** the user's switch: false, the deputies get no copies */
    deputyMail: boolean('deputy_mail').notNull().default(true),
    /** premium's last day (a Vienna day): reminders are premium (docs/premium-features.md) */
    paymentUntil: text('payment_until'),
    /** false for rows replicated before payment_until existed: premium unknown, reminders still go */
    premiumKnown: boolean('premium_known').notNull().default(true),
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
    /** why the mail went out, readable (`item:12`, `competition:3:start:…`); null for older rows */
    cause: text('cause'),
    /** whom and what it concerns, for the back-office's mail log per user and per competition */
    userId: integer('user_id'),
    competitionId: integer('competition_id'),
    clubId: integer('club_id'),
  },
  (t) => [
    uniqueIndex('mail_log_event_mail_uq').on(t.eventId, t.type, t.recipient),
    index('mail_log_sent_at_idx').on(t.sentAt),
    index('mail_log_competition_idx').on(t.competitionId, t.sentAt),
    index('mail_log_user_idx').on(t.userId, t.sentAt),
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
  /** the club's name and logo for the mails' header, its country for the time zone of dates */
  name: text('name'),
  logoPublicId: text('logo_public_id'),
  country: text('country'),
  /**
   * The club's bank data for the EPC QR code of a bank transfer in the sign-on mails: the account
   * holder is the club's long name (else its name), as payment draws it; null when the club has none.
   */
  longName: text('long_name'),
  bankName: text('bank_name'),
  bic: text('bic'),
  iban: text('iban'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Replica of catalog's competitions (`catalog.competition.*`, newer versions only): what the
 * mails and the reminders need (dates, payment reminder days, divisions, visibility).
 */
export const competitions = notificationSchema.table('competitions', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  clubId: integer('club_id'),
  name: text('name').notNull().default(''),
  event: boolean('event').notNull().default(false),
  publicLink: text('public_link'),
  competitionDate: timestamp('competition_date', { withTimezone: true }),
  registration: boolean('registration').notNull().default(false),
  registrationStart: timestamp('registration_start', { withTimezone: true }),
  registrationEnd: timestamp('registration_end', { withTimezone: true }),
  payOnTime: integer('pay_on_time').notNull().default(9),
  firstPaymentReminder: integer('first_payment_reminder'),
  secondPaymentReminder: integer('second_payment_reminder'),
  autoSubscriptionCancelation: boolean('auto_subscription_cancelation').notNull().default(false),
  divisionIds: integer('division_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  viewType: text('view_type'),
  active: boolean('active').notNull().default(false),
  cancelled: boolean('cancelled').notNull().default(false),
  deleted: boolean('deleted').notNull().default(false),
  /** the competition's own mail blocks (same shape as the club's) */
  blocks: jsonb('blocks')
    .$type<{ type: { id: number; name: string }; text: string }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
});

/**
 * Replica of registration's order items from its item events: who is registered where, paid or
 * not, for the reminders and the mails that list registrations.
 */
export const orderItems = notificationSchema.table(
  'order_items',
  {
    itemId: integer('item_id').primaryKey(),
    token: text('token').notNull(),
    userId: integer('user_id'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    locale: text('locale').notNull(),
    competitionId: integer('competition_id').notNull(),
    clubId: integer('club_id'),
    squadName: text('squad_name'),
    waitingList: boolean('waiting_list').notNull(),
    paid: boolean('paid').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    /** when a waiting entry got its place (`registration.order-item.promoted`): its payment days count from here */
    placeSince: timestamp('place_since', { withTimezone: true }),
  },
  (t) => [index('order_items_competition_idx').on(t.competitionId)],
);

/**
 * Replica of the users' favourite competitions (catalog's `catalog.favourite.changed`): the
 * sign-up phase mails and the freed-place mail go to those who marked a competition. `changed_at`
 * is the catalog's time of the change; an older event never overwrites a newer one.
 */
export const favourites = notificationSchema.table(
  'favourites',
  {
    userId: integer('user_id').notNull(),
    competitionId: integer('competition_id').notNull(),
    favourite: boolean('favourite').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.competitionId] }),
    index('favourites_competition_idx').on(t.competitionId),
  ],
);
