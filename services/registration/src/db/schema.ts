import { messagingTables } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
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
export const competitions = registrationSchema.table('competitions', {
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
  /** the whole snapshot, for the answers and the later steps (payment options, fee, ...) */
  snapshot: jsonb('snapshot'),
});

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
    /** first and second payment (public-portal.md section 4: toggled separately, reversible) */
    paid: boolean('paid').notNull().default(false),
    paid2: boolean('paid2').notNull().default(false),
    /** the hold ran out: the item keeps no place, no slot and no stand */
    released: boolean('released').notNull().default(false),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_user_idx').on(t.userId),
    // a stand carries one live registration
    uniqueIndex('order_items_stand_idx')
      .on(t.squadStandId)
      .where(sql`${t.squadStandId} IS NOT NULL AND NOT ${t.cancelled} AND NOT ${t.released}`),
  ],
);

// ---- carts (domain/cart) -------------------------------------------------------------------

/**
 * A cart collects a caller's RESERVED orders until checkout (public-portal.md sections 3 and 4).
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
  },
  (t) => [
    uniqueIndex('carts_open_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL AND ${t.submittedAt} IS NULL`),
    check('carts_owner_check', sql`${t.userId} IS NOT NULL OR ${t.token} IS NOT NULL`),
  ],
);
