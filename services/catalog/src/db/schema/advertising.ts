import { sql } from 'drizzle-orm';
import { boolean, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogSchema } from './catalog-schema';
import { documents } from './files';

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
