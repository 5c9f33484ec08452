import { messagingTables } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
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

/** The PostgreSQL schema registration owns; no other service reads or writes it. */
export const registrationSchema = pgSchema('registration');
export const { outbox, inbox } = messagingTables(registrationSchema);

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ids = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

// ---- replicas (from catalog's and identity's events, newer versions only) -----------------

/** The catalog's competitions as its snapshots say; `deleted` is a tombstone of `.deleted`. */
export const competitions = registrationSchema.table(
  'competitions',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    clubId: integer('club_id'),
    name: text('name').notNull().default(''),
    event: boolean('event').notNull().default(false),
    active: boolean('active').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    registration: boolean('registration').notNull().default(false),
    registrationStart: instant('registration_start'),
    registrationEnd: instant('registration_end'),
    competitionDate: instant('competition_date'),
    signupReservationTimeout: integer('signup_reservation_timeout').notNull().default(300),
    nationalCompetition: boolean('national_competition').notNull().default(false),
    multipleRegistrations: boolean('multiple_registrations').notNull().default(false),
    state: text('state'),
    /** fair opening (docs/fair-opening.md): a pre-queue from `fairOpeningLeadMinutes` before the start */
    fairOpening: boolean('fair_opening').notNull().default(false),
    fairOpeningLeadMinutes: integer('fair_opening_lead_minutes').notNull().default(15),
    /** the whole snapshot, for the answers and the later steps (payment options, fee, ...) */
    snapshot: jsonb('snapshot'),
  },
  // the public competition calendar finds its competition by the page's link (domain/calendar)
  (t) => [index('competitions_public_link_idx').on(sql`(${t.snapshot}->>'publicLink')`)],
);

/** Squads of the replicated competitions; a squad missing from a newer snapshot is `removed`. */
export const squads = registrationSchema.table(
  'squads',
  {
    id: integer('id').primaryKey(),
    competitionId: integer('competition_id').notNull(),
    name: text('name').notNull(),
    requireCode: boolean('require_code').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
    divisionIds: ids('division_ids'),
    competitionClassIds: ids('competition_class_ids'),
    factorIds: ids('factor_ids'),
    /** takes part in the competition's multiple waiting list (pseudo-squad 0) */
    multipleWaitingList: boolean('multiple_waiting_list').notNull().default(false),
    /** YYYY-MM-DD and HH:mm:ss as the catalog has them (the cart lists a group's squads by them) */
    startDate: text('start_date'),
    startTime: text('start_time'),
  },
  (t) => [index('squads_competition_idx').on(t.competitionId)],
);

