import { VIEW_TYPES } from '@portal/contracts';
import { messagingTables } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgSchema,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** The PostgreSQL schema catalog owns; no other service reads or writes it. */
export const catalogSchema = pgSchema('catalog');
export const { outbox, inbox } = messagingTables(catalogSchema);

// ---- reference data (docs/catalog.md: factor, level, competition class, division, type) -------------

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

/** Uploaded files (club logos, competition documents); the bytes live in the file storage under `storageKey`. */
export const documents = catalogSchema.table('documents', {
  id: serial('id').primaryKey(),
  /**
   * The only id public answers and URLs carry (random, 122 bits): sequential ids would let anybody
   * walk through every upload.
   */
  publicId: uuid('public_id').notNull().unique().defaultRandom(),
  storageKey: text('storage_key').notNull().unique(),
  /** the client's file name, cleaned: only used for Content-Disposition, never as a path */
  fileName: text('file_name').notNull(),
  name: text('name'),
  description: text('description'),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  kind: text('kind', { enum: ['logo', 'document'] }).notNull(),
  createdBy: integer('created_by'),
  /** the club of the club admin who uploaded it: its admins may download it before it is attached */
  ownerClubId: integer('owner_club_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Resized copies of an uploaded image (docs/images.md): one row per size, pixel density and format.
 * Made when the image is uploaded (or by `npm run images:convert`); the bytes never change, so
 * their URLs are cached for a year.
 */
export const documentVariants = catalogSchema.table(
  'document_variants',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    /** card: 490 × 327, square: 300 × 300 (docs/images.md) */
    variant: text('variant', { enum: ['card', 'square'] }).notNull(),
    /** 1 or 2 (dense screens) */
    density: integer('density').notNull(),
    format: text('format', { enum: ['webp', 'jpeg'] }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('document_variants_one').on(table.documentId, table.variant, table.density, table.format),
  ],
);

// ---- the PostgreSQL file store (docs/file-store.md) -------------------------------------------

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One attempt to store bytes under `key`. Its chunks are written first; the key becomes visible
 * (to open) only when `completedAt` is set in one statement, so an interrupted upload is never
 * served, and at most one completed attempt per key exists.
 */
export const storedFiles = catalogSchema.table(
  'stored_files',
  {
    uploadId: uuid('upload_id').primaryKey(),
    key: text('key').notNull(),
    size: bigint('size', { mode: 'number' }),
    chunks: integer('chunks'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stored_files_visible_key')
      .on(table.key)
      .where(sql`completed_at IS NOT NULL`),
    index('stored_files_unfinished')
      .on(table.startedAt)
      .where(sql`completed_at IS NULL`),
  ],
);

/** The bytes of a stored file in order, 1 MB per row; memory holds one chunk at a time. */
export const storedFileChunks = catalogSchema.table(
  'stored_file_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => storedFiles.uploadId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.seq] })],
);

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

/** A start group of a competition with its places, waiting list and optional named stands. */
export const squads = catalogSchema.table(
  'squads',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    information: text('information').notNull(),
    squadSize: integer('squad_size').notNull(),
    maxWaitingListSize: integer('max_waiting_list_size').notNull().default(0),
    startDate: date('start_date'),
    startTime: time('start_time'),
    endTime: time('end_time'),
    resultListLink: text('result_list_link'),
    requireCode: boolean('require_code').notNull().default(false),
    /** takes part in the competition's multiple waiting list (pseudo-squad 0 of the sign-up) */
    multipleWaitingList: boolean('multiple_waiting_list').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('squads_competition_idx').on(t.competitionId),
    check('squads_sizes_check', sql`${t.squadSize} >= 0 and ${t.maxWaitingListSize} >= 0`),
  ],
);

/** Divisions, classes and factors a squad is limited to (a subset of its competition's). */
const squadLink = (name: string, refTable: typeof divisions | typeof factors | typeof competitionClasses) =>
  catalogSchema.table(
    name,
    {
      squadId: integer('squad_id')
        .notNull()
        .references(() => squads.id, { onDelete: 'cascade' }),
      refId: integer('ref_id')
        .notNull()
        .references(() => refTable.id),
    },
    (t) => [primaryKey({ columns: [t.squadId, t.refId] })],
  );
export const squadDivisions = squadLink('squad_divisions', divisions);
export const squadClassLinks = squadLink('squad_competition_classes', competitionClasses);
export const squadFactors = squadLink('squad_factors', factors);

/** A named shooting position of a squad; a squad with stands has exactly `squadSize` of them. */
export const squadStands = catalogSchema.table(
  'squad_stands',
  {
    id: serial('id').primaryKey(),
    squadId: integer('squad_id')
      .notNull()
      .references(() => squads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('squad_stands_squad_idx').on(t.squadId)],
);

/**
 * Occupancy of a squad as registration publishes it (replica, newer versions only): confirmed and
 * held places, waiting-list entries and the stands taken. Squads and stands in use cannot be deleted.
 */
export const squadOccupancy = catalogSchema.table('squad_occupancy', {
  squadId: integer('squad_id').primaryKey(),
  taken: integer('taken').notNull().default(0),
  waiting: integer('waiting').notNull().default(0),
  standIds: integer('stand_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  version: integer('version').notNull(),
});

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

// ---- advertising (docs/catalog.md) ---------------------------------------------------------------

/**
 * A banner shown between public list entries while active and within its dates; `detailView` opens
 * its own page (`werbung/{publicId}`), otherwise `buttonLink`. `clicks` counts clicks.
 */
export const advertisings = catalogSchema.table('advertisings', {
  id: serial('id').primaryKey(),
  publicId: text('public_id')
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  active: boolean('active').notNull().default(true),
  name: text('name').notNull(),
  shortName: text('short_name'),
  text: text('text'),
  imageDocumentId: integer('image_document_id').references(() => documents.id, { onDelete: 'set null' }),
  detailImageDocumentId: integer('detail_image_document_id').references(() => documents.id, {
    onDelete: 'set null',
  }),
  fromDate: timestamp('from_date', { withTimezone: true }),
  toDate: timestamp('to_date', { withTimezone: true }),
  buttonText: text('button_text').notNull(),
  buttonLink: text('button_link'),
  detailView: boolean('detail_view').notNull().default(false),
  clicks: integer('clicks').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
