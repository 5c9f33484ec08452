import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, primaryKey, serial, text, time } from 'drizzle-orm/pg-core';
import { catalogSchema } from './catalog-schema';
import { competitions } from './competitions';
import { competitionClasses, divisions, factors } from './reference-data';

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
