import { messagingTables } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** The PostgreSQL schema catalog owns; no other service reads or writes it. */
export const catalogSchema = pgSchema('catalog');
export const { outbox, inbox } = messagingTables(catalogSchema);

// ---- reference data (back-office.md section 3: factor, level, competition class, division, type) ----

/** Power factor of a shooter's ammunition (Minor, Major). */
export const factors = catalogSchema.table(
  'factors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('factors_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Level of a competition (Level I to Level III). */
export const levels = catalogSchema.table(
  'levels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('levels_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Category a shooter is ranked in (Overall, Lady, Junior, Senior, ...). */
export const competitionClasses = catalogSchema.table(
  'competition_classes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('competition_classes_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * Discipline of a competition or kind of an event. `signupReservationTimeout` is how many seconds
 * a place is held while a shooter signs up; at most one type is the default of the forms.
 */
export const competitionTypes = catalogSchema.table(
  'competition_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    signupReservationTimeout: integer('signup_reservation_timeout').notNull(),
    logo: text('logo'),
    isDefault: boolean('is_default').notNull().default(false),
    event: boolean('event').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('competition_types_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('competition_types_single_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** Equipment class a shooter competes in; used by the competition types it is linked to. */
export const divisions = catalogSchema.table(
  'divisions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('divisions_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Which divisions a competition type offers (the API's `competitionType_ids` of a division). */
export const divisionCompetitionTypes = catalogSchema.table(
  'division_competition_types',
  {
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id, { onDelete: 'cascade' }),
    competitionTypeId: integer('competition_type_id')
      .notNull()
      .references(() => competitionTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.divisionId, t.competitionTypeId] }),
    index('division_competition_types_type_idx').on(t.competitionTypeId),
  ],
);

/** Kind of a document attached to a competition (Ausschreibung, Zeitplan, ...); lists sort by `sortingOrder`. */
export const uploadTypes = catalogSchema.table(
  'upload_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    showName: boolean('show_name').notNull().default(false),
    sortingOrder: integer('sorting_order').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('upload_types_name_lower_idx').on(sql`lower(${t.name})`)],
);

// ---- clubs (back-office.md section 3; public-portal.md section 3 "Club (public)") -------------

/**
 * A club that organises competitions. `publicLinkId` is the random, URL-safe id of its public page;
 * unlisted clubs are reachable only by that link, inactive clubs not at all.
 * Club admins are identity's users with the club's id; `version` is bumped on every change.
 */
export const clubs = catalogSchema.table('clubs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  longName: text('long_name').notNull(),
  shortName: text('short_name'),
  address: text('address').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  matchAddress: text('match_address'),
  matchZip: text('match_zip'),
  matchCity: text('match_city'),
  matchCountry: text('match_country'),
  websiteLink: text('website_link'),
  googleMapsLink: text('google_maps_link'),
  publicLinkId: text('public_link_id')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  active: boolean('active').notNull().default(true),
  unlisted: boolean('unlisted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  bankName: text('bank_name'),
  bankBic: text('bank_bic'),
  /** without spaces, upper case; its ISO 13616 checksum is verified on write */
  bankIban: text('bank_iban'),
  contactSalutation: text('contact_salutation'),
  contactFirstName: text('contact_first_name'),
  contactLastName: text('contact_last_name'),
  contactEmail: text('contact_email'),
  contactTelephone: text('contact_telephone'),
  /** the club's membership is paid up to this day */
  paymentUntil: date('payment_until'),
  logoDocumentId: integer('logo_document_id').references((): AnyPgColumn => documents.id, {
    onDelete: 'set null',
  }),
  bmdAccountNumber: text('bmd_account_number'),
  invoiceName: text('invoice_name'),
  invoiceMail: text('invoice_mail'),
  /** when an admin blocked the club (active false); null while active */
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
});

/** Uploaded files (club logos, competition documents); the bytes live in the file storage under `storageKey`. */
export const documents = catalogSchema.table('documents', {
  id: serial('id').primaryKey(),
  storageKey: text('storage_key').notNull().unique(),
  /** the client's file name, cleaned: only used for Content-Disposition, never as a path */
  fileName: text('file_name').notNull(),
  name: text('name'),
  description: text('description'),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  kind: text('kind', { enum: ['logo', 'document'] }).notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- maintenance windows (back-office.md section 3 "Maintenance window") ----------------------

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