export const squadStands = registrationSchema.table(
  'squad_stands',
  {
    id: integer('id').primaryKey(),
    squadId: integer('squad_id').notNull(),
    name: text('name').notNull(),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [index('squad_stands_squad_idx').on(t.squadId)],
);

/** Users as identity publishes them: what the sign-up rules decide on. */
export const users = registrationSchema.table('users', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  username: text('username').notNull().default(''),
  email: text('email'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  locale: text('locale'),
  clubId: integer('club_id'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  paymentUntil: text('payment_until'),
  /** who may sign this user up (identity's deputies of the user); see domain/orders/on-behalf.ts */
  deputyUserIds: ids('deputy_user_ids'),
  /** PENDING or CONFIRMED; only a confirmed member counts as the club's for its club admins */
  clubMembership: text('club_membership'),
});

// ---- the seat invariant (domain/seats/squad-occupancy.ts owns every statement on it) -------

/**
 * One row per squad. `size` and `max_waiting_list_size` are the limits the CHECKs enforce;
 * `squad_size` and `squad_max_waiting_list_size` are the catalog's figures. They differ only
 * after the catalog shrank a squad below what is already taken: the limit then stays at what is
 * taken (nobody loses a place) and follows the catalog's figure down as places come back.
 */
export const squadOccupancy = registrationSchema.table(
  'squad_occupancy',
  {
    squadId: integer('squad_id').primaryKey(),
    squadSize: integer('squad_size').notNull(),
    squadMaxWaitingListSize: integer('squad_max_waiting_list_size').notNull(),
    size: integer('size').notNull(),
    maxWaitingListSize: integer('max_waiting_list_size').notNull(),
    /** confirmed (reserved) places */
    taken: integer('taken').notNull().default(0),
    /** places held by a PREPARE order while its countdown runs */
    held: integer('held').notNull().default(0),
    /** waiting-list entries, held or reserved */
    waiting: integer('waiting').notNull().default(0),
    /** version of the occupancy event, bumped by every change of taken, held or waiting */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    check('squad_occupancy_counts_check', sql`${t.taken} >= 0 AND ${t.held} >= 0 AND ${t.waiting} >= 0`),
    check('squad_occupancy_places_check', sql`${t.taken} + ${t.held} <= ${t.size}`),
    check('squad_occupancy_waiting_check', sql`${t.waiting} <= ${t.maxWaitingListSize}`),
  ],
);

// ---- orders --------------------------------------------------------------------------------

export const ORDER_STATUSES = ['PREPARE', 'RESERVED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = registrationSchema.table(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** null for a caller without an account */
    userId: integer('user_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    paymentMethod: text('payment_method'),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    /** end of the hold's countdown (PREPARE only) */
    expiresAt: instant('expires_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    reservedAt: instant('reserved_at'),
    /** the admin, club admin or deputy who made it for `user_id`; null: made by the user */
    createdBy: integer('created_by'),
    /** the open cart a RESERVED order sits in until checkout (domain/cart) */
    cartId: integer('cart_id').references(() => carts.id),
  },
  (t) => [
    check('orders_status_check', sql`${t.status} IN ('PREPARE', 'RESERVED', 'EXPIRED')`),
    index('orders_overdue_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'PREPARE'`),
    index('orders_user_idx').on(t.userId),
    index('orders_cart_idx').on(t.cartId),
  ],
);

export const orderItems = registrationSchema.table(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    competitionId: integer('competition_id').notNull(),
    squadId: integer('squad_id').notNull(),
    squadStandId: integer('squad_stand_id'),
    reservationCode: text('reservation_code'),
    /** unguessable capability of the item (updateStand, the personal link) */
    token: text('token').notNull().unique(),
    /** the item holds a waiting-list slot instead of a place */
    waitingList: boolean('waiting_list').notNull(),
    userId: integer('user_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    clubId: integer('club_id'),
    divisionId: integer('division_id'),
    competitionClassId: integer('competition_class_id'),
    factorId: integer('factor_id'),
    country: text('country'),
    state: text('state'),
    locale: text('locale'),
    cancelled: boolean('cancelled').notNull().default(false),
    /** first and second payment (docs/order-admin.md: toggled separately, reversible) */
    paid: boolean('paid').notNull().default(false),
    paid2: boolean('paid2').notNull().default(false),
    /** the hold ran out: the item keeps no place, no slot and no stand */
    released: boolean('released').notNull().default(false),
    /** the competition's registration window closed; set by the item-state jobs (jobs/item-states.ts) */
    registrationEnded: boolean('registration_ended').notNull().default(false),
    /** the competition is archived (cancelled, or end date plus one day past); set by the same jobs */
    archive: boolean('archive').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
    /**
     * when a waiting-list entry got its place (promotion, move, uncancel): set by the trigger of
     * migration 0010; the automatic cancellation counts `payOnTime` from here, not from the sign-up
     */
    placeSince: instant('place_since'),
    /** the admin, club admin or deputy who made it for `user_id`; null: made by the user */
    createdBy: integer('created_by'),
    /** one multiple-waiting-list entry: one item per squad it waits on share this id */
    multipleWaitingListUuid: uuid('multiple_waiting_list_uuid'),
  },
  (t) => [
    // the live multiple-waiting-list items of a competition (promotion locks their squads)
    index('order_items_multiple_waiting_idx')
      .on(t.competitionId)
      .where(
        sql`${t.multipleWaitingListUuid} IS NOT NULL AND ${t.waitingList} AND NOT ${t.cancelled} AND NOT ${t.released}`,
      ),
    // a squad's live waiting entries, oldest first (promotion)
    index('order_items_waiting_idx')
      .on(t.squadId, t.id)
      .where(sql`${t.waitingList} AND NOT ${t.cancelled} AND NOT ${t.released}`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_user_idx').on(t.userId),
    // a competition's registrations (participants, the back-office lists): no scan of every season
    index('order_items_competition_idx').on(t.competitionId),
    // a squad's live items: the stands in use, read inside every seat statement under the squad's
    // row lock (migration 0011), and the running holds of the full-squad hint
    index('order_items_squad_live_idx')
      .on(t.squadId)
      .where(sql`NOT ${t.cancelled} AND NOT ${t.released}`),
    // a stand carries one live registration
    uniqueIndex('order_items_stand_idx')
      .on(t.squadStandId)
      .where(sql`${t.squadStandId} IS NOT NULL AND NOT ${t.cancelled} AND NOT ${t.released}`),
  ],
);

// ---- names for the public reads (participants table): catalog's clubs and reference data ----

/**
 * Names of the catalog's clubs, divisions, competition classes and factors (`kind`), from
 * `catalog.club.*` and `catalog.reference-data.*`, newer versions only; `deleted` keeps the name.
 */
export const referenceNames = registrationSchema.table(
  'reference_names',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

// ---- reservation codes and reservations (domain/codes, domain/reservations) ----------------

/**
 * One-time codes of a competition. A code is free (no item, not used), bound to a running hold
 * (`order_item_id`, not used) or used (the order was reserved). Binding is one conditional
 * UPDATE on a free code, so one code never serves two holds.
 */
export const reservationCodes = registrationSchema.table(
  'reservation_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    competitionId: integer('competition_id').notNull(),
    /** the competition's club when the batch was made (club admins see their club's codes) */
    clubId: integer('club_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: integer('created_by').notNull(),
    orderItemId: integer('order_item_id'),
    used: boolean('used').notNull().default(false),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('reservation_codes_competition_idx').on(t.competitionId),
    index('reservation_codes_item_idx').on(t.orderItemId),
    check('reservation_codes_used_check', sql`NOT ${t.used} OR ${t.orderItemId} IS NOT NULL`),
  ],
);

/** Named reservations: these users may sign up for these competitions without a code. */
export const reservations = registrationSchema.table(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userIds: ids('user_ids'),
    competitionIds: ids('competition_ids'),
    divisionIds: ids('division_ids'),
    competitionClassIds: ids('competition_class_ids'),
    factorIds: ids('factor_ids'),
    qualification: boolean('qualification').notNull().default(false),
    /** live registrations this reservation may carry; null: no limit */
    maxReservations: integer('max_reservations'),
    validUntil: instant('valid_until'),
    createdBy: integer('created_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('reservations_max_check', sql`${t.maxReservations} IS NULL OR ${t.maxReservations} >= 1`),
    // the sign-up looks up the caller's reservations and whether a competition is qualification-only
    index('reservations_users_idx').using('gin', t.userIds),
    index('reservations_qualification_idx')
      .using('gin', t.competitionIds)
      .where(sql`${t.qualification}`),
  ],
);

/** Which reservation let an item in without a code (counted against maxReservations). */
export const reservationUses = registrationSchema.table(
  'reservation_uses',
  {
    orderItemId: integer('order_item_id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
  },
  (t) => [index('reservation_uses_reservation_idx').on(t.reservationId)],
);
// ---- carts (domain/cart) -------------------------------------------------------------------

/**
 * A cart collects a caller's RESERVED orders until checkout (docs/registration.md).
 * A signed-in user has at most one open cart; a guest's cart answers only to its token.
 * Checkout sets `submitted_at` and the payment method: the cart is closed, the next starts anew.
 */
export const carts = registrationSchema.table(
  'carts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null for a guest */
    userId: integer('user_id'),
    /** a guest's capability: 24 random bytes, base64url */
    token: text('token').unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    submittedAt: instant('submitted_at'),
    paymentMethod: text('payment_method'),
    /** a card checkout runs until then: no item leaves the cart meanwhile (TOO_EARLY_TO_DELETE) */
    cardCheckoutUntil: instant('card_checkout_until'),
  },
  (t) => [
    uniqueIndex('carts_open_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL AND ${t.submittedAt} IS NULL`),
    check('carts_owner_check', sql`${t.userId} IS NOT NULL OR ${t.token} IS NOT NULL`),
  ],
);

// ---- fair opening (docs/fair-opening.md): fair-queue-schema.ts ---------------------------
export * from './fair-queue-schema';

// ---- the personal calendar feed (domain/calendar, docs/calendar-feed.md) --------------------

/**
 * One subscription address per user: only the SHA-256 of its random token is kept, so the
 * address is shown once when made; a new token replaces the row and the old address is dead.
 */
export const calendarFeeds = registrationSchema.table('calendar_feeds', {
  userId: integer('user_id').primaryKey(),
  /** hex SHA-256 of the token (32 random bytes, base64url) */
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
