import { VIEW_TYPES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogSchema } from './catalog-schema';
import { clubs, notificationTypes } from './clubs';
import { documents } from './files';
import {
  competitionClasses,
  competitionTypes,
  divisions,
  factors,
  levels,
  uploadTypes,
} from './reference-data';

// ---- competitions and events (docs/catalog.md) -------------------------------------------------

/**
 * A competition (match) or, with `event` true, an event (training, course, ...). Dates are instants
 * (UTC); `deletedAt` marks a soft delete, `publicLink` is the random id of its public page.
 * Events have no squads of their own in the forms: their single squad mirrors `startingPlaces`
 * and `waitingListPlaces`, so registration treats both alike.
 */
export const competitions = catalogSchema.table(
  'competitions',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id),
    event: boolean('event').notNull().default(false),
    name: text('name').notNull(),
    eventType: text('event_type'),
    /** events: an optional subtitle shown under the name (docs/events.md) */
    eventName: text('event_name'),
    competitionTypeId: integer('competition_type_id')
      .notNull()
      .references(() => competitionTypes.id),
    levelId: integer('level_id').references(() => levels.id),
    information: text('information'),
    nominationFee: numeric('nomination_fee', { precision: 10, scale: 2 }),
    clubWebsiteLink: text('club_website_link'),
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactEmail: text('contact_email'),
    contactTelephone: text('contact_telephone'),
    address: text('address'),
    city: text('city'),
    zip: text('zip'),
    country: text('country'),
    state: text('state'),
    googleMapsLink: text('google_maps_link'),
    competitionDate: timestamp('competition_date', { withTimezone: true }).notNull(),
    competitionEndDate: timestamp('competition_end_date', { withTimezone: true }),
    registration: boolean('registration').notNull().default(true),
    registrationStart: timestamp('registration_start', { withTimezone: true }),
    registrationEnd: timestamp('registration_end', { withTimezone: true }),
    payOnSite: boolean('pay_on_site').notNull().default(false),
    paymentViaDeposit: boolean('payment_via_deposit').notNull().default(false),
    paymentWithWirecard: boolean('payment_with_wirecard').notNull().default(false),
    /** days a registration may stay unpaid */
    payOnTime: integer('pay_on_time').notNull().default(9),
    /** days after registration of the first and second payment reminder */
    firstPaymentReminder: integer('first_payment_reminder'),
    secondPaymentReminder: integer('second_payment_reminder'),
    autoSubscriptionCancelation: boolean('auto_subscription_cancelation').notNull().default(false),
    viewType: text('view_type', { enum: VIEW_TYPES }).notNull(),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    stages: integer('stages'),
    minimumShots: integer('minimum_shots'),
    multipleRegistrations: boolean('multiple_registrations').notNull().default(false),
    /** fair opening (docs/fair-opening.md) */
    fairOpening: boolean('fair_opening').notNull().default(false),
    fairOpeningLeadMinutes: integer('fair_opening_lead_minutes').notNull().default(15),
    nationalCompetition: boolean('national_competition').notNull().default(false),
    qualification: boolean('qualification').notNull().default(false),
    newCompetitionMailSent: boolean('new_competition_mail_sent').notNull().default(false),
    announcementLink: text('announcement_link'),
    resultListLink: text('result_list_link'),
    publicLink: text('public_link')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** events: places and waiting-list places of their one squad */
    startingPlaces: integer('starting_places'),
    waitingListPlaces: integer('waiting_list_places'),
    createdBy: integer('created_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('competitions_club_idx').on(t.clubId),
    index('competitions_date_idx').on(t.competitionDate),
    index('competitions_listing_idx')
      .on(t.event, t.competitionDate)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Divisions, classes and factors a competition is open for (its `division_ids` etc.). */
const competitionLink = (
  name: string,
  refTable: typeof divisions | typeof factors | typeof competitionClasses,
) =>
  catalogSchema.table(
    name,
    {
      competitionId: integer('competition_id')
        .notNull()
        .references(() => competitions.id, { onDelete: 'cascade' }),
      refId: integer('ref_id')
        .notNull()
        .references(() => refTable.id),
    },
    (t) => [primaryKey({ columns: [t.competitionId, t.refId] }), index(`${name}_ref_idx`).on(t.refId)],
  );
export const competitionDivisions = competitionLink('competition_divisions', divisions);
export const competitionClassLinks = competitionLink('competition_competition_classes', competitionClasses);
export const competitionFactors = competitionLink('competition_factors', factors);

/** A document attached to a competition (tender, time table, ...) with its upload type. */
export const competitionUploads = catalogSchema.table(
  'competition_uploads',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    uploadTypeId: integer('upload_type_id')
      .notNull()
      .references(() => uploadTypes.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
  },
  (t) => [index('competition_uploads_competition_idx').on(t.competitionId)],
);

/** A competition's own rich text for the mails of one notification type. */
export const competitionNotificationBlocks = catalogSchema.table(
  'competition_notification_blocks',
  {
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => notificationTypes.id),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.competitionId, t.typeId] })],
);

/** Per-user favourite competitions (docs/public-browsing.md: favourite toggle). */
export const favourites = catalogSchema.table(
  'favourites',
  {
    userId: integer('user_id').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.competitionId] })],
);
