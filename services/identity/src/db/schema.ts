import { messagingTables } from '@portal/service-kit';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The PostgreSQL schema identity owns; no other service reads or writes it. */
export const identitySchema = pgSchema('identity');
export const { outbox, inbox } = messagingTables(identitySchema);

/** Token-signing keys: every replica signs with the newest, every service verifies with all. */
export const signingKeys = identitySchema.table('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const clients = identitySchema.table(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('clients_name_unique').on(sql`lower(${t.name})`)],
);

export const roles = identitySchema.table('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
  /** the spec's role names: not editable, not deletable */
  reserved: boolean('reserved').notNull().default(false),
});

export const rolePermissions = identitySchema.table(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permission] })],
);

export const users = identitySchema.table(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').notNull().default('de'),
    salutation: text('salutation'),
    degree: text('degree'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    country: text('country'),
    state: text('state'),
    telephone: text('telephone'),
    competitionClassId: integer('competition_class_id'),
    divisionId: integer('division_id'),
    factorId: integer('factor_id'),
    clubId: integer('club_id'),
    /** PENDING while the club's admin has not confirmed the member; only CONFIRMED reaches the token */
    clubMembership: text('club_membership', { enum: ['PENDING', 'CONFIRMED'] }),
    clubMembershipDecidedBy: integer('club_membership_decided_by'),
    clubMembershipDecidedAt: timestamp('club_membership_decided_at', { withTimezone: true }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    alias: text('alias'),
    cowboyName: text('cowboy_name'),
    sassNumber: text('sass_number'),
    ipscNumber: text('ipsc_number'),
    ipscRegion: text('ipsc_region'),
    ipscAlias: text('ipsc_alias'),
    allowInformations: boolean('allow_informations').notNull().default(false),
    bmdAccountNumber: text('bmd_account_number'),
    /** false: blocked (login answers Inactive_user) */
    active: boolean('active').notNull().default(true),
    /** false: e-mail not confirmed yet (login answers Not_verified) */
    enabled: boolean('enabled').notNull().default(false),
    paymentUntil: date('payment_until'),
    competitionViewType: boolean('competition_view_type').notNull().default(false),
    shooterCompetitionViewType: boolean('shooter_competition_view_type').notNull().default(false),
    competitionFilters: jsonb('competition_filters'),
    notificationSelection: jsonb('notification_selection').notNull().default({}),
    notificationDivisionIds: integer('notification_division_ids').array().notNull().default([]),
    /** false: the user's deputies get no copies of the user's registration mails */
    deputyMail: boolean('deputy_mail').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** bumped on every change; consumers of user events apply only newer versions */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_last_name_idx').on(t.lastName),
    index('users_club_idx').on(t.clubId),
  ],
);

export const userRoles = identitySchema.table(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** A deputy (another user) may act for `userId`. */
export const deputies = identitySchema.table(
  'deputies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deputyUserId: integer('deputy_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('deputies_pair_unique').on(t.userId, t.deputyUserId)],
);

/** Single-use verification and password-reset tokens, stored as SHA-256 hashes. */
export const accountTokens = identitySchema.table(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Replica of the catalog ids identity's user data references (competition classes, divisions,
 * factors, clubs), from catalog's events, newer versions only. A deleted id stays as a tombstone
 * so an older upsert arriving late cannot bring it back.
 */
export const catalogRefs = identitySchema.table(
  'catalog_refs',
  {
    /** `competitionClasses`, `divisions`, `factors` (catalog's resource names) or `clubs` */
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    active: boolean('active').notNull(),
    deleted: boolean('deleted').notNull().default(false),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);
