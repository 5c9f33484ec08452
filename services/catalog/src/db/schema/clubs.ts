import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { catalogSchema } from './catalog-schema';
import { documents } from './files';

// ---- clubs (docs/catalog.md; the public club page: docs/public-browsing.md) -------------------

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

// ---- notification types and club text blocks (docs/catalog.md) -------------------------------

/**
 * Kinds of mail a club can add its own text block to: sign-on confirmation, waiting-list change,
 * upcoming, sign-off, cancellation, payment received. Fixed rows with stable ids (migration).
 */
export const notificationTypes = catalogSchema.table('notification_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A club's own rich text (sanitized HTML) added to the mails of one notification type. */
export const clubNotificationBlocks = catalogSchema.table(
  'club_notification_blocks',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => notificationTypes.id),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.typeId] })],
);
