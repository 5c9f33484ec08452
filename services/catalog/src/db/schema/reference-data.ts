import { sql } from 'drizzle-orm';
import { boolean, index, integer, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogSchema } from './catalog-schema';

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
