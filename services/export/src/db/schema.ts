import { messagingTables } from '@portal/service-kit';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The PostgreSQL schema export owns; no other service reads or writes it. */
export const exportSchema = pgSchema('export');
export const { outbox, inbox } = messagingTables(exportSchema);

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** every replica row keeps the version of the event it came from: only newer ones apply */
const version = () => bigint('version', { mode: 'number' }).notNull();
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

// ---- the read model: replicas of the other services' rows, kept from their events ----------

/** catalog.competition.* (the whole competition; squads and stands below). */
export const competitions = exportSchema.table(
  'competitions',
  {
    id: integer('id').primaryKey(),
    version: version(),
    clubId: integer('club_id').notNull(),
    name: text('name').notNull(),
    event: boolean('event').notNull(),
    competitionTypeId: integer('competition_type_id').notNull(),
    competitionTypeName: text('competition_type_name').notNull(),
    levelId: integer('level_id'),
    viewType: text('view_type').notNull(),
    competitionDate: instant('competition_date').notNull(),
    competitionEndDate: instant('competition_end_date'),
    registrationStart: instant('registration_start'),
    registrationEnd: instant('registration_end'),
    nominationFee: doublePrecision('nomination_fee'),
    city: text('city'),
    zip: text('zip'),
    country: text('country'),
    state: text('state'),
    stages: integer('stages'),
    publicLink: text('public_link').notNull(),
    paid: boolean('paid').notNull(),
    cancelled: boolean('cancelled').notNull(),
    active: boolean('active').notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('competitions_club_idx').on(t.clubId), index('competitions_date_idx').on(t.competitionDate)],
);

export const squads = exportSchema.table(
  'squads',
  {
    id: integer('id').primaryKey(),
    competitionId: integer('competition_id').notNull(),
    name: text('name').notNull(),
    /** YYYY-MM-DD and HH:mm:ss as catalog sends them */
    startDate: text('start_date'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    squadSize: integer('squad_size').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('squads_competition_idx').on(t.competitionId)],
);

export const stands = exportSchema.table('stands', {
  id: integer('id').primaryKey(),
  squadId: integer('squad_id').notNull(),
  name: text('name').notNull(),
});

/** catalog.club.* */
export const clubs = exportSchema.table('clubs', {
  id: integer('id').primaryKey(),
  version: version(),
  name: text('name').notNull(),
  longName: text('long_name'),
  address: text('address'),
  zip: text('zip'),
  city: text('city'),
  country: text('country'),
  bmdAccountNumber: text('bmd_account_number'),
  active: boolean('active').notNull(),
  deleted: boolean('deleted').notNull().default(false),
});

/** catalog.reference-data.*: names of divisions, classes, factors, levels, ... (`kind` = resource) */
export const referenceNames = exportSchema.table(
  'reference_names',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    version: version(),
    name: text('name').notNull(),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** catalog.advertising.* */
export const adverts = exportSchema.table('adverts', {
  id: integer('id').primaryKey(),
  version: version(),
  name: text('name').notNull(),
  shortName: text('short_name'),
  active: boolean('active').notNull(),
  fromDate: instant('from_date'),
  toDate: instant('to_date'),
  buttonText: text('button_text'),
  buttonLink: text('button_link'),
  detailView: boolean('detail_view').notNull(),
  clicks: integer('clicks').notNull(),
  createdAt: instant('created_at'),
  deleted: boolean('deleted').notNull().default(false),
});

/** identity.user.* */
export const users = exportSchema.table('users', {
  id: integer('id').primaryKey(),
  version: version(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  clubId: integer('club_id'),
  roles: text('roles').array().notNull(),
  active: boolean('active').notNull(),
  enabled: boolean('enabled').notNull(),
  paymentUntil: instant('payment_until'),
  /** the profile's IPSC member number, region and aliases (null from events before they travelled) */
  ipscNumber: text('ipsc_number'),
  ipscRegion: text('ipsc_region'),
  ipscAlias: text('ipsc_alias'),
  alias: text('alias'),
  blocked: boolean('blocked').notNull().default(false),
  deleted: boolean('deleted').notNull().default(false),
});

/** registration.order-item.* (items of confirmed orders only) */
export const registrations = exportSchema.table(
  'registrations',
  {
    itemId: integer('item_id').primaryKey(),
    version: version(),
    orderId: integer('order_id').notNull(),
    orderStatus: text('order_status').notNull(),
    paymentMethod: text('payment_method'),
    competitionId: integer('competition_id').notNull(),
    squadId: integer('squad_id').notNull(),
    squadStandId: integer('squad_stand_id'),
    reservationCode: text('reservation_code'),
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
    cancelled: boolean('cancelled').notNull(),
    paid: boolean('paid').notNull(),
    paid2: boolean('paid2').notNull(),
    released: boolean('released').notNull(),
    createdAt: instant('created_at'),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [
    index('registrations_competition_idx').on(t.competitionId, t.itemId),
    index('registrations_user_idx').on(t.userId),
  ],
);

/** registration.reservation-code.* */
export const reservationCodes = exportSchema.table(
  'reservation_codes',
  {
    id: integer('id').primaryKey(),
    version: version(),
    code: text('code').notNull(),
    competitionId: integer('competition_id').notNull(),
    clubId: integer('club_id'),
    createdAt: instant('created_at'),
    used: boolean('used').notNull(),
    usedAt: instant('used_at'),
    orderItemId: integer('order_item_id'),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('reservation_codes_competition_idx').on(t.competitionId)],
);

// ---- background exports (BullMQ jobs) -------------------------------------------------------

/** A long export run as a job: who asked, its progress, and the finished file in chunks. */
export const exportJobs = exportSchema.table('export_jobs', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  type: text('type').notNull(),
  params: jsonb('params').notNull(),
  state: text('state', { enum: ['waiting', 'active', 'completed', 'failed'] }).notNull(),
  progress: integer('progress').notNull().default(0),
  rows: integer('rows').notNull().default(0),
  totalRows: integer('total_rows'),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  error: text('error'),
  createdAt: instant('created_at').notNull().defaultNow(),
  finishedAt: instant('finished_at'),
});

/** The bytes of a finished job's file, in order; any replica can serve the download. */
export const exportJobChunks = exportSchema.table(
  'export_job_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => exportJobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
);
