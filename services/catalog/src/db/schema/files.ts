import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogSchema } from './catalog-schema';

// ---- uploads and their image variants (docs/images.md) -----------------------------------------

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
